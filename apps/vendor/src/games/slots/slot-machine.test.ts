import { describe, expect, it } from 'vitest';
import { bufferedCryptoRandom, fairRandom, type RandomSource } from '../../fair/fair-random.ts';
import { SlotMachine } from './slot-machine.ts';
import { slotTitles } from './slot-titles.ts';
import { PAYLINES, type SlotMath } from './slot-types.ts';
import { spin, spinResultJson } from './spin.ts';

/** A source that answers the given values in order and records every range it was asked for. */
function scripted(values: number[]): RandomSource & { ranges: number[] } {
  const ranges: number[] = [];
  return {
    ranges,
    int(n: number) {
      ranges.push(n);
      const v = values.shift();
      if (v === undefined || v >= n) throw new Error(`no scripted value below ${n}`);
      return v;
    },
  };
}

// A small title with hand-made strips: reel r shows rows `strip[stop]`, `strip[stop+1]`, `strip[stop+2]`.
const symbols: SlotMath['symbols'] = [
  { id: 'A', kind: 'normal', pays: [5, 20, 100] },
  { id: 'B', kind: 'normal', pays: [10, 40, 200] },
  { id: 'C', kind: 'normal', pays: [2, 4, 8] },
  { id: 'W', kind: 'wild', pays: [20, 50, 500] },
  { id: 'S', kind: 'scatter', pays: [0, 0, 0] },
];
const strip = ['A', 'B', 'C', 'W', 'S', 'C', 'A', 'C', 'C', 'B', 'W', 'W'];
const freeStrip = ['C', 'C', 'C', 'C', 'S', 'C', 'C'];
const math: SlotMath = {
  gameId: 'test-slot',
  symbols,
  reels: [strip, strip, strip, strip, strip],
  lines: PAYLINES.slice(0, 5),
  scatterPays: [2, 10, 100],
  freeSpins: {
    awards: [3, 5, 10],
    multiplier: 2,
    retrigger: true,
    reels: [freeStrip, freeStrip, freeStrip, freeStrip, freeStrip],
  },
  lineBets: [1],
};
const machine = new SlotMachine(math);
const idx = (id: string) => machine.symbolIds.indexOf(id);

function line(...ids: string[]) {
  const [a, b, c, d, e] = ids.map(idx) as [number, number, number, number, number];
  const packed = machine.lineResult(a, b, c, d, e);
  return { pay: Math.floor(packed / 256), symbol: machine.symbolIds[(packed >> 3) & 31], count: packed & 7 };
}

describe('line rule', () => {
  it('pays 3, 4 and 5 of a kind from the leftmost reel only', () => {
    expect(line('A', 'A', 'A', 'B', 'C')).toEqual({ pay: 5, symbol: 'A', count: 3 });
    expect(line('A', 'A', 'A', 'A', 'C')).toEqual({ pay: 20, symbol: 'A', count: 4 });
    expect(line('B', 'B', 'B', 'B', 'B')).toEqual({ pay: 200, symbol: 'B', count: 5 });
    expect(line('C', 'A', 'A', 'A', 'A').pay).toBe(0);
    expect(line('A', 'A', 'B', 'A', 'A').pay).toBe(0);
  });

  it('lets wilds substitute anywhere in the run', () => {
    expect(line('A', 'W', 'A', 'C', 'C')).toEqual({ pay: 5, symbol: 'A', count: 3 });
    expect(line('W', 'B', 'W', 'W', 'C')).toEqual({ pay: 40, symbol: 'B', count: 4 });
    expect(line('C', 'W', 'W', 'W', 'W')).toEqual({ pay: 8, symbol: 'C', count: 5 });
  });

  it('pays leading wilds as wilds when that pays more than the symbol they complete', () => {
    // W W W C C: C×5 pays 8, three wilds pay 20.
    expect(line('W', 'W', 'W', 'C', 'C')).toEqual({ pay: 20, symbol: 'W', count: 3 });
    // W W W B A: B×4 pays 40 > 20.
    expect(line('W', 'W', 'W', 'B', 'A')).toEqual({ pay: 40, symbol: 'B', count: 4 });
    expect(line('W', 'W', 'W', 'W', 'W')).toEqual({ pay: 500, symbol: 'W', count: 5 });
  });

  it('never substitutes the scatter, and the scatter has no line pays', () => {
    expect(line('S', 'S', 'S', 'S', 'S').pay).toBe(0);
    expect(line('W', 'W', 'S', 'A', 'A').pay).toBe(0);
    expect(line('A', 'A', 'S', 'A', 'A').pay).toBe(0);
    expect(line('W', 'W', 'W', 'S', 'A')).toEqual({ pay: 20, symbol: 'W', count: 3 });
  });
});

