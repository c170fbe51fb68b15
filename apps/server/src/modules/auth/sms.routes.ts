import type { Handlers } from '../../http/contract-routes.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { requestContext } from './auth.routes.ts';
import type { AuthService } from './auth.service.ts';
import { PhoneResetService } from './phone-reset.service.ts';
import type { RegistrationService } from './registration.service.ts';
import { SmsCodeService } from './sms-codes.service.ts';
import { SmsLoginService } from './sms-login.service.ts';

type SmsRouteKey =
  | 'verificationSmsNoLogin'
  | 'verificationSmsRegister'
  | 'memberRegisterMobile'
  | 'memberPasswordVerification'
  | 'devSmsOutbox';

/**
 * SMS codes and what they open: code requests, login by code (hooked into AuthService.login),
 * registration by mobile number and the password reset by phone. Wired by createServices.
 */
export function createSmsModule(deps: {
  auth: AuthService;
  verification: VerificationService;
  members: MembersService;
  system: SystemService;
  registration: RegistrationService;
}): { handlers: Pick<Handlers, SmsRouteKey> } {
  const { auth, verification, members, system, registration } = deps;
  const codes = new SmsCodeService(verification, members, system);
  const reset = new PhoneResetService(auth, verification, members, system);
  auth.smsLogin = new SmsLoginService(auth, verification, members, system);
  return {
    handlers: {
      verificationSmsNoLogin: ({ body, request }) => codes.requestNoLogin(body, request.ip),
      verificationSmsRegister: ({ body, request }) => codes.requestRegister(body, request.ip),
      memberRegisterMobile: ({ payload, request }) => registration.registerMobile(payload, requestContext(request)),
      memberPasswordVerification: ({ payload, request }) => reset.reset(payload, requestContext(request)),
      devSmsOutbox: ({ query }) => codes.outbox(query.mobileNum),
    },
  };
}
