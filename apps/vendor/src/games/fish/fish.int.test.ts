import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../../app.ts';
import { createFairSeeds } from '../../fair/fair-seeds.ts';
import { registerFairRoutes } from '../../fair/fair.routes.ts';
import { insertSession } from '../../sessions/session.repo.ts';
import { createVendorTestDb, type VendorTestDb } from '../../test/vendor-db.ts';
import { findBet } from '../../wallet/bets.repo.ts';
import { startTestPortal, type TestPortal } from '../../wallet/test/portal-kit.ts';
import { creditWallet } from '../../wallet/transfer.repo.ts';
import type { Wallet } from '../../wallet/types.ts';
import { createWallet } from '../../wallet/wallet.ts';
import type { PlayerSession } from '../../wallet/wallet-port.ts';
import { fishModule } from './fish.module.ts';

/** Shots through the HTTP API with the real wallet: transfer mode (vendor balances) and seamless (a real portal). */

const SECRET = randomBytes(32).toString('hex');
let vdb: VendorTestDb;
let portal: TestPortal;
let wallet: Wallet;
let app: FastifyInstance;

beforeAll(async () => {
  vdb = await createVendorTestDb();
  portal = await startTestPortal(SECRET, ['OCK']);
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  wallet = createWallet({ db: vdb.pool, portalUrl: portal.url, secret: SECRET, log });
  app = await buildVendorApp({
    config: {
      secret: SECRET,
      publicUrl: 'http://vendor.test',
      portalOrigins: ['http://portal.test'],
      timings: { bettingMs: 1000, resultMs: 0, settleMs: 0 },
      logLevel: 'silent',
    },
    pool: vdb.pool,
    wallet,
    fair: createFairSeeds(vdb.pool),
    modules: [fishModule],
    routes: [registerFairRoutes],
    assets: false,
    startModules: false,
  });
});

afterAll(async () => {
  await wallet?.stop();
  await app?.close();
  await vdb?.drop();
  await portal?.close();
});

async function session(
  over: Partial<PlayerSession> & Pick<PlayerSession, 'vendorCode' | 'walletMode'>,
): Promise<PlayerSession> {
  return insertSession(
    vdb.pool,
    {
      id: randomBytes(32).toString('base64url'),
      playerId: randomBytes(6).toString('hex'),
      portalToken: randomBytes(16).toString('hex'),
      nickname: 'shooter',
      currency: 'USD',
      language: 'en',
      demo: false,
      gameId: 'ocean-king',
      ...over,
    },
    3_600_000,
  );
}

interface Shot {
  roundId: string;
  betId: string;
  fishType: string;
  captured: boolean;
  multiplier: number;
  bet: string;
  payout: string;
  draw: number;
  balance: string;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

const post = (s: PlayerSession, url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: { 'x-game-session': s.id }, payload: payload as Record<string, unknown> });

