/**
 * Types of the wallet's pieces, free of imports: code that must not load the vendor's HTTP layer
 * (bench/vendor.ts, whose program also holds the portal's Fastify augmentations) can name them.
 */
import type {
  VendorBalanceRequest,
  VendorCreditRequest,
  VendorDebitRequest,
  VendorRollbackRequest,
} from '@portal/contract';
import type pg from 'pg';
import type { WalletPort } from './wallet-port.ts';

/** The body of each call to the portal's seamless wallet, as the contract defines it. */
export interface PortalBodies {
  balance: VendorBalanceRequest;
  debit: VendorDebitRequest;
  credit: VendorCreditRequest;
  rollback: VendorRollbackRequest;
}
export type PortalOp = keyof PortalBodies;

/** What a call to the portal's seamless wallet came to. */
export type PortalAnswer =
  /** `code: ok` (also an exact duplicate): `balance` is the player's balance after it. */
  | { kind: 'ok'; balance: bigint; duplicate: boolean }
  /** A refusal with a 4xx status: nothing moved at the portal. */
  | { kind: 'refused'; status: number; code: string; message: string; balance: bigint | null }
  /** No usable answer (time-out, network error, 5xx, not the envelope): the outcome is unknown. */
  | { kind: 'unavailable'; timeout: boolean; error: string };

export interface PortalClient {
  call<Op extends PortalOp>(op: Op, vendorCode: string, body: PortalBodies[Op]): Promise<PortalAnswer>;
}

export interface WalletLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

export interface RetryOptions {
  /** How often the worker looks for due deliveries (ms). */
  pollMs: number;
  /** The first retry delay; doubled after each failed attempt (ms). */
  baseMs: number;
  /** The longest delay between attempts, also the delay of a parked (refused) delivery (ms). */
  maxMs: number;
  /** Rows claimed per poll. */
  batch: number;
}

export interface WalletOptions {
  db: pg.Pool;
  /** Base URL of the portal (its seamless wallet API is under /api/vendor/wallet/). */
  portalUrl: string;
  /** Signs the wallet calls (the shared VENDOR_SECRET). */
  secret: string;
  log: WalletLog;
  /** How long a wallet call may take before it counts as a time-out (default 3000 ms). */
  timeoutMs?: number;
  /** The outbox retry worker's timings (defaults: poll 500 ms, back-off 500 ms doubling up to 60 s). */
  retry?: Partial<RetryOptions>;
  /** Another way to reach the portal (tests). */
  client?: PortalClient;
}

export type Wallet = WalletPort & {
  /** Starts the outbox retry worker. */
  start(): void;
  /** Stops it, waiting for deliveries in flight and for the records not waited for (`idle`). */
  stop(): Promise<void>;
  /**
   * Waits until the records a spin does not wait for (a debit's call record, a delivery's
   * acknowledgement) are written; the daily totals count them from then on.
   */
  idle(): Promise<void>;
  /** One pass of the retry worker over the due deliveries (answers how many were acknowledged). */
  retryDue(): Promise<number>;
};
