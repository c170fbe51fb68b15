import type { RandomSource } from '../../fair/fair-random.ts';

/**
 * Cockfight (sabong), pure rules. Each round is one fight between Meron (red corner) and Wala (blue).
 *
 * At open (`prepareFight`, meta random source) two different fighters are drawn from FIGHTER_NAMES,
 * each with a rating 70–100 (rng.int(31)), a weight 1.90–2.40 kg (rng.int(501) g) and a record.
 * Chances, in basis points out of 10,000:
 *   draw  = 1,000 (10%)
 *   meron = round(9,000 × ratingMeron / (ratingMeron + ratingWala)),  wala = 9,000 − meron
 * Odds (payout ratios in hundredths, e.g. 88 = 0.88:1), set so that a Meron/Wala bet returns at most
 * 95% (a draw pushes it): ratio = floor(850,000 / chance) − 100, so
 *   return = chance × (1 + ratio / 100) / 10,000 + 10% ∈ [94.4%, 95%] (the floor costs < chance / 100).
 * Ratings 70–100 give chances 37.06%–52.94% and ratios 0.60–1.29. Draw pays 8:1 (return 90%).
 *
 * The result (`drawFight`, result random source): roll = rng.int(10,000); Meron wins when
 * roll < meron, Wala when roll < meron + wala, otherwise the fight is a draw.
 */
export type CockfightSide = 'meron' | 'wala' | 'draw';
export const COCKFIGHT_SIDES: readonly CockfightSide[] = ['meron', 'wala', 'draw'];

export const ROLL_RANGE = 10_000;
export const DRAW_CHANCE = 1_000;
export const TARGET_RETURN = 9_500;

export const FIGHTER_NAMES = [
  'Red Baron',
  'Iron Spur',
  'Golden Comet',
  'Black Pepper',
  'Thunder Claw',
  'Jade Warrior',
  'Silver Ghost',
  'Blaze',
  'Typhoon',
  'Lucky Strike',
  'Crimson King',
  'Night Hawk',
  'Sand Storm',
  'Copper Kid',
  'Royal Flash',
  'Bamboo Blade',
  'Volcano',
  'White Lotus',
  'Sky Hammer',
  'Storm Rider',
] as const;

export interface Fighter {
  name: string;
  rating: number;
  weightGrams: number;
  wins: number;
  losses: number;
}

export interface CockfightMeta {
  meron: Fighter;
  wala: Fighter;
  /** Chances in basis points (sum 10,000). */
  chances: Record<CockfightSide, number>;
  /** Payout ratios in hundredths (meron, wala) and the draw's 800 (8:1). */
  ratios: Record<CockfightSide, number>;
}

export interface CockfightResult {
  roll: number;
  winner: CockfightSide;
}

const drawFighter = (rng: RandomSource, name: string): Fighter => ({
  name,
  rating: 70 + rng.int(31),
  weightGrams: 1_900 + rng.int(501),
  wins: rng.int(16),
  losses: rng.int(6),
});

/** Odds and chances of a fight from the two ratings. */
export function fightOdds(meronRating: number, walaRating: number): Pick<CockfightMeta, 'chances' | 'ratios'> {
  const meron = Math.round(((ROLL_RANGE - DRAW_CHANCE) * meronRating) / (meronRating + walaRating));
  const wala = ROLL_RANGE - DRAW_CHANCE - meron;
  const ratio = (chance: number): number => Math.floor(((TARGET_RETURN - DRAW_CHANCE) * 100) / chance) - 100;
  return {
    chances: { meron, wala, draw: DRAW_CHANCE },
    ratios: { meron: ratio(meron), wala: ratio(wala), draw: 800 },
  };
}

export function prepareFight(rng: RandomSource): CockfightMeta {
  const first = rng.int(FIGHTER_NAMES.length);
  let second = rng.int(FIGHTER_NAMES.length - 1);
  if (second >= first) second += 1;
  const meron = drawFighter(rng, FIGHTER_NAMES[first]!);
  const wala = drawFighter(rng, FIGHTER_NAMES[second]!);
  return { meron, wala, ...fightOdds(meron.rating, wala.rating) };
}

/** The winner a roll gives under the published chances. */
export function winnerOfRoll(roll: number, chances: CockfightMeta['chances']): CockfightSide {
  if (roll < chances.meron) return 'meron';
  if (roll < chances.meron + chances.wala) return 'wala';
  return 'draw';
}

export function drawFight(rng: RandomSource, meta: CockfightMeta): CockfightResult {
  const roll = rng.int(ROLL_RANGE);
  return { roll, winner: winnerOfRoll(roll, meta.chances) };
}

/** What a bet returns (stake included); a draw pushes Meron and Wala bets (payout = stake, valid bet 0). */
export function settleCockfight(
  side: CockfightSide,
  amount: bigint,
  result: CockfightResult,
  meta: CockfightMeta,
): { payout: bigint; validBet?: bigint } {
  if (side === 'draw') return { payout: result.winner === 'draw' ? amount * 9n : 0n };
  if (result.winner === 'draw') return { payout: amount, validBet: 0n };
  if (result.winner !== side) return { payout: 0n };
  return { payout: amount + (amount * BigInt(meta.ratios[side])) / 100n };
}
