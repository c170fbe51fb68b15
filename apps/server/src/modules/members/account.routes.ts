import type { Handlers } from '../../http/contract-routes.ts';
import { requireRealAccount, requireSession } from '../../http/session.ts';
import type { AccountService } from './account.service.ts';
import type { ContactBindingService } from './contact-binding.service.ts';
import type { PaymentPasswordService } from './payment-password.service.ts';

/** The security centre's profile routes: every one acts on the signed-in member only; trial accounts only read. */
export function accountHandlers(
  account: AccountService,
  binding: ContactBindingService,
  paymentPassword: PaymentPasswordService,
): Pick<
  Handlers,
  | 'memberSecurity'
  | 'memberProfileUpdate'
  | 'memberLoginHistory'
  | 'memberMobileCode'
  | 'memberMobileBind'
  | 'memberEmailCode'
  | 'memberEmailBind'
  | 'memberPaymentPassword'
  | 'memberIcon'
  | 'playerAvatars'
  | 'memberIconChoose'
  | 'memberIconUpload'
  | 'memberAvatarImage'
> {
  return {
    memberSecurity: ({ session }) => account.overview(requireSession(session).memberId),
    memberProfileUpdate: ({ session, body }) =>
      account.setNickname(requireRealAccount(session).memberId, body.nickname),
    memberLoginHistory: ({ session, query }) =>
      account.loginHistory(requireSession(session).memberId, query.page, query.size),
    memberMobileCode: ({ session, body, request }) =>
      binding.sendMobileCode(requireRealAccount(session).memberId, body, request.ip),
    memberMobileBind: ({ session, payload }) => binding.bindMobile(requireRealAccount(session).memberId, payload),
    memberEmailCode: ({ session, body, request }) =>
      binding.sendEmailCode(requireRealAccount(session).memberId, body.email, request.ip),
    memberEmailBind: ({ session, payload }) => binding.bindEmail(requireRealAccount(session).memberId, payload),
    memberPaymentPassword: ({ session, payload }) =>
      paymentPassword.save(requireRealAccount(session).memberId, payload),
    memberIcon: ({ session }) => account.icon(requireSession(session).memberId),
    playerAvatars: () => account.avatarCatalogue(),
    memberIconChoose: ({ session, body }) => account.chooseStatic(requireRealAccount(session).memberId, body.avatarId),
    memberIconUpload: ({ session, body }) => account.upload(requireRealAccount(session).memberId, body.image),
    memberAvatarImage: async ({ params, reply }) => {
      const picture = await account.avatarImage(BigInt(params.memberId), params.hash);
      // The URL carries the picture's hash: a new picture is a new URL, so this one never changes.
      await reply
        .header('content-type', picture.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(picture.bytes);
      return null;
    },
  };
}
