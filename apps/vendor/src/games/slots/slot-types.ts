/**
 * The mathematical definition of a 5×3 video or classic slot: symbols with their pays, reel strips,
 * paylines, scatter pays and the free-spin feature. Everything the exact RTP (rtp.ts) and the
 * evaluator (slot-machine.ts) need; nothing about looks or names.
 */

export const REELS = 5;
export const ROWS = 3;

export type SymbolKind = 'normal' | 'wild' | 'scatter';

export interface SlotSymbolDef {
  /** Short id used in strips, grids and results, e.g. `seven`. */
  id: string;
  kind: SymbolKind;
  /**
   * Line pays for 3, 4 and 5 of a kind from the leftmost reel, in multiples of the line bet
   * (a wild's own pays for a run of wilds). A scatter has no line pays: `[0, 0, 0]`.
   */
  pays: readonly [number, number, number];
}

export interface FreeSpinsDef {
  /** Free spins awarded for 3, 4 and 5+ scatters anywhere (0 = none). */
  awards: readonly [number, number, number];
  /** Every win during free spins (line and scatter) is multiplied by this. */
  multiplier: number;
  /** Whether scatters during free spins award more free spins (added to the remaining ones). */
  retrigger: boolean;
  /** The reel strips used during free spins (may be the base strips). */
  reels: readonly (readonly string[])[];
}

export interface SlotMath {
  gameId: string;
  symbols: readonly SlotSymbolDef[];
  /** Five base-game reel strips, each a cycle of symbol ids; the window shows 3 consecutive ones. */
  reels: readonly (readonly string[])[];
  /** Paylines: for each line the row (0 top, 1 middle, 2 bottom) on each of the five reels. */
  lines: readonly (readonly number[])[];
  /** Scatter pays for 3, 4 and 5+ scatters anywhere, in multiples of the TOTAL bet. */
  scatterPays?: readonly [number, number, number];
  freeSpins?: FreeSpinsDef;
  /** Total-bet levels offered are `lines × lineBet` for each of these line bets (minor units). */
  lineBets: readonly number[];
}

/** The 25 paylines the titles take their first 10, 20 or 25 from (rows per reel). */
export const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

/** Reel strips written as one line of space-separated symbol ids per reel. */
export const strips = (reels: readonly string[]): string[][] => reels.map((reel) => reel.trim().split(/\s+/));
