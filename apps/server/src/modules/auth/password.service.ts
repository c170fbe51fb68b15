import { createHash, randomBytes } from 'node:crypto';
import type { changePasswordPayloadSchema, forgotByEmailBodySchema, resetByLinkPayloadSchema } from '@portal/contract';
import { checkFieldRule } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { requireRealAccount, type SessionPrincipal } from '../../http/session.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { MemberCredentialsService } from '../members/member-credentials.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { AuthRepo } from './auth.repo.ts';
import { checkPasswordAttempt } from './login-throttle.ts';
import { composeResetMail } from './password-mail.ts';
import { checkNewPassword, passwordRuleOf } from './password-rules.ts';
import type { PasswordRepo } from './password.repo.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

type ForgotBody = z.output<typeof forgotByEmailBodySchema>;
type ResetPayload = z.output<typeof resetByLinkPayloadSchema>;
type ChangePayload = z.output<typeof changePasswordPayloadSchema>;

/** Limits of the password flows. */
export const PASSWORD_LIMITS = {
  resetLinkMinutes: 30,
  /** Forgot-by-e-mail requests per hour: per username and per IP (whatever the answer). */
  forgotPerAccountPerHour: 3,
  forgotPerIpPerHour: 10,
  /** A forced change needs no old password this long after the sign-in with the default or expired one. */
  passwordKnownMinutes: 15,
} as const;

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const invalidFields = (fields: { field: string; rule: string; message: string }[]) =>
  new AppError('validation_failed', 'Some fields are not valid', { fields });

export interface PasswordLog {
  info(obj: object, msg: string): void;
  warn?(obj: object, msg: string): void;
}

/** Forgot by e-mail, reset by link and change password (SPEC §3–§5). */
export class PasswordService {
  constructor(
    private readonly repo: PasswordRepo,
    private readonly authRepo: AuthRepo,
    private readonly members: MembersService,
    private readonly credentials: MemberCredentialsService,
    private readonly system: SystemService,
    private readonly mailer: Mailer | null,
    private readonly opts: { publicUrl: string | undefined; log?: PasswordLog },
  ) {}

  /**
   * Mails a reset link when username and e-mail belong to one active member. The answer is the
   * same for any pair (no enumeration) and the mail is sent in the background so the timing
   * matches too. Throttled per username and per IP.
   */
  async forgotByEmail(body: ForgotBody, ctx: { ip: string; origin: string }) {
    if (!this.mailer) throw new AppError('feature_disabled', 'Password reset by e-mail is not available');
    const rules = await this.system.registerRules();
    const usernameRule = rules.find((r) => r.field === 'username');
    const problem = usernameRule ? checkFieldRule({ ...usernameRule, enabled: true }, body.username) : null;
    if (problem) {
      throw invalidFields([
        { field: 'body.username', rule: problem, message: `reg_pattern_${usernameRule?.patternId ?? 0}` },
      ]);
    }
    const accountKey = `forgot:${body.username.toLowerCase()}`;
    const ipKey = `forgot:${ctx.ip}`;
    const { hour } = await this.authRepo.countFailures(accountKey, ipKey, { hour: new Date(Date.now() - 3_600_000) });
    if (hour.account >= PASSWORD_LIMITS.forgotPerAccountPerHour || hour.ip >= PASSWORD_LIMITS.forgotPerIpPerHour) {
      throw new AppError('too_many_attempts', 'Too many requests, try again later');
    }
    await this.authRepo.recordFailure(accountKey, ipKey);
    const answer = { sent: true as const, expiredMinutes: PASSWORD_LIMITS.resetLinkMinutes };
    const member = await this.members.findByUsername(body.username);
    if (!member || member.status !== 'active' || member.customerType === 4) return answer;
    if (!member.email || member.email.trim().toLowerCase() !== body.email.toLowerCase()) return answer;

    const token = randomBytes(32).toString('base64url');
    await this.repo.insertReset({
      tokenHash: sha256(token),
      memberId: member.id,
      ip: ctx.ip,
      expiresAt: new Date(Date.now() + PASSWORD_LIMITS.resetLinkMinutes * 60_000),
    });
    const base = (this.opts.publicUrl ?? ctx.origin).replace(/\/+$/, '');
    const brand = await this.system.brand();
    const mail = composeResetMail({
      to: member.email,
      username: member.username,
      brandName: brand.brandName,
      link: `${base}/resetPassword?token=${token}`,
      expiredMinutes: PASSWORD_LIMITS.resetLinkMinutes,
      language: member.language,
    });
    this.mailer.send(mail).catch((err: unknown) => {
      const log = this.opts.log;
      (log?.warn ?? log?.info)?.call(log, { err, memberId: member.id.toString() }, 'password reset mail failed');
    });
    return answer;
  }

