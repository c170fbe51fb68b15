import { createDecipheriv, constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EncryptedBody } from '@portal/contract';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { resetBotCheck } from './bot-check.ts';
import { encryptBody, importPublicKey, resetPublicKey } from './encrypt-body.ts';
import { sendEncrypted } from './send-encrypted.ts';

let privateKey: KeyObject;
let publicKeyB64: string;

beforeAll(() => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  privateKey = pair.privateKey;
  publicKeyB64 = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
});

/** What the server does: unwrap the AES key with RSA-OAEP SHA-256, then AES-256-GCM with the last 16 bytes as tag. */
function decrypt(body: EncryptedBody): unknown {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(body.key, 'base64'),
  );
  const data = Buffer.from(body.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

describe('encryptBody', () => {
  it('produces a body node:crypto decrypts (RSA-OAEP-256 + AES-256-GCM)', async () => {
    const key = await importPublicKey({ kid: 'k1', publicKey: publicKeyB64 });
    const payload = { type: 'username', username: 'player01', password: 'pä$$wörd 密码', site: 'member' };
    const body = await encryptBody(payload, key);
    expect(body.kid).toBe('k1');
    expect(Buffer.from(body.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(body.key, 'base64')).toHaveLength(256);
    expect(decrypt(body)).toEqual(payload);
  });

  it('uses a fresh key and iv for every body', async () => {
    const key = await importPublicKey({ kid: 'k1', publicKey: publicKeyB64 });
    const [a, b] = await Promise.all([encryptBody({ a: 1 }, key), encryptBody({ a: 1 }, key)]);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });
});

describe('sendEncrypted', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const envelope = (value: unknown, code = 'ok', status = 200) =>
    new Response(JSON.stringify({ success: code === 'ok', code, message: '', value }), { status });
  const loginValue = { token: 't', firstTimeLogin: false, passwordExpired: false, customerType: 3, user: {} };

  // The bot check asks for the module flags first; off here except in its own test.
  let botCheckOn = '0';
  const flags = () => envelope([{ moduleId: 'BOTCHECK3', enabled: botCheckOn }]);
  const apiUrls = () =>
    fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => !u.endsWith('/wps/system/whitelabel'));

  beforeEach(() => {
    resetPublicKey();
    resetBotCheck();
    botCheckOn = '0';
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('caches the public key and posts the encrypted payload', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/whitelabel')
        ? flags()
        : String(url).endsWith('/publicKey')
          ? envelope({ kid: 'k1', publicKey: publicKeyB64, algorithm: 'RSA-OAEP-256+A256GCM' })
          : envelope(loginValue),
    );
    const payload = { type: 'username' as const, username: 'u1', password: 'p1', site: 'member' as const };
    await sendEncrypted('sessionLogin', payload);
    await sendEncrypted('sessionLogin', payload);
    expect(apiUrls()).toEqual(['/api/wps/session/publicKey', '/api/wps/session/login', '/api/wps/session/login']);
    const init = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/login'))?.[1];
    expect(init?.method).toBe('POST');
    expect(decrypt(JSON.parse(String(init?.body)) as EncryptedBody)).toEqual(payload);
  });

  it('refetches the key and retries once on encryption_invalid', async () => {
    let logins = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/whitelabel')) return flags();
      if (String(url).endsWith('/publicKey')) return envelope({ kid: 'k2', publicKey: publicKeyB64 });
      logins += 1;
      return logins === 1 ? envelope({}, 'encryption_invalid', 400) : envelope(loginValue);
    });
    await expect(
      sendEncrypted('sessionLogin', { type: 'username', username: 'u', password: 'p', site: 'member' }),
    ).resolves.toMatchObject({ token: 't' });
    expect(apiUrls().map((url) => url.split('/').pop())).toEqual(['publicKey', 'login', 'publicKey', 'login']);
  });

  it('does not retry twice', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/whitelabel')
        ? flags()
        : String(url).endsWith('/publicKey')
          ? envelope({ kid: 'k2', publicKey: publicKeyB64 })
          : envelope({}, 'encryption_invalid', 400),
    );
    await expect(
      sendEncrypted('sessionLogin', { type: 'username', username: 'u', password: 'p', site: 'member' }),
    ).rejects.toMatchObject({ code: 'encryption_invalid' });
    expect(apiUrls()).toHaveLength(4);
  });

  it('adds a solved proof of work when BOTCHECK3 is on, and solves again once when it is refused', async () => {
    botCheckOn = '1';
    vi.stubGlobal('Worker', undefined);
    const secret = 'test-secret';
    let logins = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/whitelabel')) return flags();
      if (String(url).endsWith('/publicKey')) return envelope({ kid: 'k3', publicKey: publicKeyB64 });
      if (String(url).endsWith('/botcheck/challenge')) {
        const challenge = await createChallenge({
          algorithm: 'SHA-256',
          cost: 1,
          counter: 300,
          deriveKey,
          hmacSignatureSecret: secret,
        });
        return envelope(challenge);
      }
      logins += 1;
      return logins === 1 ? envelope({}, 'bot_check_failed', 400) : envelope(loginValue);
    });
    await sendEncrypted('sessionLogin', { type: 'username', username: 'u', password: 'p', site: 'member' });
    const bodies = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith('/login'))
      .map(([, init]) => decrypt(JSON.parse(String(init?.body)) as EncryptedBody) as { altcha: string });
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.altcha).not.toBe(bodies[1]?.altcha);
    const { challenge, solution } = JSON.parse(atob(bodies[1]?.altcha ?? ''));
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret });
    expect(result.verified).toBe(true);
  });
});
