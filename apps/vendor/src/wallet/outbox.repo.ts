import type { Queryable } from './bets.repo.ts';

export type OutboxKind = 'credit' | 'rollback';
export type CallKind = 'debit' | 'credit' | 'rollback';

/** A credit or rollback owed to the portal's seamless wallet, retried until acknowledged. */
export interface OutboxRow {
  id: bigint;
  kind: OutboxKind;
  betId: string;
  vendorCode: string;
  txId: string;
  body: Record<string, unknown>;
  attempts: number;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
  lastError: string | null;
  /** The bet's stake (what a rollback refunds). */
  stake: bigint;
}

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

const toOutbox = (r: RawOutbox): OutboxRow => ({
  id: BigInt(r.id),
  kind: r.kind,
  betId: r.bet_id,
  vendorCode: r.vendor_code,
  txId: r.tx_id,
  body: r.body,
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
  row: {
    kind: OutboxKind;
    betId: string;
    vendorCode: string;
    txId: string;
    body: Record<string, unknown>;
    stake: bigint;
  },
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

/**
 * Settles an open seamless bet and queues its credit (`txId`) in one statement, so in one round trip
 * and one transaction; the first attempt is the caller's (`enqueue` with `immediate`). Null when the
 * bet was not an open seamless bet or validBet exceeds its stake (nothing written). The credit's body
 * is the seamless wallet API's: validBet only when given.
 */
export async function settleWithCredit(
  db: Queryable,
  bet: { id: string; payout: bigint; validBet: bigint | null; detail: Record<string, unknown> | undefined },
  txId: string,
  opts: { leaseMs: number },
): Promise<OutboxRow | null> {
  const { rows } = await db.query<RawOutbox>(
    `with settled as (
       update bets set status = 'settled', payout = $2::bigint, valid_bet = coalesce($3::bigint, stake),
         detail = detail || $4::jsonb, settled_at = now()
       where id = $1 and status = 'open' and wallet_mode = 'seamless' and ($3::bigint is null or $3::bigint <= stake)
       returning *
     )
     insert into wallet_outbox (kind, bet_id, vendor_code, tx_id, body, attempts, next_attempt_at)
     select 'credit', s.id, s.vendor_code, $5,
            jsonb_build_object('playerId', s.player_id, 'txId', $5::text, 'debitTxId', s.debit_tx_id,
                               'roundId', s.round_id, 'gameCode', s.game_id, 'amount', $2::text)
              || case when $3::text is null then '{}'::jsonb else jsonb_build_object('validBet', $3::text) end,
            1, now() + make_interval(secs => $6::double precision / 1000)
     from settled s
     returning *, (select stake::text from settled) as stake`,
    [
      bet.id,
      String(bet.payout),
      bet.validBet === null ? null : String(bet.validBet),
      JSON.stringify(bet.detail ?? {}),
      txId,
      opts.leaseMs,
    ],
  );
  return rows[0] ? toOutbox(rows[0]) : null;
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

/**
 * Marks a row delivered and records the first `ok` answers it brought (`calls`, duplicates ignored),
 * in one statement.
 */
export async function acknowledge(
  db: Queryable,
  id: bigint,
  calls: readonly { txId: string; vendorCode: string; kind: CallKind; amount: bigint }[],
  note: string | null = null,
): Promise<void> {
  const params: unknown[] = [String(id), note];
  const values = calls.map((c) => {
    params.push(c.txId, c.vendorCode, c.kind, String(c.amount));
    const n = params.length;
    return `($${n - 3}, $${n - 2}, $${n - 1}, $${n}::bigint)`;
  });
  const done = 'update wallet_outbox set delivered_at = coalesce(delivered_at, now()), last_error = $2 where id = $1';
  await db.query(
    values.length === 0
      ? done
      : `with done as (${done})
         insert into wallet_calls (tx_id, vendor_code, kind, amount) values ${values.join(', ')} on conflict do nothing`,
    params,
  );
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
export async function recordCall(
  db: Queryable,
  call: { txId: string; vendorCode: string; kind: CallKind; amount: bigint },
): Promise<void> {
  await db.query(
    `insert into wallet_calls (tx_id, vendor_code, kind, amount) values ($1, $2, $3, $4) on conflict do nothing`,
    [call.txId, call.vendorCode, call.kind, String(call.amount)],
  );
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