  /** Sets a new password with a reset link's token; the link and the member's other links are used up. */
  async resetByLink(payload: ResetPayload) {
    const errors = checkNewPassword(
      passwordRuleOf(await this.system.registerRules()),
      payload.newPassword,
      payload.confirmNewPassword,
    );
    if (errors.length) throw invalidFields(errors);
    const invalid = new AppError('password_reset_invalid', 'This reset link is invalid, expired or already used');
    const memberId = await this.repo.consumeReset(sha256(payload.token));
    if (memberId === undefined) throw invalid;
    const member = await this.members.findById(memberId);
    if (!member || member.status !== 'active') throw invalid;
    await this.credentials.setPassword(member.id, await hashPassword(payload.newPassword), { mustChange: false });
    await this.repo.revokeMemberSessions(member.id);
    await this.authRepo.clearFailures(member.usernameKey);
    return { reset: true as const, username: member.username };
  }

  /**
   * Changes the signed-in member's password. The current password is required, so a stolen session
   * token cannot take the account; the one exception is the forced change right after a sign-in
   * with a default or expired password (the session is marked `passwordKnown`, for 15 minutes and
   * one change), which CHNGPASSVERIF3 on removes too. A wrong current password counts as a failed
   * sign-in of the account from this IP (same counters and lock as the sign-in).
   */
  async change(session: SessionPrincipal | null, payload: ChangePayload, ctx: { ip: string }) {
    const principal = requireRealAccount(session);
    const member = await this.members.findById(principal.memberId);
    if (!member) throw new AppError('session_expired', 'Your session has ended, please log in again');
    await checkPasswordAttempt(this.authRepo, { accountKey: member.usernameKey, ip: ctx.ip, memberId: member.id });
    const errors = checkNewPassword(
      passwordRuleOf(await this.system.registerRules()),
      payload.newPassword,
      payload.confirmNewPassword,
    );
    const alwaysAsk = (await this.system.whitelabel()).some(
      (f) => f.moduleId === 'CHNGPASSVERIF3' && f.enabled === '1',
    );
    const knownSince = new Date(Date.now() - PASSWORD_LIMITS.passwordKnownMinutes * 60_000);
    const needOld = alwaysAsk || !(await this.repo.sessionPasswordKnown(principal.sessionId, knownSince));
    const oldPassword = payload.oldPassword ?? '';
    if (needOld && oldPassword === '') {
      errors.unshift({ field: 'body.oldPassword', rule: 'required', message: 'required' });
    }
    if (errors.length) throw invalidFields(errors);
    if (oldPassword !== '' && !(await verifyPassword(member.passwordHash, oldPassword))) {
      await this.authRepo.recordFailure(member.usernameKey, ctx.ip);
      throw new AppError('password_incorrect', 'The old password is incorrect');
    }
    if (await verifyPassword(member.passwordHash, payload.newPassword)) {
      throw invalidFields([{ field: 'body.newPassword', rule: 'same_as_old', message: 'password_same_as_old' }]);
    }
    await this.credentials.setPassword(member.id, await hashPassword(payload.newPassword), { mustChange: false });
    await this.repo.revokeMemberSessions(member.id, principal.sessionId);
    await this.repo.forgetPasswordKnown(principal.sessionId);
    return { changed: true as const };
  }
}
