/**
 * The agent centre's records: the team tree (a closure table kept by triggers on `members`), the
 * agents' affiliate links and their remarks on downlines. See docs/agents.md.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './schema-members.ts';

/**
 * Every (ancestor, descendant) pair of the upline tree, a member being its own ancestor at depth 0:
 * an agent's team is `where ancestor_id = agent`. Written only by the triggers of
 * db/sql/member-tree.sql, in the same statement as the member's insert or upline change.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    descendantId: bigint('descendant_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant').on(t.descendantId, t.depth),
    index('member_tree_ancestor_depth').on(t.ancestorId, t.depth),
    check('member_tree_depth', sql`${t.depth} >= 0 and (${t.depth} = 0) = (${t.ancestorId} = ${t.descendantId})`),
  ],
);

/**
 * An agent's affiliate links (register centre): several per agent, each with its own code, a label,
 * the type of account a registration through it creates (2 sub-agent, 3 player) and its counts.
 */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    code: text('code').notNull().unique(),
    label: text('label').notNull(),
    customerType: smallint('customer_type').notNull(),
    visits: bigint('visits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    registrations: bigint('registrations', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [
    index('affiliate_links_agent').on(t.agentId, t.createdAt),
    check('affiliate_links_customer_type', sql`${t.customerType} in (2, 3)`),
    check('affiliate_links_counts', sql`${t.visits} >= 0 and ${t.registrations} >= 0`),
  ],
);

/** An agent's private note on a member of its team (downline management). */
export const downlineRemarks = pgTable(
  'downline_remarks',
  {
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    remark: text('remark').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.memberId] })],
);

/** One stored tier of a contract (see packages/contract/src/agent-contracts.ts); amounts as decimal strings. */
export interface StoredTier {
  minValidBet: string;
  minActive: number;
  rateType: 'P' | 'F';
  rate: number;
  minNetLoss: string | null;
}

/**
 * Salary and dividend contracts, one row per immutable version (docs/agents.md). `payer_id` null is the
 * platform: a top agent's line, granted by an operator. Terms never change once written; a new offer is a
 * new row, and the lifecycle moves only `status`, the decision and effective times and the end reason.
 * At most one pending and one in force (active or termination requested) per payee, kind and category.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    payerId: bigint('payer_id', { mode: 'bigint' }).references(() => members.id),
    payeeId: bigint('payee_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    version: integer('version').notNull(),
    /** Dividends: D, W, H or M. */
    period: text('period'),
    carryMode: text('carry_mode'),
    tiers: jsonb('tiers').$type<StoredTier[]>().notNull(),
    status: text('status').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    effectiveTo: timestamp('effective_to', { withTimezone: true }),
    terminationRequestedBy: bigint('termination_requested_by', { mode: 'bigint' }).references(() => members.id),
    endReason: text('end_reason'),
  },
  (t) => [
    uniqueIndex('agent_contracts_version').on(t.payeeId, t.kind, t.category, t.version),
    uniqueIndex('agent_contracts_one_pending')
      .on(t.payeeId, t.kind, t.category)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('agent_contracts_one_in_force')
      .on(t.payeeId, t.kind, t.category)
      .where(sql`${t.status} in ('active', 'termination_requested')`),
    index('agent_contracts_payer').on(t.payerId, t.status),
    check('agent_contracts_kind', sql`${t.kind} in ('daily', 'hourly', 'realtime', 'dividend')`),
    check(
      'agent_contracts_category',
      sql`${t.category} in ('CONS', 'LIVE', 'RNG', 'SPORTS', 'LOTT', 'FISH', 'ELOTT', 'PVP')`,
    ),
    check(
      'agent_contracts_status',
      sql`${t.status} in ('pending', 'active', 'rejected', 'termination_requested', 'superseded', 'terminated', 'withdrawn')`,
    ),
    check(
      'agent_contracts_period',
      sql`(${t.kind} = 'dividend') = (${t.period} is not null and ${t.carryMode} is not null)
          and (${t.period} is null or ${t.period} in ('D', 'W', 'H', 'M'))
          and (${t.carryMode} is null or ${t.carryMode} in ('none', 'month', 'rolling'))`,
    ),
    check('agent_contracts_not_self', sql`${t.payerId} is distinct from ${t.payeeId}`),
    check(
      'agent_contracts_tiers',
      sql`jsonb_typeof(${t.tiers}) = 'array' and jsonb_array_length(${t.tiers}) between 1 and 8`,
    ),
    check(
      'agent_contracts_effective',
      sql`${t.effectiveTo} is null or (${t.effectiveFrom} is not null and ${t.effectiveTo} >= ${t.effectiveFrom})`,
    ),
    check(
      'agent_contracts_in_force_has_start',
      sql`${t.status} not in ('active', 'termination_requested') or ${t.effectiveFrom} is not null`,
    ),
  ],
);

