import {
  normaliseMobile,
  type ModuleId,
  type SmsCodeValue,
  type smsCodeNoLoginBodySchema,
  type smsCodeRegisterBodySchema,
} from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { maskMobile, type MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { CodePurpose, VerificationService } from '../verification/verification.service.ts';

type NoLoginBody = z.output<typeof smsCodeNoLoginBodySchema>;
type RegisterBody = z.output<typeof smsCodeRegisterBodySchema>;

/** True when the operator switched the module on (SPEC §4: enabled equals '1'). */
export async function moduleOn(system: SystemService, moduleId: ModuleId): Promise<boolean> {
  const flags = await system.whitelabel();
  return flags.some((f) => f.moduleId === moduleId && f.enabled === '1');
}

/** `+84912345678` from the picker's dialing code and the typed number, or mobile_invalid. */
export function mobileKeyOrFail(dialingCode: string, number: string): string {
  const key = normaliseMobile(dialingCode, number);
  if (!key) {
    throw new AppError('mobile_invalid', 'Please enter a valid mobile number', {
      fields: [{ field: 'body.mobileNum', rule: 'mobile', message: 'mobile_invalid' }],
    });
  }
  return key;
}

/**
 * SMS code requests (SPEC §3/§4): the number is checked before anything is sent; a sign-in or
 * reset code goes only to a number of an active member, but the answer is the same for any number.
 */
export class SmsCodeService {
  constructor(
    private readonly verification: VerificationService,
    private readonly members: MembersService,
    private readonly system: SystemService,
  ) {}

  /** POST /wps/verification/sms/noLogin: a code to sign in (MOBILEVERCODELOGIN3) or to reset the password. */
  async requestNoLogin(body: NoLoginBody, ip: string): Promise<SmsCodeValue> {
    if (body.purpose === 'login' && !(await moduleOn(this.system, 'MOBILEVERCODELOGIN3'))) {
      throw new AppError('feature_disabled', 'Login with an SMS code is switched off');
    }
    const target = mobileKeyOrFail(body.countryDialingCode, body.mobileNum);
    const member = await this.members.findByMobileKey(target);
    const known = member !== undefined && member.status === 'active';
    return this.send(body.purpose, target, known ? member.id : null, ip, !known);
  }

  /** POST /wps/verification/sms/register: a code for registration by mobile number (REGMOBVERF3). */
  async requestRegister(body: RegisterBody, ip: string): Promise<SmsCodeValue> {
    if (!(await moduleOn(this.system, 'MOBILENUMREG3')) || !(await moduleOn(this.system, 'REGMOBVERF3'))) {
      throw new AppError('feature_disabled', 'Registration by mobile number with an SMS code is switched off');
    }
    const target = mobileKeyOrFail(body.countryDialingCode, body.mobileNo);
    if (await this.members.findByMobileKey(target)) {
      throw new AppError('mobile_taken', 'This mobile number is already registered', {
        fields: [{ field: 'body.mobileNo', rule: 'taken', message: 'mobile_taken' }],
      });
    }
    return this.send('register', target, null, ip, false);
  }

  private async send(
    purpose: CodePurpose,
    target: string,
    memberId: bigint | null,
    ip: string,
    silent: boolean,
  ): Promise<SmsCodeValue> {
    const { brandName } = await this.system.brand();
    const issued = await this.verification.issue({
      channel: 'sms',
      purpose,
      target,
      memberId,
      ip,
      silent,
      compose: (code, minutes) => ({
        subject: `${brandName} verification code`,
        text: `${brandName}: your verification code is ${code}. It is valid for ${minutes} minutes. Never share it with anyone.`,
      }),
    });
    return {
      expiredMinutes: issued.expiredMinutes,
      message: `A verification code was sent to ${maskMobile(target) ?? ''}. It is valid for ${issued.expiredMinutes} minutes.`,
    };
  }

  /** GET /dev/sms (development only): the newest messages kept for a number, `+` optional. */
  outbox(mobileNum: string) {
    const digits = mobileNum.replace(/\D/g, '');
    return this.verification.outbox(`+${digits}`);
  }
}
