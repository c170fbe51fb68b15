import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairRandom, seedHash } from '../../fair/fair-random.ts';
import { RoundEngine, type RoundState } from '../../rounds/round-engine.ts';
import { fundedPlayer, testServices, transferWallet } from '../../rounds/round-test-kit.ts';
import { BetInputError, RoundError } from '../../rounds/round-types.ts';
import { createVendorTestDb, type VendorTestDb } from '../../test/vendor-db.ts';
import { settleSelection } from './settle.ts';
import { verifySports } from './sports-game.ts';
import { sportsGames } from './sports.module.ts';
import type { MatchMeta, MatchResult, SportsSelection } from './sports-types.ts';

let db: VendorTestDb;
let engine: RoundEngine;
const timings = { bettingMs: 700, resultMs: 100, settleMs: 300 };
const football = sportsGames.find((g) => g.gameId === 'football-premier');
const cs2 = sportsGames.find((g) => g.gameId === 'esports-cs2');

beforeAll(async () => {
  db = await createVendorTestDb();
  engine = new RoundEngine(testServices(db.pool, transferWallet(db.pool), timings));
  if (!football || !cs2) throw new Error('games');
  engine.add(football);
  engine.add(cs2);
  await engine.start();
});
afterAll(async () => {
  await engine?.stop();
  await db?.drop();
});

/** The next state of the table that passes `test`, read with the player's session (their bets). */
function next(
  gameId: string,
  test: (s: RoundState) => boolean,
  session?: Parameters<RoundEngine['state']>[1],
): Promise<RoundState> {
  return new Promise((resolve) => {
    let done = false;
    const check = (s: RoundState): void => {
      if (done || !test(s)) return;
      done = true;
      queueMicrotask(() => unsubscribe());
      resolve(engine.state(gameId, session));
    };
    const unsubscribe = engine.subscribe(gameId, check);
    try {
      check(engine.state(gameId));
    } catch {
      // The table opens its first round in a moment: the listener gets it.
    }
  });
}

const freshBetting = (s: RoundState): boolean => s.phase === 'betting' && s.endsAt - s.serverNow > 400;

describe.each(['football-premier', 'esports-cs2'])('%s through the round engine', (gameId) => {
  it('takes bets at the published odds and pays exactly what the rules say, from a verifiable match', async () => {
    const player = await fundedPlayer(db.pool, 100_000n, 'NSP');
    const open = await next(gameId, freshBetting);
    const meta = open.meta as MatchMeta;
    const winner = meta.markets[0];
    const handicap = meta.markets.find((m) => m.id === 'handicap');
    if (!winner || !handicap) throw new Error('markets');
    const bets = [
      { market: winner.id, pick: 'home', amount: '1000' },
      { market: winner.id, pick: 'away', amount: '700' },
      { market: 'handicap', pick: 'away', amount: '1501' },
    ];
    for (const body of bets) await engine.placeBet(player, gameId, body);
    await expect(
      engine.placeBet(player, gameId, { market: 'handicap', pick: 'draw', amount: '100' }),
    ).rejects.toBeInstanceOf(BetInputError);
    await expect(
      engine.placeBet(player, gameId, { market: winner.id, pick: 'home', amount: '99' }),
    ).rejects.toMatchObject({ code: 'bet_below_minimum' });
    expect(await player.balance()).toBe(100_000n - 3201n);

    const settled = await next(gameId, (s) => s.roundId === open.roundId && s.phase === 'settled', player);
    const result = settled.result as MatchResult;
    expect(settled.myBets).toHaveLength(3);
    let paid = 0n;
    for (const bet of settled.myBets) {
      const selection = bet.selection as SportsSelection;
      const offered = meta.markets.find((m) => m.id === selection.market);
      expect(selection.odds100).toBe(offered?.picks.find((p) => p.pick === selection.pick)?.odds100);
      const expected = settleSelection(selection, BigInt(bet.amount), result).payout;
      expect(bet.payout).toBe(expected.toString());
      paid += expected;
    }
    expect(await player.balance()).toBe(100_000n - 3201n + paid);

    // Fairness: the revealed seed matches the published hash and recomputes the fixture and the match.
    const seed = settled.serverSeed;
    if (!seed) throw new Error('seed not revealed');
    expect(seedHash(seed)).toBe(open.seedHash);
    const game = sportsGames.find((g) => g.gameId === gameId);
    const again = game?.prepare(fairRandom(seed, `round:${open.roundId}`, 0), { id: open.roundId, index: open.index });
    expect(again).toEqual(meta);
    expect(game?.draw(fairRandom(seed, `round:${open.roundId}`, 1), meta)).toEqual(result);
    const verified = verifySports(gameId, fairRandom(seed, `round:${open.roundId}`, 1)) as {
      resultByFixture: Record<string, { score: string }>;
    };
    expect(verified.resultByFixture[`${meta.home.name} v ${meta.away.name}`]?.score).toBe(
      `${result.home}-${result.away}`,
    );
  });
});

describe('closed betting', () => {
  it('refuses a bet once the match is being played', async () => {
    const player = await fundedPlayer(db.pool, 10_000n, 'NSP');
    await next('football-premier', (s) => s.phase === 'drawing');
    const error = await engine
      .placeBet(player, 'football-premier', { market: '1x2', pick: 'home', amount: '100' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RoundError);
    expect((error as RoundError).code).toBe('betting_closed');
    expect(await player.balance()).toBe(10_000n);
  });
});
