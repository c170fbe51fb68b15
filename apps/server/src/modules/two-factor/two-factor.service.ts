import { createHash, timingSafeEqual } from 'node:crypto';
import type { TrustedIp, TwoFactorChallenge, TwoFactorMethod } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { MemberRow } from '../members/members.repo.ts';
import { maskEmail, maskMobile, type MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import type { TotpService } from './totp.service.ts';
import type { ChallengeRow, TwoFactorRepo } from './two-factor.repo.ts';

/** A sign-in challenge lives 10 minutes and allows 5 tries (SPEC §6). */
export const CHALLENGE_LIMITS = { minutes: 10, maxAttempts: 5 } as const;

export type Site = 'member' | 'agent';

/** Bank account names compare case-insensitively with runs of white space as one space. */
export const normaliseBankName = (name: string) => name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const sameText = (a: string, b: string) => timingSafeEqual(sha256(a), sha256(b));

const expired = () =>
  new AppError('two_factor_expired', 'This verification has expired or was used up, please log in again');

/**
 * Two-factor sign-in on an unrecognised IP (SPEC §6). After a correct password, `gate` lets the
 * sign-in go on when the member has no second factor or the IP is trusted; otherwise it opens a
 * challenge and refuses with `two_factor_required`. `verify` proves the challenge with one method;
 * the IP then becomes trusted.
 */
export class TwoFactorService {
  constructor(
    private readonly repo: TwoFactorRepo,
    readonly totp: TotpService,
    private readonly members: MembersService,
    private readonly verification: VerificationService,
    private readonly system: SystemService,
    private readonly opts: { emailAvailable: boolean },
  ) {}

  /** The second factors a member can use: authenticator app, verified mobile, verified e-mail, bank account name. */
  methodsOf(member: MemberRow): TwoFactorMethod[] {
    const methods: TwoFactorMethod[] = [];
    if (member.totpEnabledAt && member.totpSecret) methods.push('totp');
    if (member.mobileVerifiedAt && member.mobileKey) methods.push('sms');
    if (member.emailVerifiedAt && member.email && this.opts.emailAvailable) methods.push('email');
    if (member.payeeName?.trim()) methods.push('bank');
    return methods;
  }

  /**
   * Called after the password (or a social identity) proved who signs in. Returns null to go on;
   * throws `two_factor_required` with the challenge when the IP is unrecognised and a method exists.
   * A member's first sign-in goes on (its IP becomes trusted in `trustOnEntry`).
   */
  async gate(member: MemberRow, ctx: { ip: string }, site: Site, loginMethod: string): Promise<null> {
    const methods = this.methodsOf(member);
    if (methods.length === 0 || member.firstLoginAt === null) return null;
    if (await this.repo.touchTrusted(member.id, ctx.ip)) return null;
    const challenge = await this.repo.createChallenge({
      memberId: member.id,
      ip: ctx.ip,
      site,
      loginMethod,
      methods,
      expiresAt: new Date(Date.now() + CHALLENGE_LIMITS.minutes * 60_000),
    });
    const twoFactor: TwoFactorChallenge = { challengeId: challenge.id, methods };
    if (methods.includes('sms')) twoFactor.maskedMobile = maskMobile(member.mobileKey) ?? undefined;
    if (methods.includes('email')) twoFactor.maskedEmail = maskEmail(member.email) ?? undefined;
    throw new AppError('two_factor_required', 'This sign-in comes from a new IP: please verify it is you', {
      twoFactor,
    });
  }

  /** Registration's IP and the IP of a member's first sign-in are trusted without a second factor. */
  async trustOnEntry(member: MemberRow, ip: string, method: string): Promise<void> {
    if (method === 'register') await this.repo.trust(member.id, ip, 'register');
    else if (member.firstLoginAt === null) await this.repo.trust(member.id, ip, 'first_login');
  }

  private async challenged(challengeId: string, ip: string, method: TwoFactorMethod, spend: boolean) {
    const challenge = spend
      ? await this.repo.spendAttempt(challengeId, ip, CHALLENGE_LIMITS.maxAttempts)
      : await this.repo.liveChallenge(challengeId, ip, CHALLENGE_LIMITS.maxAttempts);
    if (!challenge) throw expired();
    const member = await this.members.findById(challenge.memberId);
    if (!member || member.status !== 'active') throw expired();
    if (!challenge.methods.includes(method) || !this.methodsOf(member).includes(method)) {
      throw new AppError('bad_request', 'This verification method is not available');
    }
    return { challenge, member };
  }

  /** Sends the SMS or e-mail code of a challenge (resend throttling as for every code). */
  async sendCode(challengeId: string, method: 'sms' | 'email', ip: string) {
    const { member } = await this.challenged(challengeId, ip, method, false);
    const target = method === 'sms' ? member.mobileKey : member.email?.toLowerCase();
    if (!target) throw new AppError('bad_request', 'This verification method is not available');
    const { brandName } = await this.system.brand();
    const issued = await this.verification.issue({
      channel: method,
      purpose: 'two_factor',
      target,
      memberId: member.id,
      ip,
      compose: (code, minutes) => ({
        subject: `${brandName}: your sign-in code`,
        text: `${brandName}: your sign-in code is ${code}. It is valid for ${minutes} minutes. If you did not try to sign in, change your password now.`,
      }),
    });
    return {
      expiredMinutes: issued.expiredMinutes,
      sentTo: (method === 'sms' ? maskMobile(target) : maskEmail(target)) ?? '',
    };
  }

  /**
   * Proves a challenge with one method (each try counts; 5 wrong tries use it up). On success the
   * challenge is spent and the IP trusted; the caller starts the session.
   */
  async verify(
    challengeId: string,
    method: TwoFactorMethod,
    code: string,
    ip: string,
  ): Promise<{ member: MemberRow; challenge: ChallengeRow }> {
    const { challenge, member } = await this.challenged(challengeId, ip, method, true);
    await this.prove(member, method, code);
    if (!(await this.repo.markUsed(challenge.id))) throw expired();
    await this.repo.trust(member.id, ip, method);
    return { member, challenge };
  }

  private async prove(member: MemberRow, method: TwoFactorMethod, code: string): Promise<void> {
    const invalid = new AppError('verification_code_invalid', 'Please enter a valid verification code');
    if (method === 'totp') return this.totp.useCode(member, code);
    if (method === 'bank') {
      if (!member.payeeName || !sameText(normaliseBankName(code), normaliseBankName(member.payeeName))) throw invalid;
      return;
    }
    const target = method === 'sms' ? member.mobileKey : member.email?.toLowerCase();
    if (!target) throw invalid;
    const { memberId } = await this.verification.verify(method, 'two_factor', target, code);
    if (memberId !== member.id) throw invalid;
  }

  async trustedIps(memberId: bigint, currentIp: string): Promise<{ list: TrustedIp[] }> {
    const rows = await this.repo.listTrusted(memberId);
    return {
      list: rows.map((r) => ({
        ip: r.ip,
        method: r.method,
        verifiedAt: r.verifiedAt.toISOString(),
        lastUsedAt: r.lastUsedAt.toISOString(),
        current: r.ip === currentIp,
      })),
    };
  }

  async removeTrustedIp(memberId: bigint, ip: string): Promise<{ removed: boolean }> {
    const removed = await this.repo.removeTrusted(memberId, ip);
    if (!removed) throw new AppError('not_found', 'This IP is not on your list');
    return { removed };
  }
}
