import type { Queryable } from './bets.repo.ts';
import { writeJournal } from './journal.repo.ts';
import type { PortalBodies } from './types.ts';

export type CallKind = 'debit' | 'credit' | 'rollback';

/** What a row delivers: the call and its body, as the contract defines it. */
export type OutboxCall =
  { kind: 'credit'; body: PortalBodies['credit'] } | { kind: 'rollback'; body: PortalBodies['rollback'] };
export type OutboxKind = OutboxCall['kind'];

/** A credit or rollback owed to the portal's seamless wallet, retried until acknowledged. */
export type OutboxRow = OutboxCall & {
  id: bigint;
  betId: string;
  vendorCode: string;
  txId: string;
  attempts: number;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  lastError: string | null;
  /** The bet's stake (what a rollback refunds). */
  stake: bigint;
};

interface RawOutbox {
  id: string;
  kind: OutboxKind;
  bet_id: string;
  vendor_code: string;
  tx_id: string;
  body: Record<string, unknown>;
  attempts: number;
  next_attempt_at: Date;
  delivered_at: Date | null;
  last_error: string | null;
  stake: string;
}

/** The body column holds what `enqueue` and `settleWithCredits` wrote for the row's kind. */
const callOf = (r: RawOutbox): OutboxCall =>
  r.kind === 'credit'
    ? { kind: 'credit', body: r.body as PortalBodies['credit'] }
    : { kind: 'rollback', body: r.body as PortalBodies['rollback'] };

const toOutbox = (r: RawOutbox): OutboxRow => ({
  id: BigInt(r.id),
  ...callOf(r),
  betId: r.bet_id,
  vendorCode: r.vendor_code,
  txId: r.tx_id,
  attempts: r.attempts,
  nextAttemptAt: r.next_attempt_at,
  deliveredAt: r.delivered_at,
  lastError: r.last_error,
  stake: BigInt(r.stake),
});

/**
 * Queues a delivery. `immediate`: the caller makes the first attempt at once (counted here), so the
 * worker leaves the row alone for `leaseMs` (it takes over if the process dies meanwhile).
 */
export async function enqueue(
  db: Queryable,
  row: OutboxCall & { betId: string; vendorCode: string; txId: string; stake: bigint },
  opts: { immediate: boolean; leaseMs: number },
): Promise<OutboxRow> {
  const { rows } = await db.query<RawOutbox>(
    `insert into wallet_outbox (kind, bet_id, vendor_code, tx_id, body, attempts, next_attempt_at)
     values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::double precision / 1000))
     returning *, $8::text as stake`,
    [
      row.kind,
      row.betId,
      row.vendorCode,
      row.txId,
      JSON.stringify(row.body),
      opts.immediate ? 1 : 0,
      opts.immediate ? opts.leaseMs : 0,
      String(row.stake),
    ],
  );
  return toOutbox(rows[0]!);
}

/** A seamless bet to settle with its credit (`txId`); validBet only when the game gave one. */
export interface SettleWithCredit {
  id: string;
  payout: bigint;
  validBet: bigint | null;
  detail: Record<string, unknown> | undefined;
  txId: string;
}

/**
 * Settles open seamless bets and queues their credits in one statement, so in one round trip and one
 * transaction; the first attempt is the caller's (`enqueue` with `immediate`). Per bet (distinct ids),
 * null when it was not an open seamless bet or validBet exceeds its stake (nothing written for it).
 * The credit's body is the seamless wallet API's: validBet only when given. The statement also records
 * each settled bet's debit for the daily totals (a bet is settled only after its debit was taken; the
 * record written after the debit's answer is not waited for, so it may be missing; see WalletWrites).
 */
