/**
 * The data of `npm run bench:settlement`, written in bulk SQL: an agent tree over players, salary
 * contracts for the whole tree, and settled bets in one platform day plus one busy real-time window.
 */
import type pg from 'pg';

export interface SettlementBenchSize {
  agents: number;
  players: number;
  dayBets: number;
  windowBets: number;
}

/** Top agents at any scale ("a handful"); the first one holds half the tree, the others share the rest. */
export const TOP_AGENTS = 5;
/** Share of the agents below the top at each depth 1–6 (sums to 1). */
const LEVEL_SHARES = [0.0025, 0.01, 0.037, 0.1, 0.25, 0.6005];

export const sizeAt = (scale: number): SettlementBenchSize => ({
  agents: Math.max(TOP_AGENTS + LEVEL_SHARES.length, Math.round(10_000 * scale)),
  players: Math.max(100, Math.round(100_000 * scale)),
  dayBets: Math.max(1_000, Math.round(1_000_000 * scale)),
  windowBets: Math.max(100, Math.round(50_000 * scale)),
});

const name = (level: number, i: string) => `'ba${level}x' || ${i}`;

/**
 * Members level by level, each statement inserting a whole level whose uplines already exist (the
 * member_tree insert trigger reads the upline's ancestors), then the players under agents of every depth.
 * Answers the top agent holding half the tree.
 */
export async function buildTree(pool: pg.Pool, size: SettlementBenchSize): Promise<{ topId: bigint; topName: string }> {
  const below = size.agents - TOP_AGENTS;
  const levels = [TOP_AGENTS, ...LEVEL_SHARES.map((s) => Math.max(1, Math.round(below * s)))];
  levels[levels.length - 1]! += size.agents - levels.reduce((a, b) => a + b, 0);
  await pool.query(
    `insert into members (username, username_key, password_hash, customer_type)
     select ${name(0, 'i')}, ${name(0, 'i')}, 'x', 1 from generate_series(0, $1::int - 1) i order by i`,
    [TOP_AGENTS],
  );
  for (let level = 1; level < levels.length; level++) {
    // Depth 1: even ones under top agent 0, the others spread over the rest; deeper: round robin.
    const parent =
      level === 1 ? `case when i % 2 = 0 then 0 else 1 + (i / 2) % ${TOP_AGENTS - 1} end` : `i % ${levels[level - 1]}`;
    await pool.query(
      `insert into members (username, username_key, password_hash, customer_type, upline_id)
       select ${name(level, 'i')}, ${name(level, 'i')}, 'x', 2, p.id
       from generate_series(0, $1::int - 1) i join members p on p.username_key = ${name(level - 1, `(${parent})`)}
       order by i`,
      [levels[level]],
    );
  }
  // Numbered rows joined by number, not an array subscript: PostgreSQL copies a large array per row.
  await pool.query(
    `with agents as (select id, row_number() over (order by id) - 1 as n from members where customer_type in (1, 2))
     insert into members (username, username_key, password_hash, customer_type, upline_id)
     select 'bp' || i, 'bp' || i, 'x', 3, a.id
     from generate_series(0, $1::int - 1) i join agents a on a.n = i % (select count(*) from agents) order by i`,
    [size.players],
  );
  // Statistics before the bets join the players (autovacuum has not seen the new rows yet).
  await pool.query('analyze members, member_tree');
  const { rows } = await pool.query<{ id: string; username: string }>(
    `select id, username from members where username_key = 'ba0x0'`,
  );
  return { topId: BigInt(rows[0]!.id), topName: rows[0]!.username };
}

/** Rates in parts per million of the top agents' three tiers; each depth below gets 10 % of them less. */
const RATES = { salary: [10_000, 15_000, 20_000], dividend: [100_000, 150_000, 200_000] };

/**
 * A daily-salary, a real-time salary and a monthly dividend CONS contract for every agent, payer its
 * upline (the platform for top agents): the same three thresholds at every depth, rates falling 10 % of
 * the top's per depth, so each payee's terms are dominated by its payer's. Each was in force from a day
 * before the bench day to the end of the window the bench settles (`until`), so the portal's
 * every-minute settlement job has no later window to catch up on while the requests are measured.
 */
