import type { Handlers } from '../../http/contract-routes.ts';
import { sendPrivatePicture } from '../../http/private-picture.ts';
import { requireRealAccount } from '../../http/session.ts';
import type { BankCardsService } from './bank-cards.service.ts';
import type { WalletSettingsService } from './withdraw-settings.ts';
import type { WithdrawService } from './withdraw.service.ts';

type WithdrawHandlerKeys =
  | 'withdrawInfo'
  | 'bankCardBind'
  | 'withdrawList'
  | 'withdrawRequest'
  | 'withdrawCancel'
  | 'withdrawConfirm'
  | 'adminWithdrawList'
  | 'adminWithdrawApprove'
  | 'adminWithdrawReject'
  | 'adminWithdrawPay'
  | 'adminWithdrawProof'
  | 'adminWalletSettings';

/** Withdrawals need a real account (SPEC §6): trial accounts are refused with in_need_true_account. */
export function withdrawHandlers(
  withdraw: WithdrawService,
  cards: BankCardsService,
  settings: WalletSettingsService,
): Pick<Handlers, WithdrawHandlerKeys> {
  const member = (session: Parameters<typeof requireRealAccount>[0]) => requireRealAccount(session).memberId;
  return {
    withdrawInfo: ({ session }) => withdraw.info(member(session)),
    bankCardBind: ({ session, body }) => cards.bind(member(session), body),
    withdrawList: async ({ session, query }) => ({ list: await withdraw.list(member(session), query.size) }),
    withdrawRequest: ({ session, body }) => withdraw.request(member(session), body),
    withdrawCancel: ({ session, body }) => withdraw.cancel(member(session), body.orderNo),
    withdrawConfirm: ({ session, body }) => withdraw.confirm(member(session), body.orderNo, body.received, body.proof),
    adminWithdrawList: async ({ query }) => ({ list: await withdraw.adminList(query.status, query.size) }),
    adminWithdrawApprove: ({ params, body }) => withdraw.approve(params.orderNo, body.note ?? null),
    adminWithdrawReject: ({ params, body }) => withdraw.reject(params.orderNo, body.note ?? null),
    adminWithdrawPay: ({ params, body }) => withdraw.pay(params.orderNo, body.note ?? null),
    adminWithdrawProof: async ({ params, reply }) =>
      sendPrivatePicture(reply, await withdraw.proof(params.orderNo), `${params.orderNo}-proof`),
    adminWalletSettings: async ({ body }) => {
      const next = await settings.set(body);
      return { ...next };
    },
  };
}
