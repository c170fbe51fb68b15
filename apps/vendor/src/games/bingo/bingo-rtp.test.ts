import { describe, expect, it } from 'vitest';
import { seededRandom } from '../sports/statistics.ts';
import { BINGO_RTP } from './bingo-game.ts';
import { PAYTABLE } from './bingo-rules.ts';
import { exactBingoRtp, simulateBingo } from './bingo-rtp.ts';

describe('bingo expected return', () => {
  const exact = exactBingoRtp();
  const rtp = Number((exact.numerator * 10n ** 12n) / exact.denominator) / 1e10;

  it('publishes the exact RTP (rounded to two decimals), between 94 % and 98 %', () => {
    expect(rtp.toFixed(2)).toBe(BINGO_RTP.toFixed(2));
    expect(rtp).toBeGreaterThan(94);
    expect(rtp).toBeLessThan(98);
    const sum = PAYTABLE.reduce((s, p) => s + exact.probabilities[p.id] * p.multiplier, 0);
    expect(sum * 100).toBeCloseTo(rtp, 6);
  });

  it('is confirmed by simulation: the 99 % confidence interval of the measured RTP contains it', () => {
    const { n, sum, sumSq } = simulateBingo(300_000, seededRandom(2024));
    const mean = sum / n;
    const se = Math.sqrt((sumSq / n - mean * mean) / n);
    expect(Math.abs(mean * 100 - rtp)).toBeLessThan(2.576 * se * 100);
  }, 60_000);
});
