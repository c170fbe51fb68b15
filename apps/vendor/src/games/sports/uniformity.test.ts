import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fair/fair-random.ts';
import { BALLS, BALL_LIMIT } from '../bingo/bingo-rules.ts';
import { POSSESSION_GRID } from './basketball-model.ts';
import { MAP_GRID } from './esports-model.ts';
import { GOAL_GRID, MATCH_MINUTES } from './football-model.ts';
import { leagues } from './leagues.ts';
import { uniformityP } from './statistics.ts';

/**
 * Chi-square uniformity of every range the sports and bingo games draw from (fairRandom, fixed seeds so
 * the test is reproducible; p must exceed 0.001):
 * fixtures n and n − 1 for each league size; goal grid 10^6 and goal minutes 90; possession grid
 * 10 000; map grid 10 000, MOBA minutes and kills 21, loser kills 12…32, kill-feed shuffles up to 63,
 * shooter loser rounds 13 and round shuffles up to 29; bingo balls 75 … 36 and card columns 15 … 11.
 */
const small = new Set<number>();
for (const league of leagues) {
  small.add(league.teams.length);
  small.add(league.teams.length - 1);
}
for (const n of [MATCH_MINUTES, 21, 13]) small.add(n);
for (let n = 2; n <= 63; n += 1) small.add(n); // shuffles, loser kills, card columns
for (let i = 0; i < BALL_LIMIT; i += 1) small.add(BALLS - i);

describe('uniformity of the random ranges used', () => {
  it.each([...small].sort((a, b) => a - b))('rng.int(%i) is uniform', (n) => {
    expect(uniformityP(fairRandom('uniformity', `range-${n}`, 0), n, 300 * n)).toBeGreaterThan(0.001);
  });

  it.each([GOAL_GRID, POSSESSION_GRID, MAP_GRID])('rng.int(%i) is uniform over 100 equal bins', (n) => {
    expect(uniformityP(fairRandom('uniformity', `grid-${n}`, 0), n, 50_000, 100)).toBeGreaterThan(0.001);
  });

  it('a modulo-biased generator fails the same check', () => {
    let state = 1;
    const biased = {
      int: (n: number): number => {
        state = (state * 1103515245 + 12345) % 2 ** 31;
        return ((state >>> 16) % 256) % n;
      },
    };
    expect(uniformityP(biased, 75, 300 * 75)).toBeLessThan(0.001);
  });
});
