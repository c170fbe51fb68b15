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
}

export interface StoredLine {
  agentId: bigint;
  payerId: bigint | null;
  contractId: bigint;
  topAgentId: bigint;
  depth: number;
  validBet: bigint;
  activeMembers: number;
  tierIndex: number;
  rate: bigint;
  rateType: string;
  gross: bigint;
  childrenTotal: bigint;
  net: bigint;
  ledgerKey: string;
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
  async contractsInEffect(kind: string, category: string, end: Date): Promise<ContractInEffect[]> {
    const { rows } = await this.db.execute<{
      id: string;
      payee: string;
      payer: string | null;
      tiers: StoredTier[];
    }>(sql`
      select id, payee_id as payee, payer_id as payer, tiers from agent_contracts
      where kind = ${kind} and category = ${category} and effective_from is not null
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
    const { rows } = await this.db.execute<{ agent: string; valid: string; active: number }>(sql`
      with facts as (
        select b.member_id, b.valid_bet from bets b join game_vendors g on g.code = b.vendor_code
        where b.settled_at >= ${start} and b.settled_at < ${end} and b.status = 'settled' and not b.demo
          and b.valid_bet > 0 and ${inCategory(sql`g.game_type`)}
        union all
        select v.member_id, v.valid_bet from vendor_bets v join game_vendors g on g.code = v.vendor_code
        where greatest(v.settled_at, v.imported_at) >= ${start} and greatest(v.settled_at, v.imported_at) < ${end}
          and v.status = 'settled' and not v.demo and v.valid_bet > 0 and ${inCategory(sql`g.game_type`)}
      ), per_member as (
        select f.member_id, sum(f.valid_bet) as valid from facts f join members m on m.id = f.member_id
        where not m.excluded_from_agent_payouts group by f.member_id
      )
      select t.ancestor_id as agent, sum(p.valid)::text as valid,
        count(*) filter (where p.valid >= ${activeThreshold})::int as active
      from member_tree t join per_member p on p.member_id = t.descendant_id
      where t.ancestor_id = any(${`{${agentIds.join(',')}}`}::bigint[])
      group by t.ancestor_id`);
    return new Map(rows.map((r) => [BigInt(r.agent), { validBet: BigInt(r.valid), active: r.active }]));
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
      for (const l of await lines()) {
        await tx.execute(sql`insert into agent_settlement_lines (run_id, agent_id, payer_id, contract_id, top_agent_id,
            depth, valid_bet, active_members, tier_index, rate, rate_type, gross, children_total, net, ledger_key)
          values (${runId}, ${l.agentId}, ${l.payerId}, ${l.contractId}, ${l.topAgentId}, ${l.depth}, ${l.validBet},
            ${l.activeMembers}, ${l.tierIndex}, ${l.rate}, ${l.rateType}, ${l.gross}, ${l.childrenTotal}, ${l.net},
            ${l.ledgerKey})`);
      }
      return { id: runId, status: 'computed' };
    });
  }

  async lines(runId: bigint): Promise<StoredLine[]> {
    const { rows } = await this.db.execute<Record<string, string | number | null>>(sql`select agent_id, payer_id,
        contract_id, top_agent_id, depth, valid_bet, active_members, tier_index, rate, rate_type, gross,
        children_total, net, ledger_key
      from agent_settlement_lines where run_id = ${runId} order by top_agent_id, depth, agent_id`);
    return rows.map((r) => ({
      agentId: BigInt(r.agent_id!),
      payerId: r.payer_id === null || r.payer_id === undefined ? null : BigInt(r.payer_id),
      contractId: BigInt(r.contract_id!),
      topAgentId: BigInt(r.top_agent_id!),
      depth: Number(r.depth),
      validBet: BigInt(r.valid_bet!),
      activeMembers: Number(r.active_members),
      tierIndex: Number(r.tier_index),
      rate: BigInt(r.rate!),
      rateType: String(r.rate_type),
      gross: BigInt(r.gross!),
      childrenTotal: BigInt(r.children_total!),
      net: BigInt(r.net!),
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

  /** The end of the latest posted run of (kind, category), if any. */
  async lastPostedEnd(kind: string, category: string): Promise<Date | null> {
    const { rows } = await this.db.execute<{ end: string | Date | null }>(sql`select max(period_end) as "end"
      from agent_settlement_runs where kind = ${kind} and category = ${category} and status = 'posted'`);
    return rows[0]?.end ? new Date(rows[0].end) : null;
  }
}
