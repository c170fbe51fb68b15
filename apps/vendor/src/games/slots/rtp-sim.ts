import type { RandomSource } from '../../fair/fair-random.ts';
import { slotTitles } from './slot-titles.ts';

/** Sums of the per-round return (win ÷ stake) over n simulated rounds. */
export interface SimStats {
  n: number;
  sum: number;
  sumSq: number;
}

/**
 * A title the RTP bench and tests can simulate (slots here; fish titles plug in the same shape).
 * `publishedRtp` is in per cent; `simulate` answers sums in units of the stake.
 */
export interface RtpSimTitle {
  title: string;
  publishedRtp: number;
  simulate(n: number, rng: RandomSource): SimStats;
}

export const slotSimTitles: RtpSimTitle[] = slotTitles.map((t) => ({
  title: t.gameId,
  get publishedRtp() {
    return t.exact().published;
  },
  simulate(n: number, rng: RandomSource): SimStats {
    const machine = t.machine;
    // Integer sums of line-bet units stay exact far beyond 10^7 rounds.
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i++) {
      const units = machine.play(rng);
      sum += units;
      sumSq += units * units;
    }
    const lines = machine.lineCount;
    return { n, sum: sum / lines, sumSq: sumSq / (lines * lines) };
  },
}));

/** Merges the sums of several runs (e.g. one per worker thread). */
export const mergeStats = (parts: SimStats[]): SimStats =>
  parts.reduce((a, b) => ({ n: a.n + b.n, sum: a.sum + b.sum, sumSq: a.sumSq + b.sumSq }), { n: 0, sum: 0, sumSq: 0 });

/**
 * Mean return and its 99% confidence interval, mean ± 2.576·sd/√n, with sd the sample standard
 * deviation of the per-round return. All in per cent.
 */
export function confidence99(stats: SimStats): { rtp: number; low: number; high: number; sd: number } {
  const mean = stats.sum / stats.n;
  const variance = Math.max(0, (stats.sumSq - stats.n * mean * mean) / (stats.n - 1));
  const sd = Math.sqrt(variance);
  const half = (2.576 * sd) / Math.sqrt(stats.n);
  return { rtp: mean * 100, low: (mean - half) * 100, high: (mean + half) * 100, sd };
}