describe('spin', () => {
  it('builds the grid from the stops and pays the lines through it', () => {
    // stops 0 on every reel: rows A / B / C on each reel; line 0 is the middle row (B×5),
    // line 1 the top (A×5), line 2 the bottom (C×5), lines 3 and 4 the V shapes (A B C B A, C B A B C).
    const rng = scripted([0, 0, 0, 0, 0]);
    const result = spin(machine, 3n, rng);
    expect(result.grid).toEqual(Array(5).fill(['A', 'B', 'C']));
    expect(result.lineWins).toEqual([
      { line: 0, symbol: 'B', count: 5, win: 600n },
      { line: 1, symbol: 'A', count: 5, win: 300n },
      { line: 2, symbol: 'C', count: 5, win: 24n },
    ]);
    expect(result.totalBet).toBe(15n);
    expect(result.scatterWin).toBe(0n);
    expect(result.freeSpins).toBeUndefined();
    expect(result.totalWin).toBe(924n);
  });

  it('pays scatters anywhere in multiples of the total bet, on no particular line', () => {
    // Stop 4 shows S C A (scatter on top), stop 2 shows C W S (bottom), stop 3 shows W S C (middle).
    const rng = scripted([4, 2, 3, 8, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const result = spin(machine, 1n, rng);
    expect(result.grid.map((reel) => reel.filter((s) => s === 'S').length)).toEqual([1, 1, 1, 0, 0]);
    expect(result.scatterCount).toBe(3);
    expect(result.scatterWin).toBe(10n); // 2 × total bet of 5
    expect(result.awarded).toBe(3);
  });

  it('plays the free spins it triggers with the multiplier, on the free strips, with retriggers', () => {
    // Base: three scatters (as above) award 3 free spins. Free strip: C C C C S C C (length 7).
    // Free spin 1: stops 4,4,4,0,0 → three scatters on the top row: retrigger +3, pays 2× scatter.
    // Every other free spin: stops 0 → C×5 on every line.
    const base = [4, 2, 3, 8, 9];
    const rng = scripted([...base, 4, 4, 4, 0, 0, ...Array(25).fill(0)]);
    const result = spin(machine, 1n, rng);
    expect(result.freeSpins?.awarded).toBe(3);
    const spins = result.freeSpins?.spins ?? [];
    expect(spins).toHaveLength(6);
    expect(spins[0]?.awarded).toBe(3);
    expect(spins[0]?.scatterWin).toBe(20n); // 2 × 5 × multiplier 2
    expect(spins[1]?.lineWins).toHaveLength(5);
    expect(spins[1]?.win).toBe(80n); // 5 lines × C×5 (8) × 2
    expect(result.freeSpins?.total).toBe(spins.reduce((s, x) => s + x.win, 0n));
    expect(result.totalWin).toBe(result.win + (result.freeSpins?.total ?? 0n));
    expect(rng.ranges).toEqual([...Array(5).fill(12), ...Array(30).fill(7)]);
  });

  it('answers JSON with amounts as digit strings', () => {
    const json = spinResultJson(spin(machine, 3n, scripted([0, 0, 0, 0, 0])));
    expect(json.totalWin).toBe('924');
    expect(json.lineWins[0]?.win).toBe('600');
  });
});

describe('real titles', () => {
  it('draws every stop with int(strip.length): 5 per base spin, 5 per free spin', { timeout: 30_000 }, () => {
    const source = bufferedCryptoRandom();
    for (const title of slotTitles) {
      const m = title.machine;
      const baseLengths = m.base.lengths;
      const freeLengths = m.free?.lengths ?? [];
      let freeSeen = 0;
      for (let i = 0; i < 3000; i++) {
        const ranges: number[] = [];
        const result = spin(m, 1n, { int: (n) => (ranges.push(n), source.int(n)) });
        const free = result.freeSpins?.spins.length ?? 0;
        freeSeen += free;
        expect(ranges).toEqual([...baseLengths, ...Array.from({ length: free }, () => freeLengths).flat()]);
        result.stops.forEach((stop, r) => expect(stop).toBeLessThan(baseLengths[r] ?? 0));
      }
      if (m.free) expect(freeSeen).toBeGreaterThan(0);
    }
  });

  it('adds up: total win = lines + scatter + free spins, each a multiple of the line bet', { timeout: 30_000 }, () => {
    const source = bufferedCryptoRandom();
    for (const title of slotTitles) {
      for (let i = 0; i < 2000; i++) {
        const r = spin(title.machine, 7n, source);
        const outcomes = [r, ...(r.freeSpins?.spins ?? [])];
        for (const o of outcomes) {
          expect(o.win).toBe(o.lineWins.reduce((s, w) => s + w.win, 0n) + o.scatterWin);
          for (const w of o.lineWins) expect(w.win % 7n).toBe(0n);
        }
        expect(r.totalWin).toBe(r.win + (r.freeSpins?.total ?? 0n));
      }
    }
  });

  it('replays the same outcome from the same seeds (what the verify page relies on)', () => {
    for (const title of slotTitles) {
      const a = spin(title.machine, 1n, fairRandom('server-seed', 'client', 42));
      const b = spin(title.machine, 1n, fairRandom('server-seed', 'client', 42));
      expect(spinResultJson(a)).toEqual(spinResultJson(b));
    }
  });
});
