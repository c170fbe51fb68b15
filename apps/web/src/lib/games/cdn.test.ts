import { describe, expect, it } from 'vitest';
import { DEFAULT_CDN, pickCdn, withCdn } from './cdn.ts';

describe('CDN choice (SPEC §9)', () => {
  it('picks one entry at random, the default for an empty list, and keeps absolute addresses', () => {
    expect(pickCdn(['https://a', 'https://b'], () => 0)).toBe('https://a');
    expect(pickCdn(['https://a', 'https://b'], () => 0.99)).toBe('https://b');
    expect(pickCdn([], () => 0.5)).toBe(DEFAULT_CDN);
    expect(withCdn('https://a/', '/x/y.svg')).toBe('https://a/x/y.svg');
    expect(withCdn('https://a', 'x.svg')).toBe('https://a/x.svg');
    expect(withCdn('https://a', 'https://vendor.example/p')).toBe('https://vendor.example/p');
    expect(withCdn(DEFAULT_CDN, '/p')).toBe('/p');
  });
});
