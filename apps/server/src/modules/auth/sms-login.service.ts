import type { LoginValue } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import { AGENT_TYPES, type MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { AuthService, RequestContext, SmsLoginPayload } from './auth.service.ts';
import { mobileKeyOrFail, moduleOn } from './sms-codes.service.ts';

/**
 * Login by mobile number and SMS code (SPEC §3/§4, MOBILEVERCODELOGIN3): the code (purpose
 * 'login') is single use; the member is found by normalised mobile number; the site rules are those
 * of the password login. The session is opened with method 'sms', which never forces a password change.
 */
export class SmsLoginService {
  constructor(
    private readonly auth: AuthService,
    private readonly verification: VerificationService,
    private readonly members: MembersService,
    private readonly system: SystemService,
  ) {}

  async login(payload: SmsLoginPayload, ctx: RequestContext): Promise<LoginValue> {
    if (!(await moduleOn(this.system, 'MOBILEVERCODELOGIN3'))) {
      throw new AppError('feature_disabled', 'Login with an SMS code is switched off');
    }
    const target = mobileKeyOrFail(payload.countryDialingCode ?? '', payload.mobileNum);
    await this.verification.verify('sms', 'login', target, payload.password);
    const member = await this.members.findByMobileKey(target);
    // A code is only sent to an active member's number; this covers a member locked since then.
    if (!member || member.status !== 'active') throw new AppError('login_failed', 'This account cannot log in');
    if (payload.site === 'agent' && !(AGENT_TYPES as readonly number[]).includes(member.customerType)) {
      throw new AppError('error_not_agent', 'This account is not an agent account');
    }
    if (payload.site === 'member' && (member.customerType === 41 || member.customerType === 42)) {
      throw new AppError('error_not_member', 'This account cannot log in to the member site');
    }
    return this.auth.startSession(member, ctx, payload.site, 'sms');
  }
}
