import type pg from 'pg';
import { inTransaction } from '../db/pool.ts';
import type { Queryable } from './bets.repo.ts';

export type TransferDirection = 'in' | 'out';

/** What a transfer request came to; `conflict`: the reference was used for another request. */
export type TransferOutcome = { status: 'ok' | 'failed'; balance: bigint } | { status: 'conflict' };

interface TransferRow {
  kind: TransferDirection | 'tombstone';
  player_id: string | null;
  amount: string;
  status: 'ok' | 'failed';
  balance_after: string | null;
}

/** The player's balance at a transfer-wallet code (0 when the player never had money here). */
export async function walletBalance(db: Queryable, vendorCode: string, playerId: string): Promise<bigint> {
  const { rows } = await db.query<{ balance: string }>(
    'select balance from player_wallets where vendor_code = $1 and player_id = $2',
    [vendorCode, playerId],
  );
  return BigInt(rows[0]?.balance ?? '0');
}

/** Adds to a player's balance (created on first use); answers the new balance. */
export async function creditWallet(
  db: Queryable,
  vendorCode: string,
  playerId: string,
  amount: bigint,
): Promise<bigint> {
  const { rows } = await db.query<{ balance: string }>(
    `insert into player_wallets (vendor_code, player_id, balance) values ($1, $2, $3)
     on conflict (vendor_code, player_id)
       do update set balance = player_wallets.balance + excluded.balance, updated_at = now()
     returning balance`,
    [vendorCode, playerId, String(amount)],
  );
  return BigInt(rows[0]!.balance);
}

/** Takes from a player's balance only if it is enough (a conditional update); null when it is not. */
export async function debitWallet(
  db: Queryable,
  vendorCode: string,
  playerId: string,
  amount: bigint,
): Promise<bigint | null> {
  const { rows } = await db.query<{ balance: string }>(
    `update player_wallets set balance = balance - $3, updated_at = now()
     where vendor_code = $1 and player_id = $2 and balance >= $3 returning balance`,
    [vendorCode, playerId, String(amount)],
  );
  return rows[0] ? BigInt(rows[0].balance) : null;
}

/**
 * Applies a transfer reference at most once. The same reference with the same request answers its
 * first outcome; with another request `conflict`; after a status query that found it unseen
 * (a tombstone) `failed`. A transfer out beyond the balance is recorded as failed.
 */
export function applyTransfer(
  db: pg.Pool,
  t: { vendorCode: string; ref: string; playerId: string; direction: TransferDirection; amount: bigint },
): Promise<TransferOutcome> {
  return inTransaction(db, async (tx) => {
    // Insert first: a concurrent request with the same reference waits here until this one ends.
    const inserted = await tx.query(
      `insert into wallet_transfers (vendor_code, ref, kind, player_id, amount, status)
       values ($1, $2, $3, $4, $5, 'failed') on conflict do nothing`,
      [t.vendorCode, t.ref, t.direction, t.playerId, String(t.amount)],
    );
    if (inserted.rowCount !== 1) {
      const { rows } = await tx.query<TransferRow>(
        'select kind, player_id, amount, status, balance_after from wallet_transfers where vendor_code = $1 and ref = $2',
        [t.vendorCode, t.ref],
      );
      const seen = rows[0]!;
      if (seen.kind === 'tombstone') {
        return { status: 'failed', balance: await walletBalance(tx, t.vendorCode, t.playerId) };
      }
      if (seen.kind !== t.direction || seen.player_id !== t.playerId || BigInt(seen.amount) !== t.amount) {
        return { status: 'conflict' };
      }
      return { status: seen.status, balance: BigInt(seen.balance_after ?? '0') };
    }
    const moved =
      t.direction === 'in'
        ? await creditWallet(tx, t.vendorCode, t.playerId, t.amount)
        : await debitWallet(tx, t.vendorCode, t.playerId, t.amount);
    const status = moved === null ? 'failed' : 'ok';
    const balance = moved ?? (await walletBalance(tx, t.vendorCode, t.playerId));
    await tx.query('update wallet_transfers set status = $3, balance_after = $4 where vendor_code = $1 and ref = $2', [
      t.vendorCode,
      t.ref,
      status,
      String(balance),
    ]);
    return { status, balance };
  });
}

/**
 * What became of a reference: `ok` applied, `failed` refused or never seen. A reference never seen
 * is recorded (a tombstone), so a transfer that arrives later with it is refused.
 */
export async function transferStatus(db: Queryable, vendorCode: string, ref: string): Promise<'ok' | 'failed'> {
  // A concurrent transfer with this reference makes the insert wait for it; the select after sees it.
  await db.query(
    `insert into wallet_transfers (vendor_code, ref, kind, status) values ($1, $2, 'tombstone', 'failed')
     on conflict do nothing`,
    [vendorCode, ref],
  );
  const { rows } = await db.query<{ status: 'ok' | 'failed' }>(
    'select status from wallet_transfers where vendor_code = $1 and ref = $2',
    [vendorCode, ref],
  );
  return rows[0]!.status;
}
