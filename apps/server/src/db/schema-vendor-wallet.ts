/**
 * The seamless vendor wallet (docs/vendor-wallet-api.md): per-vendor signing keys, vendor sessions
 * that identify a player to a vendor, every vendor transaction (idempotent by the vendor's id) and
 * one bet per debit for the betting record, agent settlement and reconciliation.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './schema-members.ts';
import { gameVendors } from './schema.ts';
import { amountDomain, oneOf, textDomain } from './check-helpers.ts';

/** The HMAC key of a vendor; a rotated-out key keeps working until `previous_valid_until`. */
export const vendorWalletKeys = pgTable('vendor_wallet_keys', {
  vendorCode: text('vendor_code')
    .primaryKey()
    .references(() => gameVendors.code),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousValidUntil: timestamp('previous_valid_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A player's game session with a vendor: the vendor knows only the token (stored as its sha256). */
export const vendorSessions = pgTable(
  'vendor_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    /** A trial account plays with demo credit. */
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vendor_sessions_member').on(t.memberId, t.createdAt)],
);

export const VENDOR_TX_KINDS = ['debit', 'credit', 'rollback', 'tombstone'] as const;
export type VendorTxKind = (typeof VENDOR_TX_KINDS)[number];

/** Domains: each value is checked only where a statement writes it (why: check-helpers.ts). */
const vendorTxKind = textDomain<VendorTxKind>('vendor_tx_kind');
/** Minor units, zero or more. */
const amountNotNegative = amountDomain('amount_not_negative');
/** Minor units, more than zero. */
const amountPositive = amountDomain('amount_positive');

/** Every transaction a vendor sent, keyed by the vendor's own id: a replay finds the first answer. */
export const vendorTransactions = pgTable(
  'vendor_transactions',
  {
    /**
     * Checked per statement by a trigger (db/sql/reference-checks.sql), as member_id and
     * ledger_transaction_id, not by foreign keys, which check and lock the referenced row once per row.
     */
    vendorCode: text('vendor_code').notNull(),
    txId: text('tx_id').notNull(),
    kind: vendorTxKind('kind').notNull(),
    /** Null for a tombstone (a rollback of a debit never seen). */
    memberId: bigint('member_id', { mode: 'bigint' }),
    roundId: text('round_id'),
    gameCode: text('game_code'),
    amount: amountNotNegative('amount'),
    /** The debit a credit or rollback refers to. */
    refTxId: text('ref_tx_id'),
    /** The movement; with the row it makes the call's answer, so no answer is stored as JSON. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.vendorCode, t.txId] }),
    check('vendor_transactions_debit', sql`${t.kind} <> 'debit' or (${t.amount} > 0 and ${t.memberId} is not null)`),
    check('vendor_transactions_ref', sql`(${t.refTxId} is not null) = (${oneOf(t.kind, ['credit', 'rollback'])})`),
    // A day's range first, so only the key leads with vendor_code: a second index leading with it
    // tempted the planner to read a vendor's whole range instead of probing the key by id.
    index('vendor_transactions_recon').on(t.createdAt, t.vendorCode),
  ],
);

export const BET_STATUSES = ['open', 'settled', 'rolled_back'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
const betStatus = textDomain<BetStatus>('bet_status');

/** One bet per debit: the betting record and the base of agent settlement. */
export const bets = pgTable(
  'bets',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /**
     * Member and vendor are checked per statement by a trigger (db/sql/reference-checks.sql), not by
     * foreign keys, which check and lock the referenced row once per bet; they never change, and
     * members and vendors are never deleted or renumbered.
     */
    memberId: bigint('member_id', { mode: 'bigint' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    debitTxId: text('debit_tx_id').notNull(),
    gameCode: text('game_code').notNull(),
    roundId: text('round_id').notNull(),
    stake: amountPositive('stake').notNull(),
    validBet: amountNotNegative('valid_bet')
      .notNull()
      .default(sql`0`),
    payout: amountNotNegative('payout')
      .notNull()
      .default(sql`0`),
    status: betStatus('status').notNull().default('open'),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bets_vendor_debit').on(t.vendorCode, t.debitTxId),
    index('bets_member').on(t.memberId, t.createdAt),
    // Time first, so only the debit's key leads with vendor_code: a second index leading with it
    // tempted the planner to read a vendor's whole range instead of probing the key by id.
    index('bets_vendor').on(t.createdAt, t.vendorCode),
    // The agent reports read settled bets by settled_at. BRIN, not B-tree: since PostgreSQL 16 a
    // summarising index does not stop a settlement's UPDATE from being HOT (migration 0023), and bets
    // settle roughly in the order they are stored, so block ranges stay narrow.
    index('bets_settled').using('brin', t.settledAt),
    check('bets_settled_at', sql`(${t.settledAt} is null) = (${t.status} = 'open')`),
  ],
);
