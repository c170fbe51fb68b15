import { constants, createDecipheriv, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { EncryptedBody, LoginValue, MemberInfo } from '@portal/contract';
import { vi } from 'vitest';

/**
 * A network-level fake of the API for component tests: `fetch` is replaced, answers come from
 * handlers keyed by "METHOD /path", and encrypted bodies are decrypted with a real RSA key pair.
 */
const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
export const publicKeyB64 = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

export function decryptBody(body: EncryptedBody): unknown {
  const aesKey = privateDecrypt(
    { key: pair.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(body.key, 'base64'),
  );
  const data = Buffer.from(body.data, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.iv, 'base64'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return JSON.parse(Buffer.concat([decipher.update(data.subarray(0, -16)), decipher.final()]).toString('utf8'));
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body, decrypted when it was an encrypted one. */
  body: unknown;
}

export type FakeAnswer = { value: unknown } | { code: string; status: number; value?: unknown };
type Handler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export const ok = (value: unknown): FakeAnswer => ({ value });
export const fail = (code: string, status = 400, value: unknown = { fields: [] }): FakeAnswer => ({
  code,
  status,
  value,
});

export function fakeApi(handlers: Record<string, Handler>) {
  const requests: FakeRequest[] = [];
  const all: Record<string, Handler> = {
    'GET /wps/session/publicKey': () => ok({ kid: 'test', publicKey: publicKeyB64, algorithm: 'RSA-OAEP-256+A256GCM' }),
    'GET /wps/system/whitelabel': () => ok([]),
    'GET /wps/system/settings': () => ok(null),
    'GET /wps/announcement': () => ok([]),
    ...handlers,
  };
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    let body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (body && typeof body === 'object' && 'kid' in body && 'data' in body) body = decryptBody(body as EncryptedBody);
    const request = { method, path, query: url.searchParams, headers: init?.headers as Record<string, string>, body };
    requests.push(request);
    const handler = all[`${method} ${path}`];
    const answer = handler ? await handler(request) : fail('route_not_found', 404);
    const success = !('code' in answer);
    return new Response(
      JSON.stringify({ success, code: success ? 'ok' : answer.code, message: '', value: answer.value ?? null }),
      { status: success ? 200 : answer.status, headers: { 'content-type': 'application/json' } },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetchMock,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

export function memberInfo(extra: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 'm-1',
    account: 'player01',
    nickname: null,
    type: 3,
    toUpline: false,
    clubLabel: null,
    memberLabel: [{ labelName: 'VIP1' }],
    avatar: null,
    avatarType: 'STATIC',
    currency: 'USD',
    mobileNum: '+65****4567',
    email: 'p***@example.com',
    createdAt: '2026-01-02T03:04:05.000Z',
    lastLoginAt: null,
    ...extra,
  };
}

export function loginValue(extra: Partial<LoginValue> = {}, user: Partial<MemberInfo> = {}): LoginValue {
  return {
    token: 'token-abc',
    firstTimeLogin: false,
    passwordExpired: false,
    customerType: user.type ?? 3,
    user: memberInfo(user),
    ...extra,
  };
}
