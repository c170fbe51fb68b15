import type { WalletTransferValue } from '@portal/contract';
import type { Handlers } from '../../http/contract-routes.ts';
import { requireRealAccount, requireSession } from '../../http/session.ts';
import type { PaymentPasswordService } from '../members/payment-password.service.ts';
import type { MemberTransferService, MemberTransferResult } from './member-transfer.service.ts';
import type { TransferRow } from './transfer.repo.ts';
import { MAIN_WALLET, type TransferService } from './transfer.service.ts';

type TransferHandlers = Pick<
  Handlers,
  'walletTransfer' | 'walletRecycle' | 'memberUpline' | 'memberTransferUpline' | 'agentTransferDownline'
>;

export const toTransferValue = (t: TransferRow): WalletTransferValue => ({
  id: String(t.id),
  requestId: t.requestId.replace(/^req:/, ''),
  from: t.direction === 'in' ? MAIN_WALLET : t.vendorCode,
  to: t.direction === 'in' ? t.vendorCode : MAIN_WALLET,
  amount: String(t.amount),
  status: t.status,
  createdAt: t.createdAt.toISOString(),
});

const memberValue = (r: MemberTransferResult) => ({ requestId: r.requestId, amount: String(r.amount), to: r.to });

export function transferHandlers(
  transfers: TransferService,
  memberTransfers: MemberTransferService,
  paymentPassword: Pick<PaymentPasswordService, 'verify'>,
): TransferHandlers {
  return {
    walletTransfer: async ({ session, body }) => {
      const { memberId } = requireRealAccount(session);
      return toTransferValue(await transfers.transfer(memberId, body));
    },
    walletRecycle: async ({ session }) => {
      const { memberId } = requireRealAccount(session);
      const moved = await transfers.recycle(memberId);
      return { transfers: moved.map((m) => ({ ...m, amount: String(m.amount) })) };
    },
    memberUpline: async ({ session }) => {
      const { memberId } = requireSession(session);
      return { upline: await memberTransfers.upline(memberId) };
    },
    memberTransferUpline: async ({ session, payload }) => {
      const { memberId } = requireRealAccount(session);
      await paymentPassword.verify(memberId, payload.paymentPassword);
      return memberValue(await memberTransfers.toUpline(memberId, payload.amount, payload.requestId));
    },
    agentTransferDownline: async ({ session, payload }) => {
      const { memberId } = requireRealAccount(session);
      const downlineId = await memberTransfers.downlineId(memberId, payload.username);
      await paymentPassword.verify(memberId, payload.paymentPassword);
      return memberValue(await memberTransfers.toDownline(memberId, downlineId, payload.amount, payload.requestId));
    },
  };
}
