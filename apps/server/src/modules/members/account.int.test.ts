import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberInfo } from '../../test/auth-client.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { SmtpCapture } from '../mail/smtp-capture.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let mail: SmtpCapture;
let c: ReturnType<typeof securityClient>;
beforeAll(async () => {
  mail = await SmtpCapture.start();
  t = await createTestApp({ trustedProxies: ['127.0.0.1'], smtpUrl: mail.url });
  c = securityClient(t.app, t.database.pool);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('0000000d49484452', 'hex')]);

describe('profile and login history', () => {
  it('changes the nickname (trimmed, 2–20 characters, no control characters) and member info shows it', async () => {
    const token = await c.signUp('nickNora');
    const ok = await c.call('PUT', '/wps/member/profile', { token, body: { nickname: '  Lucky Nora ' } });
    expect(ok.json()).toMatchObject({ success: true, value: { nickname: 'Lucky Nora' } });
    expect((await memberInfo(t.app, token)).json().value.nickname).toBe('Lucky Nora');
    for (const nickname of ['x', 'a'.repeat(21), 'bad\u0007bell', '   ']) {
      const res = await c.call('PUT', '/wps/member/profile', { token, body: { nickname } });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await c.call('PUT', '/wps/member/profile', { body: { nickname: 'Nobody' } })).json().code).toBe(
      'unauthorized',
    );
  });

  it('lists only the member’s own sign-ins, newest first, with device and country, page by page', async () => {
    await c.signUp('histHal', {}, '10.9.0.1');
    await c.signUp('histOther', {}, '10.9.0.2');
    await c.signIn('histHal', '10.9.0.3', 'wrong-pass1');
    let token = '';
    for (const ip of ['10.9.0.4', '10.9.0.5']) token = (await c.signIn('histHal', ip)).json().value.token;
    const page1 = (await c.call('GET', '/wps/member/loginHistory?page=1&size=2', { token })).json().value;
    expect(page1.total).toBe(4);
    expect(page1.list.map((e: { ip: string }) => e.ip)).toEqual(['10.9.0.5', '10.9.0.4']);
    expect(page1.list[0]).toMatchObject({ method: 'password', success: true, device: 'lightMyRequest' });
    const page2 = (await c.call('GET', '/wps/member/loginHistory?page=2&size=2', { token })).json().value;
    expect(page2.list.map((e: { ip: string; success: boolean }) => [e.ip, e.success])).toEqual([
      ['10.9.0.3', false],
      ['10.9.0.1', true],
    ]);
    expect((await c.call('GET', '/wps/member/loginHistory?size=500', { token })).json().code).toBe('validation_failed');
  });
});

describe('binding a mobile number', () => {
  it('sends a code to the new number and binds it; a taken or invalid number is refused', async () => {
    const token = await c.signUp('mobMia');
    const bad = await c.call('POST', '/wps/member/mobile/code', {
      token,
      body: { mobileNum: '12ab', countryDialingCode: '84' },
    });
    expect(bad.json().code).toBe('mobile_invalid');
    await c.call('POST', '/wps/member/mobile/code', {
      token,
      body: { mobileNum: '0912400001', countryDialingCode: '84' },
    });
    const tooSoon = await c.call('POST', '/wps/member/mobile/code', {
      token,
      body: { mobileNum: '0912400001', countryDialingCode: '84' },
    });
    expect(tooSoon.json()).toMatchObject({ code: 'code_send_too_frequent', value: { retryAfterSeconds: 60 } });
    const wrong = await c.call('POST', '/wps/member/mobile', {
      token,
      encrypted: true,
      body: { mobileNum: '0912400001', countryDialingCode: '84', code: '000000' },
    });
    expect(wrong.json().code).toBe('verification_code_invalid');
    const code = await c.smsCode('+84912400001');
    const ok = await c.call('POST', '/wps/member/mobile', {
      token,
      encrypted: true,
      body: { mobileNum: '912400001', countryDialingCode: '84', code },
    });
    expect(ok.json().value).toMatchObject({ mobileVerified: true, mobile: '********0001' });

    const other = await c.signUp('mobMax');
    const taken = await c.call('POST', '/wps/member/mobile/code', {
      token: other,
      body: { mobileNum: '+84 912 400 001', countryDialingCode: '84' },
    });
    expect(taken.json().code).toBe('mobile_taken');
  });

  it('will not let a code sent for one member bind the number to another', async () => {
    const ann = await c.signUp('mobAnna');
    const bob = await c.signUp('mobBobo');
    await c.call('POST', '/wps/member/mobile/code', {
      token: ann,
      body: { mobileNum: '0912400002', countryDialingCode: '84' },
    });
    const stolen = await c.call('POST', '/wps/member/mobile', {
      token: bob,
      encrypted: true,
      body: { mobileNum: '0912400002', countryDialingCode: '84', code: await c.smsCode('+84912400002') },
    });
    expect(stolen.json().code).toBe('verification_code_invalid');
    expect((await c.call('GET', '/wps/member/security', { token: bob })).json().value.mobile).toBeNull();
  });

  it('replacing a verified number needs the login password', async () => {
    const token = await c.signUp('mobRita');
    await c.call('POST', '/wps/member/mobile/code', {
      token,
      body: { mobileNum: '0912400003', countryDialingCode: '84' },
    });
    await c.call('POST', '/wps/member/mobile', {
      token,
      encrypted: true,
      body: { mobileNum: '0912400003', countryDialingCode: '84', code: await c.smsCode('+84912400003') },
    });
    const send = () =>
      c.call('POST', '/wps/member/mobile/code', { token, body: { mobileNum: '0912400004', countryDialingCode: '84' } });
    await send();
    const noPassword = await c.call('POST', '/wps/member/mobile', {
      token,
      encrypted: true,
      body: { mobileNum: '0912400004', countryDialingCode: '84', code: await c.smsCode('+84912400004') },
    });
    expect(noPassword.json().code).toBe('password_incorrect');
    await c.allowResend('+84912400004');
    await send();
    const ok = await c.call('POST', '/wps/member/mobile', {
      token,
      encrypted: true,
      body: {
        mobileNum: '0912400004',
        countryDialingCode: '84',
        code: await c.smsCode('+84912400004'),
        password: 'secret123',
      },
    });
    expect(ok.json().value).toMatchObject({ mobileVerified: true, mobile: '********0004' });
  });
});

