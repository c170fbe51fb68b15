import type { VendorBet } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * How many of the latest seamless settlements (credits) the winners list looks through: thousands of
 * settlements hold far more wins than the list shows, and the lookup stays a bounded index range however
 * large the tables grow.
 */
const WINNERS_WINDOW = 2000;

export interface BetFilter {
  source: BetSource;
  vendorCode?: string | undefined;
  gameType?: string | undefined;
  gameCode?: string | undefined;
  status?: string | undefined;
  /** Leave out demo bets (the agent reports: demo bets never count). */
  realOnly?: boolean;
}

export type BetRecordRow = {
  id: string;
  username: string;
  vendorCode: string;
  vendorName: string;
  gameType: string;
  gameCode: string;
  names: Record<string, string> | null;
  roundId: string;
  stake: string;
  validBet: string;
  payout: string;
  status: string;
  demo: boolean;
  time: Date | string;
  settledAt: Date | string | null;
};

export type WinnerRow = {
  id: string;
  username: string;
  vendorCode: string;
  gameCode: string;
  nodeId: string | null;
  names: Record<string, string> | null;
  stake: string;
  payout: string;
  settledAt: Date | string;
};

/** Whose bets: one member's, or a team's (every member_tree descendant of the root, the root included). */
export type BetOwners = { memberId: bigint } | { teamOf: bigint };

export interface BetSource {
  owners: BetOwners;
  /** The time the range [since, until) applies to: when the bet was placed, or when it was settled. */
  on: 'placed' | 'settled';
  /** Instants, or SQL that computes them (a local day's start: `(day::timestamp at time zone tz)`). */
  since: Date | SQL;
  until: Date | SQL;
}

const ownedBy = (column: SQL, owners: BetOwners) =>
  'memberId' in owners
    ? sql`${column} = ${owners.memberId}`
    : sql`${column} in (select descendant_id from member_tree where ancestor_id = ${owners.teamOf})`;

/**
 * Every bet as one row set: the seamless wallet's `bets` (ids as they are) and the transfer-wallet
 * bets imported from the vendors (`vendor_bets`, ids prefixed T). Columns: id, member_id,
 * vendor_code, game_code, round_id, stake, valid_bet, payout, status, demo, time (placed), settled_at.
 * The betting record and the agent reports read bets only through this.
 */
export function betRows(s: BetSource): SQL {
  const b = s.on === 'placed' ? sql`b.created_at` : sql`b.settled_at`;
  const t = s.on === 'placed' ? sql`t.placed_at` : sql`t.settled_at`;
  return sql`(
    select b.id::text as id, b.member_id, b.vendor_code, b.game_code, b.round_id, b.stake, b.valid_bet, b.payout,
      b.status, b.demo, b.created_at as time, b.settled_at
    from bets b
    where ${ownedBy(sql`b.member_id`, s.owners)} and ${b} >= ${s.since} and ${b} < ${s.until}
    union all
    select 'T' || t.id::text, t.member_id, t.vendor_code, t.game_code, t.round_id, t.stake, t.valid_bet, t.payout,
      t.status, t.demo, t.placed_at, t.settled_at
    from vendor_bets t
    where ${ownedBy(sql`t.member_id`, s.owners)} and ${t} >= ${s.since} and ${t} < ${s.until}
  )`;
}

function where(f: BetFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (f.vendorCode) parts.push(sql`x.vendor_code = ${f.vendorCode}`);
  if (f.gameType) parts.push(sql`v.game_type = ${f.gameType}`);
  if (f.gameCode) parts.push(sql`x.game_code = ${f.gameCode}`);
  if (f.status) parts.push(sql`x.status = ${f.status}`);
  if (f.realOnly) parts.push(sql`not x.demo`);
  return sql.join(parts, sql` and `);
}

/** SQL of the betting record, the winners list and the import of transfer-wallet vendors' bets. */
export class BetsRepo {
  constructor(private readonly db: Db) {}

  /** One page, newest first; the game's names and the member's username are looked up for that page only. */
  async page(f: BetFilter, limit: number, offset: number): Promise<BetRecordRow[]> {
    const result = await this.db.execute<BetRecordRow>(sql`
      select q.id, q."vendorCode", q."vendorName", q."gameType", q."gameCode", g.names, q."roundId", q.stake,
        q."validBet", q.payout, q.status, q.demo, q.time, q."settledAt", m.username
      from (
        select x.id, x.member_id, x.vendor_code as "vendorCode", v.display_name as "vendorName",
          v.game_type as "gameType", x.game_code as "gameCode", x.round_id as "roundId", x.stake::text as stake,
          x.valid_bet::text as "validBet", x.payout::text as payout, x.status, x.demo, x.time,
          x.settled_at as "settledAt"
        from ${betRows(f.source)} x
        join game_vendors v on v.code = x.vendor_code
        where ${where(f)}
        order by x.time desc, x.id desc
        limit ${limit} offset ${offset}
      ) q
      join members m on m.id = q.member_id
      left join games g on g.vendor_code = q."vendorCode" and g.game_id = q."gameCode"
      order by q.time desc, q.id desc`);
    return result.rows;
  }

