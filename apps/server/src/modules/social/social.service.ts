import { createHash, randomBytes } from 'node:crypto';
import type { LoginValue, SocialErrorCode, SocialProvider, SocialProviderAdmin } from '@portal/contract';
import { AppError } from '../../http/errors.ts';
import type { AuthService, RequestContext } from '../auth/auth.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import type { MemberRow } from '../members/members.repo.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { ProviderUnavailableError, type OidcClients } from './oidc-clients.ts';
import { socialUsername } from './social-username.ts';
import type { ProviderSettings, SocialProviderRow, SocialRepo } from './social.repo.ts';

/**
 * Runs after a social sign-in proved who the member is and before a session opens: the place for
 * the two-factor gate (it throws, e.g. `two_factor_required`, to hold the session back).
 */
export type SessionGate = (member: MemberRow, ctx: RequestContext, site: 'member', method: 'social') => Promise<void>;

export interface SocialOptions {
  /** The public origin of the portal (PUBLIC_URL); otherwise the request's own origin. */
  publicUrl: string | undefined;
  /** How long the public provider list is cached (STATUS_CACHE_MS). */
  cacheMs: number;
}

const STATE_MINUTES = 10;
const HANDOVER_MINUTES = 2;
const STAFF_TYPES = [41, 42];

const sha256 = (s: string) => createHash('sha256').update(s).digest();
const random = () => randomBytes(32).toString('base64url');

/** Thrown inside the flow; the callback turns it into `/?socialError=<code>`. */
class SocialFlowError extends Error {
  constructor(readonly code: SocialErrorCode) {
    super(code);
  }
}

const errorLocation = (code: SocialErrorCode) => `/?socialError=${code}`;

/** Where unexpected failures of the browser flow are reported (the request logger). */
export interface FlowLogger {
  warn: (obj: object, msg: string) => void;
}

export class SocialService {
  private listCache: { at: number; value: SocialProvider[] } | null = null;

  constructor(
    private readonly repo: SocialRepo,
    private readonly clients: OidcClients,
    private readonly auth: AuthService,
    private readonly members: MembersService,
    private readonly system: SystemService,
    private readonly opts: SocialOptions,
    private readonly gate?: SessionGate,
  ) {}

  /** Enabled providers, in the operator's order; none while the SOCIALLOGIN3 module is off. */
  async providers(): Promise<SocialProvider[]> {
    if (this.listCache && Date.now() - this.listCache.at < this.opts.cacheMs) return this.listCache.value;
    const on = (await this.system.whitelabel()).some((f) => f.moduleId === 'SOCIALLOGIN3' && f.enabled === '1');
    const rows = on ? await this.repo.listProviders() : [];
    const value = rows.filter((r) => r.enabled === 1).map((r) => ({ key: r.key, displayName: r.displayName }));
    this.listCache = { at: Date.now(), value };
    return value;
  }

  private async enabledProvider(key: string): Promise<SocialProviderRow> {
    if (!(await this.providers()).some((p) => p.key === key)) throw new SocialFlowError('provider_disabled');
    const row = await this.repo.findProvider(key);
    if (!row || row.enabled !== 1) throw new SocialFlowError('provider_disabled');
    return row;
  }

  private redirectUri(key: string, origin: string): string {
    return `${(this.opts.publicUrl ?? origin).replace(/\/+$/, '')}/api/wps/session/social/${key}/callback`;
  }

  /** The provider's authorisation URL for a new request (state, nonce and PKCE verifier kept 10 minutes). */
  async start(key: string, returnTo: string, origin: string, log?: FlowLogger): Promise<{ location: string }> {
    try {
      const provider = await this.enabledProvider(key);
      const request = {
        redirectUri: this.redirectUri(key, origin),
        state: random(),
        nonce: random(),
        codeVerifier: random(),
      };
      const location = await this.clients.authorizationUrl(provider, request);
      await this.repo.insertState({
        state: request.state,
        provider: key,
        nonce: request.nonce,
        codeVerifier: request.codeVerifier,
        returnTo,
        expiresAt: new Date(Date.now() + STATE_MINUTES * 60_000),
      });
      return { location };
    } catch (err) {
      return { location: errorLocation(this.flowCode(err, log)) };
    }
  }

