import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../app.ts';
import { fishModule } from '../games/fish/fish.module.ts';
import { insertSession } from '../sessions/session.repo.ts';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import { fairRandom, seedHash } from './fair-random.ts';
import { createFairSeeds } from './fair-seeds.ts';
import { registerFairRoutes } from './fair.routes.ts';

let vdb: VendorTestDb;
let app: FastifyInstance;

beforeAll(async () => {
  vdb = await createVendorTestDb();
  app = await buildVendorApp({
    config: {
      secret: randomBytes(32).toString('hex'),
      publicUrl: 'http://vendor.test',
      portalOrigins: ['http://portal.test'],
      timings: { bettingMs: 1000, resultMs: 0, settleMs: 0 },
      logLevel: 'silent',
    },
    pool: vdb.pool,
    // Only next() is passed in: the routes make the full seed service on the same database.
    fair: { next: createFairSeeds(vdb.pool).next },
    modules: [fishModule],
    routes: [(scope, services) => registerFairRoutes(scope, services, [fishModule])],
    assets: false,
    startModules: false,
  });
});

afterAll(async () => {
  await app?.close();
  await vdb?.drop();
});

const session = (): Promise<PlayerSession> =>
  insertSession(
    vdb.pool,
    {
      id: randomBytes(32).toString('base64url'),
      vendorCode: 'OCK',
      playerId: randomBytes(6).toString('hex'),
      portalToken: 'token',
      nickname: 'fair',
      currency: 'USD',
      language: 'vi',
      demo: false,
      walletMode: 'transfer',
      gameId: 'ocean-king',
    },
    3_600_000,
  );

const post = (url: string, payload: Record<string, unknown>, s?: PlayerSession) =>
  app.inject({ method: 'POST', url, payload, headers: s ? { 'x-game-session': s.id } : {} });

describe('fairness API', () => {
  it('shows the seeds, changes the client seed and reveals the previous pair', async () => {
    const s = await session();
    const first = await post('/api/fair/seeds', {}, s);
    expect(first.statusCode).toBe(200);
    const state = first.json();
    expect(state).toEqual({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      clientSeed: expect.any(String),
      nonce: 0,
    });

    const bad = await post('/api/fair/client-seed', { clientSeed: 'x'.repeat(65) }, s);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'client_seed_invalid']);
    expect((await post('/api/fair/client-seed', { seed: 'wrong field' }, s)).json().code).toBe('validation_failed');

    const changed = (await post('/api/fair/client-seed', { clientSeed: 'lucky' }, s)).json();
    expect(changed).toMatchObject({
      clientSeed: 'lucky',
      nonce: 0,
      previous: { serverSeedHash: state.serverSeedHash, lastNonce: null },
    });
    expect(seedHash(changed.previous.serverSeed)).toBe(state.serverSeedHash);
    const rotated = (await post('/api/fair/rotate', {}, s)).json();
    expect(rotated).toMatchObject({ clientSeed: 'lucky', previous: { serverSeedHash: changed.serverSeedHash } });
    expect((await post('/api/fair/seeds', {})).statusCode).toBe(401);
  });

  it('verifies an outcome with the module of the game, also for round seeds', async () => {
    const serverSeed = 'a'.repeat(64);
    for (const [clientSeed, nonce] of [
      ['player-seed', 7],
      ['round:0f3c2a1b-round-id', 1],
    ] as const) {
      const res = await post('/api/fair/verify', { gameId: 'ocean-king', serverSeed, clientSeed, nonce });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        serverSeedHash: seedHash(serverSeed),
        outcome: fishModule.verify('ocean-king', fairRandom(serverSeed, clientSeed, nonce)),
      });
    }
    const unknown = await post('/api/fair/verify', { gameId: 'no-such-game', serverSeed, clientSeed: 'c', nonce: 0 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'game_unknown']);
    for (const body of [
      {},
      { gameId: 'ocean-king', serverSeed, clientSeed: 'c', nonce: -1 },
      { gameId: 'ocean-king', serverSeed: '', clientSeed: 'c', nonce: 0 },
    ]) {
      const res = await post('/api/fair/verify', body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
    }
  });

  it('serves the verify page in the asked language with its script and styles', async () => {
    const page = await app.inject({ method: 'GET', url: '/verify?lang=th&game=ocean-king' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<html lang="th">');
    expect(page.body).toContain('"gameId":"ocean-king"');
    expect(page.body).toContain('ราชาแห่งมหาสมุทร');
    expect(page.body).not.toMatch(/<script>(?!\s*$)/);
    const zh = await app.inject({ method: 'GET', url: '/verify', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.body).toContain('<html lang="zh-CN">');
    const script = await app.inject({ method: 'GET', url: '/verify/verify.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('/api/fair/verify');
    const css = await app.inject({ method: 'GET', url: '/verify/verify.css' });
    expect([css.statusCode, css.headers['content-type']]).toEqual([200, 'text/css; charset=utf-8']);
  });
});
