import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  checkSignature,
  glsSignatureGuard,
  installRawJsonParser,
  signBody,
  signedHeaders,
  vendorCodeKey,
} from './signature.ts';

const secret = 'a'.repeat(64);
const body = '{"playerId":"42","amount":"500"}';
const now = 1_750_000_000_000;
const ts = String(now / 1000);

describe('checkSignature', () => {
  const good = { secret, timestamp: ts, signature: signBody(secret, ts, body), rawBody: body, nowMs: now };

  it('accepts the HMAC of the exact body within five minutes', () => {
    expect(checkSignature(good)).toBe('ok');
    expect(checkSignature({ ...good, nowMs: now + 299_000 })).toBe('ok');
    expect(checkSignature({ ...good, signature: good.signature.toUpperCase() })).toBe('ok');
  });

  it('refuses a tampered body', () => {
    expect(checkSignature({ ...good, rawBody: body.replace('500', '900') })).toBe('mismatch');
    // The same JSON value with other whitespace is another body.
    expect(checkSignature({ ...good, rawBody: JSON.stringify(JSON.parse(body), null, 1) })).toBe('mismatch');
  });

  it('refuses an old or future timestamp', () => {
    expect(checkSignature({ ...good, nowMs: now + 301_000 })).toBe('stale');
    expect(checkSignature({ ...good, nowMs: now - 301_000 })).toBe('stale');
    expect(checkSignature({ ...good, timestamp: `${ts}.5` })).toBe('stale');
  });

  it('refuses a signature made with another key', () => {
    expect(checkSignature({ ...good, signature: signBody('b'.repeat(64), ts, body) })).toBe('mismatch');
  });

  it('refuses missing headers and malformed signatures', () => {
    expect(checkSignature({ ...good, signature: undefined })).toBe('missing');
    expect(checkSignature({ ...good, timestamp: undefined })).toBe('missing');
    expect(checkSignature({ ...good, rawBody: undefined })).toBe('missing');
    expect(checkSignature({ ...good, signature: 'zz' })).toBe('mismatch');
  });

  it('signs headers for the current second with the code’s own key', () => {
    const headers = signedHeaders(secret, 'NSL', body, now);
    const key = vendorCodeKey(secret, 'NSL');
    expect(headers).toEqual({ 'x-vendor-code': 'NSL', 'x-timestamp': ts, 'x-signature': signBody(key, ts, body) });
    // The documented derivation, and a different key for every code (never the secret itself).
    expect(vendorCodeKey('s'.repeat(32), 'NSL')).toBe(
      'd349ade3d9b1be4bb50f6e8278a12ac40045d89f38870856661301a600f71bb3',
    );
    expect(new Set(['NSL', 'JDR', 'DS88', 'YB'].map((c) => vendorCodeKey(secret, c))).size).toBe(4);
    expect(vendorCodeKey(secret, 'NSL')).not.toBe(secret);
  });
});

describe('glsSignatureGuard on a route', () => {
  async function app() {
    const server = Fastify();
    installRawJsonParser(server);
    server.setErrorHandler((error: Error & { statusCode?: number; code?: string }, _req, reply) =>
      reply.status(error.statusCode ?? 500).send({ code: error.code }),
    );
    server.post(
      '/gls/x',
      { preHandler: glsSignatureGuard({ secret, knownCode: (c) => c === 'NSL' || c === 'JDR' }) },
      async (req) => ({
        code: req.glsVendorCode,
        body: req.body,
      }),
    );
    return server;
  }
  const send = async (headers: Record<string, string>, payload = body) =>
    (await app()).inject({
      method: 'POST',
      url: '/gls/x',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('passes a signed call with its code and parsed body', async () => {
    const res = await send(signedHeaders(secret, 'NSL', body));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 'NSL', body: JSON.parse(body) });
  });

  it('answers 403 vendor_unknown for a code the vendor does not serve', async () => {
    const res = await send(signedHeaders(secret, 'VNLOTT', body));
    expect([res.statusCode, res.json().code]).toEqual([403, 'vendor_unknown']);
  });

  it('answers 401 signature_invalid for unsigned, re-keyed or tampered calls', async () => {
    for (const headers of [
      { 'x-vendor-code': 'NSL' },
      signedHeaders('c'.repeat(64), 'NSL', body),
      signedHeaders(secret, 'NSL', body.replace('42', '43')),
      // The portal's own secret, which once signed for every code, signs for none.
      { ...signedHeaders(secret, 'NSL', body), 'x-signature': signBody(secret, ts0(), body) },
    ]) {
      const res = await send(headers);
      expect([res.statusCode, res.json().code]).toEqual([401, 'signature_invalid']);
    }
  });

  it('refuses a call for one code signed with another code’s key, both ways', async () => {
    for (const [code, other] of [
      ['NSL', 'JDR'],
      ['JDR', 'NSL'],
    ] as const) {
      expect((await send(signedHeaders(secret, code, body))).statusCode).toBe(200);
      const crossed = { ...signedHeaders(secret, other, body), 'x-vendor-code': code };
      const res = await send(crossed);
      expect([res.statusCode, res.json().code]).toEqual([401, 'signature_invalid']);
    }
  });
});

const ts0 = () => String(Math.floor(Date.now() / 1000));
