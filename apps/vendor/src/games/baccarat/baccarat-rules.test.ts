import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fair/fair-random.ts';
import type { Card } from '../../rounds/shoe.ts';
import {
  bankerDraws,
  type BaccaratResult,
  dealBaccarat,
  handTotal,
  playCoup,
  settleBaccarat,
} from './baccarat-rules.ts';

const c = (rank: number, suit: Card['suit'] = 'S'): Card => ({ rank, suit });
/** A stacked shoe: cards dealt in order P, B, P, B, P3, B3. */
const stacked = (...ranks: number[]) => {
  const cards = ranks.map((r, i) => c(r, (['S', 'H', 'D', 'C'] as const)[i % 4]));
  return () => {
    const card = cards.shift();
    if (!card) throw new Error('stacked shoe ran out');
    return card;
  };
};

describe('baccarat third-card rules', () => {
  // The standard table: for each banker total, the player's third-card points on which the banker draws.
  const drawsOn: Record<number, number[]> = {
    0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
    3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
    4: [2, 3, 4, 5, 6, 7],
    5: [4, 5, 6, 7],
    6: [6, 7],
    7: [],
  };
  it('matches the standard banker table cell by cell', () => {
    for (let total = 0; total <= 7; total++) {
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(total, third), `banker ${total}, player third ${third}`).toBe(
          drawsOn[total]!.includes(third),
        );
      }
    }
  });
  it('banker draws on 0–5 and stands on 6–7 when the player stood', () => {
    for (let total = 0; total <= 7; total++) expect(bankerDraws(total, null)).toBe(total <= 5);
  });

  it('a natural stops both hands', () => {
    const r = playCoup(stacked(4, 2, 4, 3)); // player 8, banker 5
    expect(r.natural).toBe(true);
    expect(r.player).toHaveLength(2);
    expect(r.banker).toHaveLength(2);
    expect(r.winner).toBe('player');
  });
  it('player stands on 6, banker draws on 5 and stands on 6', () => {
    const a = playCoup(stacked(3, 2, 3, 3, 1)); // P 6 stands, B 5 draws an ace → 6: tie
    expect(a.player).toHaveLength(2);
    expect(a.banker).toHaveLength(3);
    expect(a.winner).toBe('tie');
    const b = playCoup(stacked(3, 3, 3, 3)); // P 6, B 6: both stand
    expect(b.banker).toHaveLength(2);
    expect(b.winner).toBe('tie');
  });
  it('player draws on 0–5; banker 3 stands on a third 8', () => {
    const r = playCoup(stacked(1, 2, 1, 1, 8)); // P 2 draws 8 → 0; B 3 stands on an 8
    expect(r.player).toHaveLength(3);
    expect(r.banker).toHaveLength(2);
    expect([r.playerTotal, r.bankerTotal, r.winner]).toEqual([0, 3, 'banker']);
  });
  it('banker 6 draws on a player third card of 6 or 7', () => {
    const r = playCoup(stacked(10, 3, 13, 3, 7, 5)); // P 0 draws 7; B 6 draws 5 → 1
    expect(r.banker).toHaveLength(3);
    expect([r.playerTotal, r.bankerTotal, r.winner]).toEqual([7, 1, 'player']);
  });
  it('counts court cards and tens as 0 and detects pairs', () => {
    expect(handTotal([c(13), c(9), c(5)])).toBe(4);
    const r = playCoup(stacked(12, 7, 12, 7, 1)); // P Q Q = 0 draws an ace; B 7 7 = 4 stands on an ace
    expect(r.playerPair).toBe(true);
    expect(r.bankerPair).toBe(true);
  });
});

const result = (winner: BaccaratResult['winner'], pairs: { p?: boolean; b?: boolean } = {}): BaccaratResult => ({
  player: [],
  banker: [],
  playerTotal: 0,
  bankerTotal: 0,
  winner,
  playerPair: pairs.p ?? false,
  bankerPair: pairs.b ?? false,
  natural: false,
});

describe('baccarat payouts', () => {
  it('pays player 1:1, banker 0.95:1 (floored), tie 8:1, pairs 11:1', () => {
    expect(settleBaccarat('player', 1000n, result('player'))).toEqual({ payout: 2000n });
    expect(settleBaccarat('banker', 1000n, result('banker'))).toEqual({ payout: 1950n });
    expect(settleBaccarat('banker', 15n, result('banker'))).toEqual({ payout: 29n }); // 15 + floor(14.25)
    expect(settleBaccarat('tie', 100n, result('tie'))).toEqual({ payout: 900n });
    expect(settleBaccarat('player-pair', 100n, result('banker', { p: true }))).toEqual({ payout: 1200n });
    expect(settleBaccarat('banker-pair', 100n, result('player', { b: true }))).toEqual({ payout: 1200n });
  });
  it('loses the other side, pushes player and banker on a tie', () => {
    expect(settleBaccarat('player', 100n, result('banker'))).toEqual({ payout: 0n });
    expect(settleBaccarat('banker', 100n, result('player'))).toEqual({ payout: 0n });
    expect(settleBaccarat('tie', 100n, result('player'))).toEqual({ payout: 0n });
    expect(settleBaccarat('player-pair', 100n, result('player'))).toEqual({ payout: 0n });
    expect(settleBaccarat('player', 100n, result('tie'))).toEqual({ payout: 100n, validBet: 0n });
    expect(settleBaccarat('banker', 100n, result('tie'))).toEqual({ payout: 100n, validBet: 0n });
  });
});

describe('baccarat dealt from the fair shoe', () => {
  it('is reproducible from the round seed', () => {
    const a = dealBaccarat(fairRandom('server', 'round:baccarat-a-7', 1));
    const b = dealBaccarat(fairRandom('server', 'round:baccarat-a-7', 1));
    expect(a).toEqual(b);
  });
  it('wins as often as 8-deck baccarat should (banker 45.86%, player 44.62%, tie 9.52%)', () => {
    const n = 40_000;
    const wins = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < n; i++) wins[dealBaccarat(fairRandom('freq-seed', `round:f-${i}`, 1)).winner] += 1;
    // Exact 8-deck probabilities; 4.5 standard deviations of slack keeps the seeded test stable.
    for (const [side, p] of [
      ['banker', 0.458597],
      ['player', 0.446247],
      ['tie', 0.095156],
    ] as const) {
      const sd = Math.sqrt(n * p * (1 - p));
      expect(Math.abs(wins[side] - n * p), side).toBeLessThan(4.5 * sd);
    }
  });
});