export async function settleWithCredits(
  db: Queryable,
  bets: readonly SettleWithCredit[],
  opts: { leaseMs: number },
): Promise<(OutboxRow | null)[]> {
  const { rows } = await db.query<RawOutbox>({
    name: 'vendor_settle_with_credits',
    text: `with c as (
       select * from unnest($1::text[], $2::bigint[], $3::bigint[], $4::jsonb[], $5::text[])
         as c(id, payout, valid_bet, detail, tx_id)
     ), settled as (
       update bets b set status = 'settled', payout = c.payout, valid_bet = coalesce(c.valid_bet, b.stake),
         detail = b.detail || c.detail, settled_at = now()
       from c
       where b.id = c.id and b.id = any($1::text[]) and b.status = 'open' and b.wallet_mode = 'seamless'
         and (c.valid_bet is null or c.valid_bet <= b.stake)
       returning b.*, c.tx_id as credit_tx_id, c.valid_bet as given_valid_bet
     ), debit_calls as (
       insert into wallet_calls (tx_id, vendor_code, kind, amount)
       select s.debit_tx_id, s.vendor_code, 'debit', s.stake from settled s
       on conflict do nothing
     )
     insert into wallet_outbox (kind, bet_id, vendor_code, tx_id, body, attempts, next_attempt_at)
     select 'credit', s.id, s.vendor_code, s.credit_tx_id,
            jsonb_build_object('playerId', s.player_id, 'txId', s.credit_tx_id, 'debitTxId', s.debit_tx_id,
                               'roundId', s.round_id, 'gameCode', s.game_id, 'amount', s.payout::text)
              || case when s.given_valid_bet is null then '{}'::jsonb
                      else jsonb_build_object('validBet', s.given_valid_bet::text) end,
            1, now() + make_interval(secs => $6::double precision / 1000)
     from settled s
     returning *, (select s.stake::text from settled s where s.id = wallet_outbox.bet_id) as stake`,
    values: [
      bets.map((b) => b.id),
      bets.map((b) => String(b.payout)),
      bets.map((b) => (b.validBet === null ? null : String(b.validBet))),
      bets.map((b) => JSON.stringify(b.detail ?? {})),
      bets.map((b) => b.txId),
      opts.leaseMs,
    ],
  });
  const queued = new Map(rows.map((r) => [r.bet_id, toOutbox(r)]));
  return bets.map((b) => queued.get(b.id) ?? null);
}

/** The deliveries of a bet, oldest first (support and tests). */
export async function outboxOfBet(db: Queryable, betId: string): Promise<OutboxRow[]> {
  const { rows } = await db.query<RawOutbox>(
    `select o.*, b.stake from wallet_outbox o join bets b on b.id = o.bet_id where o.bet_id = $1 order by o.id`,
    [betId],
  );
  return rows.map(toOutbox);
}

/** Makes a bet's undelivered rows due now (support: retry a parked delivery without waiting). */
export async function retryNow(db: Queryable, betId: string): Promise<number> {
  const { rowCount } = await db.query(
    'update wallet_outbox set next_attempt_at = now() where bet_id = $1 and delivered_at is null',
    [betId],
  );
  return rowCount ?? 0;
}

/**
 * Claims up to `limit` due rows (FOR UPDATE SKIP LOCKED, so several workers or processes never take
 * the same row) and leases them for `leaseMs`; each claim counts as an attempt.
 */
export async function claimDue(db: Queryable, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const { rows } = await db.query<RawOutbox>(
    `with due as (
       select id from wallet_outbox
       where delivered_at is null and next_attempt_at <= now()
       order by next_attempt_at limit $1 for update skip locked)
     update wallet_outbox o
       set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => $2::double precision / 1000)
     from due, bets b
     where o.id = due.id and b.id = o.bet_id
     returning o.*, b.stake`,
    [limit, leaseMs],
  );
  return rows.map(toOutbox);
}

/** The first `ok` answer of a seamless call, for the daily totals. */
export interface CallRecord {
  txId: string;
  vendorCode: string;
  kind: CallKind;
  amount: bigint;
}

/** A delivered row and the first `ok` answers it brought (`calls`), with an optional note. */
export interface Acknowledgement {
  id: bigint;
  calls: readonly CallRecord[];
  note: string | null;
}

/** Not acknowledged: try again after `delayMs` (never dropped). */
export async function markFailed(db: Queryable, id: bigint, error: string, delayMs: number): Promise<void> {
  await db.query(
    `update wallet_outbox set last_error = $2, next_attempt_at = now() + make_interval(secs => $3::double precision / 1000)
     where id = $1 and delivered_at is null`,
    [String(id), error.slice(0, 500), delayMs],
  );
}

/** Deliveries still owed (for monitoring and tests). */
export async function pendingCount(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::int as n from wallet_outbox where delivered_at is null',
  );
  return rows[0]!.n;
}

/** Records the first `ok` answer of a seamless call (a duplicate answer of the same tx id counts once). */
export function recordCall(db: Queryable, call: CallRecord): Promise<void> {
  return writeJournal(db, { bets: [], calls: [call], acks: [] });
}

/** Count and total per kind of the first `ok` answers of a code in [from, to). */
export async function callTotals(
  db: Queryable,
  vendorCode: string,
  from: Date,
  to: Date,
): Promise<Record<CallKind, { count: number; total: bigint }>> {
  const { rows } = await db.query<{ kind: CallKind; count: number; total: string }>(
    `select kind, count(*)::int as count, coalesce(sum(amount), 0)::text as total from wallet_calls
     where vendor_code = $1 and answered_at >= $2 and answered_at < $3 group by kind`,
    [vendorCode, from, to],
  );
  const of = (kind: CallKind) => {
    const r = rows.find((x) => x.kind === kind);
    return { count: r?.count ?? 0, total: BigInt(r?.total ?? '0') };
  };
  return { debit: of('debit'), credit: of('credit'), rollback: of('rollback') };
}
