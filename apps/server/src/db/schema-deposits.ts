/**
 * Deposits (SPEC §4): payment channels per brand (manual bank transfer, online gateway) and the
 * members' deposit orders. Money moves only through the ledger when an order is credited.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './schema-members.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const PAYMENT_CHANNEL_TYPES = ['bank_transfer', 'online'] as const;
export const DEPOSIT_STATUSES = ['pending', 'credited', 'rejected', 'failed', 'cancelled', 'expired'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export const paymentChannels = pgTable(
  'payment_channels',
  {
    code: text('code').primaryKey(),
    type: text('type').$type<(typeof PAYMENT_CHANNEL_TYPES)[number]>().notNull(),
    name: text('name').notNull(),
    /** Limits per order in minor units of the brand currency. */
    min: bigint('min', { mode: 'bigint' }).notNull(),
    max: bigint('max', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Bank transfer: bankName, accountName, accountNumber, branch. Online: gateway. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
  },
  (t) => [
    check('payment_channels_type', sql`${t.type} in ('bank_transfer','online')`),
    check('payment_channels_code', sql`${t.code} ~ '^[A-Z0-9_]{2,32}$'`),
    check('payment_channels_limits', sql`${t.min} > 0 and ${t.max} >= ${t.min}`),
  ],
);

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Human-readable and unique: D + date + 6 characters (D20261123K7P2QX). */
    orderNo: text('order_no').notNull().unique(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    channelCode: text('channel_code')
      .notNull()
      .references(() => paymentChannels.code),
    channelType: text('channel_type').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    /** What the player wrote on the transfer (bank transfer). */
    playerReference: text('player_reference'),
    receipt: bytea('receipt'),
    receiptType: text('receipt_type'),
    /** The client's request id: a repeated create answers the first order. */
    requestId: text('request_id').notNull(),
    /** The gateway's transaction id (online). */
    gatewayRef: text('gateway_ref'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerNote: text('reviewer_note'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'deposit_orders_status',
      sql`${t.status} in ('pending','credited','rejected','failed','cancelled','expired')`,
    ),
    check('deposit_orders_amount', sql`${t.amount} > 0`),
    check('deposit_orders_channel_type', sql`${t.channelType} in ('bank_transfer','online')`),
    check('deposit_orders_credited', sql`(${t.status} = 'credited') = (${t.ledgerTransactionId} is not null)`),
    check(
      'deposit_orders_receipt',
      sql`(${t.receipt} is null) = (${t.receiptType} is null) and (${t.receipt} is null or octet_length(${t.receipt}) <= 5242880)`,
    ),
    check('deposit_orders_reference', sql`${t.playerReference} is null or length(${t.playerReference}) <= 64`),
    uniqueIndex('deposit_orders_request').on(t.memberId, t.requestId),
    index('deposit_orders_member').on(t.memberId, t.createdAt),
    index('deposit_orders_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
