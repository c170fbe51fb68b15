import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StoredTier } from '../../db/schema-agents.ts';

/** A contract version in effect for a window, with what it needs to compute and post its line. */
export interface ContractInEffect {
  contractId: bigint;
  payeeId: bigint;
  payerId: bigint | null;
  tiers: StoredTier[];
}

/** A team's figures in a window: its valid bet and its members at or over the active threshold. */
export interface TeamBasis {
  validBet: bigint;
  active: number;
  /** Stakes less payouts of the team's settled bets (the platform's gross win; dividends). */
  betLoss?: bigint;
}

export interface StoredLine {
  agentId: bigint;
  payerId: bigint | null;
  contractId: bigint;
  topAgentId: bigint;
  depth: number;
  validBet: bigint;
  activeMembers: number;
  netLoss: bigint | null;
  carryIn: bigint | null;
  tierIndex: number;
  rate: bigint;
  rateType: string;
  gross: bigint;
  childrenTotal: bigint;
  net: bigint;
  debtIn: bigint;
  paid: bigint;
  debtOut: bigint;
  ledgerKey: string;
}

/** What a dividend line carries into the next period: a negative net loss, and a debt still owed. */
export interface DividendCarry {
  periodStart: Date;
  netLoss: bigint;
  debtOut: bigint;
}

/**
 * Product category of a vendor's game type: LIVE, RNG, SPORTS (with esports and cockfight), LOTT, FISH,
 * ELOTT, PVP; bingo counts as RNG. CONS takes every category.
 */
const categoryOf = (gameType: ReturnType<typeof sql>) => sql`case ${gameType}
  when 'ESPORTS' then 'SPORTS' when 'COCKFIGHT' then 'SPORTS' when 'BINGO' then 'RNG' else ${gameType} end`;

/** The facts and records of agent settlement (docs/agents.md "Settlement"). */
export class SettlementRepo {
  constructor(readonly db: Db) {}

  /**
   * Versions of (kind, category) in effect for a window: the one of each payee whose
   * [effective_from, effective_to) holds the window's last instant.
   */
  async contractsInEffect(kind: string, category: string, end: Date, period?: string): Promise<ContractInEffect[]> {
    const { rows } = await this.db.execute<{
      id: string;
      payee: string;
      payer: string | null;
      tiers: StoredTier[];
    }>(sql`
      select id, payee_id as payee, payer_id as payer, tiers from agent_contracts
      where kind = ${kind} and category = ${category} and effective_from is not null
        ${period ? sql`and period = ${period}` : sql``}
        and effective_from < ${end} and coalesce(effective_to, 'infinity') >= ${end}`);
    return rows.map((r) => ({
      contractId: BigInt(r.id),
      payeeId: BigInt(r.payee),
      payerId: r.payer === null ? null : BigInt(r.payer),
      tiers: r.tiers,
    }));
  }

