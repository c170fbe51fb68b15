import type { RandomSource } from '../../fair/fair-random.ts';
import { FISH_TITLES, type FishDef, type FishTitleDef } from './fish-titles.ts';

/**
 * The rules of a shot. A shot at fish i draws r = rng.int(D) and captures when r < numerator_i, so
 * the capture chance is p_i = numerator_i / D and the shot returns m_i × p_i of the stake on average.
 * D is the smallest denominator for which every numerator_i = RTP × D / m_i is a whole number, so
 * that p_i × m_i equals the title's RTP exactly, whichever fish the player aims at.
 */

export interface FishTableEntry extends FishDef {
  numerator: number;
}

export interface FishTable {
  title: FishTitleDef;
  /** The range of the single draw of a shot. */
  denominator: number;
  fish: FishTableEntry[];
}

export interface ShotOutcome {
  fishType: string;
  multiplier: number;
  /** Capture chance = numerator / denominator. */
  numerator: number;
  denominator: number;
  /** rng.int(denominator). */
  draw: number;
  captured: boolean;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
const lcm = (a: bigint, b: bigint): bigint => (a / gcd(a, b)) * b;

/** An exact fraction, reduced, denominator > 0. */
export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export function fraction(numerator: bigint, denominator: bigint): Fraction {
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / g, denominator: denominator / g };
}

export function buildTable(title: FishTitleDef): FishTable {
  const a = BigInt(title.rtp.numerator);
  const b = BigInt(title.rtp.denominator);
  // numerator_i = a·D / (b·m_i) is whole iff D is a multiple of b·m_i / gcd(a, b·m_i).
  let d = 1n;
  for (const fish of title.fish) {
    const bm = b * BigInt(fish.multiplier);
    d = lcm(d, bm / gcd(a, bm));
  }
  if (d > 0xffff_ffffn) throw new RangeError(`${title.gameId}: denominator ${d} exceeds a 32-bit draw`);
  const fish = title.fish.map((def) => {
    const numerator = (a * d) / (b * BigInt(def.multiplier));
    if (numerator < 1n || numerator >= d) throw new RangeError(`${title.gameId}/${def.type}: chance ${numerator}/${d}`);
    return { ...def, numerator: Number(numerator) };
  });
  return { title, denominator: Number(d), fish };
}

export const FISH_TABLES: readonly FishTable[] = FISH_TITLES.map(buildTable);

export const findFishTable = (gameId: string): FishTable | undefined =>
  FISH_TABLES.find((t) => t.title.gameId === gameId);

/** The exact return of aiming at one fish: numerator × multiplier / D (reduced). */
export const fishReturn = (table: FishTable, fish: FishTableEntry): Fraction =>
  fraction(BigInt(fish.numerator) * BigInt(fish.multiplier), BigInt(table.denominator));

/**
 * The title's RTP, computed from its table: the return of every target, which must all be equal
 * (throws otherwise); answers the common fraction.
 */
export function exactFishRtp(table: FishTable): Fraction {
  const [first, ...rest] = table.fish.map((fish) => fishReturn(table, fish));
  if (!first) throw new Error(`${table.title.gameId} has no fish`);
  for (const other of rest) {
    if (other.numerator !== first.numerator || other.denominator !== first.denominator) {
      throw new Error(`${table.title.gameId}: targets return different amounts`);
    }
  }
  return first;
}

/** The published RTP in per cent, rounded to 4 decimals (exact for fractions like 24/25 or 243/250). */
export function publishedFishRtp(table: FishTable): number {
  const rtp = exactFishRtp(table);
  return Math.round(Number(rtp.numerator * 1_000_000n) / Number(rtp.denominator)) / 10_000;
}

/** One shot: THE game, used by play, the verify page and the simulations alike. */
export function shoot(table: FishTable, fishType: string, rng: RandomSource): ShotOutcome {
  const fish = table.fish.find((entry) => entry.type === fishType);
  if (!fish) throw new RangeError(`${table.title.gameId} has no fish ${fishType}`);
  const draw = rng.int(table.denominator);
  return {
    fishType: fish.type,
    multiplier: fish.multiplier,
    numerator: fish.numerator,
    denominator: table.denominator,
    draw,
    captured: draw < fish.numerator,
  };
}

/**
 * What the verify page shows: the shot's draw and, for every fish of the title, whether a shot at it
 * with these seeds captured it (the shot's own fish type is in the bet's details).
 */
export function verifyShot(table: FishTable, rng: RandomSource) {
  const draw = rng.int(table.denominator);
  return {
    game: table.title.gameId,
    draw,
    denominator: table.denominator,
    fish: table.fish.map((fish) => ({
      fishType: fish.type,
      multiplier: fish.multiplier,
      chance: `${fish.numerator}/${table.denominator}`,
      captured: draw < fish.numerator,
    })),
  };
}
