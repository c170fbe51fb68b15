import { describe, expect, it } from 'vitest';
import { fairRandom, type RandomSource } from '../../fair/fair-random.ts';
import { chiSquareCritical001, chiSquareUniform } from '../../rounds/chi-square.ts';
import {
  type CockfightMeta,
  drawFight,
  fightOdds,
  prepareFight,
  ROLL_RANGE,
  settleCockfight,
  winnerOfRoll,
} from './cockfight-rules.ts';

const metaOf = (meronRating: number, walaRating: number): CockfightMeta => {
  const fighter = { name: 'x', rating: 0, weightGrams: 2000, wins: 0, losses: 0 };
  return {
    meron: { ...fighter, rating: meronRating },
    wala: { ...fighter, rating: walaRating },
    ...fightOdds(meronRating, walaRating),
  };
};

describe('cockfight odds', () => {
  it('splits 90% between the fighters by rating and keeps 10% for a draw', () => {
    expect(fightOdds(80, 80).chances).toEqual({ meron: 4500, wala: 4500, draw: 1000 });
    expect(fightOdds(100, 70).chances).toEqual({ meron: 5294, wala: 3706, draw: 1000 });
    expect(fightOdds(80, 80).ratios).toEqual({ meron: 88, wala: 88, draw: 800 });
    expect(fightOdds(100, 70).ratios).toEqual({ meron: 60, wala: 129, draw: 800 });
  });
  it('returns between 94.4% and 95% on Meron and Wala for every pair of ratings', () => {
    for (let a = 70; a <= 100; a++) {
      for (let b = 70; b <= 100; b++) {
        const { chances, ratios } = fightOdds(a, b);
        expect(chances.meron + chances.wala + chances.draw).toBe(ROLL_RANGE);
        for (const side of ['meron', 'wala'] as const) {
          const ret = (chances[side] * (100 + ratios[side])) / 100 + chances.draw; // basis points
          expect(ret).toBeLessThanOrEqual(9500);
          expect(ret).toBeGreaterThanOrEqual(9440);
        }
      }
    }
  });
  it('maps rolls to winners at the published thresholds', () => {
    const { chances } = fightOdds(80, 80);
    expect(winnerOfRoll(0, chances)).toBe('meron');
    expect(winnerOfRoll(4499, chances)).toBe('meron');
    expect(winnerOfRoll(4500, chances)).toBe('wala');
    expect(winnerOfRoll(8999, chances)).toBe('wala');
    expect(winnerOfRoll(9000, chances)).toBe('draw');
    expect(winnerOfRoll(9999, chances)).toBe('draw');
  });
});

describe('cockfight fights', () => {
  it('draws two different fighters with ratings 70–100, reproducibly', () => {
    for (let i = 0; i < 500; i++) {
      const meta = prepareFight(fairRandom('fight', `round:cf-${i}`, 0));
      expect(meta.meron.name).not.toBe(meta.wala.name);
      for (const f of [meta.meron, meta.wala]) {
        expect(f.rating).toBeGreaterThanOrEqual(70);
        expect(f.rating).toBeLessThanOrEqual(100);
        expect(f.weightGrams).toBeGreaterThanOrEqual(1900);
        expect(f.weightGrams).toBeLessThanOrEqual(2400);
      }
      expect(prepareFight(fairRandom('fight', `round:cf-${i}`, 0))).toEqual(meta);
    }
  });
  it('rolls uniformly (chi-square over 100 buckets, p > 0.001) and wins at the published chances', () => {
    const meta = metaOf(90, 75);
    const buckets = new Array<number>(100).fill(0);
    const wins = { meron: 0, wala: 0, draw: 0 };
    const n = 50_000;
    for (let i = 0; i < n; i++) {
      const r = drawFight(fairRandom('roll', `round:cf-${i}`, 1), meta);
      buckets[Math.floor(r.roll / 100)]! += 1;
      wins[r.winner] += 1;
    }
    expect(chiSquareUniform(buckets)).toBeLessThan(chiSquareCritical001(99));
    for (const side of ['meron', 'wala', 'draw'] as const) {
      const p = meta.chances[side] / ROLL_RANGE;
      expect(Math.abs(wins[side] - n * p), side).toBeLessThan(4.5 * Math.sqrt(n * p * (1 - p)));
    }
  });
  it('settles wins at the locked odds, pushes Meron and Wala on a draw, pays a draw 8:1', () => {
    const meta = metaOf(80, 80); // ratios 0.88
    const roll = (winner: 'meron' | 'wala' | 'draw') => ({ roll: 0, winner });
    expect(settleCockfight('meron', 1000n, roll('meron'), meta)).toEqual({ payout: 1880n });
    expect(settleCockfight('wala', 1000n, roll('meron'), meta)).toEqual({ payout: 0n });
    expect(settleCockfight('wala', 99n, roll('wala'), meta)).toEqual({ payout: 186n }); // 99 + floor(87.12)
    expect(settleCockfight('meron', 1000n, roll('draw'), meta)).toEqual({ payout: 1000n, validBet: 0n });
    expect(settleCockfight('draw', 1000n, roll('draw'), meta)).toEqual({ payout: 9000n });
    expect(settleCockfight('draw', 1000n, roll('wala'), meta)).toEqual({ payout: 0n });
  });
  it('draws the roll with one rng.int(10000)', () => {
    const calls: number[] = [];
    const rng: RandomSource = { int: (n) => (calls.push(n), 9000) };
    expect(drawFight(rng, metaOf(80, 80))).toEqual({ roll: 9000, winner: 'draw' });
    expect(calls).toEqual([ROLL_RANGE]);
  });
});
