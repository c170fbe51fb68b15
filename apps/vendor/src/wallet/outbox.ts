import type pg from 'pg';
import { claimDue, markFailed, type CallRecord, type OutboxRow } from './outbox.repo.ts';
import type { PortalAnswer, PortalClient, RetryOptions, WalletLog } from './types.ts';
import type { WalletWrites } from './wallet-writes.ts';

export const defaultRetry: RetryOptions = { pollMs: 500, baseMs: 500, maxMs: 60_000, batch: 50 };

/** What became of one delivery attempt. */
export type DeliveryResult =
  { delivered: true; balance: bigint | null } | { delivered: false; parked: boolean; error: string };

/**
 * The durable queue of credits and rollbacks owed to the portal. A row is written in the same
 * database transaction as the bet's change; it is delivered at once and then retried with
 * exponential back-off until the portal acknowledges it. A refusal other than an acknowledgement
 * is logged and parked (retried at the longest delay): nothing is ever dropped.
 */
export class Outbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private stopped = true;

  constructor(
    private readonly db: pg.Pool,
    private readonly client: PortalClient,
    private readonly log: WalletLog,
    private readonly retry: RetryOptions,
    /** How long a claimed row is left to the attempt in flight before another worker may take it. */
    readonly leaseMs: number,
    /** Acknowledgements share statements with concurrent ones. */
    private readonly writes: Pick<WalletWrites, 'acknowledge' | 'acknowledgeLater'>,
  ) {}

  /** The delay after the n-th failed attempt. */
  backoff(attempts: number): number {
    return Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
  }

  /**
   * One attempt to deliver a row (already counted as an attempt). `ackLater`: the acknowledgement is
   * not waited for (a spin's credit: it only marks the row delivered, and a lost one only means the row
   * is sent again).
   */
  async deliver(row: OutboxRow, opts: { ackLater?: boolean } = {}): Promise<DeliveryResult> {
    const answer = await this.client.call(row.kind, row.vendorCode, row.body);
    return this.record(row, answer, opts.ackLater === true);
  }

  private async record(row: OutboxRow, answer: PortalAnswer, ackLater: boolean): Promise<DeliveryResult> {
    if (answer.kind === 'ok') {
      const amount = row.kind === 'credit' ? BigInt(String(row.body.amount)) : row.stake;
      const calls: CallRecord[] = [{ txId: row.txId, vendorCode: row.vendorCode, kind: row.kind, amount }];
      // An accepted rollback proves the portal took the debit (perhaps after its answer timed out):
      // count the debit too, as the portal does.
      if (row.kind === 'rollback') {
        calls.push({ txId: String(row.body.debitTxId), vendorCode: row.vendorCode, kind: 'debit', amount: row.stake });
      }
      const ack = { id: row.id, calls, note: null };
      // A delivery whose acknowledgement is lost is sent again, and the portal answers it as the
      // duplicate it is (WalletWrites.idle waits for the ones not waited for).
      if (ackLater) this.writes.acknowledgeLater(ack);
      else await this.writes.acknowledge(ack);
      return { delivered: true, balance: answer.balance };
    }
    if (answer.kind === 'refused' && row.kind === 'rollback' && answer.code === 'vendor_tx_not_found') {
      // The portal never took the debit and keeps a tombstone: a late debit will be refused.
      await this.writes.acknowledge({ id: row.id, calls: [], note: 'vendor_tx_not_found: tombstone recorded' });
      return { delivered: true, balance: null };
    }
    if (answer.kind === 'refused') {
      const error = `${answer.status} ${answer.code}: ${answer.message}`;
      this.log.error(`wallet ${row.kind} ${row.txId} (bet ${row.betId}) refused, parked for a retry: ${error}`);
      await markFailed(this.db, row.id, error, this.retry.maxMs);
      return { delivered: false, parked: true, error };
    }
    const delay = this.backoff(row.attempts);
    this.log.warn(
      `wallet ${row.kind} ${row.txId} not delivered (attempt ${row.attempts}, ${answer.error}); retry in ${delay} ms`,
    );
    await markFailed(this.db, row.id, answer.error, delay);
    return { delivered: false, parked: false, error: answer.error };
  }

  /** Claims the due rows once and delivers them; answers how many were acknowledged. */
  async runOnce(): Promise<number> {
    let acknowledged = 0;
    for (;;) {
      const rows = await claimDue(this.db, this.retry.batch, this.leaseMs);
      const results = await Promise.all(
        rows.map((row) => this.deliver(row).catch((err: unknown) => this.failed(row, err))),
      );
      acknowledged += results.filter((r) => r.delivered).length;
      if (rows.length < this.retry.batch || this.stopped) return acknowledged;
    }
  }

  private failed(row: OutboxRow, err: unknown): DeliveryResult {
    this.log.error(`wallet ${row.kind} ${row.txId}: ${err instanceof Error ? err.message : String(err)}`);
    return { delivered: false, parked: false, error: String(err) };
  }

  /** Starts the retry worker (polls every `pollMs`). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    const tick = () => {
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((err: unknown) => this.log.error(`wallet outbox: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, this.retry.pollMs);
        });
    };
    this.timer = setTimeout(tick, 0);
  }

  /** Stops polling and waits for the deliveries in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
