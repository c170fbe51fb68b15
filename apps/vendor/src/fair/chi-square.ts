import type { RandomSource } from './fair-random.ts';

/**
 * Pearson's chi-square goodness-of-fit test against the uniform distribution on [0, n), used by the
 * uniformity tests of every random range the games draw. The p-value is the regularised upper
 * incomplete gamma function Q(df/2, x/2) (series / continued fraction, Numerical Recipes §6.2).
 */

const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

/** ln Γ(z) for z > 0 (Lanczos, g = 7; about 15 significant digits). */
export function lnGamma(z: number): number {
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - lnGamma(1 - z);
  const w = z - 1;
  let sum = LANCZOS[0] as number;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += (LANCZOS[i] as number) / (w + i);
  const t = w + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (w + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPS = 1e-15;
const MAX_ITERATIONS = 1_000_000;

/** Regularised upper incomplete gamma Q(a, x) = Γ(a, x) / Γ(a). */
export function gammaQ(a: number, x: number): number {
  if (!(a > 0) || x < 0) throw new RangeError(`gammaQ(${a}, ${x})`);
  if (x === 0) return 1;
  const front = Math.exp(-x + a * Math.log(x) - lnGamma(a));
  if (x < a + 1) {
    // P(a, x) by its series; Q = 1 − P.
    let ap = a;
    let term = 1 / a;
    let sum = term;
    for (let i = 0; i < MAX_ITERATIONS; i += 1) {
      ap += 1;
      term *= x / ap;
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * EPS) return Math.max(0, 1 - sum * front);
    }
    throw new Error(`gammaQ series did not converge for a=${a}, x=${x}`);
  }
  // Q(a, x) by its continued fraction (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < MAX_ITERATIONS; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < EPS) return Math.min(1, front * h);
  }
  throw new Error(`gammaQ continued fraction did not converge for a=${a}, x=${x}`);
}

/** P(X ≥ statistic) for X ~ χ²(df). */
export const chiSquarePValue = (statistic: number, df: number): number => gammaQ(df / 2, statistic / 2);

export interface UniformityResult {
  n: number;
  samples: number;
  statistic: number;
  df: number;
  p: number;
}

/** Pearson's statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: ArrayLike<number>): { statistic: number; df: number } {
  let total = 0;
  for (let i = 0; i < counts.length; i += 1) total += counts[i] as number;
  const expected = total / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i += 1) {
    const diff = (counts[i] as number) - expected;
    statistic += (diff * diff) / expected;
  }
  return { statistic, df: counts.length - 1 };
}

/**
 * Draws `samples` values of `source.int(n)` and tests them for uniformity. A value outside [0, n)
 * fails at once (p = 0).
 */
export function testUniformity(source: RandomSource, n: number, samples: number): UniformityResult {
  if (n < 2) throw new RangeError('a uniformity test needs n ≥ 2');
  const counts = new Float64Array(n);
  for (let i = 0; i < samples; i += 1) {
    const value = source.int(n);
    if (!Number.isInteger(value) || value < 0 || value >= n)
      return { n, samples, statistic: Infinity, df: n - 1, p: 0 };
    counts[value] = (counts[value] as number) + 1;
  }
  const { statistic, df } = chiSquareUniform(counts);
  return { n, samples, statistic, df, p: chiSquarePValue(statistic, df) };
}

/** Samples per range: at least 50 expected per cell and never fewer than `minimum`. */
export const samplesFor = (n: number, minimum = 500_000): number => Math.max(minimum, 50 * n);
