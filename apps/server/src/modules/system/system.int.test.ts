import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ trustedProxies: ['127.0.0.1'] });
});
afterAll(async () => t.close());

const admin = (method: 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin/system/${url}`, headers: { 'x-operator-key': TEST_OPERATOR_KEY }, payload });
const status = (ip?: string) =>
  t.app
    .inject({
      method: 'GET',
      url: '/api/wps/system/status?url=localhost:8080',
      headers: ip ? { 'x-forwarded-for': ip } : {},
    })
    .then((r) => r.json().value);

describe('start-up state through the real admin path', () => {
  it('is normal on a fresh brand', async () => {
    expect(await status()).toEqual({
      status: 0,
      location: { ip: '127.0.0.1', countryCode: null },
      maintenanceMessage: null,
    });
  });

  it('switches maintenance on and off without a restart', async () => {
    expect((await admin('PUT', 'maintenance', { enabled: true, message: 'Back at 04:00 UTC' })).statusCode).toBe(200);
    expect(await status()).toMatchObject({ status: 1, maintenanceMessage: 'Back at 04:00 UTC' });
    await admin('PUT', 'maintenance', { enabled: false });
    expect(await status()).toMatchObject({ status: 0, maintenanceMessage: null });
  });

  it('blocks a country resolved from an IPv4 and an IPv6 address, and maintenance wins', async () => {
    await admin('PUT', 'blocked-countries', { countries: ['CN'] });
    expect(await status('1.0.1.1')).toEqual({
      status: 2,
      location: { ip: '1.0.1.1', countryCode: 'CN' },
      maintenanceMessage: null,
    });
    expect(await status('240e::1')).toMatchObject({ status: 2, location: { countryCode: 'CN' } });
    expect(await status('8.8.8.8')).toMatchObject({ status: 0, location: { countryCode: 'US' } });
    await admin('PUT', 'maintenance', { enabled: true });
    expect(await status('1.0.1.1')).toMatchObject({ status: 1 });
    await admin('PUT', 'maintenance', { enabled: false });
    await admin('PUT', 'blocked-countries', { countries: [] });
    expect(await status('1.0.1.1')).toMatchObject({ status: 0 });
  });

  it('reports the admin state', async () => {
    await admin('PUT', 'blocked-countries', { countries: ['US', 'CN', 'US'] });
    const state = (await admin('GET', 'state')).json().value;
    expect(state).toMatchObject({ maintenance: false, blockedCountries: ['CN', 'US'] });
    expect(state.modules.length).toBeGreaterThan(5);
    await admin('PUT', 'blocked-countries', { countries: [] });
  });

  it('refuses admin calls without the operator key', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/admin/system/maintenance', payload: { enabled: true } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'operator_key_invalid' });
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/maintenance',
      headers: { 'x-operator-key': 'guess' },
      payload: { enabled: true },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await status()).toMatchObject({ status: 0 });
  });

  it('switches module flags and brand settings', async () => {
    await admin('PUT', 'module', { moduleId: 'FREEPLAY3', enabled: '0' });
    const flags = (await t.app.inject({ method: 'GET', url: '/api/wps/system/whitelabel' })).json().value;
    expect(flags).toContainEqual({ moduleId: 'FREEPLAY3', enabled: '0' });
    expect(flags).toContainEqual({ moduleId: 'MOBILENUMREG3', enabled: '1' });
    const brand = (
      await t.app.inject({
        method: 'PUT',
        url: '/api/admin/system/brand',
        headers: { 'x-operator-key': TEST_OPERATOR_KEY },
        payload: { loginedToHomePage: true },
      })
    ).json();
    expect(brand.value.loginedToHomePage).toBe(true);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/brand',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { defaultLanguage: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('system calls the frame needs', () => {
  it('answers settings with brand, CDN lists and location', async () => {
    const v = (await t.app.inject({ method: 'GET', url: '/api/wps/system/settings' })).json().value;
    expect(v.brand).toMatchObject({ brandName: 'Nova Play', merchantCode: 'NOVA', defaultLanguage: 'en' });
    expect(v.imageCdns.length).toBeGreaterThan(0);
    expect(v.launchCdns.length).toBeGreaterThan(0);
  });

  it('answers registration field rules with SPEC §5 pattern ids', async () => {
    const rules = (await t.app.inject({ method: 'GET', url: '/api/wps/system/setting/register' })).json().value;
    const username = rules.find((r: { field: string }) => r.field === 'username');
    expect(username).toMatchObject({ enabled: true, required: true, patternId: 1, minLength: 6, maxLength: 16 });
    for (const r of rules) expect(r.maxLength).toBeGreaterThanOrEqual(r.minLength);
  });

  it('answers customer-service channels of every SPEC type, one with a QR code', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/wps/system/customerService' })).json().value;
    expect(new Set(list.map((c: { resourceType: string }) => c.resourceType))).toEqual(
      new Set(['WHATSAPP', 'TELEGRAM', 'TELEGRAM2', 'EMAIL', 'FACEBOOK', 'VIBER']),
    );
    expect(list.some((c: { qrCodeUrl: string | null }) => c.qrCodeUrl)).toBe(true);
  });

  it('answers resources, domains by speed and the location', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/wps/system/resources' })).json().value.length,
    ).toBeGreaterThan(0);
    const domains = (await t.app.inject({ method: 'GET', url: '/api/wps/system/domainRoute' })).json().value.domainList;
    expect(domains.map((d: { speed: number }) => d.speed)).toEqual(
      [...domains.map((d: { speed: number }) => d.speed)].sort(),
    );
    const loc = await t.app.inject({
      method: 'GET',
      url: '/api/wps/system/location',
      headers: { 'x-forwarded-for': '2001:4860:4860::8888' },
    });
    expect(loc.json().value).toEqual({ ip: '2001:4860:4860::8888', countryCode: 'US' });
  });

  it('accepts offered languages and refuses others', async () => {
    const okRes = await t.app.inject({
      method: 'POST',
      url: '/api/wps/system/language',
      payload: { language: 'zh-CN' },
    });
    expect(okRes.json()).toMatchObject({ success: true, value: { language: 'zh-CN' } });
    const bad = await t.app.inject({ method: 'POST', url: '/api/wps/system/language', payload: { language: 'xx' } });
    expect(bad.statusCode).toBe(400);
  });

  it('is healthy', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json().value).toMatchObject({
      status: 'ok',
      database: 'ok',
    });
  });
});

describe('proxy trust', () => {
  it('ignores X-Forwarded-For from an untrusted peer', async () => {
    const strict = await createTestApp({ trustedProxies: [] });
    try {
      const res = await strict.app.inject({
        method: 'GET',
        url: '/api/wps/system/location',
        headers: { 'x-forwarded-for': '1.0.1.1' },
      });
      expect(res.json().value).toEqual({ ip: '127.0.0.1', countryCode: null });
    } finally {
      await strict.close();
    }
  });
});
