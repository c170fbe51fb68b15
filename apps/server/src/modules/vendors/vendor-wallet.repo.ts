import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withConflictRetry } from '../../db/conflict-retry.ts';
import {
  gameVendors,
  vendorSessions,
  vendorTransactions,
  vendorWalletKeys,
  type VendorTxKind,
} from '../../db/schema.ts';

/** The vendor and its keys as vendor_wallet_state answers them (`version` changes with any of them). */
export interface VendorWalletState {
  code: string;
  walletMode: string;
  enabled: boolean;
  maintenance: boolean;
  secret: string | null;
  previousSecret: string | null;
  previousValidUntil: Date | null;
  version: string;
}

/** What every wallet call passes: the vendor as the caller saw it (`version` null: not checked). */
export interface WalletCall {
  vendorCode: string;
  version: string | null;
  enabled: boolean;
  maintenance: boolean;
}

export interface DebitCall {
  tokenHash: string;
  playerId: string;
  txId: string;
  roundId: string;
  gameCode: string;
  amount: bigint;
  currency: string;
  /** The member's shard of the vendor's house account (LedgerService's SYSTEM_SHARDS). */
  shard: number;
}

export interface SettleCall {
  kind: 'credit' | 'rollback';
  playerId: string;
  txId: string;
  debitTxId: string;
  roundId: string;
  gameCode: string;
  /** The win of a credit; null for a rollback (the debit's stake). */
  amount: bigint | null;
  validBet: bigint | null;
  currency: string;
  shard: number;
}

/**
 * A wallet function's status row: `ok` (balance after; walletTx: the ledger transaction, null when
 * nothing moved), `duplicate` (seen* and walletTx: the row stored under the id; balance: its wallet's
 * balance now), `stale` (the vendor changed since the caller read it), `tombstone` (a rollback of an
 * unknown debit left one) or a refusal's error code (balance: the real balance of an insufficient one).
 */
export interface WalletResult {
  status: string;
  balance: bigint | null;
  walletTx: bigint | null;
  seenKind: VendorTxKind | null;
  seenMember: bigint | null;
  seenRound: string | null;
  seenGame: string | null;
  seenRef: string | null;
  seenAmount: bigint | null;
}

type WalletFunction = 'vendor_balance' | 'vendor_debit' | 'vendor_settle';

/**
 * What a batch of calls shares: one vendor as the caller saw it, the currency, the house shard and the
 * pipelined connection it goes on (batches sent on one connection run back to back, db/pipelines.ts).
 */
export interface BatchCall {
  vendorCode: string;
  version: string | null;
  currency: string;
  shard: number;
  pipeline: number;
}

/** One call's answer in a batch: `ok` (balance and walletTx as in WalletResult), `stale` or `fallback`. */
export interface BatchResult {
  status: 'ok' | 'stale' | 'fallback';
  balance: bigint | null;
  walletTx: bigint | null;
}

const RESULT_COLUMNS =
  'status, balance, wallet_tx as "walletTx", seen_kind as "seenKind", seen_member as "seenMember", ' +
  'seen_round as "seenRound", seen_game as "seenGame", seen_ref as "seenRef", seen_amount as "seenAmount"';

/** SQL of the seamless vendor wallet: keys, sessions, vendor transactions, bets, reconciliation. */
export class VendorWalletRepo {
  constructor(readonly db: Db) {}

  async vendor(code: string) {
    const rows = await this.db
      .select({
        code: gameVendors.code,
        walletMode: gameVendors.walletMode,
        enabled: gameVendors.enabled,
        maintenance: gameVendors.maintenance,
        secret: vendorWalletKeys.secret,
        previousSecret: vendorWalletKeys.previousSecret,
        previousValidUntil: vendorWalletKeys.previousValidUntil,
      })
      .from(gameVendors)
      .leftJoin(vendorWalletKeys, eq(vendorWalletKeys.vendorCode, gameVendors.code))
      .where(eq(gameVendors.code, code));
    return rows[0];
  }

  /** Sets a new key; the current one becomes the previous key, accepted until `graceUntil`. */
  async rotateKey(code: string, secret: string, graceUntil: Date) {
    const rows = await this.db
      .insert(vendorWalletKeys)
      .values({ vendorCode: code, secret })
      .onConflictDoUpdate({
        target: vendorWalletKeys.vendorCode,
        set: {
          previousSecret: sql`${vendorWalletKeys.secret}`,
          previousValidUntil: graceUntil,
          secret,
          rotatedAt: sql`now()`,
        },
      })
      .returning();
    return rows[0]!;
  }

  /** The key of a vendor, created with `secret` when it has none (concurrent callers get the same). */
  async ensureKey(code: string, secret: string): Promise<string> {
    await this.db.insert(vendorWalletKeys).values({ vendorCode: code, secret }).onConflictDoNothing();
    const rows = await this.db
      .select({ secret: vendorWalletKeys.secret })
      .from(vendorWalletKeys)
      .where(eq(vendorWalletKeys.vendorCode, code));
    return rows[0]!.secret;
  }

  async insertSession(row: typeof vendorSessions.$inferInsert): Promise<void> {
    await this.db.insert(vendorSessions).values(row);
  }

