import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { MAX_REQUEST_AMOUNT, amountSchema, moneySchema } from './wallet.ts';

/**
 * The seamless vendor wallet API (docs/vendor-wallet-api.md): a game vendor asks for a player's
 * balance, debits a bet, credits a win and rolls a debit back. Every request is signed with the
 * vendor's HMAC key (headers below) and idempotent by the vendor's transaction id.
 */
export const HEADER_VENDOR_CODE = 'x-vendor-code';
export const HEADER_VENDOR_TIMESTAMP = 'x-timestamp';
export const HEADER_VENDOR_SIGNATURE = 'x-signature';
/** Largest clock difference (seconds) between the vendor's x-timestamp and the portal. */
export const VENDOR_SIGNATURE_WINDOW_SECONDS = 300;
/** Largest vendor wallet request body (bytes). */
export const VENDOR_WALLET_BODY_LIMIT = 16_384;

/** A vendor's id (transaction, round, game): 1–100 printable ASCII characters, no spaces. */
const vendorIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\x21-\x7e]+$/, 'printable ASCII without spaces');
/** The player id the portal gave the vendor at game launch (the member id). */
export const vendorPlayerIdSchema = z.string().regex(/^[1-9]\d{0,18}$/, 'a player id');
const tokenSchema = z.string().min(16).max(200);

/** A win may be zero: a lost round is closed with a credit of "0" (no money moves). */
export const payoutAmountSchema = z
  .union([z.string().trim(), z.number().int().safe()])
  .transform((v) => String(v))
  .pipe(
    z
      .string()
      .regex(/^\d{1,16}$/, 'a whole number of minor units, zero or more')
      .transform((v) => BigInt(v))
      .refine((v) => v <= MAX_REQUEST_AMOUNT, 'too large'),
  );

export const vendorBalanceBodySchema = z.strictObject({ token: tokenSchema, playerId: vendorPlayerIdSchema });
export const vendorDebitBodySchema = z.strictObject({
  token: tokenSchema,
  playerId: vendorPlayerIdSchema,
  txId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
  amount: amountSchema,
});
export const vendorCreditBodySchema = z.strictObject({
  playerId: vendorPlayerIdSchema,
  txId: vendorIdSchema,
  /** The debit this win settles. */
  debitTxId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
  amount: payoutAmountSchema,
  /** The bet's valid (turnover) amount when it is not the whole stake (push, cash-out); at most the stake. */
  validBet: payoutAmountSchema.optional(),
});
export const vendorRollbackBodySchema = z.strictObject({
  playerId: vendorPlayerIdSchema,
  txId: vendorIdSchema,
  /** The debit to undo (refunds its whole stake). */
  debitTxId: vendorIdSchema,
  roundId: vendorIdSchema,
  gameCode: vendorIdSchema,
});
export type VendorDebitBody = z.output<typeof vendorDebitBodySchema>;
export type VendorCreditBody = z.output<typeof vendorCreditBodySchema>;
export type VendorRollbackBody = z.output<typeof vendorRollbackBodySchema>;
/** The bodies as a vendor sends them (amounts as strings of minor units, or safe integers). */
export type VendorBalanceRequest = z.input<typeof vendorBalanceBodySchema>;
export type VendorDebitRequest = z.input<typeof vendorDebitBodySchema>;
export type VendorCreditRequest = z.input<typeof vendorCreditBodySchema>;
export type VendorRollbackRequest = z.input<typeof vendorRollbackBodySchema>;

export const vendorBalanceValueSchema = z.object({
  playerId: z.string(),
  balance: moneySchema,
  currency: z.string(),
});
export const vendorTxValueSchema = vendorBalanceValueSchema.extend({
  txId: z.string(),
  /** The portal's ledger transaction (absent when nothing moved: a zero credit). */
  walletTxId: z.string().nullable(),
  /** True when this is an exact duplicate: nothing moved now, the first answer with today's balance. */
  duplicate: z.boolean(),
});
export type VendorTxValue = z.infer<typeof vendorTxValueSchema>;

