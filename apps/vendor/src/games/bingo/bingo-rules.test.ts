import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fair/fair-random.ts';
import { chiSquare, seededRandom } from '../sports/statistics.ts';
import {
  BALL_LIMIT,
  FREE_CELL,
  bestPrize,
  cardPayout,
  completedLines,
  daubed,
  dealCard,
  drawBalls,
  isValidCard,
} from './bingo-rules.ts';
import { daubMask, prizeOfMask } from './bingo-rtp.ts';

/** A fixed card: column c row r = 15c + r + 1 (centre free). */
const card = Array.from({ length: 25 }, (_, i) => (i === FREE_CELL ? 0 : (i % 5) * 15 + Math.floor(i / 5) + 1));
const ballsFor = (cells: number[]): number[] => cells.map((i) => card[i] as number).filter((x) => x > 0);

describe('bingo cards', () => {
  it('deals valid cards: column ranges, distinct numbers, free centre', () => {
    const rng = fairRandom('card-seed', 'client', 1);
    for (let i = 0; i < 2000; i += 1) {
      const cells = dealCard(rng);
      expect(isValidCard(cells)).toBe(true);
      cells.forEach((x, j) => {
        if (j === FREE_CELL) expect(x).toBe(0);
        else {
          const c = j % 5;
          expect(x).toBeGreaterThanOrEqual(c * 15 + 1);
          expect(x).toBeLessThanOrEqual(c * 15 + 15);
        }
      });
    }
  });

  it('puts every number of a column in every row equally often (chi-square)', () => {
    const rng = seededRandom(5);
    const counts = Array.from({ length: 25 }, () => new Array<number>(15).fill(0));
    const n = 30_000;
    for (let i = 0; i < n; i += 1) {
      dealCard(rng).forEach((x, j) => {
        if (j !== FREE_CELL) {
          const row = counts[j] as number[];
          const k = (x - 1) % 15;
          row[k] = (row[k] ?? 0) + 1;
        }
      });
    }
    counts.forEach((row, j) => {
      if (j !== FREE_CELL) expect(chiSquare(row, new Array<number>(15).fill(1 / 15)).p).toBeGreaterThan(0.001);
    });
  });

  it('refuses invalid cards', () => {
    expect(isValidCard(card)).toBe(true);
    expect(isValidCard(card.slice(0, 24))).toBe(false);
    expect(isValidCard(card.map((x, i) => (i === FREE_CELL ? 5 : x)))).toBe(false);
    expect(isValidCard(card.map((x, i) => (i === 0 ? 16 : x)))).toBe(false); // B column out of range
    expect(isValidCard(card.map((x, i) => (i === 5 ? (card[0] as number) : x)))).toBe(false); // duplicate
    expect(isValidCard('nope')).toBe(false);
  });
});

describe('bingo balls', () => {
  it('draws a prefix of a permutation of 1…75', () => {
    const rng = fairRandom('ball-seed', 'round:x', 1);
    for (let i = 0; i < 500; i += 1) {
      const balls = drawBalls(rng);
      expect(balls).toHaveLength(BALL_LIMIT);
      expect(new Set(balls).size).toBe(BALL_LIMIT);
      expect(balls.every((b) => Number.isInteger(b) && b >= 1 && b <= 75)).toBe(true);
    }
  });

  it('calls every ball first equally often and each ball within the limit 40/75 of the time', () => {
    const rng = seededRandom(9);
    const first = new Array<number>(75).fill(0);
    const called = new Array<number>(75).fill(0);
    const n = 75_000;
    for (let i = 0; i < n; i += 1) {
      const balls = drawBalls(rng);
      const b = (balls[0] as number) - 1;
      first[b] = (first[b] ?? 0) + 1;
      for (const x of balls) called[x - 1] = (called[x - 1] ?? 0) + 1;
    }
    expect(chiSquare(first, new Array<number>(75).fill(1 / 75)).p).toBeGreaterThan(0.001);
    for (const c of called) expect(Math.abs(c / n - BALL_LIMIT / 75)).toBeLessThan(0.01);
  });
});

describe('bingo patterns', () => {
  const prizeOf = (cells: number[]) => bestPrize(daubed(card, ballsFor(cells)))?.prize.id ?? null;

  it('finds lines, corners, X and full house, paying the best', () => {
    expect(prizeOf([])).toBeNull();
    expect(prizeOf([0, 1, 2, 3])).toBeNull();
    expect(prizeOf([0, 1, 2, 3, 4])).toBe('one-line'); // top row
    expect(prizeOf([2, 7, 17, 22])).toBe('one-line'); // N column through the free centre
    expect(prizeOf([0, 6, 18, 24])).toBe('one-line'); // diagonal through the centre
    expect(prizeOf([0, 4, 20, 24])).toBe('four-corners');
    expect(prizeOf([0, 1, 2, 3, 4, 20, 24])).toBe('four-corners'); // a line with the corners pays corners (2×)
    expect(prizeOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toBe('two-lines');
    expect(prizeOf([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 14])).toBe('three-lines'); // rows 0–2
    expect(prizeOf([0, 6, 18, 24, 4, 8, 16, 20])).toBe('x');
    expect(prizeOf(Array.from({ length: 25 }, (_, i) => i))).toBe('full-house');
  });

  it('returns the cells of the pattern for the highlight', () => {
    const best = bestPrize(daubed(card, ballsFor([5, 6, 7, 8, 9, 30])));
    expect(best?.cells).toEqual([5, 6, 7, 8, 9]);
    expect(completedLines(daubed(card, ballsFor([5, 6, 7, 8, 9])))).toEqual([1]);
  });

  it('pays the card price times the multiplier', () => {
    expect(cardPayout(card, ballsFor([0, 1, 2, 3, 4]), 500n)).toBe(500n);
    expect(cardPayout(card, ballsFor([0, 6, 18, 24, 4, 8, 16, 20]), 100n)).toBe(2800n);
    expect(cardPayout(card, ballsFor([1, 2]), 100n)).toBe(0n);
  });

  it('the bit-mask rules of the RTP enumeration agree with bestPrize', () => {
    const rng = seededRandom(11);
    for (let i = 0; i < 20_000; i += 1) {
      const cells = dealCard(rng);
      const balls = drawBalls(rng, 25 + rng.int(40));
      const expected = bestPrize(daubed(cells, balls))?.prize.id ?? null;
      expect(prizeOfMask(daubMask(cells, new Set(balls)))).toBe(expected);
    }
  });
});
