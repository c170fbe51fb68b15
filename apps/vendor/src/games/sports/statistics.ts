import type { RandomSource } from '../../fair/fair-random.ts';

/**
 * Statistics for the games' tests: the chi-square test and a small seeded generator so simulations are
 * reproducible (a test fails the same way every run).
 */

function logGamma(x: number): number {
  const c = [
    76.180091729471, -86.505320329417, 24.014098240831, -1.2317395724502, 0.0012086509738662, -0.000005395239385,
  ];
  let y = x;
  const tmp = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let series = 1.000000000190015;
  for (const coefficient of c) series += coefficient / ++y;
  return -tmp + Math.log((2.5066282746310002 * series) / x);
}

/** Regularised upper incomplete gamma Q(a, x) (series or continued fraction, Numerical Recipes). */
function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const lg = logGamma(a);
  if (x < a + 1) {
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 10_000; n += 1) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lg);
  }
  let b = x + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i += 1) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - lg) * h;
}

/** Pearson's chi-square of observed counts against expected probabilities; p-value with k − 1 − fitted df. */
export function chiSquare(
  observed: number[],
  probabilities: number[],
  fitted = 0,
): { statistic: number; df: number; p: number } {
  const total = observed.reduce((a, b) => a + b, 0);
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = total * (probabilities[i] ?? 0);
    if (e > 0) statistic += ((o - e) * (o - e)) / e;
    else if (o > 0) statistic = Infinity;
  });
  const df = observed.length - 1 - fitted;
  return { statistic, df, p: gammaQ(df / 2, statistic / 2) };
}

/** Counts of rng.int(n) over samples, in `bins` equal bins (n must be a multiple of bins). */
export function uniformityP(rng: RandomSource, n: number, samples: number, bins = Math.min(n, 100)): number {
  if (n % bins !== 0) throw new RangeError(`${n} is not a multiple of ${bins}`);
  const counts = new Array<number>(bins).fill(0);
  const width = n / bins;
  for (let i = 0; i < samples; i += 1) {
    const x = rng.int(n);
    const bin = Math.floor(x / width);
    counts[bin] = (counts[bin] ?? 0) + 1;
  }
  return chiSquare(counts, new Array<number>(bins).fill(1 / bins)).p;
}

/** xoshiro128** seeded by splitmix32, with fairRandom's rejection sampling: fast and reproducible. */
export function seededRandom(seed: number): RandomSource {
  let s = seed >>> 0;
  const split = (): number => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const st = [split(), split(), split(), split()] as [number, number, number, number];
  const rotl = (x: number, k: number): number => ((x << k) | (x >>> (32 - k))) >>> 0;
  const next = (): number => {
    const result = Math.imul(rotl(Math.imul(st[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (st[1] << 9) >>> 0;
    st[2] ^= st[0];
    st[3] ^= st[1];
    st[1] ^= st[2];
    st[0] ^= st[3];
    st[2] ^= t;
    st[3] = rotl(st[3], 11);
    return result;
  };
  const TWO_32 = 0x1_0000_0000;
  return {
    int(n: number): number {
      const limit = TWO_32 - (TWO_32 % n);
      for (;;) {
        const x = next();
        if (x < limit) return x % n;
      }
    },
  };
}
