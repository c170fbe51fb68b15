import { envelopeSchema, errorEnvelopeSchema, vendorBalanceValueSchema, vendorTxValueSchema } from '@portal/contract';
import { isTimeoutError, signedFetch } from '../gls/signature.ts';
import type { PortalAnswer, PortalClient, PortalOp } from './types.ts';

/** The `ok` answer of each call: the balance, or a transaction with the balance after it. */
const okEnvelope = {
  balance: envelopeSchema(vendorBalanceValueSchema),
  debit: envelopeSchema(vendorTxValueSchema),
  credit: envelopeSchema(vendorTxValueSchema),
  rollback: envelopeSchema(vendorTxValueSchema),
} satisfies Record<PortalOp, unknown>;

/** A balance the vendor can use: whole minor units, not negative. */
const digits = (v: string | undefined): bigint | null => (v !== undefined && /^\d{1,20}$/.test(v) ? BigInt(v) : null);

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
      return readAnswer(op, res.status, res.body);
    },
  };
}

/** What an answer of the portal means, read with the contract's schemas. */
function readAnswer(op: PortalOp, status: number, body: unknown): PortalAnswer {
  if (status === 200) {
    const ok = okEnvelope[op].safeParse(body);
    if (ok.success && ok.data.success && ok.data.code === 'ok') {
      const balance = digits(ok.data.value.balance);
      const duplicate = 'duplicate' in ok.data.value && ok.data.value.duplicate === true;
      if (balance !== null) return { kind: 'ok', balance, duplicate };
    }
  }
  if (status >= 400 && status < 500) {
    const refusal = errorEnvelopeSchema.safeParse(body);
    if (refusal.success) {
      const { code, message, value } = refusal.data;
      return { kind: 'refused', status, code, message, balance: digits(value?.balance) };
    }
  }
  const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined;
  return { kind: 'unavailable', timeout: false, error: `HTTP ${status} ${String(code ?? 'no envelope')}` };
}

export const errorText = (err: unknown): string => {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`;
};
