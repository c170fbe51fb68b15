/**
 * The agent centre's records: the team tree (a closure table kept by triggers on `members`), the
 * agents' affiliate links and their remarks on downlines. See docs/agents.md.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
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
