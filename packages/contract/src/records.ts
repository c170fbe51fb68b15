import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { LEDGER_KINDS, type LedgerKind } from './ledger-kinds.ts';
import { defineRoute } from './route.ts';
import { moneySchema } from './wallet.ts';

/**
 * Records of the member centre: the account record (transactionHistory) and profit and
 * loss (personalProfit), both read from the ledger. Dates are calendar days in the member's time
 * zone: the page sends `tz`, its offset from UTC in minutes (UTC+8 is 480, i.e. minus
 * `Date#getTimezoneOffset()`); without it the days are UTC days.
 */

/** Kinds of ledger movement the account record filters by: every kind of the ledger. */
export const RECORD_KINDS = LEDGER_KINDS;
export type RecordKind = LedgerKind;

/** The longest range one request may ask for, in days (both ends included). */
export const RECORDS_MAX_RANGE_DAYS = 90;
export const RECORDS_MAX_PAGE_SIZE = 100;

const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    'a calendar date',
  );

/** Offset of the member's time zone from UTC in minutes (−14:00 … +14:00). */
export const tzOffsetSchema = z.coerce.number().int().min(-840).max(840).default(0);

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (1 for the same day). */
export const rangeDays = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;

/** from/to optional (the server fills in the last 7 days); when both are given: from ≤ to, at most 90 days. */
const rangeShape = { from: isoDateSchema.optional(), to: isoDateSchema.optional(), tz: tzOffsetSchema };
const checkRange = (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (!q.from || !q.to) return;
  const days = rangeDays(q.from, q.to);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['from'], message: 'from is after to' });
  else if (days > RECORDS_MAX_RANGE_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `at most ${RECORDS_MAX_RANGE_DAYS} days` });
  }
};

/** `type=bet,win` (or repeated): one or more kinds. */
const kindsSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(RECORD_KINDS)).max(RECORD_KINDS.length));

export const transactionsQuerySchema = z
  .object({
    ...rangeShape,
    type: kindsSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(RECORDS_MAX_PAGE_SIZE).default(20),
  })
  .superRefine(checkRange);

export const transactionRecordSchema = z.object({
  /** The posting's id (stable, unique). */
  id: z.string(),
  /** ISO time of the movement. */
  time: z.string(),
  type: z.enum(RECORD_KINDS),
  /** Signed: money into the wallet is positive. */
  amount: moneySchema,
  balanceAfter: moneySchema,
  reference: z.string().nullable(),
  /** 'MAIN', 'DEMO' or a vendor code (the vendor's sub-wallet). */
  wallet: z.string(),
});
export type TransactionRecord = z.infer<typeof transactionRecordSchema>;

export const transactionsValueSchema = z.object({
  list: z.array(transactionRecordSchema),
  /** Movements matching the filters (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The range the answer covers (filled in when the request left it out). */
  from: z.string(),
  to: z.string(),
  /** Sums over all matching movements: money in (≥ 0) and money out (≤ 0). */
  totalIn: moneySchema,
  totalOut: moneySchema,
});
export type TransactionsValue = z.infer<typeof transactionsValueSchema>;

export const profitQuerySchema = z.object(rangeShape).superRefine(checkRange);

/** Stake = bets minus rollbacks, payout = wins, profit = payout − stake (the member's view). */
export const profitLineSchema = z.object({ stake: moneySchema, payout: moneySchema, profit: moneySchema });
export type ProfitLine = z.infer<typeof profitLineSchema>;

export const profitValueSchema = z.object({
  from: z.string(),
  to: z.string(),
  tz: z.number().int(),
  /** Every day of the range, oldest first (days without play are zeros). */
  days: z.array(profitLineSchema.extend({ date: z.string() })),
  /** Vendors with play in the range, largest stake first (vendorName null: not one of the brand's vendors). */
  vendors: z.array(profitLineSchema.extend({ vendor: z.string(), vendorName: z.string().nullable() })),
  totals: profitLineSchema,
});
export type ProfitValue = z.infer<typeof profitValueSchema>;

const tags = ['records'];

export const recordsRoutes = {
  walletTransactions: defineRoute({
    ...endpoints.walletTransactions,
    id: 'walletTransactions',
    access: 'session',
    summary: 'Account record: the member’s movements, newest first (filters, paginated)',
    tags,
    query: transactionsQuerySchema,
    value: transactionsValueSchema,
  }),
  walletProfit: defineRoute({
    ...endpoints.walletProfit,
    id: 'walletProfit',
    access: 'session',
    summary: 'Profit and loss by day and by vendor (bets, wins, rollbacks)',
    tags,
    query: profitQuerySchema,
    value: profitValueSchema,
  }),
};
