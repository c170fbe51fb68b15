import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type TEAM_MONEY_KINDS, TEAM_MONEY_PREDICATE } from '../../db/schema.ts';
import { betRows, type BetOwners } from '../games/bets.repo.ts';

/**
 * SQL of the agent centre's overview and per-member profit (docs/agents.md). Every query is bounded
 * by the team in member_tree (`ancestor_id = root`). Calendar days are those of the platform's time
 * zone `tz`: a day `d` covers [(d::timestamp at time zone tz), ((d + 1)::timestamp at time zone tz)).
 * The sums read the raw tables; a rollup per member and day can replace these queries one by one.
 */

/** A named inclusive range of days, e.g. `{ name: 'week', from: '2026-11-23', to: '2026-11-29' }`. */
export interface NamedPeriod {
  name: string;
  from: string;
  to: string;
}

export type PeriodBets = {
  name: string;
  activeMembers: number;
  betCount: number;
  stake: string;
  validBet: string;
  payout: string;
};

export type PeriodMoney = {
  name: string;
  deposits: string;
  withdrawals: string;
  bonuses: string;
  salaries: string;
  dividends: string;
};

export type ProfitRowData = {
  username: string;
  customerType: number;
  level: number;
  betCount: number;
  stake: string;
  validBet: string;
  payout: string;
  bonuses: string;
  deposits: string;
  withdrawals: string;
};

export type ProfitTotals = Omit<ProfitRowData, 'username' | 'customerType' | 'level'>;

/** The instant the local day `date` starts in `tz`. */
export const dayStart = (date: string, tz: string) => sql`(${date}::date::timestamp at time zone ${tz})`;
/** The instant after the local day `date` ends in `tz`. */
export const dayEnd = (date: string, tz: string) => sql`((${date}::date + 1)::timestamp at time zone ${tz})`;
const localDay = (column: SQL, tz: string) => sql`(${column} at time zone ${tz})::date`;

const periodValues = (periods: NamedPeriod[]) =>
  sql`(values ${sql.join(
    periods.map((p) => sql`(${p.name}::text, ${p.from}::date, ${p.to}::date)`),
    sql`, `,
  )}) as p(name, lo, hi)`;

const span = (periods: NamedPeriod[]) => ({
  from: periods.reduce((m, p) => (p.from < m ? p.from : m), periods[0]!.from),
  to: periods.reduce((m, p) => (p.to > m ? p.to : m), periods[0]!.to),
});

const team = (rootId: bigint) => sql`(select descendant_id from member_tree where ancestor_id = ${rootId})`;

/**
 * Money that reached the team's members' main wallets (positive postings of `kind`, by the
 * transaction's time), and withdrawals paid out to them (the payout moves held money to the payment
 * provider: no posting on the member's wallet, so the transaction's member and amount count).
 */
function moneyRows(owners: BetOwners, since: SQL, until: SQL, kinds: readonly MoneyKind[]): SQL {
  const who = 'memberId' in owners ? sql`= ${owners.memberId}` : sql`in ${team(owners.teamOf)}`;
  const only = sql`t.kind = any(${`{${kinds.join(',')}}`}::text[])`;
  return sql`(
    select a.member_id, t.created_at, t.kind, p.amount
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id and p.amount > 0
    join wallet_accounts a on a.id = p.account_id and a.kind = 'main'
    where ${TEAM_MONEY_PREDICATE} and ${only} and t.kind <> 'withdraw_payout'
      and t.created_at >= ${since} and t.created_at < ${until} and a.member_id ${who}
    union all
    select t.member_id, t.created_at, t.kind, p.amount
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id and p.amount > 0
    where ${TEAM_MONEY_PREDICATE} and ${only} and t.kind = 'withdraw_payout'
      and t.created_at >= ${since} and t.created_at < ${until} and t.member_id ${who}
  )`;
}

type MoneyKind = (typeof TEAM_MONEY_KINDS)[number];
/** The overview's money figures; the profit report's (a member with only a salary or a transfer has no row). */
const OVERVIEW_MONEY: readonly MoneyKind[] = ['deposit', 'withdraw_payout', 'bonus', 'salary', 'dividend'];
const PROFIT_MONEY: readonly MoneyKind[] = ['deposit', 'withdraw_payout', 'bonus'];

