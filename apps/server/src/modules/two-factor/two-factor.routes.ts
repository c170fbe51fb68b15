import type { Handlers } from '../../http/contract-routes.ts';
import { requireRealAccount, requireSession } from '../../http/session.ts';
import { requestContext } from '../auth/auth.routes.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Site, TwoFactorService } from './two-factor.service.ts';

export function twoFactorHandlers(
  twoFactor: TwoFactorService,
  auth: AuthService,
): Pick<
  Handlers,
  | 'totpEnrol'
  | 'totpConfirm'
  | 'totpDisable'
  | 'trustedIps'
  | 'trustedIpRemove'
  | 'twoFactorSendCode'
  | 'twoFactorVerify'
> {
  return {
    totpEnrol: ({ session }) => twoFactor.totp.enrol(requireRealAccount(session).memberId),
    totpConfirm: ({ session, body, request }) =>
      twoFactor.totp.confirm(requireRealAccount(session).memberId, body.code, request.ip),
    totpDisable: ({ session, body }) => twoFactor.totp.disable(requireRealAccount(session).memberId, body.code),
    trustedIps: ({ session, request }) => twoFactor.trustedIps(requireSession(session).memberId, request.ip),
    trustedIpRemove: ({ session, query }) => twoFactor.removeTrustedIp(requireRealAccount(session).memberId, query.ip),
    twoFactorSendCode: ({ body, request }) => twoFactor.sendCode(body.challengeId, body.method, request.ip),
    twoFactorVerify: async ({ body, request }) => {
      const { member, challenge } = await twoFactor.verify(body.challengeId, body.method, body.code, request.ip);
      return auth.startSession(member, requestContext(request), challenge.site as Site, challenge.loginMethod);
    },
  };
}
