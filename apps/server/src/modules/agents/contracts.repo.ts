import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { StoredTier } from '../../db/schema-agents.ts';
import { AppError } from '../../http/errors.ts';

export type Executor = Pick<Db, 'execute'>;

export interface ContractRow {
  id: bigint;
  payerId: bigint | null;
  payer: string | null;
  payeeId: bigint;
  payee: string;
  kind: string;
  category: string;
  version: number;
  period: string | null;
  carryMode: string | null;
  tiers: StoredTier[];
  status: string;
  offeredAt: Date;
  decidedAt: Date | null;
  effectiveFrom: Date | null;
  effectiveTo: Date | null;
  terminationRequestedBy: string | null;
  endReason: string | null;
}

/** Statuses of a version in force (it settles until its effective end). */
export const IN_FORCE = ['active', 'termination_requested'] as const;

const columns = sql`c.id, c.payer_id as "payerId", payer.username as payer, c.payee_id as "payeeId",
  payee.username as payee, c.kind, c.category, c.version, c.period, c.carry_mode as "carryMode", c.tiers,
  c.status, c.offered_at as "offeredAt", c.decided_at as "decidedAt", c.effective_from as "effectiveFrom",
  c.effective_to as "effectiveTo", requester.username as "terminationRequestedBy", c.end_reason as "endReason"`;
const from = sql`agent_contracts c join members payee on payee.id = c.payee_id
  left join members payer on payer.id = c.payer_id left join members requester on requester.id = c.termination_requested_by`;

type Raw = Omit<
  ContractRow,
  'id' | 'payerId' | 'payeeId' | 'offeredAt' | 'decidedAt' | 'effectiveFrom' | 'effectiveTo'
> & {
  id: string;
  payerId: string | null;
  payeeId: string;
  offeredAt: string | Date;
  decidedAt: string | Date | null;
  effectiveFrom: string | Date | null;
  effectiveTo: string | Date | null;
};
const date = (v: string | Date | null) => (v === null ? null : new Date(v));
const toRow = (r: Raw): ContractRow => ({
  ...r,
  id: BigInt(r.id),
  payerId: r.payerId === null ? null : BigInt(r.payerId),
  payeeId: BigInt(r.payeeId),
  offeredAt: new Date(r.offeredAt),
  decidedAt: date(r.decidedAt),
  effectiveFrom: date(r.effectiveFrom),
  effectiveTo: date(r.effectiveTo),
});

/** Contract versions (agent_contracts) and the period boundaries they take effect on. */
export class ContractsRepo {
  constructor(readonly db: Db) {}

