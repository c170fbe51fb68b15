import { describe, expect, it } from 'vitest';
import { fill, GAME_LANGUAGES, languageFromAcceptHeader, pickLanguage, shellTexts } from './i18n.ts';
import { formatMinor } from './money.ts';

describe('shell texts', () => {
  it('have every key, non-empty, in every game language', () => {
    const keys = Object.keys(shellTexts.en).sort();
    for (const language of GAME_LANGUAGES) {
      expect(Object.keys(shellTexts[language]).sort()).toEqual(keys);
      for (const value of Object.values(shellTexts[language])) expect(value.trim()).not.toBe('');
    }
  });

  it('pick the game language of a portal language', () => {
    expect(['zh-CN', 'zh-TW', 'vi', 'vi-VN', 'th', 'en-GB', 'ko', '', null].map((l) => pickLanguage(l))).toEqual([
      'zh-CN',
      'zh-CN',
      'vi',
      'vi',
      'th',
      'en',
      'en',
      'en',
      'en',
    ]);
    expect(languageFromAcceptHeader('ko-KR,ko;q=0.9,th;q=0.8')).toBe('th');
    expect(languageFromAcceptHeader('en-US,zh-CN;q=0.5')).toBe('en');
    expect(languageFromAcceptHeader(undefined)).toBe('en');
  });

  it('fill placeholders', () => {
    expect(fill('Win {amount} on {line}', { amount: '$5.00', line: 3 })).toBe('Win $5.00 on 3');
    expect(fill('Keep {unknown}', {})).toBe('Keep {unknown}');
  });
});

describe('formatMinor', () => {
  it('formats minor units exactly with the currency decimals', () => {
    expect(formatMinor('123456', 'USD')).toBe('$1,234.56');
    expect(formatMinor(5n, 'USD')).toBe('$0.05');
    expect(formatMinor('900719925474099312', 'USD')).toBe('$9,007,199,254,740,993.12');
    expect(formatMinor('150000', 'VND', 'vi')).toMatch(/^150\.000\s?₫$/);
    expect(formatMinor('-250', 'USD')).toBe('-$2.50');
    expect(formatMinor('1.5', 'USD')).toBe('—');
  });
});
