import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../app.ts';
import { closeSession, insertSession } from '../sessions/session.repo.ts';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';
import { creditWallet } from '../wallet/transfer.repo.ts';
import type { RoundState } from './round-engine.ts';
import { roundModule } from './round-module.ts';
import { coinGame, transferWallet } from './round-test-kit.ts';

let db: VendorTestDb;
let app: FastifyInstance;
let base: string;
let sessionId: string;

const config = {
  secret: 's'.repeat(40),
  publicUrl: 'http://127.0.0.1:1',
  portalOrigins: ['http://127.0.0.1:2'],
  timings: { bettingMs: 1500, resultMs: 100, settleMs: 100 },
  logLevel: 'silent' as const,
};

beforeAll(async () => {
  db = await createVendorTestDb();
  const module = roundModule({
    kinds: ['dragon-tiger'],
    titles: [],
    clientEntry: '/nonexistent.ts',
    games: () => [coinGame('coin-http')],
    verify: () => null,
  });
  app = await buildVendorApp({
    config,
    pool: db.pool,
    wallet: transferWallet(db.pool),
    modules: [module],
    assets: false,
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  sessionId = randomBytes(32).toString('base64url');
  await insertSession(
    db.pool,
    {
      id: sessionId,
      vendorCode: 'RYL',
      playerId: 'http-player',
      portalToken: 't',
      nickname: 'Http',
      currency: 'USD',
      language: 'en',
      demo: false,
      walletMode: 'transfer',
      gameId: 'coin-http',
    },
    60_000,
  );
  await creditWallet(db.pool, 'RYL', 'http-player', 5_000n);
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown, session: string | null = sessionId) =>
  app.inject({
    method,
    url: path,
    headers: { ...(session ? { 'x-game-session': session } : {}), 'content-type': 'application/json' },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

/** Reads server-sent states until one satisfies `test`. */
async function streamUntil(test: (s: RoundState) => boolean): Promise<RoundState> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/play/rounds/coin-http/events?session=${sessionId}`, {
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
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

describe('round engine HTTP API', () => {
  it('serves state, takes bets, refuses bad ones and streams the round to its end', async () => {
    // A round that has just opened (its whole window is left for the calls below).
    const betting = await streamUntil((s) => s.phase === 'betting' && s.endsAt - s.serverNow > 1000);
    expect(betting.gameId).toBe('coin-http');

    const publicState = await call('GET', '/api/play/rounds/coin-http/state', undefined, null);
    expect(publicState.statusCode).toBe(200);
    expect(publicState.json()).toMatchObject({ myBets: [], limits: { minBet: '10', maxBet: '10000' } });

    expect(
      (await call('POST', '/api/play/rounds/coin-http/bet', { side: 'heads', amount: '100' }, null)).json(),
    ).toMatchObject({
      code: 'session_invalid',
    });
    const bad = await call('POST', '/api/play/rounds/coin-http/bet', { side: 'up', amount: '100' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_failed']);
    const unknown = await call('POST', '/api/play/rounds/no-such-game/bet', { side: 'heads', amount: '100' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'game_unknown']);
    const poor = await call('POST', '/api/play/rounds/coin-http/bet', { side: 'heads', amount: '9000' });
    expect([poor.statusCode, poor.json()]).toEqual([
      402,
      expect.objectContaining({ code: 'insufficient_funds', balance: '5000' }),
    ]);

    const placed = await call('POST', '/api/play/rounds/coin-http/bet', { side: 'heads', amount: '1000' });
    expect(placed.statusCode).toBe(200);
    const bet = placed.json<{ betId: string; balance: string; roundId: string }>();
    expect(bet.balance).toBe('4000');
    const mine = (await call('GET', '/api/play/rounds/coin-http/state')).json<RoundState>();
    expect(mine.myBets.map((b) => b.betId)).toEqual([bet.betId]);

    const settled = await streamUntil((s) => s.roundId === bet.roundId && s.phase === 'settled');
    expect(settled.myBets[0]?.payout).toMatch(/^(0|2000)$/);
    expect(settled.serverSeed).toMatch(/^[0-9a-f]{64}$/);

    const history = (await call('GET', '/api/play/rounds/coin-http/history?limit=5', undefined, null)).json<{
      rounds: { roundId: string; serverSeed: string; clientSeed: string; result: unknown }[];
    }>();
    expect(history.rounds[0]).toMatchObject({
      roundId: bet.roundId,
      serverSeed: settled.serverSeed,
      clientSeed: `round:${bet.roundId}`,
    });
    const badQuery = await call('GET', '/api/play/rounds/coin-http/history?limit=abc');
    expect(badQuery.statusCode).toBe(400);
  });

  it('stops a closed session from betting', async () => {
    await closeSession(db.pool, sessionId);
    const refused = await call('POST', '/api/play/rounds/coin-http/bet', { side: 'heads', amount: '100' });
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'session_closed']);
  });

  it('closes the app while an event stream is open', async () => {
    const response = await fetch(`${base}/api/play/rounds/coin-http/events`);
    const reader = response.body!.getReader();
    await reader.read();
    await app.close();
    let done = false;
    while (!done)
      done = await reader.read().then(
        (r) => r.done,
        () => true,
      );
    expect(done).toBe(true);
  });
});
