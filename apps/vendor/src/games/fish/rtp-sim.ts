import type { RandomSource } from '../../fair/fair-random.ts';
import { FISH_TABLES, publishedFishRtp, shoot } from './fish-math.ts';

/** Sums of the per-shot return (win ÷ stake) over n simulated shots. */
export interface FishSimStats {
  n: number;
  sum: number;
  sumSq: number;
}

/**
 * The fish titles for bench/rtp.ts and the simulation test (the same shape as the slots'
 * `RtpSimTitle`): each shot aims at a fish picked uniformly at random, then plays the real `shoot`.
 * `publishedRtp` is in per cent.
 */
export interface FishSimTitle {
  title: string;
  publishedRtp: number;
  simulate(n: number, rng: RandomSource): FishSimStats;
}

export const fishSimTitles: FishSimTitle[] = FISH_TABLES.map((table) => ({
  title: table.title.gameId,
  publishedRtp: publishedFishRtp(table),
  simulate(n: number, rng: RandomSource): FishSimStats {
    const types = table.fish.map((fish) => fish.type);
    let sum = 0;
    let sumSq = 0;
    for (let i = 0; i < n; i += 1) {
      const shot = shoot(table, types[rng.int(types.length)] as string, rng);
      if (shot.captured) {
        sum += shot.multiplier;
        sumSq += shot.multiplier * shot.multiplier;
      }
    }
    return { n, sum, sumSq };
  },
}));
