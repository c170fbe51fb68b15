import { createHmac, timingSafeEqual } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { VENDOR_SIGNATURE_WINDOW_SECONDS } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VendorError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact JSON body text as received (what the signature covers). */
    rawJson?: string;
    /** The verified `x-vendor-code` of a signed /gls call. */
    glsVendorCode?: string;
  }
}

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`), the `x-signature` of both directions. */
export function signBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/**
 * The key of one vendor code: hex HMAC-SHA256(VENDOR_SECRET, `vendor-code-key|<code>`). Each code signs
 * and checks both directions with its own key, so a request for one code signed with another code's
 * key is refused; the portal derives the same keys from the same secret (and keeps them as the codes'
 * wallet keys). The secret itself signs nothing.
 */
export function vendorCodeKey(secret: string, vendorCode: string): string {
  return createHmac('sha256', secret).update(`vendor-code-key|${vendorCode}`).digest('hex');
}

/** The three signing headers for a body of `vendorCode` sent now (or at `nowMs`), signed with the code's key. */
export function signedHeaders(secret: string, vendorCode: string, rawBody: string, nowMs = Date.now()) {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    'x-vendor-code': vendorCode,
    'x-timestamp': timestamp,
    'x-signature': signBody(vendorCodeKey(secret, vendorCode), timestamp, rawBody),
  };
}

export type SignatureCheck = 'ok' | 'missing' | 'stale' | 'mismatch';

/** Checks x-timestamp (unix seconds, ±300 s) and x-signature over the raw body, in constant time. */
export function checkSignature(args: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string | undefined;
  nowMs?: number;
}): SignatureCheck {
  const { timestamp, signature, rawBody } = args;
  if (!timestamp || !signature || rawBody === undefined) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp)) return 'stale';
  const skew = Math.abs((args.nowMs ?? Date.now()) / 1000 - Number(timestamp));
  if (skew > VENDOR_SIGNATURE_WINDOW_SECONDS) return 'stale';
  if (!/^[0-9a-f]{64}$/i.test(signature)) return 'mismatch';
  const expected = Buffer.from(signBody(args.secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(Buffer.from(signature.toLowerCase(), 'hex'), expected) ? 'ok' : 'mismatch';
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const why: Record<Exclude<SignatureCheck, 'ok'>, string> = {
  missing: 'The signature headers are missing',
  stale: 'x-timestamp is not unix seconds within five minutes of now',
  mismatch: 'The signature does not match the body',
};

/**
 * JSON bodies are parsed from their text, which is kept as `request.rawJson` for the signature
 * check (Fastify's own safe JSON parser does the parsing).
 */
export function installRawJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawJson = text;
    parseJson(request, text, done);
  });
}

/**
 * A preHandler for the signed /gls calls: `x-vendor-code` must be one of the vendor's codes (403
 * `vendor_unknown`), then the timestamp and the HMAC with that code's own key must match (401
 * `signature_invalid`: another code's key does not sign for this one).
 */
export function glsSignatureGuard(opts: { secret: string; knownCode: (code: string) => boolean }) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const code = header(request, 'x-vendor-code');
    if (!code || !opts.knownCode(code)) {
      throw new VendorError(403, 'vendor_unknown', `Unknown vendor code ${JSON.stringify(code ?? '')}`);
    }
    const result = checkSignature({
      secret: vendorCodeKey(opts.secret, code),
      timestamp: header(request, 'x-timestamp'),
      signature: header(request, 'x-signature'),
      rawBody: request.rawJson,
    });
    if (result !== 'ok') throw new VendorError(401, 'signature_invalid', why[result]);
    request.glsVendorCode = code;
  };
}

export interface SignedResponse {
  status: number;
  /** The parsed JSON answer, or null when the answer was not JSON. */
  body: unknown;
}

/**
 * Kept-alive connections for the signed calls (the wallet calls of every spin). An idle connection is
 * closed after 4 s, before the portal's server drops it (Node's default keep-alive is 5 s), so a call
 * never goes out on a connection that is being closed.
 */
const agents = {
  'http:': new HttpAgent({ keepAlive: true, timeout: 4_000 }),
  'https:': new HttpsAgent({ keepAlive: true, timeout: 4_000 }),
};

/**
 * POSTs `body` as JSON to `url`, signed with `vendorCode`'s key under `secret` (the vendor → portal wallet
 * calls). Rejects on network failure; on time-out with an error for which `isTimeoutError` is true.
 * node:http rather than fetch: a wallet call is the vendor's most frequent request, and fetch's
 * streams and abort signals cost more CPU per call than the call itself.
 */
export function signedFetch(
  url: string,
  opts: { secret: string; vendorCode: string; body: unknown; timeoutMs?: number },
): Promise<SignedResponse> {
  const raw = JSON.stringify(opts.body);
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  return new Promise<SignedResponse>((resolve, reject) => {
    const fail = (err: Error) => {
      clearTimeout(timer);
      reject(err);
    };
    const req = (secure ? httpsRequest : httpRequest)(
      target,
      {
        method: 'POST',
        agent: agents[secure ? 'https:' : 'http:'],
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(raw),
          ...signedHeaders(opts.secret, opts.vendorCode, raw),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete) fail(new Error('The connection closed before the answer was complete'));
        });
        res.on('end', () => {
          clearTimeout(timer);
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = null;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = null;
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
      },
    );
    const timer = setTimeout(() => {
      const err = new Error('No answer in time');
      err.name = 'TimeoutError';
      req.destroy(err);
      fail(err);
    }, opts.timeoutMs ?? 5000);
    req.on('error', fail);
    req.end(raw);
  });
}

/** True for the error `signedFetch` rejects with when the answer did not come in time. */
export const isTimeoutError = (err: unknown): boolean =>
  err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