describe('binding an e-mail address', () => {
  it('e-mails a code to the new address and binds it', async () => {
    const token = await c.signUp('mailMona');
    await c.call('POST', '/wps/member/email/code', { token, body: { email: 'mona@example.test' } });
    const sent = await mail.waitFor('mona@example.test');
    const code = sent.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const ok = await c.call('POST', '/wps/member/email', {
      token,
      encrypted: true,
      body: { email: 'Mona@Example.test', code },
    });
    expect(ok.json().value).toMatchObject({ emailVerified: true, email: 'm****@example.test' });
    const bad = await c.call('POST', '/wps/member/email/code', { token, body: { email: 'not-an-address' } });
    expect(bad.json().code).toBe('validation_failed');
  });
});

describe('payment password', () => {
  it('is set once as 6 digits, changed only with the old one, and locked for 30 minutes after 5 wrong ones', async () => {
    const token = await c.signUp('payPia');
    const save = (body: Record<string, string>) =>
      c.call('POST', '/wps/member/paymentPassword', { token, encrypted: true, body });
    expect((await save({ newPaymentPassword: '12345', confirmPaymentPassword: '12345' })).json().code).toBe(
      'validation_failed',
    );
    expect((await save({ newPaymentPassword: '123456', confirmPaymentPassword: '123457' })).json().code).toBe(
      'validation_failed',
    );
    const set = await save({ newPaymentPassword: '123456', confirmPaymentPassword: '123456' });
    expect(set.json().value.paymentPasswordSet).toBe(true);
    const { rows } = await t.database.pool.query(`select payment_password_hash from members where username = 'payPia'`);
    expect(rows[0].payment_password_hash).toMatch(/^\$argon2id\$/);
    const noOld = await save({ newPaymentPassword: '654321', confirmPaymentPassword: '654321' });
    expect(noOld.json().code).toBe('validation_failed');
    for (let i = 0; i < 4; i++) {
      const wrong = await save({
        oldPaymentPassword: '000000',
        newPaymentPassword: '654321',
        confirmPaymentPassword: '654321',
      });
      expect(wrong.json().code).toBe('payment_password_incorrect');
    }
    const fifth = await save({
      oldPaymentPassword: '000000',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(fifth.statusCode).toBe(423);
    expect(fifth.json().code).toBe('payment_password_locked');
    expect(fifth.json().value.retryAfterSeconds).toBeGreaterThan(29 * 60);
    const rightButLocked = await save({
      oldPaymentPassword: '123456',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(rightButLocked.json().code).toBe('payment_password_locked');
    expect(
      (await c.call('GET', '/wps/member/security', { token })).json().value.paymentPasswordLockedUntil,
    ).not.toBeNull();
    await t.database.pool.query(
      `update members set payment_password_locked_until = now() - interval '1 second' where username = 'payPia'`,
    );
    const changed = await save({
      oldPaymentPassword: '123456',
      newPaymentPassword: '654321',
      confirmPaymentPassword: '654321',
    });
    expect(changed.json().value).toMatchObject({ paymentPasswordSet: true, paymentPasswordLockedUntil: null });
  });
});

describe('avatar', () => {
  it('lists the STATIC catalogue and lets a member choose one; member info reflects it', async () => {
    const token = await c.signUp('avaAva');
    const list = (await c.call('GET', '/wps/relay/MCSFE_getPlayerAvatar')).json().value.list;
    expect(list.length).toBeGreaterThanOrEqual(8);
    expect(list[0].url).toMatch(/^\/assets\/avatars\/[a-z]+\.svg$/);
    const chosen = await c.call('PUT', '/wps/member/info/icon', { token, body: { avatarId: list[2].id } });
    expect(chosen.json().value).toEqual({ avatar: list[2].url, avatarType: 'STATIC' });
    expect((await c.call('GET', '/wps/member/info/icon', { token })).json().value.avatar).toBe(list[2].url);
    expect((await memberInfo(t.app, token)).json().value).toMatchObject({ avatar: list[2].url, avatarType: 'STATIC' });
    expect((await c.call('PUT', '/wps/member/info/icon', { token, body: { avatarId: '../etc' } })).json().code).toBe(
      'validation_failed',
    );
  });

  it('uploads a CUSTOM picture checked by its bytes, and serves it with its type and long caching', async () => {
    const token = await c.signUp('avaCara');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await c.call('POST', '/wps/member/info/icon', {
      token,
      body: { image: `data:image/png;base64,${svg.toString('base64')}` },
    });
    expect(refused.json().code).toBe('image_invalid');
    const big = Buffer.concat([PNG, Buffer.alloc(1_048_577)]);
    const tooBig = await c.call('POST', '/wps/member/info/icon', { token, body: { image: big.toString('base64') } });
    expect(tooBig.json().code).toBe('payload_too_large');
    const ok = await c.call('POST', '/wps/member/info/icon', {
      token,
      body: { image: `data:image/png;base64,${PNG.toString('base64')}` },
    });
    const icon = ok.json().value;
    expect(icon.avatarType).toBe('CUSTOM');
    expect(icon.avatar).toMatch(/^\/api\/wps\/avatar\/\d+\/[0-9a-f]{16}$/);
    expect((await memberInfo(t.app, token)).json().value).toMatchObject(icon);
    const picture = await t.app.inject({ method: 'GET', url: icon.avatar });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['cache-control']).toContain('immutable');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    // Another hash for the same member (or a guessed one) is not found: URLs cannot be enumerated.
    const guessed = await t.app.inject({
      method: 'GET',
      url: icon.avatar.replace(/[0-9a-f]{16}$/, '0123456789abcdef'),
    });
    expect(guessed.statusCode).toBe(404);
    // Choosing a STATIC avatar removes the uploaded picture.
    await c.call('PUT', '/wps/member/info/icon', { token, body: { avatarId: 'fox' } });
    expect((await t.app.inject({ method: 'GET', url: icon.avatar })).statusCode).toBe(404);
  });

  it('refuses trial accounts on every change, but lets them read', async () => {
    const token = await c.signUp('trialTom');
    await t.database.pool.query(`update members set customer_type = 4 where username = 'trialTom'`);
    const writes = [
      c.call('PUT', '/wps/member/profile', { token, body: { nickname: 'Tommy' } }),
      c.call('PUT', '/wps/member/info/icon', { token, body: { avatarId: 'fox' } }),
      c.call('POST', '/wps/member/info/icon', { token, body: { image: PNG.toString('base64') } }),
      c.call('POST', '/wps/member/mobile/code', { token, body: { mobileNum: '0912400009', countryDialingCode: '84' } }),
      c.call('POST', '/wps/member/email/code', { token, body: { email: 'tom@example.test' } }),
      c.call('POST', '/wps/member/paymentPassword', {
        token,
        encrypted: true,
        body: { newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
      }),
      c.call('DELETE', '/wps/member/trustedIps?ip=10.0.0.1', { token }),
    ];
    for (const res of await Promise.all(writes)) expect(res.json().code).toBe('in_need_true_account');
    expect((await c.call('GET', '/wps/member/security', { token })).statusCode).toBe(200);
    expect((await c.call('GET', '/wps/member/loginHistory', { token })).statusCode).toBe(200);
  });
});
