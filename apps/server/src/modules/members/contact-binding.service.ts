import { normaliseMobile, type SecurityOverview } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import { verifyPassword } from '../auth/passwords.ts';
import type { SystemService } from '../system/system.service.ts';
import type { CodeChannel, VerificationService } from '../verification/verification.service.ts';
import type { AccountRepo } from './account.repo.ts';
import { securityOverview } from './account.service.ts';
import type { MemberRow } from './members.repo.ts';
import type { MembersService } from './members.service.ts';

interface MobileInput {
  mobileNum: string;
  countryDialingCode?: string | undefined;
}

const mobileInvalid = () =>
  new AppError('mobile_invalid', 'Please enter a valid mobile number', {
    fields: [{ field: 'body.mobileNum', rule: 'mobile', message: 'mobile_invalid' }],
  });
const mobileTaken = () =>
  new AppError('mobile_taken', 'This mobile number is already bound to another account', {
    fields: [{ field: 'body.mobileNum', rule: 'taken', message: 'mobile_taken' }],
  });

/**
 * Binding a mobile number or an e-mail address: a code goes to the NEW address, the code binds it
 * and marks it verified. Replacing an address that is already verified also needs the login
 * password (a stolen session alone cannot move the account's recovery channels).
 */
export class ContactBindingService {
  constructor(
    private readonly repo: AccountRepo,
    private readonly members: MembersService,
    private readonly verification: VerificationService,
    private readonly system: SystemService,
  ) {}

  private async member(memberId: bigint): Promise<MemberRow> {
    const row = await this.members.findById(memberId);
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return row;
  }

  private mobileKey(input: MobileInput): string {
    const key = normaliseMobile(input.countryDialingCode, input.mobileNum);
    if (!key) throw mobileInvalid();
    return key;
  }

  private async send(channel: CodeChannel, target: string, memberId: bigint, ip: string) {
    const { brandName } = await this.system.brand();
    const purpose = channel === 'sms' ? 'bind_mobile' : 'bind_email';
    return this.verification.issue({
      channel,
      purpose,
      target,
      memberId,
      ip,
      compose: (code, minutes) => ({
        subject: `${brandName}: confirm your ${channel === 'sms' ? 'mobile number' : 'e-mail address'}`,
        text: `${brandName}: your verification code is ${code}. It is valid for ${minutes} minutes. Never share it with anyone.`,
      }),
    });
  }

  /** Checks the code (single use, for this member), then — when replacing a verified address — the password. */
  private async prove(
    member: MemberRow,
    channel: CodeChannel,
    target: string,
    code: string,
    replacing: boolean,
    password: string | undefined,
  ): Promise<void> {
    const purpose = channel === 'sms' ? 'bind_mobile' : 'bind_email';
    const { memberId } = await this.verification.verify(channel, purpose, target, code);
    if (memberId !== member.id)
      throw new AppError('verification_code_invalid', 'Please enter a valid verification code');
    if (replacing && !(password && (await verifyPassword(member.passwordHash, password)))) {
      throw new AppError('password_incorrect', 'The login password is incorrect', {
        fields: [{ field: 'body.password', rule: 'password', message: 'password_incorrect' }],
      });
    }
  }

  async sendMobileCode(memberId: bigint, input: MobileInput, ip: string) {
    const key = this.mobileKey(input);
    const member = await this.member(memberId);
    if (member.mobileKey === key && member.mobileVerifiedAt) {
      throw new AppError('conflict', 'This mobile number is already bound to your account');
    }
    if (await this.repo.mobileTaken(key, memberId)) throw mobileTaken();
    return this.send('sms', key, memberId, ip);
  }

  async bindMobile(memberId: bigint, input: MobileInput & { code: string; password?: string | undefined }) {
    const key = this.mobileKey(input);
    const member = await this.member(memberId);
    const replacing = member.mobileVerifiedAt !== null && member.mobileKey !== null;
    await this.prove(member, 'sms', key, input.code, replacing, input.password);
    const dialing = (input.countryDialingCode ?? '').replace(/^\+/, '');
    const row = await this.repo.bindMobile(memberId, {
      mobileKey: key,
      countryDialingCode: dialing,
      mobileNum: dialing && key.startsWith(`+${dialing}`) ? key.slice(dialing.length + 1) : key,
    });
    if (!row) throw mobileTaken();
    return securityOverview(row);
  }

  async sendEmailCode(memberId: bigint, email: string, ip: string) {
    const target = email.trim().toLowerCase();
    const member = await this.member(memberId);
    if (member.email?.toLowerCase() === target && member.emailVerifiedAt) {
      throw new AppError('conflict', 'This e-mail address is already bound to your account');
    }
    return this.send('email', target, memberId, ip);
  }

  async bindEmail(
    memberId: bigint,
    input: { email: string; code: string; password?: string | undefined },
  ): Promise<SecurityOverview> {
    const target = input.email.trim().toLowerCase();
    const member = await this.member(memberId);
    const replacing = member.emailVerifiedAt !== null && member.email !== null;
    await this.prove(member, 'email', target, input.code, replacing, input.password);
    const row = await this.repo.bindEmail(memberId, target);
    if (!row) throw new AppError('session_expired', 'Your session has ended, please log in again');
    return securityOverview(row);
  }
}
