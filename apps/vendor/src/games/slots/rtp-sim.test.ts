import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fair/fair-random.ts';
import { confidence99, mergeStats, slotSimTitles } from './rtp-sim.ts';

const SPINS = 1_000_000;

// Fixed seeds keep the suite reproducible: a 99 per cent interval would otherwise miss by chance in
// about one run in a hundred per title. `npm run bench:rtp` draws fresh node:crypto randomness.
describe('RTP simulation (10^6 paid spins per title, fixed fair seeds)', () => {
  it.each(slotSimTitles.map((t) => [t.title, t] as const))(
    '%s: the 99 per cent confidence interval of the measured RTP contains the published RTP',
    (_title, title) => {
      const stats = title.simulate(SPINS, fairRandom(`slot-simulation-${title.title}`, 'unit-test', 0));
      expect(stats.n).toBe(SPINS);
      const ci = confidence99(stats);
      expect(ci.sd).toBeGreaterThan(0);
      expect(ci.low).toBeLessThanOrEqual(title.publishedRtp);
      expect(ci.high).toBeGreaterThanOrEqual(title.publishedRtp);
    },
    // About 1.5 s per title on an idle core; a busy machine (parallel test files) may take several times that.
    60_000,
  );

  it('computes the interval as mean ± 2.576·sd/√n and merges partial sums', () => {
    // Returns 0, 0, 2, 2: mean 1, sample sd √(4/3).
    const stats = mergeStats([
      { n: 2, sum: 0, sumSq: 0 },
      { n: 2, sum: 4, sumSq: 8 },
    ]);
    const ci = confidence99(stats);
    expect(ci.rtp).toBe(100);
    expect(ci.sd).toBeCloseTo(Math.sqrt(4 / 3), 12);
    expect(ci.high - ci.rtp).toBeCloseTo((2.576 * Math.sqrt(4 / 3) * 100) / 2, 10);
  });
});
