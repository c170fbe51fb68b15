import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor, login, memberInfo, register, solveCaptcha } from '../../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // The proof-of-work check of these routes has its own tests (bot-check.int.test.ts).
  await setModule('BOTCHECK3', '0');
});
afterAll(async () => t.close());

let ipCounter = 10;
/** Each test speaks from its own address, so the hourly per-IP cap of one test does not touch another. */
const freshIp = () => `10.9.0.${ipCounter++}`;
const fwd = (ip: string) => ({ 'x-forwarded-for': ip });

async function setModule(moduleId: string, enabled: '0' | '1') {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/system/module',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: { moduleId, enabled },
  });
  expect(res.statusCode).toBe(200);
}

const requestCode = (body: Record<string, unknown>, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/wps/verification/sms/noLogin', headers: fwd(ip), payload: body });

const requestRegisterCode = (body: Record<string, unknown>, ip: string) =>
  t.app.inject({ method: 'POST', url: '/api/wps/verification/sms/register', headers: fwd(ip), payload: body });

/** The newest code the development outbox kept for a number (through the development endpoint). */
async function lastCode(mobileKey: string): Promise<string | null> {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/sms?mobileNum=${encodeURIComponent(mobileKey)}` });
  expect(res.statusCode).toBe(200);
  const newest = (res.json().value as { body: string }[])[0];
  return newest ? (/\b(\d{6})\b/.exec(newest.body)?.[1] ?? null) : null;
}

const outboxSize = async (mobileKey: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/sms?mobileNum=${encodeURIComponent(mobileKey)}` })).json().value
    .length as number;

/** Lets the next code be sent at once (the resend throttle is one minute). */
const ageCodes = (target: string) =>
  t.database.pool.query(
    `update verification_codes set created_at = created_at - interval '2 minutes' where target = $1`,
    [target],
  );

const smsLogin = (fields: Record<string, unknown>, ip: string) =>
  login(t.app, { type: 'sms', countryDialingCode: '84', ...fields }, { ip });

async function registerMobile(fields: Record<string, unknown>, ip: string) {
  const payload = {
    countryDialingCode: '84',
    password: 'secret123',
    confirmPassword: 'secret123',
    adultConfirmed: true,
    termsAccepted: true,
    ...(await solveCaptcha(t.app)),
    ...fields,
  };
  return t.app.inject({
    method: 'PUT',
    url: '/api/wps/member/register/mobile',
    headers: fwd(ip),
    payload: await encryptFor(t.app, payload),
  });
}

async function resetByPhone(fields: Record<string, unknown>, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/wps/member/password/verification',
    headers: fwd(ip),
    payload: await encryptFor(t.app, { countryDialingCode: '84', ...fields }),
  });
}

/** A member registered by username with a mobile number (the existing registration sets mobile_key). */
async function memberWithMobile(username: string, mobileNum: string) {
  const ip = freshIp();
  const res = await register(t.app, { username, mobileNum, countryDialingCode: '84' }, { ip });
  expect(res.statusCode).toBe(200);
  return { token: res.json().value.token as string, ip };
}

describe('SMS code for login and reset (noLogin)', () => {
  it('sends a code to a registered number and answers expiredMinutes and a message', async () => {
    await memberWithMobile('smsOwner1', '0912000001');
    const res = await requestCode({ mobileNum: '091 200-0001', countryDialingCode: '+84' }, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ expiredMinutes: 5, message: expect.stringContaining('****0001') });
    expect(await lastCode('+84912000001')).toMatch(/^\d{6}$/);
  });

  it('answers the same for an unknown number but sends nothing', async () => {
    const res = await requestCode({ mobileNum: '912000999', countryDialingCode: '84' }, freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().value.expiredMinutes).toBe(5);
    expect(res.json().value.message).toContain('****0999');
    expect(await outboxSize('+84912000999')).toBe(0);
    // The resend throttle answers alike for known and unknown numbers.
    const again = await requestCode({ mobileNum: '912000999', countryDialingCode: '84' }, freshIp());
    expect(again.json().code).toBe('code_send_too_frequent');
  });

  it('checks the number before sending (mobile_invalid)', async () => {
    for (const mobileNum of ['12ab34567', '123', '9'.repeat(16)]) {
      const res = await requestCode({ mobileNum, countryDialingCode: '84' }, freshIp());
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('mobile_invalid');
    }
  });

  it('throttles a resend within a minute with retryAfterSeconds', async () => {
    await memberWithMobile('smsOwner2', '912000002');
    const ip = freshIp();
    expect((await requestCode({ mobileNum: '912000002', countryDialingCode: '84' }, ip)).statusCode).toBe(200);
    const again = await requestCode({ mobileNum: '912000002', countryDialingCode: '84' }, ip);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'code_send_too_frequent', value: { retryAfterSeconds: 60 } });
  });

  it('is refused for login when MOBILEVERCODELOGIN3 is off, but still works for a reset', async () => {
    await memberWithMobile('smsOwner3', '912000003');
    await setModule('MOBILEVERCODELOGIN3', '0');
    try {
      const res = await requestCode({ mobileNum: '912000003', countryDialingCode: '84' }, freshIp());
      expect(res.json().code).toBe('feature_disabled');
      const reset = await requestCode(
        { mobileNum: '912000003', countryDialingCode: '84', purpose: 'reset_password' },
        freshIp(),
      );
      expect(reset.statusCode).toBe(200);
    } finally {
      await setModule('MOBILEVERCODELOGIN3', '1');
    }
  });
});