  /** The vendor as the signature check sees it, with the version the wallet functions compare. */
  async walletState(code: string): Promise<VendorWalletState | undefined> {
    const rows = await this.db.execute(sql`
      select code, wallet_mode as "walletMode", enabled, maintenance, secret, previous_secret as "previousSecret",
             previous_valid_until as "previousValidUntil", version
      from vendor_wallet_state(${code})`);
    const row = rows.rows[0] as
      (Omit<VendorWalletState, 'previousValidUntil'> & { previousValidUntil: string | null }) | undefined;
    return (
      row && { ...row, previousValidUntil: row.previousValidUntil === null ? null : new Date(row.previousValidUntil) }
    );
  }

  /** A player's balance through a live session (vendor_balance, db/sql/vendor-balance.sql). */
  balance(a: WalletCall & { tokenHash: string; playerId: string }): Promise<WalletResult> {
    return this.call('vendor_balance', [a.vendorCode, a.version, a.enabled, a.tokenHash, a.playerId]);
  }

  /** A debit in one round trip and one transaction (vendor_debit, db/sql/vendor-debit.sql). */
  debit(a: WalletCall & DebitCall): Promise<WalletResult> {
    return this.call('vendor_debit', [
      a.vendorCode,
      a.version,
      a.enabled,
      a.maintenance,
      a.tokenHash,
      a.playerId,
      a.txId,
      a.roundId,
      a.gameCode,
      a.amount,
      a.currency,
      a.shard,
    ]);
  }

  /**
   * A credit or a rollback of a debit in one round trip and one transaction (vendor_settle,
   * db/sql/vendor-settle.sql).
   */
  settle(a: WalletCall & SettleCall): Promise<WalletResult> {
    return this.call('vendor_settle', [
      a.kind,
      a.vendorCode,
      a.version,
      a.playerId,
      a.txId,
      a.debitTxId,
      a.roundId,
      a.gameCode,
      a.amount,
      a.validBet,
      a.currency,
      a.shard,
    ]);
  }

  /**
   * Plain debits in one transaction (vendor_debit_batch, db/sql/vendor-debit-batch.sql): one answer per call, in
   * order; `fallback` calls wrote nothing and go through `debit`. At most one call per member and id.
   */
  debitBatch(b: BatchCall, calls: readonly (WalletCall & DebitCall)[]): Promise<BatchResult[]> {
    return this.batch('vendor_debit_batch', b.pipeline, [
      b.vendorCode,
      b.version,
      b.currency,
      b.shard,
      calls.map((c) => c.tokenHash),
      calls.map((c) => c.playerId),
      calls.map((c) => c.txId),
      calls.map((c) => c.roundId),
      calls.map((c) => c.gameCode),
      calls.map((c) => c.amount),
    ]);
  }

  /** Plain credits in one transaction (vendor_credit_batch, db/sql/vendor-credit-batch.sql), as `debitBatch`. */
  creditBatch(b: BatchCall, calls: readonly (WalletCall & SettleCall)[]): Promise<BatchResult[]> {
    return this.batch('vendor_credit_batch', b.pipeline, [
      b.vendorCode,
      b.version,
      b.currency,
      b.shard,
      calls.map((c) => c.playerId),
      calls.map((c) => c.txId),
      calls.map((c) => c.debitTxId),
      calls.map((c) => c.roundId),
      calls.map((c) => c.gameCode),
      calls.map((c) => c.amount),
      calls.map((c) => c.validBet),
    ]);
  }

  private async batch(
    fn: 'vendor_debit_batch' | 'vendor_credit_batch',
    pipeline: number,
    values: (string | number | null | (string | bigint | null)[])[],
  ): Promise<BatchResult[]> {
    const params = values.map((_, i) => `$${i + 1}`).join(', ');
    const text = `select status, balance, wallet_tx as "walletTx" from ${fn}(${params}) order by ord`;
    // Each pipelined statement is its own transaction: one aborted for a lock conflict runs again.
    const result = await withConflictRetry(fn, () =>
      this.db.$pipelines.query(`${fn}:${pipeline}`, { name: fn, text, values }),
    );
    return result.rows as BatchResult[];
  }

  /**
   * One wallet function call, as a named statement on the pool (parsed and planned once per
   * connection: these are the portal's most frequent statements).
   */
  private async call(fn: WalletFunction, values: (string | bigint | number | boolean | null)[]): Promise<WalletResult> {
    const params = values.map((_, i) => `$${i + 1}`).join(', ');
    const text = `select ${RESULT_COLUMNS} from ${fn}(${params})`;
    // One statement, one transaction: aborted for a lock conflict, it runs again (the vendor's tx id
    // claim makes a second run answer as the first).
    const result = await withConflictRetry(fn, () =>
      this.db.$client.query({ name: `${fn}_${values.length}`, text, values }),
    );
    return result.rows[0] as WalletResult;
  }

  /** Count and sum of the amounts of each kind of vendor transaction in [from, to). */
  async totals(vendorCode: string, from: Date, to: Date) {
    return this.db
      .select({
        kind: vendorTransactions.kind,
        count: sql<number>`count(*)::int`,
        total: sql<bigint>`coalesce(sum(${vendorTransactions.amount}), 0)::bigint`,
      })
      .from(vendorTransactions)
      .where(
        and(
          eq(vendorTransactions.vendorCode, vendorCode),
          gte(vendorTransactions.createdAt, from),
          lt(vendorTransactions.createdAt, to),
        ),
      )
      .groupBy(vendorTransactions.kind);
  }
}