  /**
   * Each agent's team basis over [start, end): the valid bet of settled, non-demo bets of the category
   * settled in the window (imported transfer-wallet bets count when both settled and imported, so a late
   * import lands in an open window and never in a closed one), summed over the agent and everyone below
   * it; members excluded from agent payouts add nothing and are never active.
   */
  async teamBasis(
    agentIds: bigint[],
    category: string,
    start: Date,
    end: Date,
    activeThreshold: bigint,
  ): Promise<Map<bigint, TeamBasis>> {
    if (agentIds.length === 0) return new Map();
    const inCategory = (gameType: ReturnType<typeof sql>) =>
      category === 'CONS' ? sql`true` : sql`${categoryOf(gameType)} = ${category}`;
    const { rows } = await this.db.execute<{ agent: string; valid: string; loss: string; active: number }>(sql`
      with facts as (
        select b.member_id, b.valid_bet, b.stake - b.payout as loss from bets b join game_vendors g on g.code = b.vendor_code
        where b.settled_at >= ${start} and b.settled_at < ${end} and b.status = 'settled' and not b.demo
          and ${inCategory(sql`g.game_type`)}
        union all
        select v.member_id, v.valid_bet, v.stake - v.payout from vendor_bets v join game_vendors g on g.code = v.vendor_code
        where greatest(v.settled_at, v.imported_at) >= ${start} and greatest(v.settled_at, v.imported_at) < ${end}
          and v.status = 'settled' and not v.demo and ${inCategory(sql`g.game_type`)}
      ), per_member as (
        select f.member_id, sum(f.valid_bet) as valid, sum(f.loss) as loss from facts f join members m on m.id = f.member_id
        where not m.excluded_from_agent_payouts group by f.member_id
      )
      select t.ancestor_id as agent, sum(p.valid)::text as valid, sum(p.loss)::text as loss,
        count(*) filter (where p.valid >= ${activeThreshold} and p.valid > 0)::int as active
      from member_tree t join per_member p on p.member_id = t.descendant_id
      where t.ancestor_id = any(${`{${agentIds.join(',')}}`}::bigint[])
      group by t.ancestor_id`);
    return new Map(
      rows.map((r) => [BigInt(r.agent), { validBet: BigInt(r.valid), active: r.active, betLoss: BigInt(r.loss) }]),
    );
  }

  /** The stored real-time basis of a category and day (db schema agentRealtimeBasis), if computed. */
  async realtimeBasis(category: string, dayStart: Date): Promise<Map<bigint, TeamBasis> | null> {
    const { rows } = await this.db.execute<{ basis: Record<string, [string, number]> }>(sql`select basis
      from agent_realtime_basis where category = ${category} and day_start = ${dayStart}`);
    if (!rows[0]) return null;
    return new Map(
      Object.entries(rows[0].basis).map(([id, [valid, active]]) => [BigInt(id), { validBet: BigInt(valid), active }]),
    );
  }

  /** Stores a day's real-time basis once (a second node's identical figures are left out). */
  async saveRealtimeBasis(category: string, dayStart: Date, basis: Map<bigint, TeamBasis>): Promise<void> {
    const json = Object.fromEntries([...basis].map(([id, b]) => [String(id), [String(b.validBet), b.active]]));
    await this.db.execute(sql`insert into agent_realtime_basis (category, day_start, basis)
      values (${category}, ${dayStart}, ${JSON.stringify(json)}::jsonb) on conflict do nothing`);
  }

  /** Bonuses credited to each team's members (all of them, the agent included) over [start, end). */
  async teamBonuses(agentIds: bigint[], start: Date, end: Date): Promise<Map<bigint, bigint>> {
    if (agentIds.length === 0) return new Map();
    const { rows } = await this.db.execute<{ agent: string; total: string }>(sql`
      select t.ancestor_id as agent, sum(p.amount)::text as total
      from ledger_transactions x join ledger_postings p on p.transaction_id = x.id
      join wallet_accounts a on a.id = p.account_id and a.kind = 'main'
      join member_tree t on t.descendant_id = a.member_id
      where x.kind = 'bonus' and x.created_at >= ${start} and x.created_at < ${end} and p.amount > 0
        and t.ancestor_id = any(${`{${agentIds.join(',')}}`}::bigint[])
      group by t.ancestor_id`);
    return new Map(rows.map((r) => [BigInt(r.agent), BigInt(r.total)]));
  }

  /** Each agent's own salary gross earned for windows that start in [start, end), of a category. */
  async salaryGross(agentIds: bigint[], category: string, start: Date, end: Date): Promise<Map<bigint, bigint>> {
    if (agentIds.length === 0) return new Map();
    const { rows } = await this.db.execute<{ agent: string; total: string }>(sql`
      select l.agent_id as agent, sum(l.gross)::text as total
      from agent_settlement_lines l join agent_settlement_runs r on r.id = l.run_id
      where r.kind in ('daily', 'hourly', 'realtime') and r.category = ${category}
        and r.period_start >= ${start} and r.period_start < ${end}
        and l.agent_id = any(${`{${agentIds.join(',')}}`}::bigint[])
      group by l.agent_id`);
    return new Map(rows.map((r) => [BigInt(r.agent), BigInt(r.total)]));
  }

