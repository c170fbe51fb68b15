/**
 * The ledger (DESIGN.md "Money", docs/wallet.md): accounts with a cached balance, journal transactions
 * keyed by an idempotency key, and append-only postings. Triggers and the `ledger_post` function
 * (db/sql/ledger-*.sql) make the database itself refuse what must never happen:
 * unbalanced transactions, edited or deleted postings, balances changed other than by a posting,
 * member balances below zero, demo credit mixed with real money.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { textDomain } from './check-helpers.ts';
import { LEDGER_KINDS, type LedgerKind } from '@portal/contract/ledger-kinds';
import { members } from './schema-members.ts';

/** Kinds a member owns, and system kinds (no member; may go below zero). */
export const MEMBER_ACCOUNT_KINDS = ['main', 'vendor', 'demo'] as const;
export const SYSTEM_ACCOUNT_KINDS = [
  'house',
  'payments_in',
  'payments_out',
  'withdrawals_held',
  'transfers_pending',
  'bonus',
  'agent_payout',
  'demo_issuer',
] as const;
export type AccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number] | (typeof SYSTEM_ACCOUNT_KINDS)[number];

/** Domains: each value is checked only where a statement writes it (why: check-helpers.ts). */
const accountKind = textDomain<AccountKind>('account_kind');
/** Three capital letters. */
const currencyCode = textDomain<string>('currency_code');
const ledgerKind = textDomain<LedgerKind>('ledger_kind');

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'bigint' }).references(() => members.id),
    kind: accountKind('kind').notNull(),
    /** The vendor of a transfer-wallet sub-wallet or of a house account. */
    vendorCode: text('vendor_code'),
    currency: currencyCode('currency').notNull(),
    /** Demo credit lives in its own accounts and never meets real money in one transaction. */
    demo: boolean('demo').notNull().default(false),
    /** System accounts are split into shards so that parallel movements do not queue on one row. */
    shard: smallint('shard').notNull().default(0),
    /** Cached sum of the account's postings; changed only by the posting trigger. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Which kinds have a member, a vendor and demo credit is checked when an account is opened (the
    // trigger wallet_accounts_open_at_zero, db/sql/ledger-accounts.sql), not by a CHECK read on every
    // balance update; member, kind, vendor and class never change.
    /** No member (player or agent) balance below zero: the database refuses the posting. */
    check('wallet_accounts_no_overdraft', sql`${t.memberId} is null or ${t.balance} >= 0`),
    uniqueIndex('wallet_accounts_member_unique')
      .on(t.memberId, t.kind, sql`coalesce(${t.vendorCode}, '')`)
      .where(sql`${t.memberId} is not null`),
    uniqueIndex('wallet_accounts_system_unique')
      .on(t.kind, sql`coalesce(${t.vendorCode}, '')`, t.currency, t.demo, t.shard)
      .where(sql`${t.memberId} is null`),
  ],
);

export { LEDGER_KINDS, type LedgerKind };

/**
 * Movements of money into and out of members' wallets that the agent reports read by time (the
 * contract's TEAM_TRANSACTION_KINDS; salary and dividend join the ledger's kinds with the agent
 * contracts). Queries repeat this predicate word for word (TEAM_MONEY_PREDICATE) so that the planner
 * may use the partial index below.
 */
export const TEAM_MONEY_KINDS = [
  'deposit',
  'withdraw_payout',
  'transfer_upline',
  'transfer_downline',
  'bonus',
  'salary',
  'dividend',
] as const;
const teamMoneyPredicate = (kind: unknown) =>
  sql`${kind} in (${sql.raw(TEAM_MONEY_KINDS.map((k) => `'${k}'`).join(', '))})`;
/** `t.kind in (…TEAM_MONEY_KINDS)` on ledger_transactions aliased `t`. */
export const TEAM_MONEY_PREDICATE = teamMoneyPredicate(sql.raw('t.kind'));

/** One money movement. The idempotency key is unique: a replay finds the first transaction. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: ledgerKind('kind').notNull(),
    /**
     * The member the movement is about (for the account record). Checked per statement by the posting
     * trigger (db/sql/ledger-postings.sql) rather than by a foreign key: every transaction has postings,
     * and members are never deleted, truncated or renumbered.
     */
    memberId: bigint('member_id', { mode: 'bigint' }),
    /** What the member sees as the reference: an order number, a vendor round. */
    reference: text('reference'),
    memo: jsonb('memo').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // No index on member_id: no query reads one (a member's movements are found through their accounts'
  // postings), and every movement would pay to maintain it. The agent reports read the few money
  // kinds by time; bets, wins and rollbacks (nearly every movement) stay out of that partial index.
  (t) => [index('ledger_transactions_team_money').on(t.createdAt).where(teamMoneyPredicate(t.kind))],
);

/** Append-only: the database refuses UPDATE, DELETE and TRUNCATE. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /**
     * Checked per statement by the posting trigger (ledger_apply_balances), which already reads every
     * posting's transaction and account, not by foreign keys, which each check and lock row by row
     * (docs/wallet.md): the transaction and the account exist; transactions and accounts are never
     * deleted, truncated or renumbered.
     */
    transactionId: bigint('transaction_id', { mode: 'bigint' }).notNull(),
    accountId: bigint('account_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The account's balance right after this posting (set by the posting trigger). */
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    check('ledger_postings_amount', sql`${t.amount} <> 0`),
    index('ledger_postings_account').on(t.accountId, t.id),
    index('ledger_postings_transaction').on(t.transactionId),
  ],
);
