import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../../app.ts';
import { createFairSeeds } from '../../fair/fair-seeds.ts';
import { registerFairRoutes } from '../../fair/fair.routes.ts';
import { closeSession, insertSession } from '../../sessions/session.repo.ts';
import { createVendorTestDb, type VendorTestDb } from '../../test/vendor-db.ts';
import { findBet } from '../../wallet/bets.repo.ts';
import { startTestPortal, type TestPortal } from '../../wallet/test/portal-kit.ts';
import { gate, SlowProxy } from '../../wallet/test/slow-proxy.ts';
import { creditWallet } from '../../wallet/transfer.repo.ts';
import type { Wallet } from '../../wallet/types.ts';
import { createWallet } from '../../wallet/wallet.ts';
import type { PlayerSession } from '../../wallet/wallet-port.ts';
import { titlesForCode } from '../../catalogue/catalogue.ts';
import { vendorCodes } from '../../catalogue/vendor-codes.ts';
import { betLevels, findSlotTitle, slotTitles } from './slot-titles.ts';
import { slotModule } from './slots.module.ts';
import type { SpinResultJson } from './spin.ts';

/** Spins through the HTTP API with the real wallet: transfer mode (vendor balances) and seamless (a real portal). */

const SECRET = randomBytes(32).toString('hex');
let vdb: VendorTestDb;
let portal: TestPortal;
let proxy: SlowProxy;
let wallet: Wallet;
let app: FastifyInstance;

beforeAll(async () => {
  vdb = await createVendorTestDb();
  portal = await startTestPortal(SECRET, ['NSL', 'JDR']);
  proxy = new SlowProxy(portal.url);
  await proxy.start();
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  wallet = createWallet({
    db: vdb.pool,
    portalUrl: proxy.url,
    secret: SECRET,
    log,
    timeoutMs: 400,
    retry: { baseMs: 0 },
  });
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
    modules: [slotModule],
    routes: [registerFairRoutes],
    assets: false,
    startModules: false,
  });
});

afterAll(async () => {
  await wallet?.stop();
  await app?.close();
  await vdb?.drop();
  await proxy?.stop();
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
      nickname: 'spinner',
      currency: 'USD',
      language: 'en',
      demo: false,
      gameId: 'lucky-sevens',
      ...over,
    },
    3_600_000,
  );
}

interface SpinAnswer {
  roundId: string;
  betId: string;
  result: SpinResultJson;
  balance: string;
  fair: { serverSeedHash: string; clientSeed: string; nonce: number };
}

const post = (s: PlayerSession, url: string, payload: unknown = {}) =>
  app.inject({ method: 'POST', url, headers: { 'x-game-session': s.id }, payload: payload as Record<string, unknown> });

