import { describe, expect, it } from 'vitest';
import { loadVendorConfig, VendorConfigError } from './config.ts';

const base = {
  VENDOR_DATABASE_URL: 'postgres://vendor:pw@127.0.0.1:5432/vendor',
  PORTAL_URL: 'http://127.0.0.1:8080/',
  VENDOR_SECRET: 'x'.repeat(32),
};

describe('loadVendorConfig', () => {
  it('applies the defaults', () => {
    const config = loadVendorConfig(base);
    expect(config.port).toBe(8090);
    expect(config.host).toBe('127.0.0.1');
    expect(config.portalUrl).toBe('http://127.0.0.1:8080');
    expect(config.publicUrl).toBe('http://127.0.0.1:8090');
    expect(config.portalOrigins).toEqual(['http://127.0.0.1:8080']);
    expect(config.timings).toEqual({ bettingMs: 20_000, resultMs: 6_000, settleMs: 4_000 });
    expect(config.logLevel).toBe('info');
  });

  it('reads every setting', () => {
    const config = loadVendorConfig({
      ...base,
      PORT: '9001',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://games.example.com/',
      PORTAL_ORIGIN: 'https://portal.example.com, http://localhost:8080/',
      ROUND_BETTING_MS: '1500',
      ROUND_RESULT_MS: '200',
      ROUND_SETTLE_MS: '0',
      LOG_LEVEL: 'warn',
    });
    expect(config.port).toBe(9001);
    expect(config.publicUrl).toBe('https://games.example.com');
    expect(config.portalOrigins).toEqual(['https://portal.example.com', 'http://localhost:8080']);
    expect(config.timings).toEqual({ bettingMs: 1500, resultMs: 200, settleMs: 0 });
    expect(config.logLevel).toBe('warn');
  });

  it('treats empty values as unset', () => {
    expect(loadVendorConfig({ ...base, PORT: '', PUBLIC_URL: '' }).publicUrl).toBe('http://127.0.0.1:8090');
  });

  it.each([
    ['VENDOR_DATABASE_URL', { ...base, VENDOR_DATABASE_URL: undefined }],
    ['PORTAL_URL', { ...base, PORTAL_URL: 'not a url' }],
    ['VENDOR_SECRET', { ...base, VENDOR_SECRET: 'short' }],
    ['PORT', { ...base, PORT: '70000' }],
    ['ROUND_BETTING_MS', { ...base, ROUND_BETTING_MS: 'soon' }],
    ['PORTAL_ORIGIN', { ...base, PORTAL_ORIGIN: 'ftp://portal.example.com' }],
  ])('refuses a bad %s, naming it', (name, env) => {
    expect(() => loadVendorConfig(env)).toThrow(VendorConfigError);
    expect(() => loadVendorConfig(env)).toThrow(name);
  });
});
