import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findControlCharacter, hasControlCharacter } from './control-characters.ts';
import { routes } from './index.ts';

describe('control characters in client input', () => {
  it('refuses NUL, the other C0 controls, DEL and C1 controls', () => {
    for (const c of [
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001b',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
    ]) {
      expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
      expect(hasControlCharacter(`a${c}b`, true), JSON.stringify(c)).toBe(true);
    }
  });

  it('refuses tab and line breaks unless the field is multi-line', () => {
    for (const c of ['\t', '\n', '\r']) {
      expect(hasControlCharacter(`a${c}b`)).toBe(true);
      expect(hasControlCharacter(`a${c}b`, true)).toBe(false);
    }
  });

  it('accepts ordinary text in any script', () => {
    expect(hasControlCharacter('Nguyễn Văn A · สวัสดี · 你好 · 😀 ~!@#')).toBe(false);
  });

  it('names the path of the first offending value or key', () => {
    expect(findControlCharacter({ a: ['ok', 'x\u0000'] })).toEqual(['a', 1]);
    expect(findControlCharacter({ a: { 'k\u0000': 1 } })).toEqual(['a', 'k\u0000']);
    expect(findControlCharacter({ note: 'two\nlines', other: 1 }, new Set(['note']))).toBeNull();
    expect(findControlCharacter({ note: 'two\nlines' })).toEqual(['note']);
    expect(findControlCharacter({ n: 1, d: new Date(0), b: true, z: null })).toBeNull();
  });

  it('is part of every route input schema: query, params and body', () => {
    expect(routes.agentAffiliate.query.safeParse({ code: '\u0000' }).success).toBe(false);
    expect(routes.agentAffiliate.query.safeParse({ code: 'ABC123' }).success).toBe(true);
    expect(routes.trustedIpRemove.query.safeParse({ ip: 'a\u0000b' }).success).toBe(false);
    expect(routes.adminVendorWalletKey.params.safeParse({ code: '\u0000' }).success).toBe(false);
    expect(routes.adminSetBrandSetting.body.safeParse({ brandName: 'Br\u0000and' }).success).toBe(false);
    const issue = routes.adminSetBrandSetting.body.safeParse({ brandName: 'Br\u0000and' }).error?.issues[0];
    expect(issue?.path).toEqual(['brandName']);
  });

  it('lets the maintenance note keep its line breaks but not other controls', () => {
    const body = routes.adminSetMaintenance.body;
    expect(body.safeParse({ enabled: true, message: 'Back at 04:00\r\nThanks' }).success).toBe(true);
    expect(body.safeParse({ enabled: true, message: 'Back\u0000' }).success).toBe(false);
  });

  it('leaves schemas outside the route table alone', () => {
    expect(z.string().safeParse('\u0000').success).toBe(true);
  });
});
