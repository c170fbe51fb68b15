import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fair/fair-random.ts';
import { BetInputError } from '../../rounds/round-types.ts';
import { buildMeta } from './fixture.ts';
import { leagueOf, leagues } from './leagues.ts';
import { replayable } from './random-tools.ts';
import { parseSportsBet, sportsRoundGame, verifySports } from './sports-game.ts';

const football = leagueOf('football-premier');
const basketball = leagueOf('basketball-pro');
if (!football || !basketball) throw new Error('leagues');

const code = (fn: () => unknown): string => {
  try {
    fn();
    return 'accepted';
  } catch (error) {
    return error instanceof BetInputError ? error.code : 'other';
  }
};

describe('sports bets', () => {
  it('locks the odds and line of the round', () => {
    const meta = buildMeta(football, 0, 5, 3);
    const handicap = meta.markets.find((m) => m.id === 'handicap');
    const bet = parseSportsBet({ market: 'handicap', pick: 'away', amount: '2500' }, meta);
    expect(bet.amount).toBe(2500n);
    expect(bet.selection).toEqual({
      market: 'handicap',
      pick: 'away',
      odds100: handicap?.picks[1]?.odds100,
      line: handicap?.line,
    });
    const draw = parseSportsBet({ market: '1x2', pick: 'draw', amount: 100 }, meta);
    expect(draw.selection.odds100).toBe(meta.markets[0]?.picks[1]?.odds100);
  });

  it('refuses markets and picks the match does not offer, and bad stakes', () => {
    const foot = buildMeta(football, 1, 2, 0);
    const hoops = buildMeta(basketball, 1, 2, 0);
    expect(code(() => parseSportsBet({ market: 'moneyline', pick: 'home', amount: '100' }, foot))).toBe(
      'market_unknown',
    );
    expect(code(() => parseSportsBet({ market: 'moneyline', pick: 'draw', amount: '100' }, hoops))).toBe(
      'pick_unknown',
    );
    expect(code(() => parseSportsBet({ market: '1x2', pick: 'home', amount: '-5' }, foot))).toBe('validation_failed');
    expect(code(() => parseSportsBet({ market: '1x2', pick: 'home', amount: 1.5 }, foot))).toBe('validation_failed');
    expect(code(() => parseSportsBet({ market: '1x2', pick: 'over', amount: '100' }, foot))).toBe('validation_failed');
    expect(code(() => parseSportsBet('bet', foot))).toBe('validation_failed');
  });
});

describe('sports fairness', () => {
  it('a replayable stream draws exactly what fairRandom draws', () => {
    const stream = replayable(fairRandom('seed', 'client', 4));
    const direct = fairRandom('seed', 'client', 4);
    const a = stream.cursor();
    const b = stream.cursor();
    for (const n of [2, 3, 75, 1_000_000, 2 ** 32, 7, 90]) {
      const x = direct.int(n);
      expect(a.int(n)).toBe(x);
      expect(b.int(n)).toBe(x);
    }
  });

  it('the fixture is a pair of different teams drawn with rng', () => {
    for (const league of leagues) {
      const game = sportsRoundGame(league);
      const seen = new Set<string>();
      for (let i = 0; i < 400; i += 1) {
        const meta = game.prepare(fairRandom('fixtures', `round:${i}`, 0), { id: String(i), index: i });
        expect(meta.home.id).not.toBe(meta.away.id);
        seen.add(`${meta.home.id}-${meta.away.id}`);
      }
      const n = league.teams.length;
      expect(seen.size).toBeGreaterThan(n * (n - 1) * 0.9);
    }
  });

  it('verify reproduces the fixture (nonce 0) and the result of that fixture (nonce 1)', () => {
    for (const league of leagues) {
      const game = sportsRoundGame(league);
      const seed = `server-seed-${league.gameId}`;
      const meta = game.prepare(fairRandom(seed, 'round:abc', 0), { id: 'abc', index: 9 });
      const result = game.draw(fairRandom(seed, 'round:abc', 1), meta);
      const open = verifySports(league.gameId, fairRandom(seed, 'round:abc', 0)) as {
        fixture: { home: string; away: string };
      };
      expect(open.fixture).toMatchObject({ home: meta.home.name, away: meta.away.name });
      const close = verifySports(league.gameId, fairRandom(seed, 'round:abc', 1)) as {
        resultByFixture: Record<string, { score: string }>;
      };
      expect(close.resultByFixture[`${meta.home.name} v ${meta.away.name}`]?.score).toBe(
        `${result.home}-${result.away}`,
      );
      expect(Object.keys(close.resultByFixture)).toHaveLength(league.teams.length * (league.teams.length - 1));
    }
  });
});
