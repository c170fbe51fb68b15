import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor, login, memberInfo, register } from '../../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const key = () => 'a1B2c3D4e5F6g7H8i9J0'.split('').reverse().join('');

const freePlay = async (app: FastifyInstance, ip: string, payload: Record<string, unknown> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/wps/session/login/freeplay',
    headers: { 'x-forwarded-for': ip },
    payload: await encryptFor(app, { os: 'Linux', platform: 'W', key: key(), gateway: 3, ...payload }),
  });

const setFreePlay = (enabled: '0' | '1') =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/system/module',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: { moduleId: 'FREEPLAY3', enabled },
  });

describe('free play', () => {
  it('opens a signed-in trial account (type 4) when FREEPLAY3 is on', async () => {
    const res = await freePlay(t.app, '10.20.0.1');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ customerType: 4, passwordExpired: false, firstTimeLogin: true });
    expect(value.user.account).toMatch(/^trial[a-z0-9]{10}$/);
    expect(value.user).toMatchObject({ type: 4, mobileNum: null, email: null });
    const info = await memberInfo(t.app, value.token);
    expect(info.json().value).toMatchObject({ account: value.user.account, type: 4 });
  });

  it('refuses guarded actions of a trial account with in_need_true_account', async () => {
    const { token } = (await freePlay(t.app, '10.20.0.2')).json().value;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/member/password',
      headers: { 'x-session-token': token },
      payload: await encryptFor(t.app, { newPassword: 'abc12345', confirmNewPassword: 'abc12345' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('in_need_true_account');
  });

  it('checks the key shape and the platform', async () => {
    expect((await freePlay(t.app, '10.20.0.3', { key: 'short' })).json().code).toBe('validation_failed');
    expect((await freePlay(t.app, '10.20.0.3', { key: 'has spaces and symbols!!' })).json().code).toBe(
      'validation_failed',
    );
    expect((await freePlay(t.app, '10.20.0.3', { platform: 'X' })).json().code).toBe('validation_failed');
    expect((await freePlay(t.app, '10.20.0.3', { gateway: 2 })).json().code).toBe('validation_failed');
  });

  it('allows 5 trial accounts per IP and hour', async () => {
    for (let i = 0; i < 5; i++) expect((await freePlay(t.app, '10.21.0.1')).statusCode).toBe(200);
    const sixth = await freePlay(t.app, '10.21.0.1');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('too_many_attempts');
    expect((await freePlay(t.app, '10.21.0.2')).statusCode).toBe(200);
  });

  it('answers feature_disabled when FREEPLAY3 is off', async () => {
    await setFreePlay('0');
    try {
      const res = await freePlay(t.app, '10.22.0.1');
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('feature_disabled');
    } finally {
      await setFreePlay('1');
    }
  });
});

describe('language choice', () => {
  const setLanguage = (language: string, token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/wps/system/language',
      headers: token ? { 'x-session-token': token } : {},
      payload: { language },
    });
  const storedLanguage = async (username: string) =>
    (await t.database.pool.query('select language from members where username = $1', [username])).rows[0]?.language;

  it('is kept on the member when a session token comes with it, and only then', async () => {
    await register(t.app, { username: 'langUser1' });
    const { token } = (await login(t.app, { username: 'langUser1', password: 'secret123' })).json().value;
    expect((await setLanguage('th')).json().value).toEqual({ language: 'th' });
    expect(await storedLanguage('langUser1')).toBeNull();
    expect((await setLanguage('vi', token)).json().value).toEqual({ language: 'vi' });
    expect(await storedLanguage('langUser1')).toBe('vi');
    expect((await setLanguage('xx', token)).statusCode).toBe(400);
    expect(await storedLanguage('langUser1')).toBe('vi');
  });
});
