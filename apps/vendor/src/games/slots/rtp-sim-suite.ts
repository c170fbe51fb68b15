import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fair/fair-random.ts';
import { confidence99, slotSimTitles } from './rtp-sim.ts';

const SPINS = 1_000_000;

/**
 * The simulation check of the slot titles at positions ≡ `part` (mod `parts`): the suite is split
 * over several test files so that vitest runs them in parallel workers, and a title added to
 * slot-titles.ts is covered by one of them without touching the tests.
 *
 * Fixed seeds keep the suite reproducible: a 99 per cent interval would otherwise miss by chance in
 * about one run in a hundred per title. `npm run bench:rtp` draws fresh node:crypto randomness.
 */
export function describeRtpSimulation(part: number, parts: number): void {
  const titles = slotSimTitles.filter((_, i) => i % parts === part);
  describe(`RTP simulation (10^6 paid spins per title, fixed fair seeds), part ${part + 1} of ${parts}`, () => {
    it('has titles to simulate', () => expect(titles.length).toBeGreaterThan(0));

    it.each(titles.map((t) => [t.title, t] as const))(
      '%s: the 99 per cent confidence interval of the measured RTP contains the published RTP',
      (_title, title) => {
        const stats = title.simulate(SPINS, fairRandom(`slot-simulation-${title.title}`, 'unit-test', 0));
        expect(stats.n).toBe(SPINS);
        const ci = confidence99(stats);
        expect(ci.sd).toBeGreaterThan(0);
        expect(ci.low).toBeLessThanOrEqual(title.publishedRtp);
        expect(ci.high).toBeGreaterThanOrEqual(title.publishedRtp);
      },
      // A few seconds per title on an idle core; a busy machine (parallel test files) may take several times that.
      120_000,
    );
  });
}
