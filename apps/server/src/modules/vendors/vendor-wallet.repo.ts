import { and, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bets,
  gameVendors,
  vendorSessions,
  vendorTransactions,
  vendorWalletKeys,
  type VendorTxKind,
} from '../../db/schema.ts';

/** A database transaction (drizzle's `tx`), or the database itself. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Runner = Db | DbTx;

export type VendorTxRow = typeof vendorTransactions.$inferSelect;
export type BetRow = typeof bets.$inferSelect;

export interface NewVendorTx {
  vendorCode: string;
  txId: string;
  kind: VendorTxKind;
  memberId: bigint | null;
  roundId: string;
  gameCode: string;
  amount: bigint | null;
  refTxId: string | null;
}

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

  /** A live session of this vendor. */
  async liveSession(tokenHash: string, vendorCode: string) {
    const rows = await this.db
      .select()
      .from(vendorSessions)
      .where(
        and(
          eq(vendorSessions.tokenHash, tokenHash),
          eq(vendorSessions.vendorCode, vendorCode),
          gt(vendorSessions.expiresAt, sql`now()`),
        ),
      );
    return rows[0];
  }

  async findTx(vendorCode: string, txId: string, run: Runner = this.db): Promise<VendorTxRow | undefined> {
    const rows = await run
      .select()
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendorCode, vendorCode), eq(vendorTransactions.txId, txId)));
    return rows[0];
  }

  /** Inserts the vendor transaction; false when its id exists (waits for a concurrent insert to end). */
  async insertTx(tx: DbTx, row: NewVendorTx): Promise<boolean> {
    const rows = await tx
      .insert(vendorTransactions)
      .values(row)
      .onConflictDoNothing()
      .returning({ txId: vendorTransactions.txId });
    return rows.length === 1;
  }

  async setAnswer(
    tx: DbTx,
    vendorCode: string,
    txId: string,
    ledgerTransactionId: bigint | null,
    answer: Record<string, unknown>,
    amount: bigint | null,
  ): Promise<void> {
    await tx
      .update(vendorTransactions)
      .set({ ledgerTransactionId, answer, amount })
      .where(and(eq(vendorTransactions.vendorCode, vendorCode), eq(vendorTransactions.txId, txId)));
  }

  async insertBet(tx: DbTx, row: typeof bets.$inferInsert): Promise<void> {
    await tx.insert(bets).values(row);
  }

  /** The bet of a debit, locked until the end of the transaction. */
  async betForUpdate(tx: DbTx, vendorCode: string, debitTxId: string): Promise<BetRow | undefined> {
    const rows = await tx
      .select()
      .from(bets)
      .where(and(eq(bets.vendorCode, vendorCode), eq(bets.debitTxId, debitTxId)))
      .for('update');
    return rows[0];
  }

  /** Adds a win to the bet and marks it settled (valid bet: given, else the stake on the first win). */
  async settleBet(tx: DbTx, id: bigint, payout: bigint, validBet: bigint | null): Promise<void> {
    await tx
      .update(bets)
      .set({
        payout: sql`${bets.payout} + ${payout}`,
        validBet:
          validBet === null
            ? sql`case when ${bets.status} = 'open' then ${bets.stake} else ${bets.validBet} end`
            : validBet,
        status: 'settled',
        settledAt: sql`coalesce(${bets.settledAt}, now())`,
      })
      .where(eq(bets.id, id));
  }

  async rollBackBet(tx: DbTx, id: bigint): Promise<void> {
    await tx
      .update(bets)
      .set({ status: 'rolled_back', validBet: sql`0`, settledAt: sql`now()` })
      .where(eq(bets.id, id));
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
