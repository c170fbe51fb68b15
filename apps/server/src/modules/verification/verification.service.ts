import { createHash, randomInt, randomUUID } from 'node:crypto';
import { AppError } from '../../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsGateway } from './sms-gateway.ts';
import type { VerificationRepo } from './verification.repo.ts';

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'login' | 'register' | 'reset_password' | 'bind_mobile' | 'bind_email' | 'two_factor';

/** Limits of one-time codes (SPEC §4, §9: the resend countdown is expiredMinutes × 60 s). */
export const CODE_LIMITS = {
  expiredMinutes: 5,
  length: 6,
  maxAttempts: 5,
  resendAfterMs: 60_000,
  perTargetPerHour: 5,
  perIpPerHour: 20,
} as const;

export interface IssueCode {
  channel: CodeChannel;
  purpose: CodePurpose;
  /** Normalised address: `+84912345678` or a lower-case e-mail address. */
  target: string;
  memberId?: bigint | null;
  ip: string;
  /** Builds the text that carries the code (the caller knows the brand and language). */
  compose: (code: string, expiredMinutes: number) => { subject: string; text: string };
  /**
   * Record the request (so throttling answers alike) but send nothing: for a number or address that
   * must not be revealed as unknown (a sign-in or reset code for no account).
   */
  silent?: boolean;
}

export interface IssuedCode {
  expiredMinutes: number;
  /** Where the code went, masked for display (`******5678`). */
  sentTo: string;
}

const hashCode = (id: string, code: string) => createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * One-time codes by SMS or e-mail: sending is throttled (one per minute per target and purpose,
 * hourly caps per target and per IP); a code is single use, expires, and allows a few tries.
 */
export class VerificationService {
  constructor(
    private readonly repo: VerificationRepo,
    private readonly sms: SmsGateway,
    private readonly mailer: Mailer | null,
  ) {}

  async issue(req: IssueCode): Promise<IssuedCode> {
    const last = await this.repo.latest(req.channel, req.target, req.purpose);
    const wait = last ? last.createdAt.getTime() + CODE_LIMITS.resendAfterMs - Date.now() : 0;
    if (wait > 0) {
      throw new AppError('code_send_too_frequent', 'Please wait before asking for another code', {
        retryAfterSeconds: Math.ceil(wait / 1000),
      });
    }
    const hourly = await this.repo.countSince(req.target, req.ip, new Date(Date.now() - 3_600_000));
    if (hourly.target >= CODE_LIMITS.perTargetPerHour || hourly.ip >= CODE_LIMITS.perIpPerHour) {
      throw new AppError('too_many_attempts', 'Too many requests, try again in 5 minutes');
    }
    if (req.channel === 'email' && !this.mailer) throw new AppError('feature_disabled', 'E-mail is not configured');
    const code = String(randomInt(0, 10 ** CODE_LIMITS.length)).padStart(CODE_LIMITS.length, '0');
    const id = randomUUID();
    await this.repo.insert({
      id,
      channel: req.channel,
      purpose: req.purpose,
      target: req.target,
      memberId: req.memberId ?? null,
      codeHash: hashCode(id, code),
      maxAttempts: CODE_LIMITS.maxAttempts,
      ip: req.ip,
      expiresAt: new Date(Date.now() + CODE_LIMITS.expiredMinutes * 60_000),
    });
    const message = req.compose(code, CODE_LIMITS.expiredMinutes);
    if (req.silent) return { expiredMinutes: CODE_LIMITS.expiredMinutes, sentTo: req.target };
    if (req.channel === 'sms') await this.sms.send(req.target, message.text);
    else await this.mailer?.send({ to: req.target, subject: message.subject, text: message.text });
    return { expiredMinutes: CODE_LIMITS.expiredMinutes, sentTo: req.target };
  }

  /**
   * Checks a code and uses it up. Wrong, used-up or missing: verification_code_invalid; past its
   * expiry: verification_code_expired. Returns the member the code was issued for, if any.
   */
  async verify(
    channel: CodeChannel,
    purpose: CodePurpose,
    target: string,
    code: string,
  ): Promise<{ memberId: bigint | null }> {
    const row = await this.repo.spendAttempt(channel, target, purpose);
    if (!row) {
      if (await this.repo.isExpired(channel, target, purpose)) {
        throw new AppError('verification_code_expired', 'The verification code has expired, send again');
      }
      throw new AppError('verification_code_invalid', 'Please enter a valid verification code');
    }
    const given = code.trim();
    if (!/^\d{4,8}$/.test(given) || hashCode(row.id, given) !== row.codeHash || !(await this.repo.markUsed(row.id))) {
      throw new AppError('verification_code_invalid', 'Please enter a valid verification code');
    }
    return { memberId: row.memberId };
  }

  /** Development outbox: the newest messages sent to a number (the dev endpoint reads this). */
  async outbox(to: string, limit = 10) {
    const rows = await this.repo.listSms(to, limit);
    return rows.map((r) => ({ to: r.to, body: r.body, sentAt: r.createdAt.toISOString() }));
  }
}
