import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** Encrypts a body the way the browser does (AES-256-GCM, key wrapped with RSA-OAEP SHA-256). */
export async function encryptFor(app: FastifyInstance, payload: unknown) {
  const { kid, publicKey } = (await app.inject({ method: 'GET', url: '/api/wps/session/publicKey' })).json().value;
  const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final(), cipher.getAuthTag()]);
  const wrapped = publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey);
  return { kid, key: wrapped.toString('base64'), iv: iv.toString('base64'), data: data.toString('base64') };
}

export interface Caller {
  ip?: string;
  token?: string;
}

const headers = (c: Caller = {}) => ({
  ...(c.ip ? { 'x-forwarded-for': c.ip } : {}),
  ...(c.token ? { 'x-session-token': c.token } : {}),
});

export async function solveCaptcha(app: FastifyInstance): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId, image } = (await app.inject({ method: 'GET', url: '/api/wps/captcha' })).json().value;
  if (!String(image).startsWith('data:image/png;base64,')) throw new Error('captcha is not a PNG');
  const answer = (await app.inject({ method: 'GET', url: `/api/dev/captcha?captchaId=${captchaId}` })).json().value
    .answer;
  return { captchaId, captcha: answer };
}

export async function register(app: FastifyInstance, fields: Record<string, unknown>, caller: Caller = {}) {
  const payload = {
    password: 'secret123',
    confirmPassword: 'secret123',
    adultConfirmed: true,
    termsAccepted: true,
    ...(await solveCaptcha(app)),
    ...('altcha' in fields ? {} : { altcha: await solveBotCheck(app) }),
    ...fields,
  };
  return app.inject({
    method: 'PUT',
    url: '/api/wps/member/register',
    headers: headers(caller),
    payload: await encryptFor(app, payload),
  });
}

export async function login(app: FastifyInstance, fields: Record<string, unknown>, caller: Caller = {}) {
  const payload = { type: 'username', ...('altcha' in fields ? {} : { altcha: await solveBotCheck(app) }), ...fields };
  return app.inject({
    method: 'POST',
    url: '/api/wps/session/login',
    headers: headers(caller),
    payload: await encryptFor(app, payload),
  });
}

export const memberInfo = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/wps/member/info', headers: { 'x-session-token': token } });

/** Solves the proof-of-work bot check like the browser does; the answer goes in `altcha`. */
export async function solveBotCheck(app: FastifyInstance): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const challenge = (await app.inject({ method: 'GET', url: '/api/wps/botcheck/challenge' })).json().value;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('bot check: no solution found');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
