import type { RandomSource } from '../../fair/fair-random.ts';

/** Fisher–Yates: shuffles `items` in place, drawing j = i + rng.int(n − i) for i = 0 … n − 2. */
export function shuffleInPlace<T>(rng: RandomSource, items: T[]): T[] {
  for (let i = 0; i < items.length - 1; i += 1) {
    const j = i + rng.int(items.length - i);
    const a = items[i] as T;
    items[i] = items[j] as T;
    items[j] = a;
  }
  return items;
}

/** Picks one entry of integer weights (summing to `total`) by the inverse CDF of u = rng.int(total). */
export function pickWeighted(rng: RandomSource, weights: readonly number[], total: number): number {
  const u = rng.int(total);
  let cumulative = 0;
  for (let i = 0; i < weights.length; i += 1) {
    cumulative += weights[i] ?? 0;
    if (u < cumulative) return i;
  }
  return weights.length - 1;
}

const TWO_32 = 0x1_0000_0000;

/**
 * A random stream that can be read several times from the start. It pulls raw 32-bit values from
 * `source.int(2^32)` (for fairRandom and the node:crypto sources that is the raw value, no rejection)
 * and each cursor applies the same rejection sampling as fairRandom: x ≥ 2^32 − (2^32 mod n) is
 * skipped, else x mod n. A cursor therefore draws exactly what `source` itself would have drawn.
 * The verify functions use it to read one revealed stream under several interpretations.
 */
export function replayable(source: RandomSource): { cursor(): RandomSource } {
  const raw: number[] = [];
  return {
    cursor(): RandomSource {
      let position = 0;
      const next = (): number => {
        while (raw.length <= position) raw.push(source.int(TWO_32));
        const value = raw[position] as number;
        position += 1;
        return value;
      };
      return {
        int(n: number): number {
          if (!Number.isSafeInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`random range ${n} is not 1…2^32`);
          const limit = TWO_32 - (TWO_32 % n);
          for (;;) {
            const x = next();
            if (x < limit) return x % n;
          }
        },
      };
    },
  };
}
