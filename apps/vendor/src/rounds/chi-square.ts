/** Pearson's chi-square statistic of observed counts against equal expected counts. */
export function chiSquareUniform(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

/**
 * The chi-square value a uniform sample exceeds with probability 0.001, for `df` degrees of freedom
 * (Wilson–Hilferty approximation; z = 3.0902 is the standard normal's 99.9% quantile).
 */
export function chiSquareCritical001(df: number): number {
  const z = 3.0902;
  const a = 2 / (9 * df);
  return df * (1 - a + z * Math.sqrt(a)) ** 3;
}
