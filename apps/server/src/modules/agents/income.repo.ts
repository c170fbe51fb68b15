import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dayEnd, dayStart } from './reports.repo.ts';

export interface IncomeRow {
  username: string;
  kind: string;
  category: string;
  periodStart: Date;
  periodEnd: Date;
  validBet: bigint;
  activeMembers: number;
  netLoss: bigint | null;
  carryIn: bigint | null;
  tier: number;
  rateType: 'P' | 'F';
  rate: number;
  gross: bigint;
  passedDown: bigint;
  net: bigint;
  status: 'computed' | 'posted';
}

type Raw = Record<string, string | number | null> & { period_start: string | Date; period_end: string | Date };
const big = (v: string | number | null | undefined) => (v === null || v === undefined ? null : BigInt(v));

/** Settlement lines as the agent's income (my income): its own, or its contracted direct downlines'. */
export class IncomeRepo {
  constructor(private readonly db: Db) {}

  async lines(q: {
    agentId: bigint;
    view: 'received' | 'paid';
    kind: string | undefined;
    from: string;
    to: string;
    timeZone: string;
    offset: number;
    limit: number;
  }): Promise<{ rows: IncomeRow[]; total: number; gross: bigint; passedDown: bigint; net: bigint }> {
    const who = q.view === 'received' ? sql`l.agent_id = ${q.agentId}` : sql`l.payer_id = ${q.agentId}`;
    // A window in which the agent's team did nothing is stored (the run is complete) but not listed:
    // a real-time contract alone writes 288 such lines a day.
    const where = sql`${who} and (l.valid_bet > 0 or l.gross > 0 or l.children_total > 0 or l.net_loss is not null)
      and r.period_start >= ${dayStart(q.from, q.timeZone)}
      and r.period_start < ${dayEnd(q.to, q.timeZone)} ${q.kind ? sql`and split_part(r.kind, '_', 1) = ${q.kind}` : sql``}`;
    const from = sql`agent_settlement_lines l join agent_settlement_runs r on r.id = l.run_id join members m on m.id = l.agent_id`;
    const [page, totals] = await Promise.all([
      this.db.execute<Raw>(sql`select m.username, r.kind, r.category, r.period_start, r.period_end, l.valid_bet,
          l.active_members, l.net_loss, l.carry_in, l.tier_index, l.rate_type, l.rate, l.gross, l.children_total,
          l.net, r.status
        from ${from} where ${where} order by r.period_start desc, r.kind, r.category, m.username
        limit ${q.limit} offset ${q.offset}`),
      this.db.execute<{ n: number; gross: string; passed: string; net: string }>(sql`select count(*)::int as n,
          coalesce(sum(l.gross), 0)::text as gross, coalesce(sum(l.children_total), 0)::text as passed,
          coalesce(sum(l.net), 0)::text as net
        from ${from} where ${where}`),
    ]);
    const t = totals.rows[0]!;
    return {
      rows: page.rows.map((r) => ({
        username: String(r.username),
        kind: String(r.kind),
        category: String(r.category),
        periodStart: new Date(r.period_start),
        periodEnd: new Date(r.period_end),
        validBet: BigInt(r.valid_bet!),
        activeMembers: Number(r.active_members),
        netLoss: big(r.net_loss),
        carryIn: big(r.carry_in),
        tier: Number(r.tier_index),
        rateType: r.rate_type === 'F' ? 'F' : 'P',
        rate: Number(r.rate),
        gross: BigInt(r.gross!),
        passedDown: BigInt(r.children_total!),
        net: BigInt(r.net!),
        status: r.status === 'posted' ? 'posted' : 'computed',
      })),
      total: t.n,
      gross: BigInt(t.gross),
      passedDown: BigInt(t.passed),
      net: BigInt(t.net),
    };
  }
}
