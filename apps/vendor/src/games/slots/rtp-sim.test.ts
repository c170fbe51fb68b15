import { describe, expect, it } from 'vitest';
import { confidence99, mergeStats } from './rtp-sim.ts';
import { describeRtpSimulation } from './rtp-sim-suite.ts';

// Titles at even positions here, odd ones in rtp-sim-odd.test.ts (a second worker).
describeRtpSimulation(0, 2);

describe('RTP simulation statistics', () => {
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
