import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { amountSchema, moneySchema, requestIdSchema } from './wallet.ts';

/**
 * Withdrawals (SPEC §4): bank cards, requests held at once in the ledger, operator approve / reject /
 * pay, and the member's receipt confirmation (auto "received" after the brand's N minutes).
 */

/** A whole number of minor units in a settings document (JSON number or digit string). */
const minorUnits = z.union([z.string().regex(/^\d{1,16}$/), z.number().int().min(0)]).transform((v) => String(v));

/** The 'wallet' settings document (system_settings); missing fields take their defaults. */
export const walletSettingsSchema = z.object({
  /** Smallest and largest amount of one withdrawal request (minor units). */
  withdrawMin: minorUnits.default('10000'),
  withdrawMax: minorUnits.default('5000000'),
  /** How many withdrawals may wait (pending or approved) at once. */
  withdrawMaxPending: z.number().int().min(1).max(100).default(3),
  /** Deposits since the last paid withdrawal × this must have been bet first (0 = no requirement). */
  turnoverMultiple: z.number().min(0).max(100).default(1),
  /** Minutes after the payout within which the member confirms; then it counts as received. */
  confirmMinutes: z.number().int().min(1).max(10_080).default(30),
  /** Minutes an unpaid online deposit order stays payable; then it expires (bank transfers never do). */
  depositExpiryMinutes: z.number().int().min(5).max(10_080).default(30),
});
export type WalletSettings = z.output<typeof walletSettingsSchema>;
/** The settings on the wire (answers carry no transforms or defaults). */
export const walletSettingsValueSchema = z.object({
  withdrawMin: moneySchema,
  withdrawMax: moneySchema,
  withdrawMaxPending: z.number().int(),
  turnoverMultiple: z.number(),
  confirmMinutes: z.number().int(),
  depositExpiryMinutes: z.number().int(),
});
export const walletSettingFields = [
  'withdrawMin',
  'withdrawMax',
  'withdrawMaxPending',
  'turnoverMultiple',
  'confirmMinutes',
  'depositExpiryMinutes',
] as const;

export const MAX_BANK_CARDS = 5;
/** A proof picture (PNG or JPEG) of a "not received" confirmation: at most 5 MB. */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;

export const withdrawStatuses = [
  'pending',
  'approved',
  'paid',
  'received',
  'not_received',
  'rejected',
  'cancelled',
] as const;
export type WithdrawStatus = (typeof withdrawStatuses)[number];

const paymentPassword = z.string().trim().min(1).max(32);
const orderNo = z.string().regex(/^W\d{8,24}$/, 'order number');
const orderNoParams = z.object({ orderNo });
const note = z.string().trim().max(500).optional();

export const bankCardSchema = z.object({
  id: z.string(),
  bankName: z.string(),
  /** Only the last four digits are shown. */
  accountMasked: z.string(),
  holderName: z.string(),
  createdAt: z.string(),
});
export type BankCard = z.infer<typeof bankCardSchema>;

export const withdrawEventSchema = z.object({
  status: z.enum(withdrawStatuses),
  at: z.string(),
  actor: z.enum(['member', 'operator', 'system']),
  note: z.string().nullable(),
});
export type WithdrawEvent = z.infer<typeof withdrawEventSchema>;

export const withdrawOrderSchema = z.object({
  orderNo: z.string(),
  amount: moneySchema,
  status: z.enum(withdrawStatuses),
  bankName: z.string(),
  accountMasked: z.string(),
  createdAt: z.string(),
  /** While paid: when it counts as received without an answer. */
  confirmDeadline: z.string().nullable(),
  reviewerNote: z.string().nullable(),
  hasProof: z.boolean(),
  events: z.array(withdrawEventSchema),
});
export type WithdrawOrder = z.infer<typeof withdrawOrderSchema>;

export const withdrawInfoSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  currencyExponent: z.number().int(),
  /** The main wallet's balance (what may be withdrawn). */
  balance: moneySchema,
  min: moneySchema,
  max: moneySchema,
  maxPending: z.number().int(),
  pendingCount: z.number().int(),
  confirmMinutes: z.number().int(),
  turnover: z.object({ required: moneySchema, achieved: moneySchema }),
  paymentPasswordSet: z.boolean(),
  paymentPasswordLockedUntil: z.string().nullable(),
  payeeName: z.string().nullable(),
  cards: z.array(bankCardSchema),
  maxCards: z.number().int(),
});
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>;

export const adminWithdrawOrderSchema = withdrawOrderSchema.extend({ memberId: z.string(), username: z.string() });

const tags = ['withdraw'];
const adminTags = ['admin'];