const totals = z.object({ count: z.number().int(), total: moneySchema });
export const vendorReconciliationSchema = z.object({
  vendorCode: z.string(),
  /** The UTC day, YYYY-MM-DD. */
  date: z.string(),
  debits: totals,
  credits: totals,
  /** Rollbacks of known debits; `total` is the stake they refunded. */
  rollbacks: totals,
  /** Rollbacks of debits never seen (answered vendor_tx_not_found). */
  tombstones: z.object({ count: z.number().int() }),
  /** debits − credits − rollbacks: what the house kept. */
  net: moneySchema,
});
export type VendorReconciliation = z.infer<typeof vendorReconciliationSchema>;

export const vendorKeyValueSchema = z.object({
  vendorCode: z.string(),
  /** Shown once: the portal never prints it again. */
  secret: z.string(),
  rotatedAt: z.string(),
  /** Until when the previous key is still accepted (null on the first key). */
  previousValidUntil: z.string().nullable(),
});

const vendorCodeParams = z.object({ code: z.string().trim().min(1).max(20) });
const tags = ['vendor wallet'];
const rawBody = { rawBody: true, bodyLimit: VENDOR_WALLET_BODY_LIMIT } as const;

export const vendorWalletRoutes = {
  vendorWalletBalance: defineRoute({
    ...endpoints.vendorWalletBalance,
    ...rawBody,
    id: 'vendorWalletBalance',
    summary: 'Vendor: a player’s balance (signed; needs a live game session token)',
    tags,
    body: vendorBalanceBodySchema,
    value: vendorBalanceValueSchema,
  }),
  vendorWalletDebit: defineRoute({
    ...endpoints.vendorWalletDebit,
    ...rawBody,
    id: 'vendorWalletDebit',
    summary: 'Vendor: take a bet’s stake (signed; idempotent by txId; needs a live session token)',
    tags,
    body: vendorDebitBodySchema,
    value: vendorTxValueSchema,
  }),
  vendorWalletCredit: defineRoute({
    ...endpoints.vendorWalletCredit,
    ...rawBody,
    id: 'vendorWalletCredit',
    summary: 'Vendor: pay a win for a debit (signed; idempotent by txId; never refused for an expired session)',
    tags,
    body: vendorCreditBodySchema,
    value: vendorTxValueSchema,
  }),
  vendorWalletRollback: defineRoute({
    ...endpoints.vendorWalletRollback,
    ...rawBody,
    id: 'vendorWalletRollback',
    summary: 'Vendor: undo a debit (signed; idempotent by txId; an unknown debit leaves a tombstone)',
    tags,
    body: vendorRollbackBodySchema,
    value: vendorTxValueSchema,
  }),
  adminVendorWalletKey: defineRoute({
    ...endpoints.adminVendorWalletKey,
    id: 'adminVendorWalletKey',
    access: 'operator',
    summary: 'Create or rotate a vendor’s wallet signing key (the secret is shown once)',
    tags: ['admin'],
    params: vendorCodeParams,
    value: vendorKeyValueSchema,
  }),
  adminVendorReconciliation: defineRoute({
    ...endpoints.adminVendorReconciliation,
    id: 'adminVendorReconciliation',
    access: 'operator',
    summary: 'A vendor’s daily reconciliation: counts and totals of debits, credits and rollbacks (UTC day)',
    tags: ['admin'],
    params: vendorCodeParams,
    query: z.object({ date: z.iso.date() }),
    value: vendorReconciliationSchema,
  }),
  devVendorSession: defineRoute({
    ...endpoints.devVendorSession,
    id: 'devVendorSession',
    access: 'development',
    summary: 'Development only: opens a vendor session for the member of a session token (what a game launch does)',
    tags: ['development'],
    body: z.object({ token: z.string().min(1).max(200), vendor: z.string().trim().min(1).max(20) }),
    value: z.object({ token: z.string(), playerId: z.string(), expiresAt: z.string() }),
  }),
};
