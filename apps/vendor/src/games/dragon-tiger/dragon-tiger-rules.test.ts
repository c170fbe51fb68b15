import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fair/fair-random.ts';
import { chiSquareCritical001, chiSquareUniform } from '../../rounds/chi-square.ts';
import { dealDragonTiger, dragonTigerOutcome, settleDragonTiger } from './dragon-tiger-rules.ts';

const card = (rank: number) => ({ rank, suit: 'H' as const });

describe('dragon-tiger rules', () => {
  it('compares ranks with the ace low and the king high', () => {
    expect(dragonTigerOutcome(card(13), card(12)).winner).toBe('dragon');
    expect(dragonTigerOutcome(card(1), card(2)).winner).toBe('tiger');
    expect(dragonTigerOutcome(card(7), { rank: 7, suit: 'S' }).winner).toBe('tie');
  });
  it('pays 1:1 and 8:1, and returns half of a dragon or tiger bet on a tie', () => {
    const dragonWins = dragonTigerOutcome(card(9), card(3));
    const tie = dragonTigerOutcome(card(5), card(5));
    expect(settleDragonTiger('dragon', 100n, dragonWins)).toEqual({ payout: 200n });
    expect(settleDragonTiger('tiger', 100n, dragonWins)).toEqual({ payout: 0n });
    expect(settleDragonTiger('tie', 100n, dragonWins)).toEqual({ payout: 0n });
    expect(settleDragonTiger('tie', 100n, tie)).toEqual({ payout: 900n });
    expect(settleDragonTiger('dragon', 100n, tie)).toEqual({ payout: 50n, validBet: 50n });
    expect(settleDragonTiger('tiger', 101n, tie)).toEqual({ payout: 50n, validBet: 51n });
  });
  it('deals two different cards of the fresh shoe, uniformly (chi-square, p > 0.001)', () => {
    const n = 26_000;
    const dragon = new Array<number>(13).fill(0);
    const tiger = new Array<number>(13).fill(0);
    let ties = 0;
    for (let i = 0; i < n; i++) {
      const r = dealDragonTiger(fairRandom('dt-seed', `round:dt-${i}`, 1));
      dragon[r.dragon.rank - 1]! += 1;
      tiger[r.tiger.rank - 1]! += 1;
      if (r.winner === 'tie') ties += 1;
    }
    expect(chiSquareUniform(dragon)).toBeLessThan(chiSquareCritical001(12));
    expect(chiSquareUniform(tiger)).toBeLessThan(chiSquareCritical001(12));
    // P(tie) with 8 decks = 31/415 ≈ 7.47%.
    const p = 31 / 415;
    expect(Math.abs(ties - n * p)).toBeLessThan(4.5 * Math.sqrt(n * p * (1 - p)));
  });
});