  /** Totals over every matching bet: stakes of rolled-back bets (refunded) and win/loss of open ones count 0. */
  async totals(f: BetFilter) {
    const result = await this.db.execute<{
      count: number;
      stake: string;
      validBet: string;
      payout: string;
      winLoss: string;
    }>(sql`
      select count(*)::int as count,
        coalesce(sum(case when x.status = 'rolled_back' then 0 else x.stake end), 0)::text as stake,
        coalesce(sum(x.valid_bet), 0)::text as "validBet",
        coalesce(sum(x.payout), 0)::text as payout,
        coalesce(sum(case when x.status = 'settled' then x.payout - x.stake else 0 end), 0)::text as "winLoss"
      from ${betRows(f.source)} x
      join game_vendors v on v.code = x.vendor_code
      where ${where(f)}`);
    return result.rows[0]!;
  }

  /**
   * The most recent real-money wins (payout above the stake), newest first, of both wallets: the
   * seamless bets and the transfer-wallet vendors' imported bets (ids prefixed T). Seamless wins are
   * looked for among the latest WINNERS_WINDOW credits, not through an index on the bets: settling a
   * bet then changes no indexed column and stays on its page (a HOT update, no index entries to write).
   */
  async winners(limit: number): Promise<WinnerRow[]> {
    const result = await this.db.execute<WinnerRow>(sql`
      select w.id, m.username, w.vendor_code as "vendorCode", w.game_code as "gameCode",
        g.node_id::text as "nodeId", g.names, w.stake::text as stake, w.payout::text as payout,
        w.settled_at as "settledAt"
      from (
        (select b.id::text as id, b.member_id, b.vendor_code, b.game_code, b.stake, b.payout, b.settled_at
         from (select distinct c.vendor_code, c.ref_tx_id from (
                 select v.vendor_code, v.ref_tx_id from vendor_transactions v
                 where v.kind = 'credit' order by v.created_at desc limit ${WINNERS_WINDOW}) c) c
         join bets b on b.vendor_code = c.vendor_code and b.debit_tx_id = c.ref_tx_id
         where b.status = 'settled' and not b.demo and b.payout > b.stake
         order by b.settled_at desc, b.id desc limit ${limit})
        union all
        (select 'T' || t.id::text, t.member_id, t.vendor_code, t.game_code, t.stake, t.payout, t.settled_at
         from vendor_bets t
         where t.status = 'settled' and not t.demo and t.payout > t.stake
         order by t.settled_at desc, t.id desc limit ${limit})
      ) w
      join members m on m.id = w.member_id
      left join games g on g.vendor_code = w.vendor_code and g.game_id = w.game_code
      order by w.settled_at desc, w.id desc
      limit ${limit}`);
    return result.rows;
  }

  async syncedUntil(vendorCode: string): Promise<Date | null> {
    const result = await this.db.execute<{ until: Date | string }>(
      sql`select synced_until as until from vendor_bet_sync where vendor_code = ${vendorCode}`,
    );
    const row = result.rows[0];
    return row ? new Date(row.until) : null;
  }

  async setSyncedUntil(vendorCode: string, until: Date): Promise<void> {
    await this.db.execute(sql`
      insert into vendor_bet_sync (vendor_code, synced_until) values (${vendorCode}, ${until})
      on conflict (vendor_code) do update set synced_until = excluded.synced_until, updated_at = now()`);
  }

  /** Inserts or updates (a bet settled since) the imported bets of members that exist; answers how many. */
  async upsertVendorBets(vendorCode: string, bets: (VendorBet & { memberId: bigint })[]): Promise<number> {
    let count = 0;
    for (const b of bets) {
      const result = await this.db.execute(sql`
        insert into vendor_bets (vendor_code, bet_id, member_id, game_code, round_id, stake, valid_bet, payout,
          status, demo, placed_at, settled_at)
        select ${vendorCode}, ${b.betId}, ${b.memberId}, ${b.gameId}, ${b.roundId}, ${b.stake}::bigint,
          ${b.validBet}::bigint, ${b.payout}::bigint, ${b.status}, ${b.demo}, ${b.placedAt}::timestamptz,
          ${b.settledAt}::timestamptz
        where exists (select 1 from members where id = ${b.memberId})
        on conflict (vendor_code, bet_id) do update set valid_bet = excluded.valid_bet, payout = excluded.payout,
          status = excluded.status, settled_at = excluded.settled_at
        where (vendor_bets.status, vendor_bets.payout, vendor_bets.valid_bet)
          is distinct from (excluded.status, excluded.payout, excluded.valid_bet)`);
      count += result.rowCount ?? 0;
    }
    return count;
  }
}
