import { createDecipheriv, constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EncryptedBody } from '@portal/contract';
import { encryptBody, importPublicKey, resetPublicKey, sendEncrypted } from './encrypt-body.ts';

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

  beforeEach(() => {
    resetPublicKey();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('caches the public key and posts the encrypted payload', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/publicKey')
        ? envelope({ kid: 'k1', publicKey: publicKeyB64, algorithm: 'RSA-OAEP-256+A256GCM' })
        : envelope(loginValue),
    );
    const payload = { type: 'username' as const, username: 'u1', password: 'p1', site: 'member' as const };
    await sendEncrypted('sessionLogin', payload);
    await sendEncrypted('sessionLogin', payload);
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(['/api/wps/session/publicKey', '/api/wps/session/login', '/api/wps/session/login']);
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.method).toBe('POST');
    expect(decrypt(JSON.parse(String(init?.body)) as EncryptedBody)).toEqual(payload);
  });

  it('refetches the key and retries once on encryption_invalid', async () => {
    let logins = 0;
    fetchMock.mockImplementation(async (url) => {
      if (String(url).endsWith('/publicKey')) return envelope({ kid: 'k2', publicKey: publicKeyB64 });
      logins += 1;
      return logins === 1 ? envelope({}, 'encryption_invalid', 400) : envelope(loginValue);
    });
    await expect(
      sendEncrypted('sessionLogin', { type: 'username', username: 'u', password: 'p', site: 'member' }),
    ).resolves.toMatchObject({ token: 't' });
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('/').pop())).toEqual([
      'publicKey',
      'login',
      'publicKey',
      'login',
    ]);
  });

  it('does not retry twice', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/publicKey')
        ? envelope({ kid: 'k2', publicKey: publicKeyB64 })
        : envelope({}, 'encryption_invalid', 400),
    );
    await expect(
      sendEncrypted('sessionLogin', { type: 'username', username: 'u', password: 'p', site: 'member' }),
    ).rejects.toMatchObject({ code: 'encryption_invalid' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });
});