const moneySums = sql`
  coalesce(sum(m.amount) filter (where m.kind = 'deposit'), 0)::text as deposits,
  coalesce(sum(m.amount) filter (where m.kind = 'withdraw_payout'), 0)::text as withdrawals,
  coalesce(sum(m.amount) filter (where m.kind = 'bonus'), 0)::text as bonuses,
  coalesce(sum(m.amount) filter (where m.kind = 'salary'), 0)::text as salaries,
  coalesce(sum(m.amount) filter (where m.kind = 'dividend'), 0)::text as dividends`;

export class ReportsRepo {
  constructor(private readonly db: Db) {}

  /** Members below the root now, and its direct downlines. */
  async teamSize(rootId: bigint): Promise<{ teamSize: number; directCount: number }> {
    const { rows } = await this.db.execute<{ teamSize: number; directCount: number }>(sql`
      select count(*)::int as "teamSize", count(*) filter (where depth = 1)::int as "directCount"
      from member_tree where ancestor_id = ${rootId} and depth > 0`);
    return rows[0]!;
  }

  /**
   * Settled real-money bets of the team per period, by the time settled: one pass over the span of
   * all periods, summed per member and day (`per`), then per day (`days`: its row count is the day's
   * active members) and per period from the days. Active members of a period of several days are
   * distinct members, not a sum of days: counted from the distinct (period, member) pairs, which
   * hash in memory where a count(distinct) over every member-day would sort them all.
   */
  async periodBets(rootId: bigint, tz: string, periods: NamedPeriod[]): Promise<PeriodBets[]> {
    const { from, to } = span(periods);
    const { rows } = await this.db.execute<PeriodBets>(sql`
      with per as materialized (
        select x.member_id, ${localDay(sql`x.settled_at`, tz)} as day, count(*) as n, sum(x.stake) as stake,
          sum(x.valid_bet) as valid_bet, sum(x.payout) as payout
        from ${betRows({ owners: { teamOf: rootId }, on: 'settled', since: dayStart(from, tz), until: dayEnd(to, tz) })} x
        where x.status = 'settled' and not x.demo
        group by 1, 2
      ), days as (
        select day, count(*) as active, sum(n) as n, sum(stake) as stake, sum(valid_bet) as valid_bet,
          sum(payout) as payout
        from per group by day
      ), periods as materialized (
        select * from ${periodValues(periods)}
      ), spans as (
        select z.name, count(*) as active
        from (select distinct p.name, per.member_id from periods p join per on per.day between p.lo and p.hi
              where p.lo < p.hi) z
        group by z.name
      )
      select p.name,
        (case when p.lo = p.hi then coalesce(sum(d.active), 0) else coalesce(max(s.active), 0) end)::int
          as "activeMembers",
        coalesce(sum(d.n), 0)::int as "betCount", coalesce(sum(d.stake), 0)::text as stake,
        coalesce(sum(d.valid_bet), 0)::text as "validBet", coalesce(sum(d.payout), 0)::text as payout
      from periods p
      left join days d on d.day between p.lo and p.hi
      left join spans s on s.name = p.name
      group by p.name, p.lo, p.hi`);
    return rows;
  }

  /** Deposits, withdrawals, bonuses, salaries and dividends of the team per period. */
  async periodMoney(rootId: bigint, tz: string, periods: NamedPeriod[]): Promise<PeriodMoney[]> {
    const { from, to } = span(periods);
    const { rows } = await this.db.execute<PeriodMoney>(sql`
      with m as (
        select ${localDay(sql`m.created_at`, tz)} as day, m.kind, sum(m.amount) as amount
        from ${moneyRows({ teamOf: rootId }, dayStart(from, tz), dayEnd(to, tz), OVERVIEW_MONEY)} m
        group by 1, 2
      )
      select p.name, ${moneySums}
      from ${periodValues(periods)}
      left join m on m.day between p.lo and p.hi
      group by p.name`);
    return rows;
  }

