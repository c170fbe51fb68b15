import { createHash, randomBytes } from 'node:crypto';
import type { LoginValue } from '@portal/contract';
import { type loginPayloadSchema } from '@portal/contract';
import type { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import type { SessionPrincipal } from '../../http/session.ts';
import type { MemberRow } from '../members/members.repo.ts';
import { AGENT_TYPES, type MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import type { AuthRepo } from './auth.repo.ts';
import { drawCaptcha } from './captcha-image.ts';
import type { KeyRing } from './hybrid-crypto.ts';
import { captchaNeeded, checkPasswordAttempt } from './login-throttle.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';

type LoginPayload = z.output<typeof loginPayloadSchema>;
export type SmsLoginPayload = Extract<LoginPayload, { type: 'sms' }>;

export interface RequestContext {
  ip: string;
  userAgent: string | null;
  /** The token the request already carried; a new login revokes it (rotation). */
  currentToken: string | null;
}

export type AuthenticatedSession = SessionPrincipal;

export interface AuthOptions {
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  passwordExpiryDays: number;
  /** Keeps captcha answers in memory for the development endpoint (never in production). */
  devEndpoints: boolean;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AuthService {
  private readonly devCaptchas = new Map<string, string>();
  /** Login by SMS code (sms-login.service.ts), set by createServices. */
  smsLogin: { login(payload: SmsLoginPayload, ctx: RequestContext): Promise<LoginValue> } | null = null;
  /** Second factor on an unrecognised IP (two-factor.service.ts), set by createServices. */
  twoFactor: Pick<TwoFactorService, 'gate' | 'trustOnEntry'> | null = null;

  constructor(
    private readonly repo: AuthRepo,
    readonly keys: KeyRing,
    private readonly members: MembersService,
    private readonly system: SystemService,
    private readonly opts: AuthOptions,
  ) {}

  publicKey() {
    return this.keys.current();
  }

  async captcha(): Promise<{ captchaId: string; image: string }> {
    const { answer, image } = drawCaptcha();
    const captchaId = await this.repo.insertCaptcha(
      sha256(answer.toLowerCase()).toString('hex'),
      new Date(Date.now() + 5 * 60_000),
    );
    if (this.opts.devEndpoints) {
      this.devCaptchas.set(captchaId, answer);
      if (this.devCaptchas.size > 1000) this.devCaptchas.delete(this.devCaptchas.keys().next().value as string);
    }
    return { captchaId, image };
  }

  devCaptchaAnswer(captchaId: string): { answer: string } {
    const answer = this.devCaptchas.get(captchaId);
    if (!answer) throw new AppError('not_found', 'No such captcha');
    return { answer };
  }

  /** Single use: any attempt consumes the captcha; a wrong or expired one is captcha_invalid. */
  async verifyCaptcha(captchaId: string | undefined, answer: string | undefined): Promise<void> {
    const invalid = new AppError('captcha_invalid', 'The captcha is wrong or expired', { captcha: true });
    if (!captchaId || !answer || !UUID.test(captchaId)) throw invalid;
    const hash = await this.repo.consumeCaptcha(captchaId);
    this.devCaptchas.delete(captchaId);
    if (!hash || hash !== sha256(answer.trim().toLowerCase()).toString('hex')) throw invalid;
  }

  async login(payload: LoginPayload, ctx: RequestContext): Promise<LoginValue> {
    if (payload.type === 'sms') {
      if (!this.smsLogin) throw new AppError('feature_disabled', 'Login with an SMS code is not available');
      return this.smsLogin.login(payload, ctx);
    }
    const accountKey = payload.username.toLowerCase();
    const member = await this.members.findByUsername(payload.username);
    const window = await checkPasswordAttempt(this.repo, { accountKey, ip: ctx.ip, memberId: member?.id ?? null });
    if (captchaNeeded(window)) {
      if (!payload.captcha || !payload.captchaId) {
        throw new AppError('captcha_required', 'Please enter the captcha', { captcha: true });
      }
      await this.verifyCaptcha(payload.captchaId, payload.captcha);
    }
    const passwordOk = await verifyPassword(member?.passwordHash, payload.password);
    if (!member || !passwordOk || member.status !== 'active') {
      await this.repo.recordFailure(accountKey, ctx.ip);
      if (member) await this.history(member.id, ctx, 'password', false);
      const next = captchaNeeded({ account: window.account + 1, ip: window.ip + 1 });
      throw new AppError('login_failed', 'Account or password is incorrect', next ? { captcha: true } : null);
    }
    if (payload.site === 'agent' && !(AGENT_TYPES as readonly number[]).includes(member.customerType)) {
      throw new AppError('error_not_agent', 'This account is not an agent account');
    }
    if (payload.site === 'member' && (member.customerType === 41 || member.customerType === 42)) {
      throw new AppError('error_not_member', 'This account cannot log in to the member site');
    }
    // Only this IP's failures: a stranger's elsewhere keep locking the stranger.
    await this.repo.clearFailures(accountKey, ctx.ip);
    if (needsRehash(member.passwordHash)) await this.upgradeHash(member, payload.password);
    await this.twoFactor?.gate(member, ctx, payload.site, 'password');
    return this.startSession(member, ctx, payload.site, 'password');
  }

  /** Re-hashes a proven password made with older Argon2 parameters, so only today's setting stays. */
  private async upgradeHash(member: MemberRow, password: string): Promise<void> {
    await this.members.upgradePasswordHash(member.id, member.passwordHash, await hashPassword(password));
  }

  /** Creates a session for a member who has just proven who they are (login or registration). */
  async startSession(
    member: MemberRow,
    ctx: RequestContext,
    site: 'member' | 'agent',
    method: string,
  ): Promise<LoginValue> {
    if (ctx.currentToken) await this.logoutToken(ctx.currentToken);
    const flags = await this.system.whitelabel();
    const expiryOn = flags.some((f) => f.moduleId === 'PWDEXPFORCECHANGE3' && f.enabled === '1');
    const age = Date.now() - member.passwordChangedAt.getTime();
    // SPEC §4: no forced change after an SMS login (the password was not used).
    const passwordExpired =
      method !== 'sms' && (member.mustChangePassword || (expiryOn && age > this.opts.passwordExpiryDays * 86_400_000));
    const token = randomBytes(32).toString('base64url');
    await this.repo.insertSession({
      tokenHash: sha256(token),
      memberId: member.id,
      site,
      ip: ctx.ip,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
      expiresAt: new Date(Date.now() + this.opts.sessionAbsoluteHours * 3_600_000),
      loginMethod: method,
      // Only the forced change right after proving a default or expired password skips the old
      // password (password.service.ts); any other change asks for it, so a stolen token cannot.
      passwordKnown: passwordExpired && method === 'password',
    });
    await this.twoFactor?.trustOnEntry(member, ctx.ip, method);
    const stamped = await this.members.markLogin(member.id);
    await this.history(member.id, ctx, method, true);
    return {
      token,
      firstTimeLogin: member.firstLoginAt === null,
      passwordExpired,
      customerType: member.customerType,
      user: await this.members.toInfo(stamped ?? member),
    };
  }

  private async history(memberId: bigint, ctx: RequestContext, method: string, success: boolean): Promise<void> {
    const { countryCode } = this.system.location(ctx.ip);
    await this.repo.recordLogin({
      memberId,
      ip: ctx.ip,
      countryCode,
      userAgent: ctx.userAgent?.slice(0, 500) ?? null,
      method,
      success,
    });
  }

  /** The session behind a token, or null; refreshes the idle clock at most once a minute. */
  async authenticate(token: string | undefined): Promise<AuthenticatedSession | null> {
    if (!token || token.length > 100) return null;
    const idleSince = new Date(Date.now() - this.opts.sessionIdleMinutes * 60_000);
    const row = await this.repo.findLiveSession(sha256(token), idleSince);
    if (!row) return null;
    if (Date.now() - row.lastSeenAt.getTime() > 60_000) await this.repo.touchSession(row.sessionId);
    return { sessionId: row.sessionId, memberId: row.memberId, customerType: row.customerType, site: row.site };
  }

  /** Signs a member out everywhere (a password reset). */
  revokeMemberSessions(memberId: bigint): Promise<void> {
    return this.repo.revokeMemberSessions(memberId);
  }

  async logout(session: AuthenticatedSession): Promise<{ signedOut: true }> {
    await this.repo.revokeSession(session.sessionId);
    return { signedOut: true };
  }

  private async logoutToken(token: string): Promise<void> {
    const session = await this.authenticate(token);
    if (session) await this.repo.revokeSession(session.sessionId);
  }
}
