/**
 * Withdrawals (SPEC §4): a member's bank cards, withdrawal orders and each order's timeline.
 * The money itself moves only in the ledger (withdraw_hold / withdraw_release / withdraw_payout).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './schema-members.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

export const WITHDRAW_STATUSES = [
  'pending',
  'approved',
  'paid',
  'received',
  'not_received',
  'rejected',
  'cancelled',
] as const;
export type WithdrawStatusRow = (typeof WITHDRAW_STATUSES)[number];
const statusList = sql.raw(WITHDRAW_STATUSES.map((s) => `'${s}'`).join(','));

export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    bankName: text('bank_name').notNull(),
    /** Digits only; shown masked (last four). */
    accountNumber: text('account_number').notNull(),
    holderName: text('holder_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('bank_cards_member_account').on(t.memberId, t.accountNumber),
    check('bank_cards_account_digits', sql`${t.accountNumber} ~ '^[0-9]{6,30}$'`),
  ],
);

export const withdrawalOrders = pgTable(
  'withdrawal_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderNo: text('order_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    bankCardId: bigint('bank_card_id', { mode: 'bigint' })
      .notNull()
      .references(() => bankCards.id),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<WithdrawStatusRow>().notNull().default('pending'),
    /** The page's idempotency key: a replayed request finds this order. */
    requestId: uuid('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmDeadline: timestamp('confirm_deadline', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    reviewerNote: text('reviewer_note'),
    proofImage: bytea('proof_image'),
    proofType: text('proof_type'),
  },
  (t) => [
    unique('withdrawal_orders_member_request').on(t.memberId, t.requestId),
    check('withdrawal_orders_amount', sql`${t.amount} > 0`),
    check('withdrawal_orders_status', sql`${t.status} in (${statusList})`),
    check(
      'withdrawal_orders_paid',
      sql`(${t.status} in ('paid','received','not_received')) = (${t.paidAt} is not null)`,
    ),
    check('withdrawal_orders_proof', sql`${t.proofImage} is null or octet_length(${t.proofImage}) <= 5242880`),
    index('withdrawal_orders_member').on(t.memberId, t.id),
    index('withdrawal_orders_due')
      .on(t.confirmDeadline)
      .where(sql`${t.status} = 'paid'`),
  ],
);

export const withdrawalEvents = pgTable(
  'withdrawal_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'bigint' })
      .notNull()
      .references(() => withdrawalOrders.id),
    status: text('status').$type<WithdrawStatusRow>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').$type<'member' | 'operator' | 'system'>().notNull(),
    note: text('note'),
  },
  (t) => [
    check('withdrawal_events_status', sql`${t.status} in (${statusList})`),
    check('withdrawal_events_actor', sql`${t.actor} in ('member','operator','system')`),
    index('withdrawal_events_order').on(t.orderId, t.id),
  ],
);
