import { describe, expect, it } from 'vitest';
import { Rational } from './rational.ts';
import { bruteForceReelSet, countReelSet, exactRtp, rtpFromCounts } from './rtp.ts';
import { SlotMachine } from './slot-machine.ts';
import { slotTitles } from './slot-titles.ts';
import { PAYLINES, type SlotMath } from './slot-types.ts';

/**
 * Short strips drawn from a title's symbols (deterministic), with a wild on every reel and one or
 * two scatters (so some windows show two), for enumerating every combination in a test.
 */
function shortStrips(math: SlotMath, lengths: number[], seed: number): string[][] {
  const ids = math.symbols.map((s) => s.id);
  const wild = math.symbols.find((s) => s.kind === 'wild')?.id;
  const scatter = math.symbols.find((s) => s.kind === 'scatter')?.id;
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648) >>> 8;
  return lengths.map((length, r) => {
    const strip = Array.from({ length }, (_, i) => ids[(i + r + seed) % ids.length] ?? '');
    for (let i = 0; i < length; i++) if (next() % 3 === 0) strip[i] = ids[next() % ids.length] ?? '';
    if (wild) strip[3] = wild;
    if (scatter) {
      strip[0] = scatter;
      if (r % 2 === 0) strip[1] = scatter;
    }
    return strip;
  });
}

/** The title with short strips; free-spin awards cut to 1 so that retriggers still end. */
function reduced(math: SlotMath, seed: number): SlotMath {
  return {
    ...math,
    reels: shortStrips(math, [9, 10, 8, 11, 9], seed),
    ...(math.freeSpins
      ? { freeSpins: { ...math.freeSpins, awards: [1, 1, 1], reels: shortStrips(math, [8, 9, 10, 9, 8], seed + 1) } }
      : {}),
  };
}

describe('exact RTP', () => {
  it.each(slotTitles.map((t) => [t.gameId, t.math] as const))(
    'factorised counting agrees exactly with enumerating every stop combination (%s, short strips)',
    (_id, math) => {
      for (const seed of [1, 2]) {
        const machine = new SlotMachine(reduced(math, seed));
        const fastBase = countReelSet(machine, machine.base);
        const bruteBase = bruteForceReelSet(machine, machine.base);
        expect(fastBase).toEqual(bruteBase);
        expect(bruteBase.combos).toBe(9n * 10n * 8n * 11n * 9n);
        expect(bruteBase.lineSum).toBeGreaterThan(0n);
        const free = machine.free;
        const fastFree = free ? countReelSet(machine, free) : null;
        const bruteFree = free ? bruteForceReelSet(machine, free) : null;
        expect(fastFree).toEqual(bruteFree);
        if (machine.scatter >= 0) expect(bruteBase.scatterDist.slice(6).some((n) => n > 0n)).toBe(true);
        expect(
          rtpFromCounts(machine, fastBase, fastFree).rtp.equals(rtpFromCounts(machine, bruteBase, bruteFree).rtp),
        ).toBe(true);
      }
    },
  );

  it('matches a line RTP worked out by hand', () => {
    // Every reel A A X: a line pays A×3 (1), A×4 (2), A×5 (4) → (8·1 + 16·2 + 32·4)/243 per line bet.
    const machine = new SlotMachine({
      gameId: 'hand',
      symbols: [
        { id: 'A', kind: 'normal', pays: [1, 2, 4] },
        { id: 'X', kind: 'normal', pays: [0, 0, 0] },
      ],
      reels: Array(5).fill(['A', 'A', 'X']),
      lines: PAYLINES.slice(0, 10),
      lineBets: [1],
    });
    expect(exactRtp(machine).rtp.equals(new Rational(184n, 243n))).toBe(true);
  });

  it('values retriggered free spins as a geometric series, worked out by hand', () => {
    // One scatter in six symbols: each reel shows it with probability 1/2; 3+ scatters (probability
    // 1/2) pay 1× the total bet and award 1 free spin at ×2, retriggered the same way. Expected free
    // spins per paid spin: (1/2)/(1 − 1/2) = 1, each worth 2 × 1/2. RTP = 1/2 + 1 = 3/2.
    const reel = ['S', 'X', 'X', 'X', 'X', 'X'];
    const machine = new SlotMachine({
      gameId: 'hand-free',
      symbols: [
        { id: 'X', kind: 'normal', pays: [0, 0, 0] },
        { id: 'S', kind: 'scatter', pays: [0, 0, 0] },
      ],
      reels: Array(5).fill(reel),
      lines: PAYLINES.slice(0, 20),
      scatterPays: [1, 1, 1],
      freeSpins: { awards: [1, 1, 1], multiplier: 2, retrigger: true, reels: Array(5).fill(reel) },
      lineBets: [1],
    });
    const exact = exactRtp(machine);
    expect(exact.rtp.equals(new Rational(3n, 2n))).toBe(true);
    expect(exact.triggerProbability.equals(new Rational(1n, 2n))).toBe(true);
    expect(exact.expectedFreeSpins.equals(new Rational(2n))).toBe(true);
  });

  it('refuses a title whose retriggers would never end', () => {
    const reel = ['S', 'S', 'S'];
    const machine = new SlotMachine({
      gameId: 'endless',
      symbols: [{ id: 'S', kind: 'scatter', pays: [0, 0, 0] }],
      reels: Array(5).fill(reel),
      lines: PAYLINES.slice(0, 1),
      scatterPays: [0, 0, 0],
      freeSpins: { awards: [1, 1, 1], multiplier: 1, retrigger: true, reels: Array(5).fill(reel) },
      lineBets: [1],
    });
    expect(() => exactRtp(machine)).toThrow(/never|m ≥ 1/);
  });

  it('publishes every title between 94% and 98%, at least a quarter point apart from every other', () => {
    const published = slotTitles.map((t) => t.exact().published);
    for (const [i, t] of slotTitles.entries()) {
      const rtp = t.exact();
      expect(rtp.published).toBeGreaterThan(94);
      expect(rtp.published).toBeLessThan(98);
      expect(rtp.published).toBe(Math.round(rtp.rtp.toNumber() * 10000) / 100);
      expect(rtp.lines.add(rtp.scatters).add(rtp.freeSpins).equals(rtp.rtp)).toBe(true);
      if (t.math.freeSpins) expect(rtp.freeSpins.compare(new Rational(0n))).toBe(1);
      published.forEach((other, j) => {
        if (j !== i)
          expect(Math.abs(other - rtp.published), `${t.gameId} vs ${slotTitles[j]?.gameId}`).toBeGreaterThanOrEqual(
            0.25,
          );
      });
    }
    expect(published.length).toBeGreaterThanOrEqual(6);
  });
});
