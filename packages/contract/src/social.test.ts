import { describe, expect, it } from 'vitest';
import { socialProviderKeySchema, socialProviderSettingsSchema, socialReturnToSchema } from './social.ts';

describe('socialReturnToSchema (open-redirect guard)', () => {
  it('accepts same-site paths with a query and a fragment', () => {
    for (const ok of ['/', '/promotions', '/rngGames?page=YB', '/vip#top', '/a/b?c=%2F%2Fx']) {
      expect(socialReturnToSchema.safeParse(ok).success).toBe(true);
    }
  });

  it('refuses absolute, protocol-relative, back-slash and control-character targets', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\\/evil.example',
      'evil.example',
      'javascript:alert(1)',
      '/ok\nLocation: x',
      '/tab\there',
      '/nul\u0000',
      '',
    ]) {
      expect(socialReturnToSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('provider settings', () => {
  it('takes lower-case keys only', () => {
    expect(socialProviderKeySchema.safeParse('google').success).toBe(true);
    expect(socialProviderKeySchema.safeParse('line_th-2').success).toBe(true);
    for (const bad of ['Google', 'g', '1line', 'a/b', 'x'.repeat(40)]) {
      expect(socialProviderKeySchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('wants https issuers, plain http only on this machine', () => {
    const base = { displayName: 'G', clientId: 'c', enabled: true };
    const issuer = (url: string) => socialProviderSettingsSchema.safeParse({ ...base, issuer: url }).success;
    expect(issuer('https://accounts.google.com')).toBe(true);
    expect(issuer('http://127.0.0.1:8304')).toBe(true);
    expect(issuer('http://localhost:9000/realm')).toBe(true);
    expect(issuer('http://id.example.com')).toBe(false);
    expect(issuer('http://127.0.0.1.evil.example')).toBe(false);
    expect(issuer('ftp://id.example.com')).toBe(false);
  });
});
