import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';

/**
 * The wallet (DESIGN.md "Money"). Amounts travel as strings of whole minor units ("12345" is
 * 123.45 with two decimals), never floats: a float cannot hold every amount exactly, and a JSON
 * number loses digits past 2^53.
 */

/** Largest amount a request may name (minor units): far above any limit, far below int8. */
export const MAX_REQUEST_AMOUNT = 10n ** 15n;

/** An amount on the wire (answers): a signed whole number of minor units as a string. */
export const moneySchema = z.string().regex(/^-?\d+$/, 'minor units');

/**
 * An amount a member asks to move: a positive whole number of minor units as a string (or a safe
 * integer), at most MAX_REQUEST_AMOUNT. Zero, negative, fractional, huge and non-numeric values
 * fail with the field's rule.
 */
export const amountSchema = z
  .union([z.string().trim(), z.number().int().safe()])
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,16}$/, 'a positive whole number of minor units')
      .transform((v) => BigInt(v))
      .refine((v) => v > 0n, 'greater than zero')
      .refine((v) => v <= MAX_REQUEST_AMOUNT, 'too large'),
  );

/** A client request id: the idempotency key of a member's money request (a UUID the page makes). */
export const requestIdSchema = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'uuid');

/** One wallet of the balance answer: the main wallet ('MAIN') or a transfer-wallet vendor's. */
export const walletEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  balance: moneySchema,
});

/** GET /wps/v2/wallets/balance (SPEC §3 sumBalance): main plus vendor wallets. */
export const walletBalanceValueSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  currencyExponent: z.number().int(),
  sumBalance: moneySchema,
  /** True for a trial account: the amounts are demo credit, not money. */
  demo: z.boolean(),
  wallets: z.array(walletEntrySchema),
});
export type WalletBalanceValue = z.infer<typeof walletBalanceValueSchema>;

/** Messages on the balance WebSocket (`/api/wps/ws`): the page sends `auth` first. */
export const walletSocketClientMessageSchema = z.object({ type: z.literal('auth'), token: z.string().min(1).max(200) });
export type WalletSocketServerMessage =
  { type: 'balance'; value: WalletBalanceValue } | { type: 'ready' } | { type: 'error'; code: 'unauthorized' };

/** The ledger's invariants, counted over the whole database (all zero when healthy). */
export const ledgerCheckValueSchema = z.object({
  accounts: z.number().int(),
  transactions: z.number().int(),
  postings: z.number().int(),
  balanceMismatches: z.number().int(),
  unbalancedTransactions: z.number().int(),
  negativeMemberAccounts: z.number().int(),
  emptyTransactions: z.number().int(),
});

export const walletRoutes = {
  adminWalletCheck: defineRoute({
    ...endpoints.adminWalletCheck,
    id: 'adminWalletCheck',
    access: 'operator',
    summary: 'Checks every ledger invariant (cached balances, zero-sum transactions, no member overdraft)',
    tags: ['wallet', 'admin'],
    value: ledgerCheckValueSchema,
  }),
  walletBalance: defineRoute({
    ...endpoints.walletBalance,
    id: 'walletBalance',
    access: 'session',
    summary: 'Balance: sumBalance (main plus vendor wallets) and each wallet',
    tags: ['wallet'],
    value: walletBalanceValueSchema,
  }),
};
