import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, memberInfo, register, solveCaptcha } from '../../test/auth-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { hash } from '@node-rs/argon2';
import { hashPassword, needsRehash } from './passwords.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await register(t.app, { username: 'Player01' });
});
afterAll(async () => t.close());

const withoutRequestId = (body: { value?: { requestId?: string } | null }) => ({
  ...body,
  value: body.value ? { ...body.value, requestId: undefined } : body.value,
});

describe('login by username and password', () => {
  it('answers a token, the flags of SPEC §3 and the member, and the token opens member info', async () => {
    const res = await login(t.app, { username: '  player01 ', password: 'secret123' }, { ip: '8.8.8.8' });
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v).toMatchObject({ firstTimeLogin: false, passwordExpired: false, customerType: 3 });
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v.user).toMatchObject({ account: 'Player01', type: 3, currency: 'USD' });
    expect((await memberInfo(t.app, v.token)).json().value.account).toBe('Player01');
  });

  it('answers an unknown user exactly like a wrong password (no enumeration)', async () => {
    const wrong = await login(t.app, { username: 'player01', password: 'nope-nope1' }, { ip: '9.9.9.1' });
    const unknown = await login(t.app, { username: 'nobody123', password: 'nope-nope1' }, { ip: '9.9.9.2' });
    expect(wrong.statusCode).toBe(unknown.statusCode);
    expect(withoutRequestId(wrong.json())).toEqual(withoutRequestId(unknown.json()));
    expect(wrong.json()).toMatchObject({ success: false, code: 'login_failed' });
  });

  it('demands a captcha after repeated failures, refuses a wrong or reused one, and accepts a solved one', async () => {
    await register(t.app, { username: 'captchaUser' });
    const ip = { ip: '1.1.1.1' };
    await login(t.app, { username: 'captchauser', password: 'wrong-one1' }, ip);
    const second = await login(t.app, { username: 'captchauser', password: 'wrong-one2' }, ip);
    expect(second.json()).toMatchObject({ code: 'login_failed', value: { captcha: true } });
    const noCaptcha = await login(t.app, { username: 'captchauser', password: 'secret123' }, ip);
    expect(noCaptcha.json()).toMatchObject({ code: 'captcha_required', value: { captcha: true } });
    const wrongCaptcha = await login(
      t.app,
      { username: 'captchauser', password: 'secret123', ...(await solveCaptcha(t.app)), captcha: 'zzzz' },
      ip,
    );
    expect(wrongCaptcha.json().code).toBe('captcha_invalid');
    const solved = await solveCaptcha(t.app);
    const ok = await login(t.app, { username: 'captchauser', password: 'secret123', ...solved }, ip);
    expect(ok.statusCode).toBe(200);
    const replay = await login(t.app, { username: 'captchauser', password: 'secret123', ...solved }, ip);
    expect(replay.statusCode).toBe(200); // failures were cleared by the success: no captcha needed now
  });

  it('locks an account for 5 minutes after many failures from many IPs, even with the right password', async () => {
    await register(t.app, { username: 'lockedUser' });
    for (let i = 0; i < 10; i++) {
      const captcha = i >= 2 ? await solveCaptcha(t.app) : {};
      await login(t.app, { username: 'lockeduser', password: `wrong${i}abc`, ...captcha }, { ip: `5.5.5.${i + 1}` });
    }
    const res = await login(
      t.app,
      { username: 'lockeduser', password: 'secret123', ...(await solveCaptcha(t.app)) },
      { ip: '6.6.6.6' },
    );
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('too_many_attempts');
  });

  it('signs out on the server: the old token is refused afterwards', async () => {
    const token = (await login(t.app, { username: 'player01', password: 'secret123' }, { ip: '7.7.7.7' })).json().value
      .token;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/wps/session/logout',
      headers: { 'x-session-token': token },
    });
    expect(out.json()).toMatchObject({ success: true, value: { signedOut: true } });
    const after = await memberInfo(t.app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('unauthorized');
  });

  it('rotates the token on login: the token sent along with a new login stops working', async () => {
    const first = (await login(t.app, { username: 'player01', password: 'secret123' }, { ip: '7.7.7.8' })).json().value
      .token;
    const second = (
      await login(t.app, { username: 'player01', password: 'secret123' }, { ip: '7.7.7.8', token: first })
    ).json().value.token;
    expect((await memberInfo(t.app, first)).statusCode).toBe(401);
    expect((await memberInfo(t.app, second)).statusCode).toBe(200);
  });

  it('ends idle sessions', async () => {
    const token = (await login(t.app, { username: 'player01', password: 'secret123' }, { ip: '7.7.7.9' })).json().value
      .token;
    await t.database.pool.query(
      `update sessions set last_seen_at = now() - interval '3 hours' where revoked_at is null`,
    );
    expect((await memberInfo(t.app, token)).statusCode).toBe(401);
  });

  it('lets only agents in on the agent site (error_not_agent) and reports firstTimeLogin', async () => {
    const member = await login(
      t.app,
      { username: 'player01', password: 'secret123', site: 'agent' },
      { ip: '7.7.8.1' },
    );
    expect(member.json().code).toBe('error_not_agent');
    await t.database.pool.query(
      `insert into members (username, username_key, password_hash, customer_type, affiliate_code) values ('agent007', 'agent007', $1, 1, 'AG007')`,
      [await hashPassword('agentpass1')],
    );
    const agent = await login(
      t.app,
      { username: 'agent007', password: 'agentpass1', site: 'agent' },
      { ip: '7.7.8.2' },
    );
    expect(agent.json().value).toMatchObject({ customerType: 1, firstTimeLogin: true });
    const again = await login(
      t.app,
      { username: 'agent007', password: 'agentpass1', site: 'agent' },
      { ip: '7.7.8.2' },
    );
    expect(again.json().value.firstTimeLogin).toBe(false);
  });

  it('forces a password change when the operator set one (passwordExpired)', async () => {
    await t.database.pool.query(`update members set must_change_password = true where username_key = 'player01'`);
    const res = await login(t.app, { username: 'player01', password: 'secret123' }, { ip: '7.7.9.1' });
    expect(res.json().value.passwordExpired).toBe(true);
    await t.database.pool.query(`update members set must_change_password = false where username_key = 'player01'`);
  });

  it('re-hashes a password stored with older Argon2 parameters at the login that proves it', async () => {
    // The older setting (19 MiB, 2 passes): still verified, then stored afresh.
    const old = await hash('oldparams1', { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(needsRehash(old)).toBe(true);
    await t.database.pool.query(
      `insert into members (username, username_key, password_hash, password_changed_at) values ('oldhash01', 'oldhash01', $1, now() - interval '10 days')`,
      [old],
    );
    const read = async () =>
      (
        await t.database.pool.query<{ password_hash: string; password_changed_at: Date }>(
          `select password_hash, password_changed_at from members where username_key = 'oldhash01'`,
        )
      ).rows[0]!;
    const before = await read();
    const wrong = await login(t.app, { username: 'oldhash01', password: 'notthe1pw' }, { ip: '7.7.10.1' });
    expect(wrong.json().code).toBe('login_failed');
    expect((await read()).password_hash).toBe(old);
    const ok = await login(t.app, { username: 'oldhash01', password: 'oldparams1' }, { ip: '7.7.10.1' });
    expect(ok.statusCode).toBe(200);
    const after = await read();
    expect(after.password_hash).not.toBe(old);
    expect(needsRehash(after.password_hash)).toBe(false);
    expect(after.password_changed_at).toEqual(before.password_changed_at);
    const again = await login(t.app, { username: 'oldhash01', password: 'oldparams1' }, { ip: '7.7.10.1' });
    expect(again.statusCode).toBe(200);
    expect((await read()).password_hash).toBe(after.password_hash);
  });
});
