import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, register, solveBotCheck } from '../../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
const setBotCheck = (enabled: '0' | '1') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/system/module',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: { moduleId: 'BOTCHECK3', enabled },
  });

beforeAll(async () => {
  t = await createTestApp();
  expect((await register(t.app, { username: 'botPlayer1', altcha: await solveBotCheck(t.app) })).statusCode).toBe(200);
  expect((await setBotCheck('1')).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('proof-of-work bot check (BOTCHECK3)', () => {
  it('hands out signed SHA-256 challenges that expire', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wps/botcheck/challenge' });
    const { parameters, signature } = res.json().value;
    expect(parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(parameters.expiresAt * 1000).toBeGreaterThan(Date.now());
  });

  it('refuses a login without a solution, with garbage, or with a tampered challenge', async () => {
    const creds = { username: 'botplayer1', password: 'secret123' };
    expect((await login(t.app, { ...creds, altcha: undefined })).json()).toMatchObject({ code: 'bot_check_failed' });
    expect((await login(t.app, { ...creds, altcha: 'bm90LWpzb24=' })).json()).toMatchObject({
      code: 'bot_check_failed',
    });
    const good = JSON.parse(Buffer.from(await solveBotCheck(t.app), 'base64').toString());
    good.challenge.parameters.keyPrefix = '00';
    const tampered = Buffer.from(JSON.stringify(good)).toString('base64');
    expect((await login(t.app, { ...creds, altcha: tampered })).statusCode).toBe(400);
  });

  it('accepts a solved challenge once; the same solution replayed is refused', async () => {
    const altcha = await solveBotCheck(t.app);
    const first = await login(t.app, { username: 'botplayer1', password: 'secret123', altcha });
    expect(first.statusCode).toBe(200);
    const replay = await login(t.app, { username: 'botplayer1', password: 'secret123', altcha });
    expect(replay.json()).toMatchObject({ success: false, code: 'bot_check_failed' });
  });

  it('guards SMS code requests, and accepts them with a solution', async () => {
    const send = async (altcha?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/wps/verification/sms/noLogin',
        headers: { 'x-forwarded-for': '10.7.0.1' },
        payload: { mobileNum: '912000777', countryDialingCode: '84', purpose: 'reset_password', altcha },
      });
    expect((await send()).json()).toMatchObject({ code: 'bot_check_failed' });
    expect((await send(await solveBotCheck(t.app))).json()).toMatchObject({ success: true });
  });

  it('guards registration too, and is not asked for when the module is off', async () => {
    const refused = await register(t.app, { username: 'botPlayer2', altcha: undefined });
    expect(refused.json()).toMatchObject({ code: 'bot_check_failed' });
    await setBotCheck('0');
    expect((await register(t.app, { username: 'botPlayer2', altcha: undefined })).statusCode).toBe(200);
    await setBotCheck('1');
  });
});