describe('slot spins through the wallet', () => {
  it('answers the title info: paytable, lines, bet levels and the exact RTP', async () => {
    const s = await session({ vendorCode: 'FRT', walletMode: 'transfer', gameId: 'jade-fortune' });
    const res = await post(s, '/api/play/slot/info');
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info.rtp).toBe(findSlotTitle('jade-fortune')?.exact().published);
    expect(info.lines).toHaveLength(20);
    expect(info.betLevels).toEqual(['20', '40', '100', '200', '500', '1000']);
    expect(info.symbols).toContainEqual({ id: 'dragon', kind: 'wild', pays: [50, 250, 1000] });
    expect(info.freeSpins).toEqual({ awards: [10, 15, 25], multiplier: 3, retrigger: true });
  });

  it.each(slotTitles.map((t) => [t.gameId, t] as const))(
    '%s: a brand offering it launches it, its info matches its math and a spin settles',
    async (gameId, t) => {
      const code = vendorCodes.find((v) => titlesForCode(v, [slotModule]).some((x) => x.gameId === gameId));
      if (!code) throw new Error(`no brand offers ${gameId}`);
      const s = await session({ vendorCode: code.code, walletMode: 'transfer', gameId });
      const info = (await post(s, '/api/play/slot/info')).json();
      expect(info).toMatchObject({ gameId, rtp: t.exact().published, lines: t.math.lines });
      expect(info.symbols.map((x: { id: string }) => x.id)).toEqual(t.math.symbols.map((x) => x.id));
      expect(info.freeSpins !== null).toBe(t.math.freeSpins !== undefined);
      const bet = betLevels(t)[0] ?? 0n;
      await creditWallet(vdb.pool, s.vendorCode, s.playerId, bet);
      const res = await post(s, '/api/play/slot/spin', { bet: bet.toString() });
      expect(res.statusCode).toBe(200);
      const answer = res.json<SpinAnswer>();
      expect(answer.result).toMatchObject({ gameId, totalBet: bet.toString() });
      expect(answer.balance).toBe(answer.result.totalWin);
      expect(await findBet(vdb.pool, answer.betId)).toMatchObject({ status: 'settled', stake: bet, gameId });
    },
  );

  it('plays spins with the transfer wallet: each a settled bet paying the total win, each verifiable', async () => {
    const s = await session({ vendorCode: 'FRT', walletMode: 'transfer' });
    await creditWallet(vdb.pool, s.vendorCode, s.playerId, 100_000n);
    let expected = 100_000n;
    const spins: SpinAnswer[] = [];
    while (
      spins.length < 200 &&
      !(spins.some((x) => x.result.totalWin !== '0') && spins.some((x) => x.result.totalWin === '0'))
    ) {
      const res = await post(s, '/api/play/slot/spin', { bet: '50' });
      expect(res.statusCode).toBe(200);
      const answer = res.json<SpinAnswer>();
      const win = BigInt(answer.result.totalWin);
      expected += win - 50n;
      expect(answer.balance).toBe(String(expected));
      expect(answer.result).toMatchObject({ gameId: 'lucky-sevens', lineBet: '5', totalBet: '50' });
      expect(answer.roundId).toBe(`slot-${answer.fair.serverSeedHash.slice(0, 16)}-${answer.fair.nonce}`);
      expect(await findBet(vdb.pool, answer.betId)).toMatchObject({
        status: 'settled',
        stake: 50n,
        payout: win,
        roundId: answer.roundId,
        gameId: 'lucky-sevens',
      });
      spins.push(answer);
    }
    expect(spins.some((x) => x.result.totalWin !== '0') && spins.some((x) => x.result.totalWin === '0')).toBe(true);
    expect(spins.map((x) => x.fair.nonce)).toEqual(spins.map((_, i) => i));

    // Changing the client seed reveals the server seed: every spin recomputes on /api/fair/verify.
    const changed = await post(s, '/api/fair/client-seed', { clientSeed: 'verify me' });
    expect(changed.statusCode).toBe(200);
    const previous = changed.json().previous as { serverSeed: string };
    for (const spin of spins) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/fair/verify',
        payload: {
          gameId: 'lucky-sevens',
          serverSeed: previous.serverSeed,
          clientSeed: spin.fair.clientSeed,
          nonce: spin.fair.nonce,
        },
      });
      expect(res.statusCode).toBe(200);
      const { serverSeedHash, outcome } = res.json<{ serverSeedHash: string; outcome: SpinResultJson }>();
      expect(serverSeedHash).toBe(spin.fair.serverSeedHash);
      expect(outcome.stops).toEqual(spin.result.stops);
      expect(outcome.grid).toEqual(spin.result.grid);
      // verify answers the spin at a line bet of 1: the wins scale with the line bet.
      expect(BigInt(outcome.totalWin) * 5n).toBe(BigInt(spin.result.totalWin));
    }
  });

  it('plays seamless spins against the real portal: the portal balance follows every spin', async () => {
    const memberId = await portal.member(50_000n);
    const portalSession = await portal.openSession(memberId, 'JDR');
    const s = await session({
      vendorCode: 'JDR',
      walletMode: 'seamless',
      gameId: 'jade-fortune',
      playerId: portalSession.playerId,
      portalToken: portalSession.token,
    });
    let expected = 50_000n;
    for (let i = 0; i < 12; i++) {
      const res = await post(s, '/api/play/slot/spin', { bet: 100 });
      expect(res.statusCode).toBe(200);
      const answer = res.json<SpinAnswer>();
      expected += BigInt(answer.result.totalWin) - 100n;
      expect(BigInt(answer.balance)).toBe(expected);
      expect(await portal.mainBalance(memberId)).toBe(expected);
    }
    expect(await portal.check()).toMatchObject({
      balanceMismatches: 0,
      unbalancedTransactions: 0,
      negativeMemberAccounts: 0,
    });
  });

  it('answers 503 wallet_timeout when the debit times out, and the stake comes back', async () => {
    const memberId = await portal.member(10_000n);
    const portalSession = await portal.openSession(memberId, 'NSL');
    const s = await session({
      vendorCode: 'NSL',
      walletMode: 'seamless',
      playerId: portalSession.playerId,
      portalToken: portalSession.token,
    });
    const hold = gate();
    proxy.add({ op: 'debit', until: hold.promise, times: 1 });
    const late = proxy.next('debit');
    const res = await post(s, '/api/play/slot/spin', { bet: '100' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 'wallet_timeout',
      message: expect.stringMatching(/did not answer in time/),
    });
    hold.release();
    await late;
    expect(await wallet.retryDue()).toBe(1);
    expect(await portal.mainBalance(memberId)).toBe(10_000n);
  });

  it('refuses bad spins with 4xx codes', async () => {
    const s = await session({ vendorCode: 'FRT', walletMode: 'transfer' });
    await creditWallet(vdb.pool, s.vendorCode, s.playerId, 150n);
    const spin = (body: unknown) => post(s, '/api/play/slot/spin', body);
    expect([(await spin({ bet: '15' })).statusCode, (await spin({ bet: '15' })).json().code]).toEqual([
      400,
      'validation_failed',
    ]);
    expect((await spin({})).statusCode).toBe(400);
    expect((await spin({ bet: 'ten' })).json()).toMatchObject({ code: 'validation_failed' });
    const poor = await spin({ bet: '200' });
    expect([poor.statusCode, poor.json()]).toEqual([
      402,
      expect.objectContaining({ code: 'insufficient_funds', balance: '150' }),
    ]);
    const anonymous = await app.inject({ method: 'POST', url: '/api/play/slot/spin', payload: { bet: '10' } });
    expect(anonymous.statusCode).toBe(401);
    await closeSession(vdb.pool, s.id);
    const closed = await spin({ bet: '10' });
    expect([closed.statusCode, closed.json().code]).toEqual([401, 'session_closed']);
    const fish = await session({ vendorCode: 'OCK', walletMode: 'transfer', gameId: 'ocean-king' });
    expect((await post(fish, '/api/play/slot/info')).statusCode).toBe(404);
  });
});