  /** Members who joined the team (the root excluded) per period. */
  async periodNewMembers(rootId: bigint, tz: string, periods: NamedPeriod[]): Promise<Map<string, number>> {
    const { from, to } = span(periods);
    const { rows } = await this.db.execute<{ name: string; count: number }>(sql`
      with d as (
        select ${localDay(sql`m.created_at`, tz)} as day, count(*) as n
        from member_tree mt join members m on m.id = mt.descendant_id
        where mt.ancestor_id = ${rootId} and mt.depth > 0
          and m.created_at >= ${dayStart(from, tz)} and m.created_at < ${dayEnd(to, tz)}
        group by 1
      )
      select p.name, coalesce(sum(d.n), 0)::int as count
      from ${periodValues(periods)}
      left join d on d.day between p.lo and p.hi
      group by p.name`);
    return new Map(rows.map((r) => [r.name, r.count]));
  }

  /**
   * Per member of `parentId`'s subtree (the parent included) with any settled bet or money movement
   * in the range: the rows (largest stake first) of one page, or the totals over all of them.
   */
  private profitRows(rootId: bigint, parentId: bigint, tz: string, from: string, to: string, username?: string) {
    const since = dayStart(from, tz);
    const until = dayEnd(to, tz);
    const name = username ? sql`and m.username_key = lower(${username})` : sql``;
    return sql`
      with b as (
        select x.member_id, count(*) as n, sum(x.stake) as stake, sum(x.valid_bet) as valid_bet,
          sum(x.payout) as payout
        from ${betRows({ owners: { teamOf: parentId }, on: 'settled', since, until })} x
        where x.status = 'settled' and not x.demo
        group by 1
      ), money as (
        select m.member_id, ${moneySums}
        from ${moneyRows({ teamOf: parentId }, since, until, PROFIT_MONEY)} m
        group by 1
      ), r as (
        select m.username, m.customer_type as "customerType", root.depth as level,
          coalesce(b.n, 0)::int as "betCount", coalesce(b.stake, 0) as stake,
          coalesce(b.valid_bet, 0) as "validBet", coalesce(b.payout, 0) as payout,
          coalesce(mo.bonuses, '0')::bigint as bonuses, coalesce(mo.deposits, '0')::bigint as deposits,
          coalesce(mo.withdrawals, '0')::bigint as withdrawals
        from (select member_id from b union select member_id from money) a
        join members m on m.id = a.member_id
        join member_tree root on root.ancestor_id = ${rootId} and root.descendant_id = a.member_id
        left join b on b.member_id = a.member_id
        left join money mo on mo.member_id = a.member_id
        where true ${name}
      )`;
  }

  async profitPage(
    rootId: bigint,
    parentId: bigint,
    q: { tz: string; from: string; to: string; username?: string | undefined; limit: number; offset: number },
  ): Promise<ProfitRowData[]> {
    const { rows } = await this.db.execute<ProfitRowData>(sql`
      ${this.profitRows(rootId, parentId, q.tz, q.from, q.to, q.username)}
      select r.username, r."customerType", r.level, r."betCount", r.stake::text, r."validBet"::text,
        r.payout::text, r.bonuses::text, r.deposits::text, r.withdrawals::text
      from r order by r.stake desc, r.username limit ${q.limit} offset ${q.offset}`);
    return rows;
  }

  async profitTotals(
    rootId: bigint,
    parentId: bigint,
    q: { tz: string; from: string; to: string; username?: string | undefined },
  ): Promise<ProfitTotals & { count: number }> {
    const { rows } = await this.db.execute<ProfitTotals & { count: number }>(sql`
      ${this.profitRows(rootId, parentId, q.tz, q.from, q.to, q.username)}
      select count(*)::int as count, coalesce(sum(r."betCount"), 0)::int as "betCount",
        coalesce(sum(r.stake), 0)::text as stake, coalesce(sum(r."validBet"), 0)::text as "validBet",
        coalesce(sum(r.payout), 0)::text as payout, coalesce(sum(r.bonuses), 0)::text as bonuses,
        coalesce(sum(r.deposits), 0)::text as deposits, coalesce(sum(r.withdrawals), 0)::text as withdrawals
      from r`);
    return rows[0]!;
  }
}
