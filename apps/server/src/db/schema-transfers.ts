/**
 * Transfers between the main wallet and transfer-wallet vendors (issue: transfers). A transfer is
 * recorded before the vendor is called; a vendor answer that never came leaves it `pending` until
 * the vendor's own status of the transfer resolves it (never a guess).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './schema-members.ts';

export const TRANSFER_DIRECTIONS = ['in', 'out'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];
export const TRANSFER_STATUSES = ['pending', 'done', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** One main ↔ vendor transfer: `in` moves main → vendor sub-wallet, `out` the other way. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code').notNull(),
    direction: text('direction').$type<TransferDirection>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<TransferStatus>().notNull().default('pending'),
    /** The client's request id (or a sweep's own id): unique per member, the idempotency key. */
    requestId: text('request_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    check('wallet_transfers_direction', sql`${t.direction} in ('in','out')`),
    check('wallet_transfers_status', sql`${t.status} in ('pending','done','failed')`),
    check('wallet_transfers_amount', sql`${t.amount} > 0`),
    check('wallet_transfers_resolved', sql`(${t.status} = 'pending') = (${t.resolvedAt} is null)`),
    uniqueIndex('wallet_transfers_request').on(t.memberId, t.requestId),
    index('wallet_transfers_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** The sandbox vendor's own wallets (what a real vendor keeps on its side). */
export const sandboxVendorWallets = pgTable(
  'sandbox_vendor_wallets',
  {
    vendorCode: text('vendor_code').notNull(),
    memberRef: text('member_ref').notNull(),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.vendorCode, t.memberRef] }),
    check('sandbox_vendor_wallets_balance', sql`${t.balance} >= 0`),
  ],
);

/** The sandbox vendor's transfer log: one row per reference; `failed` rows are tombstones. */
export const sandboxVendorTransfers = pgTable(
  'sandbox_vendor_transfers',
  {
    ref: text('ref').primaryKey(),
    vendorCode: text('vendor_code').notNull(),
    memberRef: text('member_ref').notNull(),
    direction: text('direction').$type<TransferDirection>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    status: text('status').$type<'ok' | 'failed'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_vendor_transfers_direction', sql`${t.direction} in ('in','out')`),
    check('sandbox_vendor_transfers_status', sql`${t.status} in ('ok','failed')`),
    check('sandbox_vendor_transfers_amount', sql`${t.amount} >= 0`),
  ],
);
