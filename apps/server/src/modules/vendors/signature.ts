import { createHmac, timingSafeEqual } from 'node:crypto';
import { VENDOR_SIGNATURE_WINDOW_SECONDS } from '@portal/contract';
import { AppError } from '../../http/errors.ts';

/** hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`): what a vendor sends as x-signature. */
export function signVendorRequest(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/**
 * The key of one vendor code under an endpoint's secret: hex HMAC-SHA256(secret, `vendor-code-key|<code>`).
 * Every code of a multi-brand GLS endpoint signs with its own key (both directions), so a request for
 * one code signed with another code's key is refused; the endpoint's secret itself signs nothing.
 */
export function vendorCodeKey(endpointSecret: string, code: string): string {
  return createHmac('sha256', endpointSecret).update(`vendor-code-key|${code}`).digest('hex');
}

const invalid = (why: string) => new AppError('vendor_signature_invalid', why);

/**
 * Checks x-timestamp (unix seconds, at most five minutes off) and x-signature against each key the
 * vendor may use (current, and the previous one during a rotation), in constant time.
 */
export function verifyVendorSignature(args: {
  secrets: string[];
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer | undefined;
  nowMs?: number;
}): void {
  const { timestamp, signature, rawBody } = args;
  if (!timestamp || !signature || rawBody === undefined) throw invalid('Signature headers are missing');
  if (!/^\d{1,12}$/.test(timestamp)) throw invalid('x-timestamp is not unix seconds');
  const skew = Math.abs((args.nowMs ?? Date.now()) / 1000 - Number(timestamp));
  if (skew > VENDOR_SIGNATURE_WINDOW_SECONDS) throw invalid('x-timestamp is more than five minutes off');
  if (!/^[0-9a-f]{64}$/i.test(signature)) throw invalid('x-signature is not a hex HMAC-SHA256');
  const given = Buffer.from(signature.toLowerCase(), 'hex');
  let match = false;
  for (const secret of args.secrets) {
    const expected = Buffer.from(signVendorRequest(secret, timestamp, rawBody), 'hex');
    // Every key is compared (no early exit), each comparison in constant time.
    match = timingSafeEqual(given, expected) || match;
  }
  if (!match) throw invalid('The signature does not match');
}