/**
 * One settlement of one kind and category over one window (docs/agents.md "Settlement"): written once
 * with all its lines, then posted tree by tree; a run that exists is never computed again.
 */
export const agentSettlementRuns = pgTable(
  'agent_settlement_runs',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    category: text('category').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('computed'),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_settlement_runs_window').on(t.kind, t.category, t.periodStart),
    check('agent_settlement_runs_status', sql`${t.status} in ('computed', 'posted')`),
    check('agent_settlement_runs_window_order', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * What one agent earned in a run: the basis its tier was reached on, the tier, its gross, what its
 * contracted direct downlines earned (it pays them) and its net. Amounts are minor units.
 */
export const agentSettlementLines = pgTable(
  'agent_settlement_lines',
  {
    runId: bigint('run_id', { mode: 'bigint' })
      .notNull()
      .references(() => agentSettlementRuns.id),
    agentId: bigint('agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    /** null: the platform pays this line. */
    payerId: bigint('payer_id', { mode: 'bigint' }).references(() => members.id),
    contractId: bigint('contract_id', { mode: 'bigint' })
      .notNull()
      .references(() => agentContracts.id),
    /** The top agent of the tree the line is posted with. */
    topAgentId: bigint('top_agent_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    depth: smallint('depth').notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }),
    carryIn: bigint('carry_in', { mode: 'bigint' }),
    tierIndex: smallint('tier_index').notNull(),
    rate: bigint('rate', { mode: 'bigint' }).notNull(),
    rateType: text('rate_type').notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    childrenTotal: bigint('children_total', { mode: 'bigint' }).notNull(),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    /**
     * Dividends only: what the agent still owed from earlier periods (a negative net the platform
     * covered), what it is paid now (max(0, net − debt in)), and what it still owes after. Salaries
     * pay their net and owe nothing.
     */
    debtIn: bigint('debt_in', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    debtOut: bigint('debt_out', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    ledgerKey: text('ledger_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.agentId] }),
    index('agent_settlement_lines_agent').on(t.agentId),
    index('agent_settlement_lines_payer').on(t.payerId),
    check('agent_settlement_lines_net', sql`${t.net} = ${t.gross} - ${t.childrenTotal}`),
    check('agent_settlement_lines_amounts', sql`${t.gross} >= 0 and ${t.childrenTotal} >= 0 and ${t.validBet} >= 0`),
    check(
      'agent_settlement_lines_paid',
      sql`${t.debtIn} >= 0 and ${t.paid} >= 0 and ${t.debtOut} >= 0 and ${t.paid} - ${t.debtOut} = ${t.net} - ${t.debtIn}
          and (${t.paid} = 0 or ${t.debtOut} = 0)`,
    ),
  ],
);

/**
 * The team figures real-time salary reaches its tiers on (the previous platform day's valid bet and
 * active members per contracted agent), computed once per category and day and read by each of the
 * day's 288 windows. The versions in effect change only at day boundaries, so the agents are the same
 * all day. `basis` maps agent id → [valid bet, active members].
 */
export const agentRealtimeBasis = pgTable(
  'agent_realtime_basis',
  {
    category: text('category').notNull(),
    dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
    basis: jsonb('basis').$type<Record<string, [string, number]>>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.category, t.dayStart] })],
);