  /** Each agent's latest dividend line of a run kind and category before `start`: its carry and debt. */
  async dividendCarry(
    agentIds: bigint[],
    runKind: string,
    category: string,
    start: Date,
  ): Promise<Map<bigint, DividendCarry>> {
    if (agentIds.length === 0) return new Map();
    const { rows } = await this.db.execute<{ agent: string; start: string | Date; loss: string; debt: string }>(sql`
      select distinct on (l.agent_id) l.agent_id as agent, r.period_start as start, l.net_loss::text as loss,
        l.debt_out::text as debt
      from agent_settlement_lines l join agent_settlement_runs r on r.id = l.run_id
      where r.kind = ${runKind} and r.category = ${category} and r.period_end <= ${start}
        and l.agent_id = any(${`{${agentIds.join(',')}}`}::bigint[])
      order by l.agent_id, r.period_start desc`);
    return new Map(
      rows.map((r) => [
        BigInt(r.agent),
        { periodStart: new Date(r.start), netLoss: BigInt(r.loss ?? 0), debtOut: BigInt(r.debt) },
      ]),
    );
  }

  /** The run of a window, if one was computed. */
  async run(kind: string, category: string, start: Date): Promise<{ id: bigint; status: string } | undefined> {
    const { rows } = await this.db.execute<{
      id: string;
      status: string;
    }>(sql`select id, status from agent_settlement_runs
      where kind = ${kind} and category = ${category} and period_start = ${start}`);
    return rows[0] && { id: BigInt(rows[0].id), status: rows[0].status };
  }

