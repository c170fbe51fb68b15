import type { RandomSource } from '../../fair/fair-random.ts';
import { BALLS, BALL_LIMIT, CORNERS, FREE_CELL, LINES, PAYTABLE, dealCard, type PatternId } from './bingo-rules.ts';

/**
 * The exact expected return of one bingo card. With BALL_LIMIT of the 75 balls drawn, the chance that
 * exactly a given set S of the card's 24 numbers is called (and none of its others) is
 * C(51, BALL_LIMIT − |S|) / C(75, BALL_LIMIT): every one of the 2^24 daub patterns is enumerated, its
 * prize found (the same rules as bestPrize, on bit masks), and the weighted multipliers summed as exact
 * integers. RTP = Σ multiplier(S)·C(51, L − |S|) / C(75, L).
 */

const NUMBERS = 24;
const bitOf = (cell: number): number => (cell < FREE_CELL ? 1 << cell : cell > FREE_CELL ? 1 << (cell - 1) : 0);
const maskOf = (cells: number[]): number => cells.reduce((m, c) => m | bitOf(c), 0);

function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i += 1) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

const LINE_MASKS = LINES.map(maskOf);
const X_MASK = (LINE_MASKS[10] ?? 0) | (LINE_MASKS[11] ?? 0);
const CORNER_MASK = maskOf(CORNERS);
const FULL_MASK = 2 ** NUMBERS - 1;

/** The prize of a daub mask over the 24 numbered cells (bit i = cell i, skipping the centre). */
export function prizeOfMask(mask: number): PatternId | null {
  let lines = 0;
  for (const line of LINE_MASKS) if ((mask & line) === line) lines += 1;
  if (mask === FULL_MASK) return 'full-house';
  if ((mask & X_MASK) === X_MASK) return 'x';
  if (lines >= 3) return 'three-lines';
  if (lines === 2) return 'two-lines';
  if ((mask & CORNER_MASK) === CORNER_MASK) return 'four-corners';
  if (lines === 1) return 'one-line';
  return null;
}

/** The daub mask of a card for these balls. */
export function daubMask(cells: number[], called: Set<number>): number {
  let mask = 0;
  cells.forEach((x, i) => {
    if (i !== FREE_CELL && called.has(x)) mask |= bitOf(i);
  });
  return mask;
}

/** Counts of daub masks per number of daubed cells and prize. */
export function maskCounts(): Map<PatternId, number[]> {
  const pop = new Uint8Array(1 << 12);
  for (let i = 1; i < 1 << 12; i += 1) pop[i] = (pop[i >> 1] ?? 0) + (i & 1);
  const counts = new Map<PatternId, number[]>(PAYTABLE.map((p) => [p.id, new Array<number>(NUMBERS + 1).fill(0)]));
  for (let mask = 0; mask <= FULL_MASK; mask += 1) {
    const id = prizeOfMask(mask);
    if (!id) continue;
    const k = (pop[mask & 4095] ?? 0) + (pop[mask >>> 12] ?? 0);
    const row = counts.get(id);
    if (row) row[k] = (row[k] ?? 0) + 1;
  }
  return counts;
}

/** The exact RTP as a fraction, and the probability of each prize. */
export function exactBingoRtp(ballLimit = BALL_LIMIT): {
  numerator: bigint;
  denominator: bigint;
  probabilities: Record<PatternId, number>;
} {
  const counts = maskCounts();
  const denominator = choose(BALLS, ballLimit);
  let numerator = 0n;
  const probabilities = {} as Record<PatternId, number>;
  for (const prize of PAYTABLE) {
    let ways = 0n;
    (counts.get(prize.id) ?? []).forEach((n, k) => {
      ways += BigInt(n) * choose(BALLS - NUMBERS, ballLimit - k);
    });
    numerator += ways * BigInt(prize.multiplier);
    probabilities[prize.id] = Number((ways * 10n ** 15n) / denominator) / 1e15;
  }
  return { numerator, denominator, probabilities };
}

/**
 * Plays n cards (each a fresh card against a fresh draw, the same rules as play, on reused buffers)
 * and answers the sums of the multipliers won, for RTP simulations: mean = sum / n.
 */
export function simulateBingo(
  n: number,
  rng: RandomSource,
  ballLimit = BALL_LIMIT,
): { n: number; sum: number; sumSq: number } {
  const multiplier = new Map(PAYTABLE.map((p) => [p.id, p.multiplier]));
  const balls = new Uint8Array(BALLS);
  const called = new Uint8Array(BALLS + 1);
  let sum = 0;
  let sumSq = 0;
  for (let round = 0; round < n; round += 1) {
    const cells = dealCard(rng);
    for (let i = 0; i < BALLS; i += 1) balls[i] = i + 1;
    called.fill(0);
    for (let i = 0; i < ballLimit; i += 1) {
      const j = i + rng.int(BALLS - i);
      const ball = balls[j] as number;
      balls[j] = balls[i] as number;
      balls[i] = ball;
      called[ball] = 1;
    }
    let mask = 0;
    for (let i = 0; i < cells.length; i += 1) if (i !== FREE_CELL && called[cells[i] as number]) mask |= bitOf(i);
    const id = prizeOfMask(mask);
    const x = id ? (multiplier.get(id) ?? 0) : 0;
    sum += x;
    sumSq += x * x;
  }
  return { n, sum, sumSq };
}