describe('fish shots through the wallet', () => {
  it('answers the title info: fish, chances, bet levels and the exact RTP', async () => {
    const s = await session({ vendorCode: 'FHK', walletMode: 'transfer', gameId: 'fish-hunter' });
    const res = await post(s, '/api/play/fish/info');
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ gameId: 'fish-hunter', rtp: 97.2, rtpFraction: '243/250', denominator: 10_000 });
    expect(info.fish[0]).toMatchObject({ type: 'clownfish', multiplier: 2, numerator: 4860, boss: false });
    expect(info.betLevels).toContain('100');
  });

  it('plays shots with the transfer wallet: bets settled with bet × multiplier or 0, each verifiable', async () => {
    const s = await session({ vendorCode: 'OCK', walletMode: 'transfer' });
    await creditWallet(vdb.pool, s.vendorCode, s.playerId, 100_000n);
    let expected = 100_000n;
    const shots: Shot[] = [];
    // Clownfish are caught about half the time: shoot until both outcomes were seen.
    while (shots.length < 80 && !(shots.some((x) => x.captured) && shots.some((x) => !x.captured))) {
      const res = await post(s, '/api/play/fish/shoot', {
        fishType: shots.length % 2 ? 'clownfish' : 'tetra',
        bet: '100',
      });
      expect(res.statusCode).toBe(200);
      const shot = res.json<Shot>();
      expected += -100n + (shot.captured ? 100n * BigInt(shot.multiplier) : 0n);
      expect(shot.payout).toBe(shot.captured ? String(100 * shot.multiplier) : '0');
      expect(shot.balance).toBe(String(expected));
      expect(await findBet(vdb.pool, shot.betId)).toMatchObject({
        status: 'settled',
        stake: 100n,
        payout: BigInt(shot.payout),
        roundId: shot.roundId,
        gameId: 'ocean-king',
      });
      shots.push(shot);
    }
    expect(shots.some((x) => x.captured) && shots.some((x) => !x.captured)).toBe(true);
    expect(shots.map((x) => x.fair.nonce)).toEqual(shots.map((_, i) => i));

    // Changing the client seed reveals the server seed: every shot recomputes on /api/fair/verify.
    const changed = await post(s, '/api/fair/client-seed', { clientSeed: 'verify me' });
    expect(changed.statusCode).toBe(200);
    const previous = changed.json().previous as { serverSeed: string; serverSeedHash: string; lastNonce: number };
    expect(previous).toMatchObject({ serverSeedHash: shots[0]?.fair.serverSeedHash, lastNonce: shots.length - 1 });
    for (const shot of shots) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/fair/verify',
        payload: {
          gameId: 'ocean-king',
          serverSeed: previous.serverSeed,
          clientSeed: shot.fair.clientSeed,
          nonce: shot.fair.nonce,
        },
      });
      expect(res.statusCode).toBe(200);
      const { serverSeedHash, outcome } = res.json();
      expect(serverSeedHash).toBe(shot.fair.serverSeedHash);
      expect(outcome.draw).toBe(shot.draw);
      expect(outcome.fish.find((f: { fishType: string }) => f.fishType === shot.fishType).captured).toBe(shot.captured);
    }
  });

  it('plays a seamless shot against the real portal: the portal balance follows each shot', async () => {
    const memberId = await portal.member(5_000n);
    const portalSession = await portal.openSession(memberId, 'OCK');
    const s = await session({
      vendorCode: 'OCK',
      walletMode: 'seamless',
      playerId: portalSession.playerId,
      portalToken: portalSession.token,
    });
    for (const fishType of ['clownfish', 'great-white', 'dragon-king']) {
      const res = await post(s, '/api/play/fish/shoot', { fishType, bet: 1000 });
      expect(res.statusCode).toBe(200);
      const shot = res.json<Shot>();
      expect(BigInt(shot.balance)).toBe(await portal.mainBalance(memberId));
    }
    expect(await portal.check()).toMatchObject({
      balanceMismatches: 0,
      unbalancedTransactions: 0,
      negativeMemberAccounts: 0,
    });
  });

  it('refuses bad shots with 4xx codes', async () => {
    const s = await session({ vendorCode: 'OCK', walletMode: 'transfer' });
    await creditWallet(vdb.pool, s.vendorCode, s.playerId, 150n);
    const shoot = (body: unknown) => post(s, '/api/play/fish/shoot', body);
    expect((await shoot({ fishType: 'clownfish', bet: '15' })).json()).toMatchObject({ code: 'validation_failed' });
    expect((await shoot({ fishType: 'clownfish' })).statusCode).toBe(400);
    const unknown = await shoot({ fishType: 'kraken', bet: '10' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([400, 'fish_unknown']);
    const poor = await shoot({ fishType: 'clownfish', bet: '200' });
    expect([poor.statusCode, poor.json()]).toEqual([
      402,
      expect.objectContaining({ code: 'insufficient_funds', balance: '150' }),
    ]);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/play/fish/shoot',
      payload: { fishType: 'clownfish', bet: '10' },
    });
    expect(anonymous.statusCode).toBe(401);
    const slot = await session({ vendorCode: 'NSL', walletMode: 'transfer', gameId: 'lucky-sevens' });
    expect((await post(slot, '/api/play/fish/info')).statusCode).toBe(404);
  });
});
