import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpCapture } from '../mail/smtp-capture.ts';
import { memberInfo } from '../../test/auth-client.ts';
import { awayFromStepEdge, securityClient, totpCode } from '../../test/security-client.ts';
import { createTestApp } from '../../test/test-app.ts';

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

/** Enrols the authenticator app for a signed-in member; answers the secret (confirmed with the code of step −1). */
async function enrolTotp(token: string, ip = '10.0.0.1'): Promise<string> {
  const enrol = await c.call('POST', '/wps/member/totp/enrol', { token, ip });
  expect(enrol.statusCode).toBe(200);
  const { secret, uri, qrSvg } = enrol.json().value;
  expect(uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  expect(qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(Buffer.from(qrSvg.split(',')[1], 'base64').toString()).toContain('<svg');
  const confirm = await c.call('POST', '/wps/member/totp/confirm', { token, ip, body: { code: totpCode(secret, -1) } });
  expect(confirm.json()).toMatchObject({ success: true, value: { totpEnabled: true } });
  return secret;
}

async function challengeFor(username: string, ip: string) {
  const res = await c.signIn(username, ip);
  expect(res.statusCode).toBe(401);
  expect(res.json().code).toBe('two_factor_required');
  return res.json().value.twoFactor as {
    challengeId: string;
    methods: string[];
    maskedMobile?: string;
    maskedEmail?: string;
  };
}

const verify = (challengeId: string, method: string, code: string, ip: string) =>
  c.call('POST', '/wps/session/login/verify', { ip, body: { challengeId, method, code } });

describe('authenticator app (TOTP)', () => {
  it('keeps a new secret pending until a first code confirms it; a wrong code changes nothing', async () => {
    await awayFromStepEdge();
    const token = await c.signUp('totpAnn');
    const enrol = (await c.call('POST', '/wps/member/totp/enrol', { token })).json().value;
    let overview = (await c.call('GET', '/wps/member/security', { token })).json().value;
    expect(overview.totpEnabled).toBe(false);
    const wrong = await c.call('POST', '/wps/member/totp/confirm', { token, body: { code: '000000' } });
    expect(wrong.json().code).toBe('verification_code_invalid');
    // A second enrolment replaces the pending secret: codes of the first one no longer confirm.
    const second = (await c.call('POST', '/wps/member/totp/enrol', { token })).json().value;
    expect(second.secret).not.toBe(enrol.secret);
    const stale = await c.call('POST', '/wps/member/totp/confirm', { token, body: { code: totpCode(enrol.secret) } });
    expect(stale.json().code).toBe('verification_code_invalid');
    const ok = await c.call('POST', '/wps/member/totp/confirm', { token, body: { code: totpCode(second.secret) } });
    expect(ok.json().value.totpEnabled).toBe(true);
    overview = (await c.call('GET', '/wps/member/security', { token })).json().value;
    expect(overview.totpEnabled).toBe(true);
    // Enrolling again while on is refused: it must be turned off first.
    expect((await c.call('POST', '/wps/member/totp/enrol', { token })).json().code).toBe('conflict');
  });

  it('accepts codes within one step either way, never a code twice, and turns off with a current code', async () => {
    await awayFromStepEdge();
    const token = await c.signUp('totpBob');
    const secret = await enrolTotp(token);
    // The confirming code (step −1) cannot turn the app off again: replay.
    const replay = await c.call('POST', '/wps/member/totp/disable', { token, body: { code: totpCode(secret, -1) } });
    expect(replay.json().code).toBe('verification_code_invalid');
    const tooFar = await c.call('POST', '/wps/member/totp/disable', { token, body: { code: totpCode(secret, 3) } });
    expect(tooFar.json().code).toBe('verification_code_invalid');
    const off = await c.call('POST', '/wps/member/totp/disable', { token, body: { code: totpCode(secret, 1) } });
    expect(off.json()).toMatchObject({ success: true, value: { totpEnabled: false } });
    const again = await c.call('POST', '/wps/member/totp/disable', { token, body: { code: totpCode(secret, 0) } });
    expect(again.json().code).toBe('bad_request');
  });

  it('refuses trial accounts and visitors', async () => {
    const token = await c.signUp('totpTrial');
    await t.database.pool.query(`update members set customer_type = 4 where username = 'totpTrial'`);
    expect((await c.call('POST', '/wps/member/totp/enrol', { token })).json().code).toBe('in_need_true_account');
    expect((await c.call('POST', '/wps/member/totp/enrol')).json().code).toBe('unauthorized');
  });
});

describe('two-factor sign-in on an unrecognised IP (SPEC §6)', () => {
  it('needs nothing without a method; the registration IP is trusted', async () => {
    await c.signUp('plainPat', {}, '10.1.0.1');
    expect((await c.signIn('plainPat', '203.0.113.50')).statusCode).toBe(200);
    await awayFromStepEdge();
    const token = await c.signUp('trustReg', {}, '10.1.0.2');
    await enrolTotp(token, '10.1.0.2');
    expect((await c.signIn('trustReg', '10.1.0.2')).statusCode).toBe(200);
  });

  it('asks a new IP for the authenticator code; the code signs in, the IP is trusted, a replay is refused', async () => {
    await awayFromStepEdge();
    const token = await c.signUp('tfaTotp', {}, '10.2.0.1');
    const secret = await enrolTotp(token, '10.2.0.1');
    const challenge = await challengeFor('tfaTotp', '203.0.113.7');
    expect(challenge.methods).toEqual(['totp']);
    // The challenge works only from the IP that signed in.
    expect((await verify(challenge.challengeId, 'totp', totpCode(secret), '198.51.100.1')).json().code).toBe(
      'two_factor_expired',
    );
    const res = await verify(challenge.challengeId, 'totp', totpCode(secret), '203.0.113.7');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.user.account).toBe('tfaTotp');
    expect((await memberInfo(t.app, value.token)).statusCode).toBe(200);
    // Single use: the challenge is spent.
    expect((await verify(challenge.challengeId, 'totp', totpCode(secret, 1), '203.0.113.7')).json().code).toBe(
      'two_factor_expired',
    );
    // Trusted now: the next sign-in from this IP needs nothing.
    expect((await c.signIn('tfaTotp', '203.0.113.7')).statusCode).toBe(200);
    // The same TOTP code cannot be used for another challenge (replay).
    const other = await challengeFor('tfaTotp', '203.0.113.8');
    expect((await verify(other.challengeId, 'totp', totpCode(secret), '203.0.113.8')).json().code).toBe(
      'verification_code_invalid',
    );
    const list = (await c.call('GET', '/wps/member/trustedIps', { token: value.token, ip: '203.0.113.7' })).json().value
      .list;
    expect(list.map((e: { ip: string }) => e.ip).sort()).toEqual(['10.2.0.1', '203.0.113.7']);
    expect(list.find((e: { ip: string }) => e.ip === '203.0.113.7')).toMatchObject({ method: 'totp', current: true });
  });

  it('verifies by SMS code to the bound mobile; the code cannot be used twice', async () => {
    const token = await c.signUp('tfaSms', {}, '10.3.0.1');
    const sent = await c.call('POST', '/wps/member/mobile/code', {
      token,
      body: { mobileNum: '0912 300 001', countryDialingCode: '84' },
    });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const bind = await c.call('POST', '/wps/member/mobile', {
      token,
      encrypted: true,
      body: { mobileNum: '0912300001', countryDialingCode: '84', code: await c.smsCode('+84912300001') },
    });
    expect(bind.json().value).toMatchObject({ mobileVerified: true, mobile: '********0001' });

    const challenge = await challengeFor('tfaSms', '203.0.113.20');
    expect(challenge).toMatchObject({ methods: ['sms'], maskedMobile: '********0001' });
    const code = await c.call('POST', '/wps/session/login/verify/code', {
      ip: '203.0.113.20',
      body: { challengeId: challenge.challengeId, method: 'sms' },
    });
    expect(code.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const sms = await c.smsCode('+84912300001');
    expect((await verify(challenge.challengeId, 'sms', sms, '203.0.113.20')).statusCode).toBe(200);

    const next = await challengeFor('tfaSms', '203.0.113.21');
    expect((await verify(next.challengeId, 'sms', sms, '203.0.113.21')).json().code).toBe('verification_code_invalid');
    // A method the member does not have is refused.
    expect((await verify(next.challengeId, 'totp', '123456', '203.0.113.21')).json().code).toBe('bad_request');
  });

  it('verifies by e-mail code to the bound address', async () => {
    const token = await c.signUp('tfaMail', {}, '10.4.0.1');
    await c.call('POST', '/wps/member/email/code', { token, body: { email: 'Tfa.Mail@Example.test' } });
    const bindMail = await mail.waitFor('tfa.mail@example.test');
    const bindCode = bindMail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    const bind = await c.call('POST', '/wps/member/email', {
      token,
      encrypted: true,
      body: { email: 'tfa.mail@example.test', code: bindCode },
    });
    expect(bind.json().value).toMatchObject({ emailVerified: true, email: 't****@example.test' });

    await c.allowResend('tfa.mail@example.test');
    mail.mails.length = 0;
    const challenge = await challengeFor('tfaMail', '203.0.113.30');
    expect(challenge).toMatchObject({ methods: ['email'], maskedEmail: 't****@example.test' });
    await c.call('POST', '/wps/session/login/verify/code', {
      ip: '203.0.113.30',
      body: { challengeId: challenge.challengeId, method: 'email' },
    });
    const signInMail = await mail.waitFor('tfa.mail@example.test');
    const code = signInMail.text.match(/\b(\d{6})\b/)?.[1] ?? '';
    expect(code).not.toBe(bindCode);
    expect((await verify(challenge.challengeId, 'email', code, '203.0.113.30')).statusCode).toBe(200);
  });

  it('verifies by the bank account name, case and spaces aside; 5 wrong tries use the challenge up', async () => {
    await c.signUp('tfaBank', {}, '10.5.0.1');
    await t.database.pool.query(`update members set payee_name = 'Nguyen  Van An' where username = 'tfaBank'`);

    const challenge = await challengeFor('tfaBank', '203.0.113.40');
    expect(challenge.methods).toEqual(['bank']);
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(challenge.challengeId, 'bank', 'Someone Else', '203.0.113.40');
      expect(wrong.json().code).toBe('verification_code_invalid');
    }
    // Used up: even the right name is refused now, and a new sign-in starts a new challenge.
    expect((await verify(challenge.challengeId, 'bank', 'nguyen van an', '203.0.113.40')).json().code).toBe(
      'two_factor_expired',
    );
    const fresh = await challengeFor('tfaBank', '203.0.113.40');
    const ok = await verify(fresh.challengeId, 'bank', '  NGUYEN van   AN ', '203.0.113.40');
    expect(ok.statusCode).toBe(200);
  });

  it('expires a challenge after 10 minutes', async () => {
    await c.signUp('tfaOld', {}, '10.6.0.1');
    await t.database.pool.query(`update members set payee_name = 'Old Name' where username = 'tfaOld'`);
    const challenge = await challengeFor('tfaOld', '203.0.113.60');
    await t.database.pool.query(
      `update two_factor_challenges set expires_at = now() - interval '1 second' where id = $1`,
      [challenge.challengeId],
    );
    expect((await verify(challenge.challengeId, 'bank', 'Old Name', '203.0.113.60')).json().code).toBe(
      'two_factor_expired',
    );
  });

  it('lets a member remove only their own trusted IPs', async () => {
    const annToken = await c.signUp('ipAnnie', {}, '10.7.0.1');
    const bobToken = await c.signUp('ipBobby', {}, '10.7.0.2');
    const bobsIp = await c.call('DELETE', '/wps/member/trustedIps?ip=10.7.0.2', { token: annToken });
    expect(bobsIp.json().code).toBe('not_found');
    const bobList = (await c.call('GET', '/wps/member/trustedIps', { token: bobToken })).json().value.list;
    expect(bobList).toHaveLength(1);
    const annList = (await c.call('GET', '/wps/member/trustedIps', { token: annToken })).json().value.list;
    expect(annList.map((e: { ip: string }) => e.ip)).toEqual(['10.7.0.1']);
    const removed = await c.call('DELETE', '/wps/member/trustedIps?ip=10.7.0.1', { token: annToken });
    expect(removed.json().value).toEqual({ removed: true });
    expect((await c.call('GET', '/wps/member/trustedIps', { token: annToken })).json().value.list).toEqual([]);
    // With the IP forgotten, a member with a method is asked again there.
    await t.database.pool.query(`update members set payee_name = 'Ann Smith' where username = 'ipAnnie'`);
    await challengeFor('ipAnnie', '10.7.0.1');
  });
});
