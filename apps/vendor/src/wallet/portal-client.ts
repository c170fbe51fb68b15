import { isTimeoutError, signedFetch } from '../gls/signature.ts';
import type { PortalClient } from './types.ts';

interface Envelope {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  value?: { balance?: unknown; duplicate?: unknown } | null;
}

const digits = (v: unknown): bigint | null => (typeof v === 'string' && /^\d{1,20}$/.test(v) ? BigInt(v) : null);

/** Signed calls to `<portalUrl>/api/vendor/wallet/<op>` (docs/vendor-wallet-api.md). */
export function createPortalClient(opts: { portalUrl: string; secret: string; timeoutMs: number }): PortalClient {
  const base = `${opts.portalUrl.replace(/\/+$/, '')}/api/vendor/wallet/`;
  return {
    async call(op, vendorCode, body) {
      let res: Awaited<ReturnType<typeof signedFetch>>;
      try {
        res = await signedFetch(base + op, { secret: opts.secret, vendorCode, body, timeoutMs: opts.timeoutMs });
      } catch (err) {
        const timeout = isTimeoutError(err);
        return { kind: 'unavailable', timeout, error: timeout ? 'timeout' : errorText(err) };
      }
      const env = (res.body ?? {}) as Envelope;
      if (res.status === 200 && env.success === true && env.code === 'ok') {
        const balance = digits(env.value?.balance);
        if (balance !== null) return { kind: 'ok', balance, duplicate: env.value?.duplicate === true };
      }
      if (res.status >= 400 && res.status < 500 && typeof env.code === 'string') {
        return {
          kind: 'refused',
          status: res.status,
          code: env.code,
          message: typeof env.message === 'string' ? env.message : env.code,
          balance: digits(env.value?.balance),
        };
      }
      return { kind: 'unavailable', timeout: false, error: `HTTP ${res.status} ${String(env.code ?? 'no envelope')}` };
    },
  };
}

export const errorText = (err: unknown): string => {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`;
};
