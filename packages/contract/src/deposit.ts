import { z } from 'zod';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { amountSchema, moneySchema, requestIdSchema } from './wallet.ts';

/**
 * Deposits (SPEC §4 depositv2): payment channels of the brand (manual bank transfer, online gateway),
 * the member's deposit orders, the operator's review, and the sandbox gateway's callback.
 */
export const DEPOSIT_STATUSES = ['pending', 'credited', 'rejected', 'failed', 'cancelled', 'expired'] as const;
export type DepositStatusValue = (typeof DEPOSIT_STATUSES)[number];

/** Receipts: PNG, JPEG or WebP (checked by content), at most 5 MB, sent as base64. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;

const orderNoSchema = z.string().regex(/^D\d{8}[A-Z0-9]{6}$/, 'order number');

export const paymentChannelSchema = z.object({
  code: z.string(),
  type: z.enum(['bank_transfer', 'online']),
  name: z.string(),
  min: moneySchema,
  max: moneySchema,
  /** Bank transfer: bankName, accountName, accountNumber, branch. */
  details: z.record(z.string(), z.string()),
});
export type PaymentChannel = z.infer<typeof paymentChannelSchema>;

export const depositOrderSchema = z.object({
  orderNo: z.string(),
  channel: z.string(),
  channelType: z.enum(['bank_transfer', 'online']),
  amount: moneySchema,
  currency: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string().nullable(),
  hasReceipt: z.boolean(),
  note: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** Online orders while pending: the gateway page to pay on (same tab), a link signed for a short time. */
  payUrl: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrderSchema>;

const adminOrderSchema = depositOrderSchema.extend({
  memberId: z.string(),
  username: z.string(),
  receiptType: z.string().nullable(),
});

/** The sandbox gateway's callback: HMAC-SHA256 (hex) over `orderNo|amount|currency|status|gatewayTxId|timestamp`. */
export const sandboxCallbackSchema = z.object({
  orderNo: orderNoSchema,
  amount: z.string().regex(/^\d{1,19}$/),
  currency: z.string().regex(/^[A-Z]{3}$/),
  status: z.enum(['paid', 'failed', 'cancelled']),
  gatewayTxId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  timestamp: z.string().regex(/^\d{10,13}$/),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});
export type SandboxCallback = z.infer<typeof sandboxCallbackSchema>;

const tags = ['deposit'];
const page = {
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(10),
};
const orderParams = z.object({ orderNo: orderNoSchema });
/** The expiry of a sandbox payment link, in Unix seconds (it is part of what the link signs). */
const payLinkExpires = z.string().regex(/^\d{10,12}$/);
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), page: z.number().int(), size: z.number().int() });

export const depositRoutes = {
  depositChannels: defineRoute({
    id: 'depositChannels',
    ...endpoints.depositChannels,
    access: 'session',
    summary: 'Payment channels for a deposit, with their limits (minor units) and the brand currency',
    tags,
    value: z.object({
      currency: z.string(),
      currencySymbol: z.string(),
      currencyExponent: z.number().int(),
      brandName: z.string(),
      list: z.array(paymentChannelSchema),
    }),
  }),
  depositCreate: defineRoute({
    id: 'depositCreate',
    ...endpoints.depositCreate,
    access: 'session',
    summary: 'Creates a deposit order (pending); a repeated requestId answers the first order',
    tags,
    body: z.object({
      channel: z.string().trim().min(1).max(32),
      amount: amountSchema,
      requestId: requestIdSchema,
      reference: z
        .string()
        .trim()
        .max(64)
        // eslint-disable-next-line no-control-regex
        .regex(/^[^\u0000-\u001f\u007f]*$/, 'no control characters')
        .optional(),
    }),
    value: depositOrderSchema,
  }),
  depositOrders: defineRoute({
    id: 'depositOrders',
    ...endpoints.depositOrders,
    access: 'session',
    summary: 'The member’s deposit orders, newest first (paginated)',
    tags,
    query: z.object(page),
    value: paged(depositOrderSchema),
  }),
  depositReceiptUpload: defineRoute({
    id: 'depositReceiptUpload',
    ...endpoints.depositReceiptUpload,
    access: 'session',
    summary: 'Attaches a receipt picture to a pending bank-transfer order: PNG, JPEG or WebP, at most 5 MB, as base64',
    tags,
    body: z.object({ orderNo: orderNoSchema, image: z.string().min(8).max(7_100_000) }),
    bodyLimit: 7_200_000,
    value: depositOrderSchema,
  }),
  depositSandboxPay: defineRoute({
    id: 'depositSandboxPay',
    ...endpoints.depositSandboxPay,
    summary:
      'The sandbox gateway’s payment page (HTML) for an online order; only through the signed link in the owner’s payUrl (403 otherwise)',
    tags,
    params: orderParams,
    query: z.object({
      expires: payLinkExpires.optional(),
      sig: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    }),
    value: z.null(),
  }),
  depositSandboxConfirm: defineRoute({
    id: 'depositSandboxConfirm',
    ...endpoints.depositSandboxConfirm,
    summary:
      'The sandbox gateway: the player paid or cancelled; it posts the signed callback, then sends the player back',
    tags,
    params: orderParams,
    query: z.object({
      action: z.enum(['pay', 'cancel']),
      expires: payLinkExpires.optional(),
      token: z.string().regex(/^[0-9a-f]{32}$/),
    }),
    value: z.object({ location: z.string() }),
    redirect: true,
  }),
  depositSandboxCallback: defineRoute({
    id: 'depositSandboxCallback',
    ...endpoints.depositSandboxCallback,
    summary: 'Signed callback of the sandbox gateway: credits a paid order exactly once (replays answer the same)',
    tags,
    body: sandboxCallbackSchema,
    value: z.object({ orderNo: z.string(), status: z.enum(DEPOSIT_STATUSES) }),
  }),
  adminDepositList: defineRoute({
    id: 'adminDepositList',
    ...endpoints.adminDepositList,
    access: 'operator',
    summary: 'Deposit orders for review (default: pending, oldest first)',
    tags: ['admin'],
    query: z.object({ ...page, size: page.size, status: z.enum(DEPOSIT_STATUSES).default('pending') }),
    value: paged(adminOrderSchema),
  }),
  adminDepositApprove: defineRoute({
    id: 'adminDepositApprove',
    ...endpoints.adminDepositApprove,
    access: 'operator',
    summary: 'Credits a pending deposit exactly once (the member gets “deposit credited”)',
    tags: ['admin'],
    params: orderParams,
    body: z.object({ note: z.string().trim().max(200).optional() }),
    value: adminOrderSchema,
  }),
  adminDepositReceipt: defineRoute({
    id: 'adminDepositReceipt',
    ...endpoints.adminDepositReceipt,
    access: 'operator',
    summary: 'The receipt picture the member attached to a bank-transfer order (the PNG, JPEG or WebP itself)',
    tags: ['admin'],
    params: orderParams,
    value: z.null(),
  }),
  adminDepositReject: defineRoute({
    id: 'adminDepositReject',
    ...endpoints.adminDepositReject,
    access: 'operator',
    summary: 'Rejects a pending deposit (the member gets “deposit failed” with the reason)',
    tags: ['admin'],
    params: orderParams,
    body: z.object({ reason: z.string().trim().max(200).optional() }),
    value: adminOrderSchema,
  }),
};