  /**
   * Writes a run with its lines once: under a lock on the window, so two nodes computing the same
   * window keep the first one's lines; answers the stored run either way.
   */
  async insertRun(
    w: { kind: string; category: string; start: Date; end: Date },
    lines: () => Promise<StoredLine[]>,
  ): Promise<{ id: bigint; status: string }> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`settlement:${w.kind}:${w.category}:${w.start.toISOString()}`}))`,
      );
      const existing = await tx.execute<{ id: string; status: string }>(sql`select id, status from agent_settlement_runs
        where kind = ${w.kind} and category = ${w.category} and period_start = ${w.start}`);
      if (existing.rows[0]) return { id: BigInt(existing.rows[0].id), status: existing.rows[0].status };
      const { rows } = await tx.execute<{ id: string }>(sql`insert into agent_settlement_runs
        (kind, category, period_start, period_end) values (${w.kind}, ${w.category}, ${w.start}, ${w.end}) returning id`);
      const runId = BigInt(rows[0]!.id);
      // 1,000 lines per statement: 20 parameters each stays under PostgreSQL's 65,535.
      const all = await lines();
      for (let at = 0; at < all.length; at += 1_000) {
        const rows = all.slice(at, at + 1_000).map(
          (l) => sql`(${runId}, ${l.agentId}, ${l.payerId}, ${l.contractId}, ${l.topAgentId}, ${l.depth}, ${l.validBet},
            ${l.activeMembers}, ${l.netLoss}, ${l.carryIn}, ${l.tierIndex}, ${l.rate}, ${l.rateType}, ${l.gross},
            ${l.childrenTotal}, ${l.net}, ${l.debtIn}, ${l.paid}, ${l.debtOut}, ${l.ledgerKey})`,
        );
        await tx.execute(sql`insert into agent_settlement_lines (run_id, agent_id, payer_id, contract_id, top_agent_id,
            depth, valid_bet, active_members, net_loss, carry_in, tier_index, rate, rate_type, gross, children_total, net,
            debt_in, paid, debt_out, ledger_key)
          values ${sql.join(rows, sql`, `)}`);
      }
      return { id: runId, status: 'computed' };
    });
  }

  async lines(runId: bigint): Promise<StoredLine[]> {
    const { rows } = await this.db.execute<Record<string, string | number | null>>(sql`select agent_id, payer_id,
        contract_id, top_agent_id, depth, valid_bet, active_members, net_loss, carry_in, tier_index, rate, rate_type,
        gross, children_total, net, debt_in, paid, debt_out, ledger_key
      from agent_settlement_lines where run_id = ${runId} order by top_agent_id, depth, agent_id`);
    return rows.map((r) => ({
      agentId: BigInt(r.agent_id!),
      payerId: r.payer_id === null || r.payer_id === undefined ? null : BigInt(r.payer_id),
      contractId: BigInt(r.contract_id!),
      topAgentId: BigInt(r.top_agent_id!),
      depth: Number(r.depth),
      validBet: BigInt(r.valid_bet!),
      activeMembers: Number(r.active_members),
      netLoss: r.net_loss === null || r.net_loss === undefined ? null : BigInt(r.net_loss),
      carryIn: r.carry_in === null || r.carry_in === undefined ? null : BigInt(r.carry_in),
      tierIndex: Number(r.tier_index),
      rate: BigInt(r.rate!),
      rateType: String(r.rate_type),
      gross: BigInt(r.gross!),
      childrenTotal: BigInt(r.children_total!),
      net: BigInt(r.net!),
      debtIn: BigInt(r.debt_in!),
      paid: BigInt(r.paid!),
      debtOut: BigInt(r.debt_out!),
      ledgerKey: String(r.ledger_key),
    }));
  }

  async markPosted(runId: bigint): Promise<void> {
    await this.db.execute(sql`update agent_settlement_runs set status = 'posted', posted_at = now()
      where id = ${runId} and status = 'computed'`);
  }

  /** (kind, category) pairs that have ever had a version in effect, with the earliest effective start. */
  async contractPairs(kinds: readonly string[]): Promise<{ kind: string; category: string; since: Date }[]> {
    const { rows } = await this.db.execute<{ kind: string; category: string; since: string | Date }>(sql`
      select kind, category, min(effective_from) as since from agent_contracts
      where effective_from is not null and kind = any(${`{${kinds.join(',')}}`}::text[])
      group by kind, category`);
    return rows.map((r) => ({ ...r, since: new Date(r.since) }));
  }

  /** The carry mode of each dividend version. */
  async carryModes(contractIds: bigint[]): Promise<Map<bigint, string>> {
    if (contractIds.length === 0) return new Map();
    const { rows } = await this.db.execute<{ id: string; mode: string }>(sql`select id, carry_mode as mode
      from agent_contracts where id = any(${`{${contractIds.join(',')}}`}::bigint[])`);
    return new Map(rows.map((r) => [BigInt(r.id), r.mode]));
  }

  /** Dividend (category, period) pairs that have ever had a version in effect, with the earliest start. */
  async dividendPairs(): Promise<{ category: string; period: string; since: Date }[]> {
    const { rows } = await this.db.execute<{ category: string; period: string; since: string | Date }>(sql`
      select category, period, min(effective_from) as since from agent_contracts
      where effective_from is not null and kind = 'dividend' group by category, period`);
    return rows.map((r) => ({ ...r, since: new Date(r.since) }));
  }

  /** The end of the latest posted run of (kind, category), if any. */
  async lastPostedEnd(kind: string, category: string): Promise<Date | null> {
    const { rows } = await this.db.execute<{ end: string | Date | null }>(sql`select max(period_end) as "end"
      from agent_settlement_runs where kind = ${kind} and category = ${category} and status = 'posted'`);
    return rows[0]?.end ? new Date(rows[0].end) : null;
  }
}
