import * as oidc from 'openid-client';

/** What a provider needs to be reached: its issuer and our client at it. */
export interface OidcClientSettings {
  key: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes whenever the operator edits the provider, so a stale discovery is not reused. */
  updatedAt: Date;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The provider could not be reached or answered nonsense (discovery, token or userinfo endpoint). */
export class ProviderUnavailableError extends Error {}

/** Plain http is accepted only for an issuer on this machine (development and tests). */
const isLocalHttp = (issuer: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(issuer);

const TIMEOUT_SECONDS = 10;
const SCOPE = 'openid email profile';

/**
 * OpenID Connect clients per provider (openid-client): discovery through the issuer, cached for
 * ten minutes; authorisation URLs with PKCE (S256), state and nonce; the code grant, which
 * validates the ID token (signature, issuer, audience, nonce, expiry) and the `iss` parameter.
 */
export class OidcClients {
  private readonly cache = new Map<string, { stamp: string; at: number; config: Promise<oidc.Configuration> }>();

  constructor(private readonly ttlMs = 10 * 60_000) {}

  configuration(p: OidcClientSettings): Promise<oidc.Configuration> {
    const stamp = `${p.issuer}|${p.clientId}|${p.updatedAt.getTime()}`;
    const hit = this.cache.get(p.key);
    if (hit && hit.stamp === stamp && Date.now() - hit.at < this.ttlMs) return hit.config;
    const config = this.discover(p);
    this.cache.set(p.key, { stamp, at: Date.now(), config });
    config.catch(() => {
      if (this.cache.get(p.key)?.config === config) this.cache.delete(p.key);
    });
    return config;
  }

  private async discover(p: OidcClientSettings): Promise<oidc.Configuration> {
    const insecure = isLocalHttp(p.issuer);
    let found: oidc.Configuration;
    try {
      found = await oidc.discovery(new URL(p.issuer), p.clientId, p.clientSecret, undefined, {
        timeout: TIMEOUT_SECONDS,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
    } catch (err) {
      throw new ProviderUnavailableError(`Discovery of ${p.issuer} failed: ${String(err)}`, { cause: err });
    }
    // The OpenID default is client_secret_basic; some providers (LINE) take the secret only in the body.
    const metadata = found.serverMetadata();
    const methods = metadata.token_endpoint_auth_methods_supported ?? ['client_secret_basic'];
    const auth = methods.includes('client_secret_basic')
      ? oidc.ClientSecretBasic(p.clientSecret)
      : oidc.ClientSecretPost(p.clientSecret);
    const config = new oidc.Configuration(metadata, p.clientId, p.clientSecret, auth);
    config.timeout = TIMEOUT_SECONDS;
    if (insecure) oidc.allowInsecureRequests(config);
    return config;
  }

  async authorizationUrl(p: OidcClientSettings, r: AuthorizationRequest): Promise<string> {
    const config = await this.configuration(p);
    return oidc
      .buildAuthorizationUrl(config, {
        redirect_uri: r.redirectUri,
        scope: SCOPE,
        state: r.state,
        nonce: r.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(r.codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /**
   * Trades the authorisation code at the token endpoint and returns the verified ID token claims,
   * completed from the userinfo endpoint when there is one (providers often keep e-mail there).
   */
  async signIn(
    p: OidcClientSettings,
    callbackUrl: URL,
    checks: { state: string; nonce: string; codeVerifier: string },
  ): Promise<Record<string, unknown> & { sub: string }> {
    const config = await this.configuration(p);
    const tokens = await oidc
      .authorizationCodeGrant(config, callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      })
      .catch((err: unknown) => {
        if (err instanceof TypeError || (err as { code?: string }).code === 'OAUTH_TIMEOUT') {
          throw new ProviderUnavailableError(`Token endpoint of ${p.issuer} failed: ${String(err)}`, { cause: err });
        }
        throw err;
      });
    const claims = tokens.claims();
    if (!claims) throw new Error('No ID token in the token response');
    if (!config.serverMetadata().userinfo_endpoint || !tokens.access_token) return { ...claims };
    const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
    return { ...(info ?? {}), ...claims };
  }
}
