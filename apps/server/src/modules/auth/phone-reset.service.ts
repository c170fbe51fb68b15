import type { LoginValue, phoneResetPayloadSchema } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { AuthService, RequestContext } from './auth.service.ts';
import { newPasswordProblems } from './mobile-registration.ts';
import { hashPassword } from './passwords.ts';
import { mobileKeyOrFail } from './sms-codes.service.ts';

type PhoneResetPayload = z.output<typeof phoneResetPayloadSchema>;

/**
 * Forgot password by phone (SPEC §3/§4/§5): the new password is checked first (so a typo does not
 * use up the code), then the 'reset_password' code; the password is replaced, every session of the
 * member ends, and a new session is opened (automatic login).
 */
export class PhoneResetService {
  constructor(
    private readonly auth: AuthService,
    private readonly verification: VerificationService,
    private readonly members: MembersService,
    private readonly system: SystemService,
  ) {}

  async reset(payload: PhoneResetPayload, ctx: RequestContext): Promise<LoginValue> {
    const target = mobileKeyOrFail(payload.countryDialingCode, payload.mobileNum);
    const errors = newPasswordProblems(
      await this.system.registerRules(),
      payload.newPassword,
      payload.confirmNewPassword,
      {
        password: 'newPassword',
        confirm: 'confirmNewPassword',
      },
    );
    if (errors.length) throw new AppError('validation_failed', 'Some fields are not valid', { fields: errors });
    await this.verification.verify('sms', 'reset_password', target, payload.verificationCode);
    const member = await this.members.findByMobileKey(target);
    // Codes for unknown or inactive numbers are never sent, so no one can hold a valid one.
    if (!member || member.status !== 'active') {
      throw new AppError('verification_code_invalid', 'Please enter a valid verification code');
    }
    const updated = await this.members.setPassword(member.id, await hashPassword(payload.newPassword));
    await this.auth.revokeMemberSessions(member.id);
    if (updated.customerType === 41 || updated.customerType === 42) {
      throw new AppError('error_not_member', 'The password is changed; this account cannot log in to the member site');
    }
    return this.auth.startSession(updated, { ...ctx, currentToken: null }, 'member', 'reset');
  }
}
