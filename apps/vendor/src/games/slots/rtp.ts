import { Rational } from './rational.ts';
import { type ReelSet, type SlotMachine } from './slot-machine.ts';
import { REELS } from './slot-types.ts';

/**
 * Exact return to player of a slot title, from its strips and paytable, by counting stop
 * combinations (no simulation). For one set of strips:
 *
 * - Lines: on any payline the symbol on reel r is `strip_r[(stop_r + row) mod len_r]`; as stop_r
 *   runs over the whole strip it meets every strip position once, so over all stop combinations
 *   the five symbols of ANY line take each symbol tuple (s1…s5) exactly count_1(s1)·…·count_5(s5)
 *   times. The sum of a line's pays over all combinations is therefore Σ_tuples Π count × pay, the
 *   same for every line, and the lines' total is that times the number of lines.
 * - Scatters: the number of scatters in each reel's 3-symbol window is tabulated per stop; the
 *   per-reel tables are convolved into the number of combinations with k scatters anywhere.
 *
 * Free spins (Wald's identity, since whether a free spin is played depends only on earlier spins):
 * expected feature value = E[spins awarded by the base spin] × E[win of one free spin] / (1 − m),
 * where m = E[spins awarded by one free spin] (0 without retriggers), and m < 1 is required.
 */

/** Sums over every stop combination of one set of strips. */
export interface ReelSetCounts {
  /** Number of stop combinations: the product of the strip lengths. */
  combos: bigint;
  /** Σ over all combinations of the total line pay of all lines, in line-bet units. */
  lineSum: bigint;
  /** Number of combinations showing k scatters anywhere, for k = 0…15. */
  scatterDist: bigint[];
}

export interface ExactRtp {
  /** Expected total win per unit of total bet. */
  rtp: Rational;
  /** The RTP in per cent rounded to two decimals, as published. */
  published: number;
  /** Parts of the RTP (fractions of the total bet): base-game lines, base-game scatters, free spins. */
  lines: Rational;
  scatters: Rational;
  freeSpins: Rational;
  /** Probability that a paid spin triggers free spins, and the expected free spins of a trigger. */
  triggerProbability: Rational;
  expectedFreeSpins: Rational;
}

/** The factorised count (per-reel symbol counts and scatter-window tables). */
export function countReelSet(machine: SlotMachine, set: ReelSet): ReelSetCounts {
  const symbolCount = machine.symbolIds.length;
  const perReel = set.strips.map((ext, r) => {
    const counts = new Array<number>(symbolCount).fill(0);
    for (let i = 0; i < (set.lengths[r] ?? 0); i++) counts[ext[i] ?? 0]! += 1;
    return counts.flatMap((c, s) => (c > 0 ? [[s, c] as const] : []));
  });
  const [r0, r1, r2, r3, r4] = perReel as [
    (typeof perReel)[0],
    (typeof perReel)[0],
    (typeof perReel)[0],
    (typeof perReel)[0],
    (typeof perReel)[0],
  ];
  let single = 0n;
  for (const [a, ca] of r0) {
    for (const [b, cb] of r1) {
      for (const [c, cc] of r2) {
        for (const [d, cd] of r3) {
          for (const [e, ce] of r4) {
            const pay = Math.floor(machine.lineResult(a, b, c, d, e) / 256);
            if (pay > 0) single += BigInt(pay) * BigInt(ca * cb * cc * cd * ce);
          }
        }
      }
    }
  }
  let dist = [1n];
  for (const window of set.scatterWindow) {
    const hist: bigint[] = [];
    for (const k of window) hist[k] = (hist[k] ?? 0n) + 1n;
    const next = new Array<bigint>(dist.length + hist.length - 1).fill(0n);
    dist.forEach((x, i) => hist.forEach((y, j) => (next[i + j]! += x * (y ?? 0n))));
    dist = next;
  }
  return {
    combos: set.lengths.reduce((p, l) => p * BigInt(l), 1n),
    lineSum: single * BigInt(machine.lineCount),
    scatterDist: padDist(dist),
  };
}

/** The same sums by evaluating every stop combination one by one (for tests on short strips). */
export function bruteForceReelSet(machine: SlotMachine, set: ReelSet): ReelSetCounts {
  const [l0, l1, l2, l3, l4] = set.lengths as [number, number, number, number, number];
  const stops = new Int32Array(REELS);
  const dist = new Array<bigint>(16).fill(0n);
  let lineSum = 0n;
  for (let a = 0; a < l0; a++) {
    for (let b = 0; b < l1; b++) {
      for (let c = 0; c < l2; c++) {
        let partial = 0;
        for (let d = 0; d < l3; d++) {
          for (let e = 0; e < l4; e++) {
            stops.set([a, b, c, d, e]);
            partial += machine.evaluate(set, stops);
            dist[machine.scatters]! += 1n;
          }
        }
        lineSum += BigInt(partial);
      }
    }
  }
  return { combos: BigInt(l0 * l1 * l2 * l3 * l4), lineSum, scatterDist: dist };
}

function padDist(dist: bigint[]): bigint[] {
  const out = new Array<bigint>(16).fill(0n);
  dist.forEach((x, k) => (out[k] = x));
  return out;
}

/** Combines the counts of the base strips (and the free-spin strips) into the exact RTP. */
export function rtpFromCounts(machine: SlotMachine, base: ReelSetCounts, free: ReelSetCounts | null): ExactRtp {
  const weighted = (counts: ReelSetCounts, table: Int32Array) =>
    new Rational(
      counts.scatterDist.reduce((sum, n, k) => sum + n * BigInt(table[k] ?? 0), 0n),
      counts.combos,
    );
  const stake = Rational.of(machine.lineCount);
  const lines = new Rational(base.lineSum, base.combos).div(stake);
  const scatters = weighted(base, machine.scatterUnits).div(stake);
  const awarded = weighted(base, machine.awards);
  const triggerProbability = new Rational(
    base.scatterDist.reduce((sum, n, k) => sum + ((machine.awards[k] ?? 0) > 0 ? n : 0n), 0n),
    base.combos,
  );
  let freeSpins = Rational.of(0);
  let expectedFreeSpins = Rational.of(0);
  if (free !== null) {
    const perSpin = new Rational(free.lineSum, free.combos)
      .add(weighted(free, machine.scatterUnits))
      .mul(Rational.of(machine.multiplier));
    const again = machine.retrigger ? weighted(free, machine.awards) : Rational.of(0);
    if (again.compare(Rational.of(1)) >= 0) throw new Error(`${machine.math.gameId}: retriggers do not end (m ≥ 1)`);
    const spinsPerPaidSpin = awarded.div(Rational.of(1).sub(again));
    freeSpins = spinsPerPaidSpin.mul(perSpin).div(stake);
    if (triggerProbability.num > 0n) expectedFreeSpins = spinsPerPaidSpin.div(triggerProbability);
  }
  const rtp = lines.add(scatters).add(freeSpins);
  return {
    rtp,
    published: rtp.mul(Rational.of(100)).toFixedNumber(2),
    lines,
    scatters,
    freeSpins,
    triggerProbability,
    expectedFreeSpins,
  };
}

/** The exact RTP of a title (factorised counting). */
export function exactRtp(machine: SlotMachine): ExactRtp {
  const base = countReelSet(machine, machine.base);
  const free = machine.free ? countReelSet(machine, machine.free) : null;
  return rtpFromCounts(machine, base, free);
}
