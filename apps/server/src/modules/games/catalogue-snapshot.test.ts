import { describe, expect, it } from 'vitest';
import { pictureType } from '../vendors/catalogue-import.service.ts';
import { fold, textIn } from './catalogue-snapshot.ts';
import { maskAccount, multiplier } from './winners.service.ts';

describe('catalogue helpers', () => {
  it('folds case and accents for the name search', () => {
    expect(fold('Đá Gà')).toBe('da ga');
    expect(fold('RỒNG Vàng')).toBe('rong vang');
    expect(fold('金龙')).toBe('金龙');
  });

  it('picks a text in the language, its base language, then English', () => {
    const texts = { en: 'Dragon', 'zh-CN': '龙', vi: 'Rồng' };
    expect(textIn(texts, 'vi')).toBe('Rồng');
    expect(textIn(texts, 'zh-TW')).toBe('龙');
    expect(textIn(texts, 'th')).toBe('Dragon');
  });

  it('recognises SVG, PNG and JPEG pictures by their bytes only', () => {
    expect(pictureType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('image/svg+xml');
    expect(pictureType(Buffer.from('<?xml version="1.0"?>\n<svg></svg>'))).toBe('image/svg+xml');
    expect(pictureType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(pictureType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(pictureType(Buffer.from('<html><body>svg</body></html>'))).toBeNull();
    expect(pictureType(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('winners', () => {
  it('masks accounts as ab***9', () => {
    expect(maskAccount('abcdef9')).toBe('ab***9');
    expect(maskAccount('abc')).toBe('a***');
  });

  it('rounds the multiplier down to one decimal', () => {
    expect(multiplier(1000n, 5000n)).toBe(5);
    expect(multiplier(300n, 1000n)).toBe(3.3);
    expect(multiplier(0n, 10n)).toBe(0);
  });
});
