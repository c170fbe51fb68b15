import { describe, expect, it } from 'vitest';
import { fairRandom, type RandomSource } from '../../fair/fair-random.ts';
import { buildTable, exactFishRtp, FISH_TABLES, fishReturn, publishedFishRtp, shoot, verifyShot } from './fish-math.ts';
import { FISH_TITLES } from './fish-titles.ts';
import { fishSimTitles } from './rtp-sim.ts';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A source that answers the given values in turn and records each range asked for. */
function scripted(values: number[]): RandomSource & { ranges: number[] } {
  const ranges: number[] = [];
  return {
    ranges,
    int(n: number) {
      ranges.push(n);
      const value = values.shift();
      if (value === undefined) throw new Error('no more scripted values');
      return value;
    },
  };
}

describe('fish tables (exact RTP)', () => {
  it('has both titles with 14+ fish, multipliers 2× to 300× and one boss each', () => {
    expect(FISH_TABLES.map((t) => t.title.gameId)).toEqual(['ocean-king', 'fish-hunter']);
    for (const table of FISH_TABLES) {
      const multipliers = table.fish.map((f) => f.multiplier);
      expect(table.fish.length).toBeGreaterThanOrEqual(14);
      expect(new Set(table.fish.map((f) => f.type)).size).toBe(table.fish.length);
      expect(multipliers).toEqual([...multipliers].sort((a, b) => a - b));
      expect(multipliers[0]).toBe(2);
      expect(Math.max(...multipliers)).toBeLessThanOrEqual(300);
      expect(table.fish.filter((f) => f.boss)).toHaveLength(1);
      expect(table.fish.at(-1)?.boss).toBe(true);
    }
  });

  it('gives every target exactly the title RTP: numerator × multiplier / D', () => {
    for (const table of FISH_TABLES) {
      const { numerator: a, denominator: b } = table.title.rtp;
      for (const fish of table.fish) {
        expect(Number.isInteger(fish.numerator)).toBe(true);
        expect(fish.numerator * fish.multiplier * b).toBe(a * table.denominator);
        const ret = fishReturn(table, fish);
        expect([ret.numerator, ret.denominator]).toEqual([BigInt(a), BigInt(b)]);
      }
      const rtp = exactFishRtp(table);
      expect(Number(rtp.numerator) / Number(rtp.denominator)).toBe(a / b);
    }
  });

  it('uses the smallest denominator that keeps every chance whole, below 2^32', () => {
    for (const table of FISH_TABLES) {
      expect(table.denominator).toBeLessThanOrEqual(2 ** 32);
      const common = table.fish.reduce((g, f) => gcd(g, f.numerator), table.denominator);
      expect(common).toBe(1);
    }
    expect(FISH_TABLES.map((t) => t.denominator)).toEqual([625, 10_000]);
  });

  it('publishes RTPs between 94% and 98% (96% and 97.2%)', () => {
    expect(FISH_TABLES.map(publishedFishRtp)).toEqual([96, 97.2]);
    for (const sim of fishSimTitles) {
      expect(sim.publishedRtp).toBeGreaterThanOrEqual(94);
      expect(sim.publishedRtp).toBeLessThanOrEqual(98);
    }
  });

  it('refuses a title whose chances cannot be whole within a 32-bit draw', () => {
    const base = FISH_TITLES[0];
    if (!base) throw new Error('no title');
    const odd = {
      ...base,
      rtp: { numerator: 96, denominator: 97 },
      fish: [7, 11, 13, 17, 19, 23, 29, 31, 37].map((m) => ({ type: 'tetra' as const, multiplier: m })),
    };
    expect(() => buildTable(odd)).toThrow(/32-bit/);
  });
});

describe('shoot', () => {
  const table = FISH_TABLES[0];
  if (!table) throw new Error('no table');
  const shark = table.fish.find((f) => f.type === 'great-white');
  if (!shark) throw new Error('no shark');

  it('draws once from [0, D) and captures exactly when the draw is below the numerator', () => {
    const rng = scripted([shark.numerator - 1, shark.numerator, 0, table.denominator - 1]);
    expect(shoot(table, 'great-white', rng)).toMatchObject({
      captured: true,
      multiplier: 100,
      draw: shark.numerator - 1,
    });
    expect(shoot(table, 'great-white', rng).captured).toBe(false);
    expect(shoot(table, 'clownfish', rng).captured).toBe(true);
    expect(shoot(table, 'dragon-king', rng).captured).toBe(false);
    expect(rng.ranges).toEqual([table.denominator, table.denominator, table.denominator, table.denominator]);
  });

  it('refuses a fish that does not swim in the title', () => {
    expect(() => shoot(table, 'kraken', scripted([0]))).toThrow(/no fish kraken/);
  });

  it('is recomputed by verify from the same seeds', () => {
    for (const t of FISH_TABLES) {
      for (let nonce = 0; nonce < 200; nonce += 1) {
        const fish = t.fish[nonce % t.fish.length];
        if (!fish) throw new Error('no fish');
        const played = shoot(t, fish.type, fairRandom('server-seed-for-test', 'client', nonce));
        const verified = verifyShot(t, fairRandom('server-seed-for-test', 'client', nonce));
        expect(verified.draw).toBe(played.draw);
        expect(verified.fish.find((f) => f.fishType === fish.type)?.captured).toBe(played.captured);
      }
    }
  });
});

describe('RTP simulation (10^6 shots per title)', () => {
  for (const sim of fishSimTitles) {
    it(`${sim.title}: the 99% confidence interval contains the published ${sim.publishedRtp}%`, () => {
      // A deterministic stream (reproducible); bench:rtp runs 10^7 shots with node:crypto randomness.
      const stats = sim.simulate(1_000_000, fairRandom(`fish-simulation-${sim.title}`, 'unit-test', 0));
      const mean = stats.sum / stats.n;
      const sd = Math.sqrt((stats.sumSq - stats.n * mean * mean) / (stats.n - 1));
      const half = (2.576 * sd) / Math.sqrt(stats.n);
      expect(stats.n).toBe(1_000_000);
      expect(sim.publishedRtp / 100).toBeGreaterThanOrEqual(mean - half);
      expect(sim.publishedRtp / 100).toBeLessThanOrEqual(mean + half);
    });
  }
});
