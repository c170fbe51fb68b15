import {
  HEADER_VENDOR_CODE,
  HEADER_VENDOR_SIGNATURE,
  HEADER_VENDOR_TIMESTAMP,
  vendorApiPaths,
  vendorBetsValueSchema,
  vendorCatalogueSchema,
  vendorLaunchBodySchema,
  vendorLaunchValueSchema,
  vendorReconciliationValueSchema,
  vendorTransferBalanceValueSchema,
  vendorTransferStatusValueSchema,
  vendorTransferValueSchema,
  type VendorLaunchBody,
} from '@portal/contract';
import type { z } from 'zod';
import { VendorTimeoutError } from '../wallet/transfer-vendor.ts';
import { signVendorRequest, vendorCodeKey } from './signature.ts';
import { VendorCallError, type VendorAdapter, type VendorEndpoint } from './vendor-adapter.ts';

export interface GlsAdapterOptions {
  /** Time-out of catalogue, launch, history and reconciliation calls. */
  timeoutMs?: number;
  /** Time-out of the money calls: past it the outcome is unknown (VendorTimeoutError). */
  transferTimeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_TRANSFER_TIMEOUT_MS = 5_000;

/**
 * A vendor that speaks the GLS interface (packages/contract/src/vendor-api.ts) natively: every call
 * is a signed `POST <url>/gls/<call>` for one vendor code, and every answer is checked against the
 * interface's schemas before the portal uses it.
 */
export class GlsAdapter implements VendorAdapter {
  private readonly base: string;
  private readonly timeoutMs: number;
  private readonly transferTimeoutMs: number;
  /** This code's own key: a call for it signed with another code's key is refused by the vendor. */
  private readonly key: string;

  constructor(
    readonly code: string,
    endpoint: VendorEndpoint,
    opts: GlsAdapterOptions = {},
  ) {
    this.base = endpoint.url.replace(/\/+$/, '');
    this.key = vendorCodeKey(endpoint.secret, code);
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.transferTimeoutMs = opts.transferTimeoutMs ?? DEFAULT_TRANSFER_TIMEOUT_MS;
  }

  async catalogue() {
    try {
      const catalogue = await this.call(vendorApiPaths.catalogue, {}, vendorCatalogueSchema);
      if (catalogue.code !== this.code) {
        throw new VendorCallError('bad_answer', `catalogue of ${catalogue.code} asked for ${this.code}`, 200);
      }
      return catalogue;
    } catch (err) {
      // The vendor does not know this code: it serves other codes, not this one.
      if (err instanceof VendorCallError && (err.status === 403 || err.status === 404)) return null;
      throw err;
    }
  }

  launch(input: VendorLaunchBody) {
    return this.call(vendorApiPaths.launch, vendorLaunchBodySchema.parse(input), vendorLaunchValueSchema);
  }

  async transferIn(ref: string, memberRef: string, amount: bigint) {
    const body = { playerId: memberRef, ref, amount: String(amount) };
    return (await this.call(vendorApiPaths.transferIn, body, vendorTransferValueSchema, this.transferTimeoutMs)).status;
  }

  async transferOut(ref: string, memberRef: string, amount: bigint) {
    const body = { playerId: memberRef, ref, amount: String(amount) };
    return (await this.call(vendorApiPaths.transferOut, body, vendorTransferValueSchema, this.transferTimeoutMs))
      .status;
  }

  async status(ref: string) {
    return (await this.call(vendorApiPaths.transferStatus, { ref }, vendorTransferStatusValueSchema)).status;
  }

  async balance(memberRef: string) {
    const value = await this.call(
      vendorApiPaths.transferBalance,
      { playerId: memberRef },
      vendorTransferBalanceValueSchema,
    );
    return BigInt(value.balance);
  }

  betHistory(from: Date, to: Date, cursor?: string) {
    const body = { from: from.toISOString(), to: to.toISOString(), limit: 500, ...(cursor ? { cursor } : {}) };
    return this.call(vendorApiPaths.bets, body, vendorBetsValueSchema);
  }

  reconciliation(date: string) {
    return this.call(vendorApiPaths.reconciliation, { date }, vendorReconciliationValueSchema);
  }

  /** One signed call; a time-out throws VendorTimeoutError, anything else unusable VendorCallError. */
  private async call<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    timeoutMs = this.timeoutMs,
  ): Promise<z.output<S>> {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(Date.now() / 1000));
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [HEADER_VENDOR_CODE]: this.code,
          [HEADER_VENDOR_TIMESTAMP]: timestamp,
          [HEADER_VENDOR_SIGNATURE]: signVendorRequest(this.key, timestamp, raw),
        },
        body: raw,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new VendorTimeoutError(`${this.code} ${path}: no answer within ${timeoutMs} ms`);
      }
      throw new VendorCallError('network', `${this.code} ${path}: ${String(err)}`, 0);
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch (err) {
      if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
        throw new VendorTimeoutError(`${this.code} ${path}: the answer did not finish within ${timeoutMs} ms`);
      }
      throw new VendorCallError('bad_answer', `${this.code} ${path}: HTTP ${res.status} without JSON`, res.status);
    }
    if (!res.ok) {
      const refusal = json as { code?: unknown; message?: unknown } | null;
      const code = typeof refusal?.code === 'string' ? refusal.code : `http_${res.status}`;
      const message = typeof refusal?.message === 'string' ? refusal.message : `HTTP ${res.status}`;
      throw new VendorCallError(code, `${this.code} ${path}: ${message}`, res.status);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const where = parsed.error.issues.map((i) => i.path.join('.') || '(root)').join(', ');
      throw new VendorCallError('bad_answer', `${this.code} ${path}: the answer breaks the interface at ${where}`, 200);
    }
    return parsed.data;
  }
}
