/** The vendor side of the wallet's integration tests: its own database, the wallet and the signed /gls routes. */
import { randomBytes } from 'node:crypto';
import { buildVendorApp } from '../../app.ts';
import { registerGlsWalletRoutes } from '../../gls/gls-wallet.routes.ts';
import { signedHeaders } from '../../gls/signature.ts';
import { insertSession } from '../../sessions/session.repo.ts';
import { createVendorTestDb } from '../../test/vendor-db.ts';
import type { RetryOptions, Wallet } from '../types.ts';
import { createWallet } from '../wallet.ts';
import type { PlayerSession } from '../wallet-port.ts';

export type TestVendor = Awaited<ReturnType<typeof startTestVendor>>;

export async function startTestVendor(opts: {
  portalUrl: string;
  secret: string;
  timeoutMs?: number;
  retry?: Partial<RetryOptions>;
}) {
  const vdb = await createVendorTestDb();
  const logs: string[] = [];
  const log = {
    info: (msg: string) => logs.push(`info ${msg}`),
    warn: (msg: string) => logs.push(`warn ${msg}`),
    error: (msg: string) => logs.push(`error ${msg}`),
  };
  const wallets: Wallet[] = [];
  /** A wallet on the vendor database reaching the portal at `portalUrl` (e.g. through a proxy). */
  const wallet = (portalUrl = opts.portalUrl, timeoutMs = opts.timeoutMs) => {
    const w = createWallet({ db: vdb.pool, portalUrl, secret: opts.secret, log, timeoutMs, retry: opts.retry });
    wallets.push(w);
    return w;
  };
  const main = wallet();
  const app = await buildVendorApp({
    config: {
      secret: opts.secret,
      publicUrl: 'http://vendor.test',
      portalOrigins: ['http://portal.test'],
      timings: { bettingMs: 1000, resultMs: 0, settleMs: 0 },
      logLevel: 'silent',
    },
    pool: vdb.pool,
    wallet: main,
    modules: [],
    glsRoutes: [(scope) => registerGlsWalletRoutes(scope, { db: vdb.pool })],
    assets: false,
    startModules: false,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  return {
    db: vdb.pool,
    url,
    logs,
    wallet: main,
    newWallet: wallet,
    /** A launched game session (what /gls/launch stores). */
    async session(s: {
      vendorCode: string;
      playerId: string;
      portalToken?: string;
      walletMode: PlayerSession['walletMode'];
      gameId?: string;
      demo?: boolean;
    }): Promise<PlayerSession> {
      return insertSession(
        vdb.pool,
        {
          id: randomBytes(32).toString('base64url'),
          vendorCode: s.vendorCode,
          playerId: s.playerId,
          portalToken: s.portalToken ?? randomBytes(32).toString('base64url'),
          nickname: 'tester',
          currency: 'USD',
          language: 'en',
          demo: s.demo ?? false,
          walletMode: s.walletMode,
          gameId: s.gameId ?? 'test-game',
        },
        3_600_000,
      );
    },
    /** A signed /gls call as the portal makes it (`tweak` breaks it on purpose). */
    async gls(code: string, path: string, body: unknown, tweak: { signature?: string; raw?: string } = {}) {
      const raw = tweak.raw ?? JSON.stringify(body);
      const headers = { 'content-type': 'application/json', ...signedHeaders(opts.secret, code, raw) };
      if (tweak.signature) headers['x-signature'] = tweak.signature;
      const res = await app.inject({ method: 'POST', url: path, headers, payload: raw });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    },
    /** Waits for every wallet's records not waited for (WalletWrites.idle), before the totals are read. */
    async idle() {
      await Promise.all(wallets.map((w) => w.idle()));
    },
    async close() {
      for (const w of wallets) await w.stop();
      await app.close();
      await vdb.drop();
    },
  };
}