export const withdrawRoutes = {
  withdrawInfo: defineRoute({
    id: 'withdrawInfo',
    ...endpoints.withdrawInfo,
    access: 'session',
    summary: 'What the withdraw page needs: balance, limits, turnover, payment password state, bank cards',
    tags,
    value: withdrawInfoSchema,
  }),
  bankCardBind: defineRoute({
    id: 'bankCardBind',
    ...endpoints.bankCardBind,
    access: 'session',
    summary: 'Binds a bank card (payment password; holder name = payee name; at most 5)',
    tags,
    body: z.object({
      bankName: z.string().trim().min(2).max(60),
      accountNumber: z
        .string()
        .transform((v) => v.replace(/[\s-]/g, ''))
        .pipe(z.string().regex(/^\d{6,30}$/, 'account number')),
      holderName: z.string().trim().min(2).max(60),
      paymentPassword,
    }),
    value: bankCardSchema,
  }),
  withdrawList: defineRoute({
    id: 'withdrawList',
    ...endpoints.withdrawList,
    access: 'session',
    summary: 'The member’s withdrawals, newest first, each with its timeline',
    tags,
    query: z.object({ size: z.coerce.number().int().min(1).max(50).default(20) }),
    value: z.object({ list: z.array(withdrawOrderSchema) }),
  }),
  withdrawRequest: defineRoute({
    id: 'withdrawRequest',
    ...endpoints.withdrawRequest,
    access: 'session',
    summary: 'Requests a withdrawal to a bound card; the amount is held at once (idempotent by requestId)',
    tags,
    body: z.object({
      requestId: requestIdSchema,
      bankCardId: z.string().regex(/^\d{1,19}$/),
      amount: amountSchema,
      paymentPassword,
    }),
    value: withdrawOrderSchema,
  }),
  withdrawCancel: defineRoute({
    id: 'withdrawCancel',
    ...endpoints.withdrawCancel,
    access: 'session',
    summary: 'Cancels a pending withdrawal; the held amount returns exactly once',
    tags,
    body: z.object({ orderNo }),
    value: withdrawOrderSchema,
  }),
  withdrawConfirm: defineRoute({
    id: 'withdrawConfirm',
    ...endpoints.withdrawConfirm,
    access: 'session',
    summary: 'Confirms a paid withdrawal as received, or not received with a proof picture (PNG/JPEG ≤ 5 MB, base64)',
    tags,
    body: z.object({ orderNo, received: z.boolean(), proof: z.string().min(8).max(7_100_000).optional() }),
    bodyLimit: 7_300_000,
    value: withdrawOrderSchema,
  }),
  adminWithdrawList: defineRoute({
    id: 'adminWithdrawList',
    ...endpoints.adminWithdrawList,
    access: 'operator',
    summary: 'Withdrawals, newest first, optionally of one status',
    tags: adminTags,
    query: z.object({
      status: z.enum(withdrawStatuses).optional(),
      size: z.coerce.number().int().min(1).max(200).default(50),
    }),
    value: z.object({ list: z.array(adminWithdrawOrderSchema) }),
  }),
  adminWithdrawApprove: defineRoute({
    id: 'adminWithdrawApprove',
    ...endpoints.adminWithdrawApprove,
    access: 'operator',
    summary: 'Approves a pending withdrawal (the amount stays held)',
    tags: adminTags,
    params: orderNoParams,
    body: z.object({ note }),
    value: adminWithdrawOrderSchema,
  }),
  adminWithdrawReject: defineRoute({
    id: 'adminWithdrawReject',
    ...endpoints.adminWithdrawReject,
    access: 'operator',
    summary: 'Rejects a pending or approved withdrawal; the held amount returns exactly once',
    tags: adminTags,
    params: orderNoParams,
    body: z.object({ note }),
    value: adminWithdrawOrderSchema,
  }),
  adminWithdrawPay: defineRoute({
    id: 'adminWithdrawPay',
    ...endpoints.adminWithdrawPay,
    access: 'operator',
    summary: 'Marks an approved withdrawal paid out; the member then confirms receipt',
    tags: adminTags,
    params: orderNoParams,
    body: z.object({ note }),
    value: adminWithdrawOrderSchema,
  }),
  adminWithdrawProof: defineRoute({
    id: 'adminWithdrawProof',
    ...endpoints.adminWithdrawProof,
    access: 'operator',
    summary: 'The proof picture the member sent with “not received” (the PNG or JPEG itself)',
    tags: adminTags,
    params: orderNoParams,
    value: z.null(),
  }),
  adminWalletSettings: defineRoute({
    id: 'adminWalletSettings',
    ...endpoints.adminWalletSettings,
    access: 'operator',
    summary:
      'Changes wallet settings: withdrawal limits, turnover multiple, confirmation minutes, deposit expiry minutes (partial)',
    tags: adminTags,
    body: z
      .object({
        withdrawMin: minorUnits,
        withdrawMax: minorUnits,
        withdrawMaxPending: z.number().int().min(1).max(100),
        turnoverMultiple: z.number().min(0).max(100),
        confirmMinutes: z.number().int().min(1).max(10_080),
        depositExpiryMinutes: z.number().int().min(5).max(10_080),
      })
      .partial()
      .strict(),
    value: walletSettingsValueSchema,
  }),
};
