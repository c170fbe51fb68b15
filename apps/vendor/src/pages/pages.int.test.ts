import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../app.ts';
import { registerGlsWalletRoutes } from '../gls/gls-wallet.routes.ts';
import { closeSession, setSessionExpiry } from '../sessions/session.repo.ts';
import { fixtureModule } from '../test/fixture-module.ts';
import { glsPost, launchBody, TEST_SECRET } from '../test/gls-client.ts';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';
import { createWallet } from '../wallet/wallet.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
let db: VendorTestDb;
let app: FastifyInstance;

beforeAll(async () => {
  db = await createVendorTestDb();
  const wallet = createWallet({ db: db.pool, portalUrl: 'http://127.0.0.1:9', secret: TEST_SECRET, log: quiet });
  app = await buildVendorApp({
    config: {
      secret: TEST_SECRET,
      publicUrl: 'http://vendor.test',
      portalOrigins: ['http://portal.test', 'http://localhost:8080'],
      timings: { bettingMs: 1000, resultMs: 100, settleMs: 100 },
      logLevel: 'silent',
    },
    pool: db.pool,
    wallet,
    modules: [fixtureModule('slot', ['fx-one', 'fx-two', 'fx-three'])],
    glsRoutes: [(scope) => registerGlsWalletRoutes(scope, { db: db.pool })],
    startModules: false,
  });
});
afterAll(async () => {
  await app.close();
  await db.drop();
});

async function launch(over: Record<string, unknown> = {}, code = 'FRT'): Promise<string> {
  const res = await glsPost(app, code, '/gls/launch', launchBody('fx-one', over));
  expect(res.statusCode).toBe(200);
  return res.json<{ url: string }>().url.split('/play/')[1] as string;
}

const sessionJson = (html: string) =>
  JSON.parse(/<script type="application\/json" id="vx-session">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as Record<
    string,
    unknown
  >;

describe('GET /play/:sessionId', () => {
  it('serves the game page of a launched session in its language', async () => {
    const id = await launch({ language: 'vi-VN', nickname: '</script><b>x', demo: true });
    const res = await app.inject({ method: 'GET', url: `/play/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain('frame-ancestors http://portal.test http://localhost:8080');
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBeUndefined();
    const html = res.body;
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('<h1>Trò fx-one</h1>');
    expect(html).toContain('Số dư');
    expect(html).toContain('Tiền chơi thử');
    expect(html).toContain('<main id="game-root"');
    expect(html).toContain('<script type="module" src="/assets/slot.js"></script>');
    expect(html).not.toContain('</script><b>');
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//);
    expect(sessionJson(html)).toEqual({
      id,
      gameId: 'fx-one',
      gameName: 'Trò fx-one',
      kind: 'slot',
      vendorCode: 'FRT',
      language: 'vi',
      portalLanguage: 'vi-VN',
      currency: 'USD',
      nickname: '</script><b>x',
      demo: true,
      portalOrigins: ['http://portal.test', 'http://localhost:8080'],
    });
  });

  it('answers a friendly 404 page for an unknown session, in the browser language', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/play/not-a-session',
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('未找到游戏');
  });

  it('answers 410 in the session language once the session expired or closed', async () => {
    const expired = await launch({ language: 'th' });
    await setSessionExpiry(db.pool, expired, new Date(Date.now() - 1000));
    const res = await app.inject({ method: 'GET', url: `/play/${expired}` });
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('เซสชันสิ้นสุดแล้ว');
    const closed = await launch({ language: 'en' });
    await closeSession(db.pool, closed);
    const again = await app.inject({ method: 'GET', url: `/play/${closed}` });
    expect([again.statusCode, again.body.includes('Session ended')]).toEqual([410, true]);
  });
});

describe('the shell API', () => {
  it('answers the session and the balance of the wallet behind it', async () => {
    const id = await launch({ playerId: 'p-77' });
    const moved = await glsPost(app, 'FRT', '/gls/transfer/in', { playerId: 'p-77', ref: 'in-1', amount: '12345' });
    expect(moved.json()).toEqual({ status: 'ok', balance: '12345' });
    const info = await app.inject({ method: 'GET', url: '/api/play/session', headers: { 'x-game-session': id } });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ id, gameId: 'fx-one', kind: 'slot', walletMode: 'transfer', balance: '12345' });
    const balance = await app.inject({
      method: 'POST',
      url: '/api/play/balance',
      headers: { 'x-game-session': id, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(balance.json()).toEqual({ balance: '12345' });
  });

  it('refuses a missing session with session_invalid and a closed one with session_closed', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/play/balance' });
    expect([missing.statusCode, missing.json().code]).toEqual([401, 'session_invalid']);
    const id = await launch();
    await closeSession(db.pool, id);
    const closed = await app.inject({ method: 'POST', url: '/api/play/balance', headers: { 'x-game-session': id } });
    expect([closed.statusCode, closed.json().code]).toEqual([401, 'session_closed']);
  });
});

describe('art and bundles', () => {
  it('serves a title picture and a vendor logo as SVG, 404 for unknown ones', async () => {
    const art = await app.inject({ method: 'GET', url: '/art/fx-two.svg' });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.headers['cache-control']).toContain('max-age=86400');
    expect(art.body).toContain('fx-two');
    const logo = await app.inject({ method: 'GET', url: '/art/vendor/DS88.svg' });
    expect([logo.statusCode, logo.body.includes('DS88 Sabong')]).toEqual([200, true]);
    expect(logo.body).not.toMatch(/href=|<script/);
    for (const url of ['/art/nope.svg', '/art/fx-two.png', '/art/vendor/VNLOTT.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('serves each kind bundle built by esbuild and the shared stylesheet', async () => {
    const js = await app.inject({ method: 'GET', url: '/assets/slot.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain('fixture-game-ready');
    expect(js.body).toContain('vendor:exit');
    expect(js.body).not.toMatch(/^import /m);
    const again = await app.inject({
      method: 'GET',
      url: '/assets/slot.js',
      headers: { 'if-none-match': String(js.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const css = await app.inject({ method: 'GET', url: '/assets/shell.css' });
    expect([css.statusCode, css.body.includes('--vx-gold')]).toEqual([200, true]);
    const missing = await app.inject({ method: 'GET', url: '/assets/bingo.js' });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'asset_not_found']);
  });
});
