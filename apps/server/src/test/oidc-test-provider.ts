import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A REAL OpenID Connect provider (the `oidc-provider` package) for tests: one confidential client,
 * a fixed account store, and the package's own development login and consent pages. Not a mock:
 * discovery, PKCE, signed ID tokens and userinfo are the package's.
 */
export interface TestOidcAccount {
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
}

export interface TestOidcProvider {
  issuer: string;
  close: () => Promise<void>;
}

export async function startOidcProvider(opts: {
  port?: number;
  host?: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  accounts: Record<string, TestOidcAccount>;
}): Promise<TestOidcProvider> {
  const host = opts.host ?? '127.0.0.1';
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, host, () => resolve());
  });
  const issuer = `http://${host}:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    cookies: { keys: ['oidc-test-provider-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    findAccount: (_ctx, id) => {
      const account = opts.accounts[id];
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A minimal browser for the provider's pages: keeps cookies, follows redirects by hand and stops
 * when a redirect leaves for `stopAt` (the portal's callback), returning that URL.
 */
export class CookieBrowser {
  private readonly jar = new Map<string, string>();

  constructor(private readonly stopAt: string) {}

  private async request(url: string, init: RequestInit = {}): Promise<{ url: string; html: string }> {
    let current = url;
    let options = init;
    for (let hop = 0; hop < 20; hop++) {
      if (current.startsWith(this.stopAt)) return { url: current, html: '' };
      const cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(current, {
        ...options,
        redirect: 'manual',
        headers: { ...(options.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        this.jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
      }
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        current = new URL(location, current).toString();
        options = {};
        continue;
      }
      return { url: current, html: await res.text() };
    }
    throw new Error('too many redirects');
  }

  /** Opens a URL; when a login or consent form shows, submits it; returns where it left for `stopAt`. */
  async authorize(url: string, login: string): Promise<string> {
    let page = await this.request(url);
    for (let step = 0; step < 4 && !page.url.startsWith(this.stopAt); step++) {
      const action = /<form[^>]*action="([^"]+)"/.exec(page.html)?.[1];
      const prompt = /name="prompt" value="([^"]+)"/.exec(page.html)?.[1];
      if (!action || !prompt) throw new Error(`unexpected provider page ${page.url}: ${page.html.slice(0, 300)}`);
      const form = new URLSearchParams(prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
      page = await this.request(new URL(action, page.url).toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
    }
    if (!page.url.startsWith(this.stopAt)) throw new Error(`provider did not return: ${page.url}`);
    return page.url;
  }
}
