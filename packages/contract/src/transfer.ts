import { z } from 'zod';
import { encryptedBodySchema } from './auth.ts';
import { endpoints } from './endpoints.ts';
import { defineRoute } from './route.ts';
import { amountSchema, moneySchema, requestIdSchema } from './wallet.ts';

/**
 * Transfers (SPEC §2 transferFund and transferUpline, §6): main wallet ↔ transfer-wallet vendors,
 * recycle all back to main, a member to its upline, an agent to its downline. Amounts are whole
 * minor units; every request carries a client request id (the idempotency key).
 */

/** The main wallet's code in transfers and in the balance answer. */
export const MAIN_WALLET_CODE = 'MAIN';

/** A wallet: 'MAIN' or a transfer-wallet vendor code. */
export const walletCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{2,20}$/, 'wallet code')
  .transform((v) => v.toUpperCase());

export const transferStatusSchema = z.enum(['pending', 'done', 'failed']);
export type TransferStatus = z.infer<typeof transferStatusSchema>;

export const walletTransferBodySchema = z.object({
  from: walletCodeSchema,
  to: walletCodeSchema,
  amount: amountSchema,
  requestId: requestIdSchema,
});
export type WalletTransferBody = z.input<typeof walletTransferBodySchema>;

/** A transfer's state: `pending` means the game wallet has not confirmed yet (it settles by itself). */
export const walletTransferValueSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  from: z.string(),
  to: z.string(),
  amount: moneySchema,
  status: transferStatusSchema,
  createdAt: z.string(),
});
export type WalletTransferValue = z.infer<typeof walletTransferValueSchema>;

export const recycleValueSchema = z.object({
  /** What moved back per vendor; `maintenance`: left in the vendor wallet until it is back. */
  transfers: z.array(
    z.object({
      vendor: z.string(),
      amount: moneySchema,
      status: z.enum(['done', 'pending', 'failed', 'maintenance']),
    }),
  ),
});
export type RecycleValue = z.infer<typeof recycleValueSchema>;

export const memberUplineValueSchema = z.object({
  upline: z.object({ account: z.string(), nickname: z.string().nullable() }).nullable(),
});
export type MemberUplineValue = z.infer<typeof memberUplineValueSchema>;

const paymentPassword = z.string().trim().min(1).max(32);

export const transferUplinePayloadSchema = z.object({
  amount: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
});
export type TransferUplinePayload = z.input<typeof transferUplinePayloadSchema>;

export const transferDownlinePayloadSchema = z.object({
  username: z.string().trim().min(1).max(64),
  amount: amountSchema,
  paymentPassword,
  requestId: requestIdSchema,
});
export type TransferDownlinePayload = z.input<typeof transferDownlinePayloadSchema>;

export const memberTransferValueSchema = z.object({
  requestId: z.string(),
  amount: moneySchema,
  /** The receiver's account name. */
  to: z.string(),
});
export type MemberTransferValue = z.infer<typeof memberTransferValueSchema>;

const tags = ['wallet'];

export const transferRoutes = {
  walletTransfer: defineRoute({
    ...endpoints.walletTransfer,
    id: 'walletTransfer',
    access: 'session',
    summary: 'Transfers between the main wallet and a game (vendor) wallet; idempotent by requestId',
    tags,
    body: walletTransferBodySchema,
    value: walletTransferValueSchema,
  }),
  walletRecycle: defineRoute({
    ...endpoints.walletRecycle,
    id: 'walletRecycle',
    access: 'session',
    summary: 'Brings every game wallet back to the main wallet; answers what moved per vendor',
    tags,
    value: recycleValueSchema,
  }),
  memberUpline: defineRoute({
    ...endpoints.memberUpline,
    id: 'memberUpline',
    access: 'session',
    summary: "The member's upline (null without one)",
    tags,
    value: memberUplineValueSchema,
  }),
  memberTransferUpline: defineRoute({
    ...endpoints.memberTransferUpline,
    id: 'memberTransferUpline',
    access: 'session',
    summary: 'Transfers from the main wallet to the upline (payment password; encrypted)',
    tags,
    body: encryptedBodySchema,
    payload: transferUplinePayloadSchema,
    value: memberTransferValueSchema,
  }),
  agentTransferDownline: defineRoute({
    ...endpoints.agentTransferDownline,
    id: 'agentTransferDownline',
    access: 'session',
    summary: "An agent's transfer to a member of its own downline (payment password; encrypted)",
    tags: ['agent', ...tags],
    body: encryptedBodySchema,
    payload: transferDownlinePayloadSchema,
    value: memberTransferValueSchema,
  }),
};