  /**
   * Contract lifecycle changes are rare human acts that read and write across a whole subtree: they run
   * one at a time (a transaction-scoped advisory lock), so an offer can never slip past an acceptance
   * that lowers its payer's terms. Settlement only reads versions and needs no lock.
   */
  async lockLifecycle(tx: Executor): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('agent_contracts'))`);
  }

  async byId(id: bigint, tx: Executor = this.db): Promise<ContractRow | undefined> {
    const { rows } = await tx.execute<Raw>(sql`select ${columns} from ${from} where c.id = ${id}`);
    return rows[0] && toRow(rows[0]);
  }

  /** The payee's version in force (active or termination requested), if any. */
  async inForce(payeeId: bigint, kind: string, category: string, tx: Executor = this.db) {
    const { rows } = await tx.execute<Raw>(sql`select ${columns} from ${from}
      where c.payee_id = ${payeeId} and c.kind = ${kind} and c.category = ${category}
        and c.status in ('active', 'termination_requested')`);
    return rows[0] && toRow(rows[0]);
  }

  /** The latest version that takes effect and still runs at or after `at` (in force, or ending later). */
  async running(payeeId: bigint, kind: string, category: string, at: Date, tx: Executor = this.db) {
    const { rows } = await tx.execute<Raw>(sql`select ${columns} from ${from}
      where c.payee_id = ${payeeId} and c.kind = ${kind} and c.category = ${category}
        and c.effective_from is not null and coalesce(c.effective_to, 'infinity') > ${at}
      order by c.version desc limit 1`);
    return rows[0] && toRow(rows[0]);
  }

  async pending(payeeId: bigint, kind: string, category: string, tx: Executor = this.db) {
    const { rows } = await tx.execute<Raw>(sql`select ${columns} from ${from}
      where c.payee_id = ${payeeId} and c.kind = ${kind} and c.category = ${category} and c.status = 'pending'`);
    return rows[0] && toRow(rows[0]);
  }

  /** Categories other than `category` (CONS against the rest, or the rest against CONS) the payee holds or is offered. */
  async conflictingCategory(payeeId: bigint, kind: string, category: string, tx: Executor = this.db) {
    const { rows } = await tx.execute<{ category: string }>(sql`select category from agent_contracts
      where payee_id = ${payeeId} and kind = ${kind} and status in ('pending', 'active', 'termination_requested')
        and (case when ${category} = 'CONS' then category <> 'CONS' else category = 'CONS' end) limit 1`);
    return rows[0]?.category;
  }

  /** Versions in force or pending that `payerId` pays, of one kind and category. */
  async paidBy(payerId: bigint, kind: string, category: string, tx: Executor = this.db): Promise<ContractRow[]> {
    const { rows } = await tx.execute<Raw>(sql`select ${columns} from ${from}
      where c.payer_id = ${payerId} and c.kind = ${kind} and c.category = ${category}
        and c.status in ('pending', 'active', 'termination_requested') order by c.id`);
    return rows.map(toRow);
  }

  /** Versions in force or pending of one kind and category whose payee is strictly below `rootId`. */
  async inSubtree(rootId: bigint, kind: string, category: string, tx: Executor = this.db): Promise<ContractRow[]> {
    const { rows } = await tx.execute<Raw>(sql`select ${columns} from ${from}
      join member_tree t on t.descendant_id = c.payee_id and t.ancestor_id = ${rootId} and t.depth > 0
      where c.kind = ${kind} and c.category = ${category}
        and c.status in ('pending', 'active', 'termination_requested') order by t.depth, c.id`);
    return rows.map(toRow);
  }

  /** The payee's own versions (`history` false: pending and in force only), newest first. */
  async ofPayee(payeeId: bigint, kind: string | undefined, history: boolean): Promise<ContractRow[]> {
    const { rows } = await this.db.execute<Raw>(sql`select ${columns} from ${from}
      where c.payee_id = ${payeeId} ${kind ? sql`and c.kind = ${kind}` : sql``}
        ${history ? sql`` : sql`and c.status in ('pending', 'active', 'termination_requested')`}
      order by c.kind, c.category, c.version desc`);
    return rows.map(toRow);
  }

  /** Pending offers and termination requests awaiting `memberId`'s answer. */
  async awaiting(memberId: bigint): Promise<ContractRow[]> {
    const { rows } = await this.db.execute<Raw>(sql`select ${columns} from ${from}
      where (c.payee_id = ${memberId} and c.status = 'pending')
         or (c.status = 'termination_requested' and c.termination_requested_by <> ${memberId}
             and (c.payee_id = ${memberId} or c.payer_id = ${memberId}))
      order by c.id`);
    return rows.map(toRow);
  }

  /** Kinds the member holds or pays in force. */
  async kindsInForce(memberId: bigint): Promise<string[]> {
    const { rows } = await this.db.execute<{ kind: string }>(sql`select distinct kind from agent_contracts
      where (payee_id = ${memberId} or payer_id = ${memberId}) and status in ('active', 'termination_requested')`);
    return rows.map((r) => r.kind);
  }

  async insert(
    tx: Executor,
    v: {
      payerId: bigint | null;
      payeeId: bigint;
      kind: string;
      category: string;
      period: string | null;
      carryMode: string | null;
      tiers: StoredTier[];
      status: 'pending' | 'active';
      effectiveFrom: Date | null;
    },
  ): Promise<bigint> {
    const { rows } = await tx.execute<{ id: string }>(sql`insert into agent_contracts
        (payer_id, payee_id, kind, category, version, period, carry_mode, tiers, status, decided_at, effective_from)
      select ${v.payerId}, ${v.payeeId}, ${v.kind}, ${v.category},
        coalesce(max(version), 0) + 1, ${v.period}, ${v.carryMode}, ${JSON.stringify(v.tiers)}::jsonb, ${v.status},
        ${v.status === 'active' ? sql`now()` : sql`null`}, ${v.effectiveFrom}
      from agent_contracts where payee_id = ${v.payeeId} and kind = ${v.kind} and category = ${v.category}
      returning id`);
    return BigInt(rows[0]!.id);
  }

  /** Moves a version along its lifecycle; `effectiveTo` is clamped so a range never runs backwards. */
  async update(
    tx: Executor,
    id: bigint,
    change: {
      status: string;
      decided?: boolean;
      effectiveFrom?: Date;
      effectiveTo?: Date;
      terminationRequestedBy?: bigint | null;
      endReason?: string | null;
    },
  ): Promise<void> {
    await tx.execute(sql`update agent_contracts set status = ${change.status}
      ${change.decided ? sql`, decided_at = now()` : sql``}
      ${change.effectiveFrom ? sql`, effective_from = ${change.effectiveFrom}` : sql``}
      ${change.effectiveTo ? sql`, effective_to = greatest(effective_from, least(coalesce(effective_to, 'infinity'), ${change.effectiveTo}))` : sql``}
      ${change.terminationRequestedBy !== undefined ? sql`, termination_requested_by = ${change.terminationRequestedBy}` : sql``}
      ${change.endReason !== undefined ? sql`, end_reason = ${change.endReason}` : sql``}
      where id = ${id}`);
  }

  /** The [start, end) of the period holding `at` in the platform zone (db/sql/agent-periods.sql). */
  async periodBounds(
    unit: string,
    at: Date,
    timeZone: string,
    tx: Executor = this.db,
  ): Promise<{ start: Date; end: Date }> {
    const { rows } = await tx.execute<{ start: string | Date; end: string | Date }>(
      sql`select period_start as start, period_end as "end" from agent_period_bounds(${unit}, ${at}, ${timeZone})`,
    );
    return { start: new Date(rows[0]!.start), end: new Date(rows[0]!.end) };
  }

  /** An agent without an agent above it (the platform pays its line), by username. */
  async topAgent(username: string): Promise<bigint> {
    const { rows } = await this.db.execute<{ id: string }>(sql`select m.id from members m
      left join members up on up.id = m.upline_id
      where m.username_key = lower(${username}) and m.customer_type in (1, 2)
        and (up.id is null or up.customer_type not in (1, 2))`);
    if (!rows[0]) throw new AppError('not_found', 'No such top agent');
    return BigInt(rows[0].id);
  }

  async now(tx: Executor = this.db): Promise<Date> {
    const { rows } = await tx.execute<{ now: string | Date }>(sql`select now() as now`);
    return new Date(rows[0]!.now);
  }
}