describe('login by SMS code', () => {
  it('logs in with the code; the token works; no forced password change; the code cannot be replayed', async () => {
    const { ip: homeIp } = await memberWithMobile('smsLogin1', '912000010');
    // A password that must be changed would force a change after a password login, never after an SMS login.
    await t.database.pool.query(`update members set must_change_password = true where username_key = 'smslogin1'`);
    await requestCode({ mobileNum: '912000010', countryDialingCode: '84' }, freshIp());
    const code = await lastCode('+84912000010');
    const res = await smsLogin({ mobileNum: '0912000010', password: code }, freshIp());
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ passwordExpired: false, customerType: 3, user: { account: 'smsLogin1' } });
    expect((await memberInfo(t.app, value.token)).statusCode).toBe(200);
    const session = await t.database.pool.query(
      `select s.login_method from sessions s join members m on m.id = s.member_id
       where m.username_key = 'smslogin1' order by s.id desc limit 1`,
    );
    expect(session.rows[0].login_method).toBe('sms');
    const replay = await smsLogin({ mobileNum: '912000010', password: code }, freshIp());
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('verification_code_invalid');
    // The same member's password login still reports the forced change.
    const byPassword = await login(t.app, { username: 'smsLogin1', password: 'secret123' }, { ip: homeIp });
    expect(byPassword.json().value.passwordExpired).toBe(true);
  });

  it('refuses a wrong code and an expired code', async () => {
    await memberWithMobile('smsLogin2', '912000011');
    await requestCode({ mobileNum: '912000011', countryDialingCode: '84' }, freshIp());
    const code = (await lastCode('+84912000011')) ?? '';
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await smsLogin({ mobileNum: '912000011', password: wrong }, freshIp())).json().code).toBe(
      'verification_code_invalid',
    );
    await t.database.pool.query(
      `update verification_codes set expires_at = now() - interval '1 second' where target = '+84912000011'`,
    );
    const late = await smsLogin({ mobileNum: '912000011', password: code }, freshIp());
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('verification_code_expired');
  });

  it('is refused when MOBILEVERCODELOGIN3 is off, and for a number with no code', async () => {
    await memberWithMobile('smsLogin3', '912000012');
    await requestCode({ mobileNum: '912000012', countryDialingCode: '84' }, freshIp());
    const code = await lastCode('+84912000012');
    await setModule('MOBILEVERCODELOGIN3', '0');
    try {
      expect((await smsLogin({ mobileNum: '912000012', password: code }, freshIp())).json().code).toBe(
        'feature_disabled',
      );
    } finally {
      await setModule('MOBILEVERCODELOGIN3', '1');
    }
    expect((await smsLogin({ mobileNum: '912000777', password: '123456' }, freshIp())).json().code).toBe(
      'verification_code_invalid',
    );
    expect((await smsLogin({ mobileNum: 'abc', password: '123456' }, freshIp())).json().code).toBe('mobile_invalid');
  });

  it('keeps the site rules: a member cannot use the agent entrance', async () => {
    await memberWithMobile('smsLogin4', '912000013');
    await requestCode({ mobileNum: '912000013', countryDialingCode: '84' }, freshIp());
    const res = await smsLogin(
      { mobileNum: '912000013', password: await lastCode('+84912000013'), site: 'agent' },
      freshIp(),
    );
    expect(res.json().code).toBe('error_not_agent');
  });
});

