import { describe, expect, it } from 'vitest';
import { decodeBase64Image, sniffImage } from './avatars.ts';

describe('recognising uploaded avatar pictures by their first bytes', () => {
  it('knows PNG, JPEG and WebP', () => {
    expect(sniffImage(Buffer.from('89504e470d0a1a0a0000', 'hex'))).toBe('image/png');
    expect(sniffImage(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBe('image/jpeg');
    expect(sniffImage(Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]))).toBe(
      'image/webp',
    );
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from('RIFF0000AVI '))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('decodes base64 with or without a data: prefix and refuses other text', () => {
    expect(decodeBase64Image('data:image/png;base64,iVBORw0KGgo=')?.subarray(0, 4).toString('hex')).toBe('89504e47');
    expect(decodeBase64Image('iVBORw0KGgo=')?.length).toBe(8);
    expect(decodeBase64Image('not base64!')).toBeNull();
  });
});