export async function insertContracts(
  pool: pg.Pool,
  from: Date,
  until: Record<'daily' | 'realtime' | 'dividend', Date>,
): Promise<number> {
  let total = 0;
  for (const kind of ['daily', 'realtime', 'dividend'] as const) {
    const dividend = kind === 'dividend';
    const rates = dividend ? RATES.dividend : RATES.salary;
    const tier = (minValidBet: string, minActive: number, rate: number, minNetLoss: string) =>
      `jsonb_build_object('minValidBet', '${minValidBet}', 'minActive', ${minActive}, 'rateType', 'P',
         'rate', ${rate} * (10 - t.depth) / 10, 'minNetLoss', ${dividend ? `'${minNetLoss}'` : 'null'})`;
    const { rowCount } = await pool.query(
      `insert into agent_contracts (payer_id, payee_id, kind, category, version, period, carry_mode, tiers, status,
         offered_at, decided_at, effective_from, effective_to, end_reason)
       select m.upline_id, m.id, $1, 'CONS', 1, $2, $3,
         jsonb_build_array(${tier('100000', 0, rates[0]!, '0')}, ${tier('10000000', 5, rates[1]!, '1000000')},
           ${tier('100000000', 20, rates[2]!, '10000000')}),
         'terminated', $4::timestamptz, $4::timestamptz, $4::timestamptz, $5::timestamptz, 'consent'
       from members m
       join member_tree t on t.descendant_id = m.id
       join members top on top.id = t.ancestor_id and top.customer_type = 1
       where m.customer_type in (1, 2)`,
      [kind, dividend ? 'M' : null, dividend ? 'month' : null, from, until[kind]],
    );
    total += rowCount ?? 0;
  }
  return total;
}

/**
 * `count` settled bets evenly over [start, end), in time order (the BRIN index on settled_at stays
 * narrow), each player taking its turn; stakes of 1–300 units, every other bet paying 1.9 times.
 * The statement-level reference check of bets (db/sql/reference-checks.sql) is off for this one
 * statement: it compares every inserted row with the array of the statement's members, which is
 * quadratic in the statement's size (a 1,000,000-row insert did not finish in 5 minutes); the rows
 * here take their member and vendor from a join, so the references hold.
 */
export async function insertBets(
  pool: pg.Pool,
  opts: { prefix: string; count: number; start: Date; end: Date },
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('alter table bets disable trigger bets_references');
    await client.query(
      `with players as (select id, row_number() over (order by id) - 1 as n from members where customer_type = 3),
       vendors as (select code, row_number() over (order by code) - 1 as n from game_vendors),
       spread as (
         select i, $3::timestamptz + (i + 0.5) * (($4::timestamptz - $3::timestamptz) / $2::int) as t,
           100 * (1 + (i * 31) % 300)::bigint as stake
         from generate_series(0, $2::int - 1) i)
       insert into bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, valid_bet, payout,
         status, created_at, settled_at)
       select p.id, v.code, $1 || s.i, 'g' || (s.i % 50), $1 || 'r' || s.i, s.stake, s.stake,
         case when s.i % 2 = 0 then s.stake * 19 / 10 else 0 end, 'settled', s.t - interval '20 seconds', s.t
       from spread s
       join players p on p.n = (s.i::bigint * 7919) % (select count(*) from players)
       join vendors v on v.n = s.i % (select count(*) from vendors)
       order by s.t`,
      [opts.prefix, opts.count, opts.start, opts.end],
    );
    await client.query('alter table bets enable trigger bets_references');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Every agent's main wallet account, as a running platform has them (agents receive transfers and
 * earlier payouts): the first payout ever would otherwise open 10,000 accounts one commit each.
 */
export async function openAgentAccounts(pool: pg.Pool, currency: string): Promise<void> {
  await pool.query(
    `insert into wallet_accounts (member_id, kind, vendor_code, currency, demo, shard)
     select id, 'main', null, $1, false, 0 from members where customer_type in (1, 2) on conflict do nothing`,
    [currency],
  );
}

/** Money in the ledger: postings and the sum of their credits (what a second run must not change). */
export async function ledgerTotals(pool: pg.Pool): Promise<{ postings: number; credits: bigint }> {
  const { rows } = await pool.query<{ n: number; credits: string }>(
    `select count(*)::int as n, coalesce(sum(amount) filter (where amount > 0), 0)::text as credits from ledger_postings`,
  );
  return { postings: rows[0]!.n, credits: BigInt(rows[0]!.credits) };
}
