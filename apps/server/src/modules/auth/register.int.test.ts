import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor, memberInfo, register, solveCaptcha } from '../../test/auth-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { hashPassword } from './passwords.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fieldsOf = (res: { json: () => { value: { fields: { field: string; rule: string; message: string }[] } } }) =>
  res.json().value.fields.map((f) => `${f.field}:${f.rule}:${f.message}`);

describe('registration by username', () => {
  it('creates the member and logs them in', async () => {
    const res = await register(t.app, { username: 'newPlayer1', email: 'new@player.example', referralCode: 'FRIEND1' });
    expect(res.statusCode).toBe(200);
    const { token, user, firstTimeLogin } = res.json().value;
    expect(firstTimeLogin).toBe(true);
    expect(user).toMatchObject({ account: 'newPlayer1', type: 3, email: 'n****@player.example', toUpline: false });
    expect((await memberInfo(t.app, token)).statusCode).toBe(200);
    const row = await t.database.pool.query(
      `select password_hash, referral_code from members where username_key = 'newplayer1'`,
    );
    expect(row.rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(row.rows[0].referral_code).toBe('FRIEND1');
  });

  it('enforces the server field rules with reg_pattern_{id} and the confirmation', async () => {
    const res = await register(t.app, {
      username: '1abc',
      password: 'abcdef',
      confirmPassword: 'abcdeg',
      email: 'not-an-email',
      payeeName: 'J',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(
      expect.arrayContaining([
        'body.username:pattern:reg_pattern_1',
        'body.password:pattern:reg_pattern_5',
        'body.email:pattern:reg_pattern_3',
        'body.payeeName:length:reg_pattern_8',
        'body.confirmPassword:mismatch:inconsistent_twice',
      ]),
    );
  });

  it('requires username and password and ignores fields the operator disabled', async () => {
    const res = await register(t.app, { username: '', password: '', confirmPassword: '', qqNum: 'letters' });
    expect(fieldsOf(res)).toEqual(['body.username:required:required', 'body.password:required:required']);
  });

  it('refuses a taken username in any letter case', async () => {
    await register(t.app, { username: 'TakenName' });
    const res = await register(t.app, { username: 'takenname' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('username_taken');
  });

  it('requires 18+ and the terms (SPEC §5)', async () => {
    const res = await register(t.app, { username: 'youngOne1', adultConfirmed: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().value.fields[0].field).toBe('body.adultConfirmed');
  });

  it('uses each captcha once', async () => {
    const captcha = await solveCaptcha(t.app);
    expect((await register(t.app, { username: 'onceOnly1', ...captcha })).statusCode).toBe(200);
    const again = await register(t.app, { username: 'onceOnly2', ...captcha });
    expect(again.json().code).toBe('captcha_invalid');
  });

  it('links the upline agent of a valid affiliate code and refuses an invalid one', async () => {
    await t.database.pool.query(
      `insert into members (username, username_key, password_hash, customer_type, affiliate_code) values ('bigAgent', 'bigagent', $1, 2, 'BIGAG1')`,
      [await hashPassword('agentpass1')],
    );
    const check = await t.app.inject({ method: 'GET', url: '/api/wps/agent/affiliate?code=bigag1' });
    expect(check.json()).toMatchObject({ success: true, value: { affiliateCode: 'BIGAG1' } });
    const bad = await t.app.inject({ method: 'GET', url: '/api/wps/agent/affiliate?code=NOPE99' });
    expect(bad.json().code).toBe('invitation_code_error');
    const res = await register(t.app, { username: 'downline1', affiliateCode: 'BIGAG1' });
    expect(res.json().value.user.toUpline).toBe(true);
    expect((await register(t.app, { username: 'downline2', affiliateCode: 'NOPE99' })).json().code).toBe(
      'invitation_code_error',
    );
  });

  it('is switched off with USERNAMEREG3', async () => {
    const admin = { 'x-operator-key': TEST_OPERATOR_KEY };
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/module',
      headers: admin,
      payload: { moduleId: 'USERNAMEREG3', enabled: '0' },
    });
    const res = await register(t.app, { username: 'offSwitch1' });
    expect(res.json().code).toBe('feature_disabled');
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/module',
      headers: admin,
      payload: { moduleId: 'USERNAMEREG3', enabled: '1' },
    });
  });

  it('refuses bodies that are not encrypted for this server', async () => {
    const plain = await t.app.inject({
      method: 'PUT',
      url: '/api/wps/member/register',
      payload: { username: 'x', password: 'y' },
    });
    expect(plain.statusCode).toBe(400);
    const body = await encryptFor(t.app, { username: 'tamper01' });
    const tampered = { ...body, data: Buffer.from('x'.repeat(40)).toString('base64') };
    const res = await t.app.inject({ method: 'PUT', url: '/api/wps/member/register', payload: tampered });
    expect(res.json().code).toBe('encryption_invalid');
    const unknownKid = await t.app.inject({
      method: 'PUT',
      url: '/api/wps/member/register',
      payload: { ...body, kid: 'old' },
    });
    expect(unknownKid.json().code).toBe('encryption_invalid');
  });
});
