import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfo } from '../../test/auth-client.ts';
import { CookieBrowser, startOidcProvider, type TestOidcProvider } from '../../test/oidc-test-provider.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

/** The test app's PUBLIC_URL is http://portal.test: the provider sends the "browser" back there. */
const PORTAL = 'http://portal.test';
const CALLBACK = `${PORTAL}/api/wps/session/social/acme/callback`;
const SECRET = 'acme-client-secret-that-must-never-leak-0123';

let t: Awaited<ReturnType<typeof createTestApp>>;
let idp: TestOidcProvider;
const admin = { 'x-operator-key': TEST_OPERATOR_KEY };

const setProvider = (key: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/admin/social/providers/${key}`, headers: admin, payload: body });

const setModule = (enabled: '0' | '1') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/system/module',
    headers: admin,
    payload: { moduleId: 'SOCIALLOGIN3', enabled },
  });

const start = (key: string, returnTo = '/promotions') =>
  t.app.inject({
    method: 'GET',
    url: `/api/wps/session/social/${key}/start?returnTo=${encodeURIComponent(returnTo)}`,
  });

/** Follows the provider with a real cookie-keeping client; our callback's answer (a 302). */
async function signInAt(browser: CookieBrowser, login: string, returnTo = '/promotions') {
  const started = await start('acme', returnTo);
  expect(started.statusCode).toBe(302);
  const back = new URL(await browser.authorize(started.headers.location as string, login));
  const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
  return { callback, callbackPath: `${back.pathname}${back.search}` };
}

const exchange = (code: string) =>
  t.app.inject({ method: 'POST', url: '/api/wps/session/social/exchange', payload: { code } });

function socialCode(location: string): string {
  const url = new URL(location, PORTAL);
  const code = url.searchParams.get('socialCode');
  if (!code) throw new Error(`no socialCode in ${location}`);
  return code;
}

beforeAll(async () => {
  t = await createTestApp();
  idp = await startOidcProvider({
    clientId: 'portal-client',
    clientSecret: SECRET,
    redirectUris: [CALLBACK],
    accounts: {
      alice: { email: 'alice@mail.example', email_verified: true, preferred_username: 'alice.gamer', name: 'Alice' },
      bob: { email: 'bob@mail.example', email_verified: false },
    },
  });
});
afterAll(async () => {
  await idp?.close();
  await t?.close();
});

describe('operator configuration', () => {
  it('needs a secret for a new provider, never shows it, and keeps it when left out', async () => {
    const base = { displayName: 'Acme ID', issuer: idp.issuer, clientId: 'portal-client', enabled: true, sort: 1 };
    expect((await setProvider('acme', base)).json()).toMatchObject({ success: false, code: 'validation_failed' });
    const created = await setProvider('acme', { ...base, clientSecret: SECRET });
    expect(created.statusCode).toBe(200);
    expect(created.json().value).toMatchObject({ key: 'acme', clientSecretSet: true, enabled: true });
    expect(created.body).not.toContain(SECRET);
    const kept = await setProvider('acme', { ...base, displayName: 'Acme' });
    expect(kept.json().value).toMatchObject({ displayName: 'Acme', clientSecretSet: true });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/social/providers', headers: admin });
    expect(list.json().value).toEqual([expect.objectContaining({ key: 'acme', clientSecretSet: true })]);
    expect(list.body).not.toContain(SECRET);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/social/providers' })).statusCode).toBe(401);
  });

  it('refuses bad keys and remote plain-http issuers', async () => {
    const body = { displayName: 'X', issuer: 'http://id.example.com', clientId: 'c', clientSecret: 's', enabled: true };
    expect((await setProvider('acme', body)).statusCode).toBe(400);
    expect((await setProvider('Bad%20Key', { ...body, issuer: 'https://id.example.com' })).statusCode).toBe(400);
  });

  it('lists providers only while the SOCIALLOGIN3 module is on', async () => {
    const list = () => t.app.inject({ method: 'GET', url: '/api/wps/session/social/providers' });
    expect((await list()).json().value).toEqual([]);
    expect((await start('acme')).headers.location).toBe('/?socialError=provider_disabled');
    await setModule('1');
    expect((await list()).json().value).toEqual([{ key: 'acme', displayName: 'Acme' }]);
  });
});

describe('sign-in through a real OpenID Connect provider', () => {
  let memberId: string;

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const location = new URL((await start('acme')).headers.location as string);
    expect(location.origin).toBe(idp.issuer);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('redirect_uri')).toBe(CALLBACK);
    for (const p of ['state', 'nonce', 'code_challenge']) expect(location.searchParams.get(p)).toBeTruthy();
  });

  it('creates a member on the first sign-in and hands the session over once', async () => {
    const { callback } = await signInAt(new CookieBrowser(PORTAL), 'alice', '/promotions?tab=all');
    expect(callback.statusCode).toBe(302);
    const location = callback.headers.location as string;
    expect(location).toMatch(/^\/promotions\?tab=all&socialCode=[A-Za-z0-9_-]{43}$/);
    const code = socialCode(location);
    const res = await exchange(code);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ customerType: 3, firstTimeLogin: true, user: { account: 'alicegamer' } });
    expect(value.user.email).toBe('a****@mail.example');
    memberId = value.user.id;
    expect((await memberInfo(t.app, value.token)).json().value.id).toBe(memberId);
    const again = await exchange(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('social_code_invalid');
  });

  it('signs the same person in to the same member the second time (no second member)', async () => {
    const { callback } = await signInAt(new CookieBrowser(PORTAL), 'alice');
    const value = (await exchange(socialCode(callback.headers.location as string))).json().value;
    expect(value.user.id).toBe(memberId);
    expect(value.firstTimeLogin).toBe(false);
    const { rows } = await t.database.pool.query(
      "select count(*)::int as n from social_identities where provider = 'acme' and subject = 'alice'",
    );
    expect(rows[0].n).toBe(1);
  });

  it('passes through the two-factor gate: a new IP needs a second factor when the member has one', async () => {
    await t.database.pool.query("update members set payee_name = 'Alice Example' where id = $1", [BigInt(memberId)]);
    const { callback } = await signInAt(new CookieBrowser(PORTAL), 'alice');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/session/social/exchange',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      payload: { code: socialCode(callback.headers.location as string) },
    });
    expect(res.json()).toMatchObject({ success: false, code: 'two_factor_required' });
    expect(res.json().value.twoFactor.methods).toContain('bank');
  });

  it('does not keep an unverified e-mail and makes a unique username from it', async () => {
    const { callback } = await signInAt(new CookieBrowser(PORTAL), 'bob');
    const value = (await exchange(socialCode(callback.headers.location as string))).json().value;
    expect(value.user.email).toBeNull();
    expect(value.user.account).toMatch(/^bob\d{3}$/);
    expect(value.user.id).not.toBe(memberId);
  });

  it('refuses an unknown state and a replayed callback', async () => {
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/wps/session/social/acme/callback?code=abc&state=not-a-state',
    });
    expect(bogus.statusCode).toBe(302);
    expect(bogus.headers.location).toBe('/?socialError=state_invalid');
    const { callback, callbackPath } = await signInAt(new CookieBrowser(PORTAL), 'alice');
    expect(callback.headers.location).toContain('socialCode=');
    const replay = await t.app.inject({ method: 'GET', url: callbackPath });
    expect(replay.headers.location).toBe('/?socialError=state_invalid');
  });

  it('reports a cancelled sign-in', async () => {
    const started = await start('acme');
    const state = new URL(started.headers.location as string).searchParams.get('state') ?? '';
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/wps/session/social/acme/callback?error=access_denied&state=${state}`,
    });
    expect(res.headers.location).toBe('/?socialError=cancelled');
  });

  it('refuses open redirects in returnTo', async () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'promotions']) {
      const res = await start('acme', returnTo);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
  });

  it('refuses a provider the operator switched off, even mid-flight', async () => {
    const started = await start('acme');
    const browser = new CookieBrowser(PORTAL);
    const back = new URL(await browser.authorize(started.headers.location as string, 'alice'));
    await setProvider('acme', { displayName: 'Acme', issuer: idp.issuer, clientId: 'portal-client', enabled: false });
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.headers.location).toBe('/?socialError=provider_disabled');
    expect((await start('acme')).headers.location).toBe('/?socialError=provider_disabled');
    const list = await t.app.inject({ method: 'GET', url: '/api/wps/session/social/providers' });
    expect(list.json().value).toEqual([]);
  });

  it('answers an unknown or malformed hand-over code with a 4xx', async () => {
    expect((await exchange('x'.repeat(43))).json().code).toBe('social_code_invalid');
    expect((await exchange('')).statusCode).toBe(400);
  });
});
