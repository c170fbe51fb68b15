import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor, login, memberInfo, register } from '../../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { SmtpCapture } from '../mail/smtp-capture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let smtp: SmtpCapture;
beforeAll(async () => {
  smtp = await SmtpCapture.start();
  t = await createTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (app: FastifyInstance, fields: Record<string, string>, opts: { ip: string; form?: boolean }) =>
  app.inject({
    method: 'POST',
    url: '/api/wps/member/password/email',
    headers: {
      'x-forwarded-for': opts.ip,
      'content-type': opts.form === false ? 'application/json' : 'application/x-www-form-urlencoded',
    },
    payload: opts.form === false ? JSON.stringify(fields) : new URLSearchParams(fields).toString(),
  });

const reset = async (app: FastifyInstance, payload: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/wps/member/password/reset', payload: await encryptFor(app, payload) });

const changePassword = async (app: FastifyInstance, token: string, payload: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/wps/member/password',
    headers: { 'x-session-token': token },
    payload: await encryptFor(app, payload),
  });

const tokenOf = (text: string) => /resetPassword\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const loginToken = async (username: string, password: string, ip = '10.0.0.1') => {
  const res = await login(t.app, { username, password }, { ip });
  expect(res.json()).toMatchObject({ success: true });
  return res.json().value as { token: string; passwordExpired: boolean };
};

describe('forgot password by e-mail', () => {
  it('mails a link (form post) whose token resets the password once and ends every session', async () => {
    await register(t.app, { username: 'mailUser1', email: 'Mail.User1@example.test' });
    const before = await loginToken('mailUser1', 'secret123');
    const res = await forgot(t.app, { username: 'mailuser1', email: 'mail.user1@example.test' }, { ip: '10.1.0.1' });
    expect(res.json()).toEqual({ success: true, code: 'ok', message: '', value: { sent: true, expiredMinutes: 30 } });
    const mail = await smtp.waitFor('Mail.User1@example.test');
    expect(mail.subject).toContain('Nova Play');
    expect(mail.text).toContain('http://portal.test/resetPassword?token=');
    expect(mail.text).toContain('30 minutes');
    expect(mail.html).toContain('href="http://portal.test/resetPassword?token=');
    const token = tokenOf(mail.text);
    expect(token).toBeDefined();

    const mismatch = await reset(t.app, { token: token!, newPassword: 'newpass123', confirmNewPassword: 'newpass124' });
    expect(mismatch.json()).toMatchObject({ code: 'validation_failed' });
    const ok = await reset(t.app, { token: token!, newPassword: 'newpass123', confirmNewPassword: 'newpass123' });
    expect(ok.json()).toMatchObject({ success: true, value: { reset: true, username: 'mailUser1' } });
    expect((await memberInfo(t.app, before.token)).json().code).toBe('unauthorized');
    const again = await reset(t.app, { token: token!, newPassword: 'other1234', confirmNewPassword: 'other1234' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('password_reset_invalid');
    expect((await login(t.app, { username: 'mailUser1', password: 'secret123' }, { ip: '10.0.0.2' })).json().code).toBe(
      'login_failed',
    );
    await loginToken('mailUser1', 'newpass123');
  });

  it('accepts JSON too, and an older link dies when a newer one is used', async () => {
    await register(t.app, { username: 'mailUser2', email: 'mail2@example.test' });
    const first = await forgot(
      t.app,
      { username: 'mailUser2', email: 'mail2@example.test' },
      { ip: '10.1.0.2', form: false },
    );
    expect(first.json().value).toEqual({ sent: true, expiredMinutes: 30 });
    const older = tokenOf((await smtp.waitFor('mail2@example.test')).text)!;
    smtp.mails.length = 0;
    await forgot(t.app, { username: 'mailUser2', email: 'mail2@example.test' }, { ip: '10.1.0.2', form: false });
    const newer = tokenOf((await smtp.waitFor('mail2@example.test')).text)!;
    expect(newer).not.toBe(older);
    expect(
      (await reset(t.app, { token: newer, newPassword: 'fresh1234', confirmNewPassword: 'fresh1234' })).json(),
    ).toMatchObject({ success: true });
    const old = await reset(t.app, { token: older, newPassword: 'fresh5678', confirmNewPassword: 'fresh5678' });
    expect(old.json().code).toBe('password_reset_invalid');
  });

  it('answers an unknown pair exactly like a known one and sends nothing', async () => {
    await register(t.app, { username: 'mailUser3', email: 'mail3@example.test' });
    smtp.mails.length = 0;
    const wrongMail = await forgot(t.app, { username: 'mailUser3', email: 'other@example.test' }, { ip: '10.1.0.3' });
    const unknown = await forgot(t.app, { username: 'nobodyHere', email: 'mail3@example.test' }, { ip: '10.1.0.3' });
    const known = await forgot(t.app, { username: 'mailUser3', email: 'mail3@example.test' }, { ip: '10.1.0.3' });
    expect(wrongMail.json()).toEqual(known.json());
    expect(unknown.json()).toEqual(known.json());
    await smtp.waitFor('mail3@example.test');
    expect(smtp.mails.map((m) => m.to[0])).toEqual(['mail3@example.test']);
  });

  it('refuses a bad username or e-mail with field errors, and throttles per account and per IP', async () => {
    const badMail = await forgot(t.app, { username: 'mailUser3', email: 'not-an-email' }, { ip: '10.1.0.4' });
    expect(badMail.statusCode).toBe(400);
    expect(badMail.json().code).toBe('validation_failed');
    const badName = await forgot(t.app, { username: '1bad', email: 'a@example.test' }, { ip: '10.1.0.4' });
    expect(badName.json().value.fields[0]).toMatchObject({ field: 'body.username', message: 'reg_pattern_1' });
    for (let i = 0; i < 3; i++) {
      expect(
        (await forgot(t.app, { username: 'throttled1', email: 'x@example.test' }, { ip: `10.2.0.${i}` })).statusCode,
      ).toBe(200);
    }
    const perAccount = await forgot(t.app, { username: 'throttled1', email: 'x@example.test' }, { ip: '10.2.0.9' });
    expect(perAccount.statusCode).toBe(429);
    expect(perAccount.json().code).toBe('too_many_attempts');
    for (let i = 0; i < 10; i++)
      await forgot(t.app, { username: `ipUser${i}xx`, email: 'x@example.test' }, { ip: '10.3.0.1' });
    const perIp = await forgot(t.app, { username: 'freshUser1', email: 'x@example.test' }, { ip: '10.3.0.1' });
    expect(perIp.json().code).toBe('too_many_attempts');
  });

  it('refuses malformed tokens with field errors and unknown ones as invalid', async () => {
    const bad = await reset(t.app, { token: 'short', newPassword: 'abc12345', confirmNewPassword: 'abc12345' });
    expect(bad.json().code).toBe('validation_failed');
    const unknown = await reset(t.app, {
      token: 'A'.repeat(43),
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(unknown.json().code).toBe('password_reset_invalid');
  });
});

describe('change password', () => {
  it('asks for the current password even right after a sign-in, and signs out the other sessions', async () => {
    await register(t.app, { username: 'changeUser1' });
    const other = await loginToken('changeUser1', 'secret123', '10.4.0.1');
    // A token taken moments after a normal sign-in cannot set a new password without the old one.
    const stolen = await loginToken('changeUser1', 'secret123', '10.4.0.2');
    const withoutOld = await changePassword(t.app, stolen.token, {
      newPassword: 'taken1234',
      confirmNewPassword: 'taken1234',
    });
    expect(withoutOld.statusCode).toBe(400);
    expect(withoutOld.json()).toMatchObject({
      code: 'validation_failed',
      value: { fields: [{ field: 'body.oldPassword', rule: 'required', message: 'required' }] },
    });
    const wrongOld = await changePassword(t.app, stolen.token, {
      oldPassword: 'guess1234',
      newPassword: 'taken1234',
      confirmNewPassword: 'taken1234',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().code).toBe('password_incorrect');
    expect((await memberInfo(t.app, other.token)).statusCode).toBe(200);
    const res = await changePassword(t.app, stolen.token, {
      oldPassword: 'secret123',
      newPassword: 'changed123',
      confirmNewPassword: 'changed123',
    });
    expect(res.json()).toEqual({ success: true, code: 'ok', message: '', value: { changed: true } });
    expect((await memberInfo(t.app, other.token)).json().code).toBe('unauthorized');
    expect((await memberInfo(t.app, stolen.token)).statusCode).toBe(200);
    await loginToken('changeUser1', 'changed123');
  });

  it('lets only the forced change after an expired password go without the old one, once', async () => {
    await register(t.app, { username: 'changeUser5' });
    await t.database.pool.query(`update members set must_change_password = true where username_key = 'changeuser5'`);
    const forced = await loginToken('changeUser5', 'secret123', '10.4.1.1');
    expect(forced.passwordExpired).toBe(true);
    const res = await changePassword(t.app, forced.token, {
      newPassword: 'forced123',
      confirmNewPassword: 'forced123',
    });
    expect(res.json()).toMatchObject({ success: true, value: { changed: true } });
    // The session has used up its exception: a second change needs the old password.
    const second = await changePassword(t.app, forced.token, {
      newPassword: 'forced456',
      confirmNewPassword: 'forced456',
    });
    expect(second.json().value.fields[0]).toMatchObject({ field: 'body.oldPassword', rule: 'required' });
    expect((await loginToken('changeUser5', 'forced123', '10.4.1.2')).passwordExpired).toBe(false);
  });

  it('refuses every broken rule: old required, wrong old, rule, mismatch, same as old', async () => {
    await register(t.app, { username: 'changeUser2' });
    const { token } = await loginToken('changeUser2', 'secret123', '10.5.0.1');
    const fields = async (payload: Record<string, string>) => (await changePassword(t.app, token, payload)).json();
    expect((await fields({ newPassword: 'abc12345', confirmNewPassword: 'abc12345' })).value.fields).toEqual([
      { field: 'body.oldPassword', rule: 'required', message: 'required' },
    ]);
    const wrongOld = await changePassword(t.app, token, {
      oldPassword: 'wrong1234',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().code).toBe('password_incorrect');
    const rule = await fields({ oldPassword: 'secret123', newPassword: 'short', confirmNewPassword: 'short' });
    expect(rule.value.fields).toEqual([{ field: 'body.newPassword', rule: 'pattern', message: 'reg_pattern_5' }]);
    const mismatch = await fields({
      oldPassword: 'secret123',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12346',
    });
    expect(mismatch.value.fields).toEqual([
      { field: 'body.confirmNewPassword', rule: 'mismatch', message: 'inconsistent_twice' },
    ]);
    const same = await fields({ oldPassword: 'secret123', newPassword: 'secret123', confirmNewPassword: 'secret123' });
    expect(same.value.fields).toEqual([
      { field: 'body.newPassword', rule: 'same_as_old', message: 'password_same_as_old' },
    ]);
    const ok = await fields({ oldPassword: 'secret123', newPassword: 'abc12345', confirmNewPassword: 'abc12345' });
    expect(ok.success).toBe(true);
  });

  it('counts wrong old passwords as failed sign-ins and locks after too many', async () => {
    await register(t.app, { username: 'changeUser3' });
    const { token } = await loginToken('changeUser3', 'secret123', '10.6.0.1');
    for (let i = 0; i < 10; i++) {
      await changePassword(t.app, token, {
        oldPassword: `wrong${i}abc`,
        newPassword: 'abc12345',
        confirmNewPassword: 'abc12345',
      });
    }
    const locked = await changePassword(t.app, token, {
      oldPassword: 'secret123',
      newPassword: 'abc12345',
      confirmNewPassword: 'abc12345',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('too_many_attempts');
  });

  it('asks for the old password even in a forced change when CHNGPASSVERIF3 is on', async () => {
    const setFlag = (enabled: '0' | '1') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/system/module',
        headers: { 'x-operator-key': TEST_OPERATOR_KEY },
        payload: { moduleId: 'CHNGPASSVERIF3', enabled },
      });
    await register(t.app, { username: 'changeUser4' });
    await t.database.pool.query(`update members set must_change_password = true where username_key = 'changeuser4'`);
    const { token } = await loginToken('changeUser4', 'secret123', '10.7.0.1');
    await setFlag('1');
    try {
      const res = await changePassword(t.app, token, { newPassword: 'abc12345', confirmNewPassword: 'abc12345' });
      expect(res.json().value.fields[0]).toMatchObject({ field: 'body.oldPassword', rule: 'required' });
    } finally {
      await setFlag('0');
    }
  });

  it('refuses without a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/member/password',
      payload: await encryptFor(t.app, { newPassword: 'abc12345', confirmNewPassword: 'abc12345' }),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('operator-created accounts (default password)', () => {
  const create = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/members',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: body,
    });

  it('forces a change at the first login; after the change the login is normal', async () => {
    const res = await create({ username: 'agentDefault', customerType: 1, password: 'Start1234' });
    expect(res.json().value).toMatchObject({
      username: 'agentDefault',
      customerType: 1,
      mustChangePassword: true,
      generatedPassword: null,
    });
    const first = await loginToken('agentDefault', 'Start1234', '10.8.0.1');
    expect(first.passwordExpired).toBe(true);
    const change = await changePassword(t.app, first.token, {
      newPassword: 'Mine12345',
      confirmNewPassword: 'Mine12345',
    });
    expect(change.json().success).toBe(true);
    expect((await loginToken('agentDefault', 'Mine12345', '10.8.0.2')).passwordExpired).toBe(false);
  });

  it('generates a password when none is given, and checks the rules and the operator key', async () => {
    const res = await create({ username: 'memberGen1' });
    const { generatedPassword, customerType } = res.json().value;
    expect(customerType).toBe(3);
    expect(generatedPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await loginToken('memberGen1', generatedPassword)).passwordExpired).toBe(true);
    expect((await create({ username: 'memberGen1' })).json().code).toBe('username_taken');
    expect((await create({ username: '9bad', password: 'x' })).json().value.fields).toHaveLength(2);
    expect((await create({ username: 'memberGen2', customerType: 4 })).statusCode).toBe(400);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/admin/members',
      payload: { username: 'memberGen3' },
    });
    expect(noKey.statusCode).toBe(401);
  });
});