describe('registration by mobile number', () => {
  it('registers with the code, sets the verified number and a username made from it, and logs in', async () => {
    const ip = freshIp();
    const code = await requestRegisterCode({ mobileNo: '0912000020', countryDialingCode: '84' }, ip);
    expect(code.statusCode).toBe(200);
    expect(code.json().value.expiredMinutes).toBe(5);
    const res = await registerMobile({ mobileNum: '0912000020', verificationCode: await lastCode('+84912000020') }, ip);
    expect(res.statusCode).toBe(200);
    const { token, user, passwordExpired } = res.json().value;
    expect(user.account).toBe('m84912000020');
    expect(passwordExpired).toBe(false);
    expect((await memberInfo(t.app, token)).json().value.mobileNum).toMatch(/0020$/);
    const row = await t.database.pool.query(
      `select mobile_key, mobile_verified_at from members where username_key = 'm84912000020'`,
    );
    expect(row.rows[0].mobile_key).toBe('+84912000020');
    expect(row.rows[0].mobile_verified_at).not.toBeNull();
    // The password chosen at registration works.
    // From the address it registered from (a new address asks for a second factor).
    const byPassword = await login(t.app, { username: 'm84912000020', password: 'secret123' }, { ip });
    expect(byPassword.statusCode).toBe(200);
  });

  it('refuses a registered number for the code and for the registration (mobile_taken)', async () => {
    await memberWithMobile('mobTaken1', '912000021');
    const codeRes = await requestRegisterCode({ mobileNo: '912000021', countryDialingCode: '84' }, freshIp());
    expect(codeRes.statusCode).toBe(409);
    expect(codeRes.json().code).toBe('mobile_taken');
    const res = await registerMobile({ mobileNum: '912000021', verificationCode: '123456' }, freshIp());
    expect(res.json().code).toBe('mobile_taken');
    // The username registration refuses the same number too.
    const dup = await register(
      t.app,
      { username: 'mobTaken2', mobileNum: '0912000021', countryDialingCode: '84' },
      { ip: freshIp() },
    );
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('mobile_taken');
  });

  it('requires the code with REGMOBVERF3 and refuses a wrong or replayed code', async () => {
    const missing = await registerMobile({ mobileNum: '912000022' }, freshIp());
    expect(missing.json().value.fields).toEqual([
      { field: 'body.verificationCode', rule: 'required', message: 'required' },
    ]);
    await requestRegisterCode({ mobileNo: '912000022', countryDialingCode: '84' }, freshIp());
    const code = (await lastCode('+84912000022')) ?? '';
    const wrong = await registerMobile(
      { mobileNum: '912000022', verificationCode: code === '000000' ? '1' : '000000' },
      freshIp(),
    );
    expect(wrong.json().code).toBe('verification_code_invalid');
    expect((await registerMobile({ mobileNum: '912000022', verificationCode: code }, freshIp())).statusCode).toBe(200);
    // The code is spent (and the number is now taken); a second account with it is refused.
    await t.database.pool.query(`update members set mobile_key = null where mobile_key = '+84912000022'`);
    const replay = await registerMobile({ mobileNum: '912000022', verificationCode: code }, freshIp());
    expect(replay.json().code).toBe('verification_code_invalid');
  });

  it('checks the password rule and the confirmation with MOBILENUMPASSREG3, and the number', async () => {
    const res = await registerMobile(
      { mobileNum: '912000023', verificationCode: '123456', password: 'abc', confirmPassword: 'abd' },
      freshIp(),
    );
    expect(res.json().value.fields.map((f: { field: string; message: string }) => `${f.field}:${f.message}`)).toEqual([
      'body.password:reg_pattern_5',
      'body.confirmPassword:inconsistent_twice',
    ]);
    expect((await registerMobile({ mobileNum: '12', verificationCode: '1' }, freshIp())).json().code).toBe(
      'mobile_invalid',
    );
  });

  it('without MOBILENUMPASSREG3 and REGMOBVERF3 registers without password or code; the password is unknowable', async () => {
    await setModule('MOBILENUMPASSREG3', '0');
    await setModule('REGMOBVERF3', '0');
    try {
      const codeRes = await requestRegisterCode({ mobileNo: '912000024', countryDialingCode: '84' }, freshIp());
      expect(codeRes.json().code).toBe('feature_disabled');
      const res = await registerMobile({ mobileNum: '912000024', password: '', confirmPassword: '' }, freshIp());
      expect(res.statusCode).toBe(200);
      expect(res.json().value.passwordExpired).toBe(false);
      const row = await t.database.pool.query(
        `select password_hash, mobile_verified_at from members where mobile_key = '+84912000024'`,
      );
      expect(row.rows[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(row.rows[0].mobile_verified_at).toBeNull();
      const empty = await login(t.app, { username: 'm84912000024', password: 'secret123' }, { ip: freshIp() });
      expect(empty.json().code).toBe('login_failed');
    } finally {
      await setModule('MOBILENUMPASSREG3', '1');
      await setModule('REGMOBVERF3', '1');
    }
  });

  it('is refused when MOBILENUMREG3 is off, and gives the derived username a suffix when it is taken', async () => {
    await setModule('MOBILENUMREG3', '0');
    try {
      expect((await registerMobile({ mobileNum: '912000025' }, freshIp())).json().code).toBe('feature_disabled');
      expect(
        (await requestRegisterCode({ mobileNo: '912000025', countryDialingCode: '84' }, freshIp())).json().code,
      ).toBe('feature_disabled');
    } finally {
      await setModule('MOBILENUMREG3', '1');
    }
    expect((await register(t.app, { username: 'm84912000026' }, { ip: freshIp() })).statusCode).toBe(200);
    await requestRegisterCode({ mobileNo: '912000026', countryDialingCode: '84' }, freshIp());
    const res = await registerMobile(
      { mobileNum: '912000026', verificationCode: await lastCode('+84912000026') },
      freshIp(),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user.account).toMatch(/^m84912000026\d{3}$/);
  });
});

describe('reset password by phone', () => {
  it('sets the new password, ends the other sessions and logs in', async () => {
    const { token: oldToken, ip: homeIp } = await memberWithMobile('resetPhone1', '912000030');
    await requestCode({ mobileNum: '912000030', countryDialingCode: '84', purpose: 'reset_password' }, freshIp());
    const res = await resetByPhone(
      {
        mobileNum: '912000030',
        verificationCode: await lastCode('+84912000030'),
        newPassword: 'newSecret9',
        confirmNewPassword: 'newSecret9',
      },
      freshIp(),
    );
    expect(res.statusCode).toBe(200);
    const { token, passwordExpired, user } = res.json().value;
    expect(user.account).toBe('resetPhone1');
    expect(passwordExpired).toBe(false);
    expect((await memberInfo(t.app, token)).statusCode).toBe(200);
    expect((await memberInfo(t.app, oldToken)).statusCode).toBe(401);
    const old = await login(t.app, { username: 'resetPhone1', password: 'secret123' }, { ip: freshIp() });
    expect(old.json().code).toBe('login_failed');
    const fresh = await login(t.app, { username: 'resetPhone1', password: 'newSecret9' }, { ip: homeIp });
    expect(fresh.statusCode).toBe(200);
  });

  it('checks the password rule before spending the code, and refuses a login code or a replay', async () => {
    await memberWithMobile('resetPhone2', '912000031');
    await requestCode({ mobileNum: '912000031', countryDialingCode: '84' }, freshIp());
    const loginCode = await lastCode('+84912000031');
    await ageCodes('+84912000031');
    await requestCode({ mobileNum: '912000031', countryDialingCode: '84', purpose: 'reset_password' }, freshIp());
    const code = await lastCode('+84912000031');
    const base = { mobileNum: '912000031', newPassword: 'newSecret9', confirmNewPassword: 'newSecret9' };
    const mismatch = await resetByPhone({ ...base, verificationCode: code, confirmNewPassword: 'other9x' }, freshIp());
    expect(mismatch.json().value.fields).toEqual([
      { field: 'body.confirmNewPassword', rule: 'mismatch', message: 'inconsistent_twice' },
    ]);
    const weak = await resetByPhone(
      { ...base, verificationCode: code, newPassword: 'abc', confirmNewPassword: 'abc' },
      freshIp(),
    );
    expect(weak.json().value.fields[0]).toMatchObject({ field: 'body.newPassword', message: 'reg_pattern_5' });
    if (loginCode !== code) {
      const wrongPurpose = await resetByPhone({ ...base, verificationCode: loginCode }, freshIp());
      expect(wrongPurpose.json().code).toBe('verification_code_invalid');
    }
    expect((await resetByPhone({ ...base, verificationCode: code }, freshIp())).statusCode).toBe(200);
    const replay = await resetByPhone({ ...base, verificationCode: code }, freshIp());
    expect(replay.json().code).toBe('verification_code_invalid');
  });

  it('refuses an unknown number like a wrong code', async () => {
    await requestCode({ mobileNum: '912000888', countryDialingCode: '84', purpose: 'reset_password' }, freshIp());
    const res = await resetByPhone(
      {
        mobileNum: '912000888',
        verificationCode: '123456',
        newPassword: 'newSecret9',
        confirmNewPassword: 'newSecret9',
      },
      freshIp(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('verification_code_invalid');
  });
});

describe('development SMS outbox', () => {
  it('lists the newest messages for a number, with or without the plus', async () => {
    await memberWithMobile('outbox1', '912000040');
    await requestCode({ mobileNum: '912000040', countryDialingCode: '84' }, freshIp());
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/sms?mobileNum=84912000040' });
    expect(res.json().value).toEqual([
      { to: '+84912000040', body: expect.stringMatching(/verification code is \d{6}/), sentAt: expect.any(String) },
    ]);
  });
});
