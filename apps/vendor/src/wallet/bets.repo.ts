import type pg from 'pg';
import { writeJournal } from './journal.repo.ts';

/** pg.Pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'> | pg.PoolClient;

export type BetStatus = 'open' | 'settled' | 'rolled_back' | 'refused';

export interface BetRow {
  id: string;
  vendorCode: string;
  playerId: string;
  sessionId: string;
  gameId: string;
  roundId: string;
  stake: bigint;
  payout: bigint;
  validBet: bigint;
  status: BetStatus;
  demo: boolean;
  detail: Record<string, unknown>;
  walletMode: 'seamless' | 'transfer';
  placedAt: Date;
  settledAt: Date | null;
  debitTxId: string | null;
}

interface RawBet {
  id: string;
  vendor_code: string;
  player_id: string;
  session_id: string;
  game_id: string;
  round_id: string;
  stake: string;
  payout: string;
  valid_bet: string;
  status: BetStatus;
  demo: boolean;
  detail: Record<string, unknown>;
  wallet_mode: 'seamless' | 'transfer';
  placed_at: Date;
  settled_at: Date | null;
  debit_tx_id: string | null;
}

const toBet = (r: RawBet): BetRow => ({
  id: r.id,
  vendorCode: r.vendor_code,
  playerId: r.player_id,
  sessionId: r.session_id,
  gameId: r.game_id,
  roundId: r.round_id,
  stake: BigInt(r.stake),
  payout: BigInt(r.payout),
  validBet: BigInt(r.valid_bet),
  status: r.status,
  demo: r.demo,
  detail: r.detail,
  walletMode: r.wallet_mode,
  placedAt: r.placed_at,
  settledAt: r.settled_at,
  debitTxId: r.debit_tx_id,
});

export type NewBet = Pick<
  BetRow,
  | 'id'
  | 'vendorCode'
  | 'playerId'
  | 'sessionId'
  | 'gameId'
  | 'roundId'
  | 'stake'
  | 'demo'
  | 'detail'
  | 'walletMode'
  | 'debitTxId'
>;

export function insertBet(db: Queryable, bet: NewBet): Promise<void> {
  return writeJournal(db, { bets: [bet], calls: [], acks: [] });
}

export async function findBet(db: Queryable, id: string): Promise<BetRow | null> {
  const { rows } = await db.query<RawBet>('select * from bets where id = $1', [id]);
  return rows[0] ? toBet(rows[0]) : null;
}

/** Marks an open bet refused (the wallet said no before any money moved). */
export async function refuseBet(db: Queryable, id: string): Promise<void> {
  await db.query(`update bets set status = 'refused', settled_at = now() where id = $1 and status = 'open'`, [id]);
}

/** Settles an open bet; null when it was not open (settling twice is a no-op). */
export async function settleOpenBet(
  db: Queryable,
  id: string,
  payout: bigint,
  validBet: bigint | null,
  detail: Record<string, unknown> | undefined,
): Promise<BetRow | null> {
  const { rows } = await db.query<RawBet>(
    `update bets set status = 'settled', payout = $2, valid_bet = coalesce($3::bigint, stake),
       detail = detail || $4::jsonb, settled_at = now()
     where id = $1 and status = 'open' returning *`,
    [id, String(payout), validBet === null ? null : String(validBet), JSON.stringify(detail ?? {})],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** Rolls an open bet back (stake refunded); null when it was not open. */
export async function rollBackOpenBet(db: Queryable, id: string): Promise<BetRow | null> {
  const { rows } = await db.query<RawBet>(
    `update bets set status = 'rolled_back', valid_bet = 0, payout = 0, settled_at = now()
     where id = $1 and status = 'open' returning *`,
    [id],
  );
  return rows[0] ? toBet(rows[0]) : null;
}

/** A code's bets placed in [from, to), in (placed_at, id) order after the cursor; refused bets are left out. */
export async function listBets(
  db: Queryable,
  q: { vendorCode: string; from: Date; to: Date; after: { placedAt: string; id: string } | null; limit: number },
): Promise<(BetRow & { placedKey: string })[]> {
  // placed_key: the exact placed_at (microseconds, UTC) for the cursor; a JS Date would lose microseconds.
  const { rows } = await db.query<RawBet & { placed_key: string }>(
    `select *, to_char(placed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as placed_key from bets
     where vendor_code = $1 and placed_at >= $2 and placed_at < $3 and status <> 'refused'
       and ($4::timestamptz is null or (placed_at, id) > ($4::timestamptz, $5::text))
     order by placed_at, id limit $6`,
    [q.vendorCode, q.from, q.to, q.after?.placedAt ?? null, q.after?.id ?? null, q.limit],
  );
  return rows.map((r) => ({ ...toBet(r), placedKey: r.placed_key }));
}

/**
 * Ids of open bets of instant games (slot and fish rounds, `slot-…` / `fish-…`, which settle within
 * their own request) placed more than `olderThanMs` ago, oldest first: only a crash between the
 * bet's write and its settlement leaves one open.
 */
export async function staleInstantBetIds(db: Queryable, olderThanMs: number, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `select id from bets
     where status = 'open' and (round_id like 'slot-%' or round_id like 'fish-%')
       and placed_at < now() - $1::double precision * interval '1 millisecond'
     order by placed_at, id limit $2`,
    [olderThanMs, limit],
  );
  return rows.map((r) => r.id);
}