  /**
   * The provider sent the browser back: check the state, trade the code, find or create the member,
   * and send the browser to `returnTo?socialCode=<one-time code>`; failures go to `/?socialError=`.
   */
  async callback(
    key: string,
    query: Record<string, unknown>,
    origin: string,
    log?: FlowLogger,
  ): Promise<{ location: string }> {
    try {
      const state = typeof query.state === 'string' ? query.state : '';
      const claimed = state ? await this.repo.claimState(state, key) : undefined;
      if (!claimed) throw new SocialFlowError('state_invalid');
      if (query.error) throw new SocialFlowError(query.error === 'access_denied' ? 'cancelled' : 'sign_in_failed');
      const provider = await this.enabledProvider(key);
      const url = new URL(this.redirectUri(key, origin));
      for (const [name, value] of Object.entries(query))
        if (typeof value === 'string') url.searchParams.set(name, value);
      const claims = await this.clients.signIn(provider, url, { state, ...claimed });
      const member = await this.memberFor(key, claims);
      this.checkMember(member, (code) => new SocialFlowError(code));
      const code = random();
      await this.repo.setHandover(state, sha256(code), member.id, new Date(Date.now() + HANDOVER_MINUTES * 60_000));
      const back = new URL(claimed.returnTo ?? '/', 'http://portal.invalid');
      back.searchParams.delete('socialError');
      back.searchParams.set('socialCode', code);
      return { location: `${back.pathname}${back.search}${back.hash}` };
    } catch (err) {
      return { location: errorLocation(this.flowCode(err, log)) };
    }
  }

  /** Trades a one-time hand-over code for a session, like a login (single use, 2 minutes). */
  async exchange(code: string, ctx: RequestContext): Promise<LoginValue> {
    const memberId = await this.repo.takeHandover(sha256(code));
    const member = memberId === undefined ? undefined : await this.members.findById(memberId);
    if (!member) throw new AppError('social_code_invalid', 'The sign-in link has expired, please try again');
    this.checkMember(member, (c) =>
      c === 'error_not_member'
        ? new AppError('error_not_member', 'This account cannot log in to the member site')
        : new AppError('login_failed', 'This account cannot log in'),
    );
    if (this.gate) await this.gate(member, ctx, 'member', 'social');
    return this.auth.startSession(member, ctx, 'member', 'social');
  }

  private checkMember(member: MemberRow, fail: (code: 'account_disabled' | 'error_not_member') => Error): void {
    if (member.status !== 'active') throw fail('account_disabled');
    if (STAFF_TYPES.includes(member.customerType)) throw fail('error_not_member');
  }

  /**
   * The member linked to (provider, sub), or a new member (type 3). An existing member with the
   * same e-mail is NOT linked: the provider's word on an e-mail address is not proof enough to
   * hand over someone's account (docs/decisions/0010-social-sign-in.md).
   */
  private async memberFor(provider: string, claims: Record<string, unknown> & { sub: string }): Promise<MemberRow> {
    const known = await this.repo.findIdentity(provider, claims.sub);
    if (known !== undefined) {
      const member = await this.members.findById(known);
      if (member) return member;
    }
    const verified = claims.email_verified === true && typeof claims.email === 'string' && claims.email.length <= 200;
    const email = verified ? (claims.email as string) : null;
    const nickname = typeof claims.name === 'string' ? claims.name.slice(0, 64) : null;
    const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
    let member: MemberRow | undefined;
    for (let attempt = 0; !member; attempt++) {
      try {
        member = await this.members.create({
          username: socialUsername(claims, provider, attempt),
          passwordHash,
          customerType: 3,
          nickname,
          email,
          emailVerifiedAt: email ? new Date() : null,
          contacts: {},
        });
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'username_taken') || attempt >= 10) throw err;
      }
    }
    if (await this.repo.insertIdentity({ provider, subject: claims.sub, memberId: member.id, email })) return member;
    // A parallel callback linked the same identity first: use its member.
    const winner = await this.repo.findIdentity(provider, claims.sub);
    const linked = winner === undefined ? undefined : await this.members.findById(winner);
    if (!linked) throw new Error('social identity vanished while linking');
    return linked;
  }

  private flowCode(err: unknown, log?: FlowLogger): SocialErrorCode {
    if (err instanceof SocialFlowError) return err.code;
    log?.warn({ err }, 'social sign-in failed');
    return err instanceof ProviderUnavailableError ? 'provider_unavailable' : 'sign_in_failed';
  }

  async adminList(): Promise<SocialProviderAdmin[]> {
    return (await this.repo.listProviders()).map(toAdmin);
  }

  async adminSet(key: string, settings: ProviderSettings): Promise<SocialProviderAdmin> {
    const row = await this.repo.upsertProvider(key, settings);
    if (!row) {
      throw new AppError('validation_failed', 'A new provider needs its client secret', {
        fields: [{ field: 'body.clientSecret', rule: 'required', message: 'required' }],
      });
    }
    this.listCache = null;
    return toAdmin(row);
  }
}

function toAdmin(row: SocialProviderRow): SocialProviderAdmin {
  return {
    key: row.key,
    displayName: row.displayName,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecretSet: row.clientSecret.length > 0,
    enabled: row.enabled === 1,
    sort: row.sort,
    updatedAt: row.updatedAt.toISOString(),
  };
}
