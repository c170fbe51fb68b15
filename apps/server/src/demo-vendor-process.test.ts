import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { demoVendorSecret, demoVendorUrl, portalOrigins } from './demo-vendor-process.ts';

describe('demo vendor settings', () => {
  it('run the demo vendor by default except in production', () => {
    expect(loadConfig({}, '/srv').demoVendor).toEqual({ enabled: true, port: 8090, url: undefined });
    expect(loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: 'k'.repeat(32) }, '/srv').demoVendor.enabled).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', OPERATOR_KEY: 'k'.repeat(32), DEMO_VENDOR: 'on' }, '/srv').demoVendor
        .enabled,
    ).toBe(true);
    expect(loadConfig({ DEMO_VENDOR: 'false' }, '/srv').demoVendor.enabled).toBe(false);
  });

  it('read the port and an already running vendor', () => {
    expect(
      loadConfig({ DEMO_VENDOR_PORT: '9100', DEMO_VENDOR_URL: 'http://games.internal:9100/' }, '/srv').demoVendor,
    ).toEqual({
      enabled: true,
      port: 9100,
      url: 'http://games.internal:9100',
    });
    expect(() => loadConfig({ DEMO_VENDOR_PORT: '0' })).toThrow(/DEMO_VENDOR_PORT/);
    expect(() => loadConfig({ DEMO_VENDOR: 'maybe' })).toThrow(/DEMO_VENDOR/);
  });
});

describe('demoVendorSecret', () => {
  it('makes a 32-byte hex secret once, readable only by the owner', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'portal-secret-')), 'data');
    const secret = demoVendorSecret(dir);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(demoVendorSecret(dir)).toBe(secret);
    const file = join(dir, 'demo-vendor-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('addresses of the demo vendor', () => {
  it('uses the portal host, or a reachable one for a wildcard host', () => {
    expect(demoVendorUrl('127.0.0.1', 8090)).toBe('http://127.0.0.1:8090');
    expect(demoVendorUrl('0.0.0.0', 8090)).toBe('http://127.0.0.1:8090');
    expect(demoVendorUrl('0.0.0.0', 8090, 'https://play.example.com')).toBe('http://play.example.com:8090');
    expect(demoVendorUrl('::1', 8090)).toBe('http://[::1]:8090');
  });

  it('lets the listen origin, its localhost twin and PUBLIC_URL frame the games', () => {
    expect(portalOrigins('http://127.0.0.1:8080')).toEqual(['http://127.0.0.1:8080', 'http://localhost:8080']);
    expect(portalOrigins('http://10.0.0.5:8080', 'https://play.example.com/x')).toEqual([
      'http://10.0.0.5:8080',
      'https://play.example.com',
    ]);
  });
});
