import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../../app.ts';
import { createFairSeeds, type FairSeedService } from '../../fair/fair-seeds.ts';
import { fairRandom, seedHash } from '../../fair/fair-random.ts';
import { registerFairRoutes } from '../../fair/fair.routes.ts';
import type { RoundState } from '../../rounds/round-engine.ts';
import { transferWallet } from '../../rounds/round-test-kit.ts';
import { findSession, insertSession } from '../../sessions/session.repo.ts';
import { createVendorTestDb, type VendorTestDb } from '../../test/vendor-db.ts';
import { creditWallet, walletBalance } from '../../wallet/transfer.repo.ts';
import { sportsModule } from '../sports/sports.module.ts';
import { settleBingo, type BingoResult, type BingoSelection } from './bingo-game.ts';
import { bingoModule } from './bingo.module.ts';
import { dealCards, drawBalls, isValidCard } from './bingo-rules.ts';

let db: VendorTestDb;
let app: FastifyInstance;
let base: string;
let fair: FairSeedService;
const sessionId = randomBytes(32).toString('base64url');
const player = `bingo-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  db = await createVendorTestDb();
  fair = createFairSeeds(db.pool);
  app = await buildVendorApp({
    config: {
      secret: 's'.repeat(40),
      publicUrl: 'http://127.0.0.1:1',
      portalOrigins: ['http://127.0.0.1:2'],
      timings: { bettingMs: 900, resultMs: 150, settleMs: 300 },
      logLevel: 'silent',
    },
    pool: db.pool,
    wallet: transferWallet(db.pool),
    fair,
    modules: [bingoModule, sportsModule],
    routes: [(scope, services) => registerFairRoutes(scope, services, [bingoModule, sportsModule])],
    assets: false,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  await insertSession(
    db.pool,
    {
      id: sessionId,
      vendorCode: 'YB',
      playerId: player,
      portalToken: 't',
      nickname: 'B',
      currency: 'USD',
      language: 'en',
      demo: false,
      walletMode: 'transfer',
      gameId: 'bingo-75',
    },
    60_000,
  );
  await creditWallet(db.pool, 'YB', player, 50_000n);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const post = (path: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url: path,
    headers: { 'x-game-session': sessionId, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

/** Reads the table's server-sent states (with the session, so they carry the player's bets) until one passes. */
async function streamUntil(gameId: string, test: (s: RoundState) => boolean): Promise<RoundState> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/play/rounds/${gameId}/events?session=${sessionId}`, {
    signal: controller.signal,
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the event stream ended');
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!event.startsWith('data: ')) continue;
        const state = JSON.parse(event.slice(6)) as RoundState;
        if (test(state)) return state;
      }
    }
  } finally {
    controller.abort();
  }
}

describe('bingo through the vendor app and the round engine', () => {
  it('deals cards from the player seeds, takes the stake and pays every card by the paytable', async () => {
    const open = await streamUntil('bingo-75', (s) => s.phase === 'betting' && s.endsAt - s.serverNow > 500);
    const before = await fair.current(
      (await findSession(db.pool, sessionId)) as NonNullable<Awaited<ReturnType<typeof findSession>>>,
    );
    const bought = await post('/api/play/bingo/buy', { gameId: 'bingo-75', price: '500', count: 3 });
    expect(bought.statusCode).toBe(200);
    const answer = bought.json<{
      betId: string;
      balance: string;
      roundId: string;
      cards: number[][];
      fair: { serverSeedHash: string; clientSeed: string; nonce: number };
    }>();
    expect(answer.roundId).toBe(open.roundId);
    expect(answer.balance).toBe('48500');
    expect(answer.cards).toHaveLength(3);
    expect(answer.cards.every((c) => isValidCard(c))).toBe(true);
    expect(answer.fair).toEqual({
      serverSeedHash: before.serverSeedHash,
      clientSeed: before.clientSeed,
      nonce: before.nonce,
    });

    const settled = await streamUntil('bingo-75', (s) => s.roundId === open.roundId && s.phase === 'settled');
    const result = settled.result as BingoResult;
    const bet = settled.myBets.find((b) => b.betId === answer.betId);
    const selection = bet?.selection as BingoSelection;
    expect(selection.cards).toEqual(answer.cards);
    const payout = settleBingo(selection, result).payout;
    expect(bet?.payout).toBe(payout.toString());
    expect(await walletBalance(db.pool, 'YB', player)).toBe(48_500n + payout);

    // The round's balls and the purchase's cards are both reproducible once the seeds are revealed.
    const seed = settled.serverSeed as string;
    expect(seedHash(seed)).toBe(open.seedHash);
    expect(result.balls).toEqual(drawBalls(fairRandom(seed, `round:${open.roundId}`, 1)));
    const session = await findSession(db.pool, sessionId);
    if (!session) throw new Error('session');
    const rotated = await fair.rotate(session);
    const pair = rotated.previous;
    if (!pair) throw new Error('no revealed pair');
    expect(dealCards(fairRandom(pair.serverSeed, pair.clientSeed, answer.fair.nonce), 3)).toEqual(answer.cards);
    const verified = await app.inject({
      method: 'POST',
      url: '/api/fair/verify',
      payload: {
        gameId: 'bingo-75',
        serverSeed: pair.serverSeed,
        clientSeed: pair.clientSeed,
        nonce: answer.fair.nonce,
      },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json<{ outcome: { cards: number[][] } }>().outcome.cards.slice(0, 3)).toEqual(answer.cards);
    const roundCheck = await app.inject({
      method: 'POST',
      url: '/api/fair/verify',
      payload: { gameId: 'bingo-75', serverSeed: seed, clientSeed: `round:${open.roundId}`, nonce: 1 },
    });
    expect(roundCheck.json<{ outcome: { balls: number[] } }>().outcome.balls).toEqual(result.balls);
  });

  it('refuses bad purchases and purchases after the draw started', async () => {
    const bad = await post('/api/play/bingo/buy', { gameId: 'bingo-75', price: '500', count: 5 });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
    const unknown = await post('/api/play/bingo/buy', { gameId: 'bingo-90', price: '500', count: 1 });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'game_unknown']);
    await streamUntil('bingo-75', (s) => s.phase === 'betting' && s.endsAt - s.serverNow > 300);
    const price = await post('/api/play/bingo/buy', { gameId: 'bingo-75', price: '7', count: 1 });
    expect([price.statusCode, price.json().code]).toEqual([400, 'price_unknown']);
    await streamUntil('bingo-75', (s) => s.phase === 'drawing');
    const late = await post('/api/play/bingo/buy', { gameId: 'bingo-75', price: '500', count: 1 });
    expect([late.statusCode, late.json().code]).toEqual([409, 'betting_closed']);
  });

  it('takes a sports bet over HTTP and refuses a market the match does not offer', async () => {
    await streamUntil('basketball-pro', (s) => s.phase === 'betting' && s.endsAt - s.serverNow > 300);
    const draw = await post('/api/play/rounds/basketball-pro/bet', {
      market: 'moneyline',
      pick: 'draw',
      amount: '500',
    });
    expect([draw.statusCode, draw.json().code]).toEqual([400, 'pick_unknown']);
    const wrong = await post('/api/play/rounds/basketball-pro/bet', { market: '1x2', pick: 'home', amount: '500' });
    expect([wrong.statusCode, wrong.json().code]).toEqual([400, 'market_unknown']);
    const ok = await post('/api/play/rounds/basketball-pro/bet', { market: 'handicap', pick: 'home', amount: '500' });
    expect(ok.statusCode).toBe(200);
  });
});
