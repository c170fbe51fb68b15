import { HEADER_TOKEN } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../../http/contract-routes.ts';
import type { MemberCredentialsService } from '../members/member-credentials.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { AccountAdminService } from './account-admin.service.ts';
import { requestContext } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import type { FreePlayService } from './free-play.service.ts';
import type { PasswordService } from './password.service.ts';

/** Where the site is, as the browser sees it (used for reset links only when PUBLIC_URL is unset). */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export function passwordHandlers(deps: {
  passwords: PasswordService;
  freePlay: FreePlayService;
  accounts: AccountAdminService;
  auth: AuthService;
  credentials: MemberCredentialsService;
  system: SystemService;
}): Pick<
  Handlers,
  | 'memberPasswordEmail'
  | 'memberPasswordReset'
  | 'memberPasswordChange'
  | 'sessionLoginFreePlay'
  | 'adminCreateMember'
  | 'systemLanguageUpdate'
> {
  const { passwords, freePlay, accounts, auth, credentials, system } = deps;
  return {
    memberPasswordEmail: ({ body, request }) =>
      passwords.forgotByEmail(body, { ip: request.ip, origin: originOf(request) }),
    memberPasswordReset: ({ payload }) => passwords.resetByLink(payload),
    memberPasswordChange: ({ session, payload, request }) => passwords.change(session, payload, { ip: request.ip }),
    sessionLoginFreePlay: ({ payload, request }) => freePlay.start(payload, requestContext(request)),
    adminCreateMember: ({ body }) => accounts.createMember(body),
    /** The language choice; with a session token it is kept on the member (SPEC §1 hisLang). */
    systemLanguageUpdate: async ({ body, request }) => {
      const answer = system.languageUpdate(body.language);
      const token = request.headers[HEADER_TOKEN];
      const session = await auth.authenticate(typeof token === 'string' ? token : undefined);
      if (session) await credentials.setLanguage(session.memberId, answer.language);
      return answer;
    },
  };
}
