import type { RandomSource } from '../../fair/fair-random.ts';

/**
 * 75-ball bingo. A card has 25 cells, row-major (index = row·5 + column); column c holds numbers
 * 15c + 1 … 15c + 15 (B I N G O) and the centre (index 12) is free (0). A round draws BALL_LIMIT balls,
 * a prefix of a Fisher–Yates shuffle of 1…75 (ball i = swap with i + rng.int(75 − i)). Each card
 * then pays the highest pattern it completed (all balls of the round count) times the card price.
 * This file has no Node imports: the browser client uses it for daubing and pattern highlights.
 */

export const BALLS = 75;
export const BALL_LIMIT = 40;
export const CARD_CELLS = 25;
export const FREE_CELL = 12;
export const MAX_CARDS = 4;
/** Card prices (minor units) the player chooses from. */
export const CARD_PRICES = [100n, 500n, 1_000n, 5_000n];

export type PatternId = 'full-house' | 'x' | 'three-lines' | 'two-lines' | 'four-corners' | 'one-line';

export interface Prize {
  id: PatternId;
  /** Pays multiplier × card price. */
  multiplier: number;
}

/** Highest first; a card is paid for the first pattern it completed. */
export const PAYTABLE: Prize[] = [
  { id: 'full-house', multiplier: 10_000 },
  { id: 'x', multiplier: 28 },
  { id: 'three-lines', multiplier: 10 },
  { id: 'two-lines', multiplier: 2 },
  { id: 'four-corners', multiplier: 2 },
  { id: 'one-line', multiplier: 1 },
];

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** The 12 lines (5 rows, 5 columns, 2 diagonals) as cell indexes. */
export const LINES: number[][] = [
  ...range(5).map((r) => range(5).map((c) => r * 5 + c)),
  ...range(5).map((c) => range(5).map((r) => r * 5 + c)),
  [0, 6, 12, 18, 24],
  [4, 8, 12, 16, 20],
];
export const CORNERS = [0, 4, 20, 24];

/** One card: for each column, a partial Fisher–Yates draw of 5 (centre column: 4) of its 15 numbers. */
export function dealCard(rng: RandomSource): number[] {
  const cells = new Array<number>(CARD_CELLS).fill(0);
  for (let c = 0; c < 5; c += 1) {
    const pool = range(15).map((i) => c * 15 + i + 1);
    const rows = c === 2 ? [0, 1, 3, 4] : [0, 1, 2, 3, 4];
    rows.forEach((row, i) => {
      const j = i + rng.int(15 - i);
      const picked = pool[j] as number;
      pool[j] = pool[i] as number;
      pool[i] = picked;
      cells[row * 5 + c] = picked;
    });
  }
  return cells;
}

export function dealCards(rng: RandomSource, count: number): number[][] {
  return range(count).map(() => dealCard(rng));
}

/** A valid card: 25 integers, free centre, each column's numbers distinct and in its range. */
export function isValidCard(cells: unknown): cells is number[] {
  if (!Array.isArray(cells) || cells.length !== CARD_CELLS) return false;
  if (!cells.every((x) => Number.isInteger(x))) return false;
  const numbers = cells as number[];
  if (numbers[FREE_CELL] !== 0) return false;
  for (let i = 0; i < CARD_CELLS; i += 1) {
    if (i === FREE_CELL) continue;
    const c = i % 5;
    const x = numbers[i] as number;
    if (x < c * 15 + 1 || x > c * 15 + 15) return false;
  }
  return new Set(numbers).size === CARD_CELLS;
}

/** The balls of a round: the first BALL_LIMIT of a Fisher–Yates shuffle of 1…75. */
export function drawBalls(rng: RandomSource, count = BALL_LIMIT): number[] {
  const balls = range(BALLS).map((i) => i + 1);
  for (let i = 0; i < count; i += 1) {
    const j = i + rng.int(BALLS - i);
    const a = balls[i] as number;
    balls[i] = balls[j] as number;
    balls[j] = a;
  }
  return balls.slice(0, count);
}

/** Which cells are daubed by these balls (the free centre always is). */
export function daubed(cells: number[], balls: Iterable<number>): boolean[] {
  const called = new Set(balls);
  return cells.map((x, i) => i === FREE_CELL || called.has(x));
}

/** The completed lines of a daubed card (indexes into LINES). */
export function completedLines(marks: boolean[]): number[] {
  return LINES.flatMap((line, i) => (line.every((cell) => marks[cell]) ? [i] : []));
}

/** The best prize of a daubed card and the cells that make it (for the highlight), or null. */
export function bestPrize(marks: boolean[]): { prize: Prize; cells: number[] } | null {
  const lines = completedLines(marks);
  const lineCells = (ids: number[]): number[] => [...new Set(ids.flatMap((i) => LINES[i] ?? []))];
  const found: Partial<Record<PatternId, number[]>> = {};
  if (marks.every(Boolean)) found['full-house'] = range(CARD_CELLS);
  if (lines.includes(10) && lines.includes(11)) found.x = lineCells([10, 11]);
  if (lines.length >= 3) found['three-lines'] = lineCells(lines);
  if (lines.length === 2) found['two-lines'] = lineCells(lines);
  if (CORNERS.every((cell) => marks[cell])) found['four-corners'] = CORNERS;
  if (lines.length === 1) found['one-line'] = lineCells(lines);
  for (const prize of PAYTABLE) {
    const cells = found[prize.id];
    if (cells) return { prize, cells };
  }
  return null;
}

/** What a card pays for these balls (price × multiplier, 0n without a pattern). */
export function cardPayout(cells: number[], balls: number[], price: bigint): bigint {
  const best = bestPrize(daubed(cells, balls));
  return best ? price * BigInt(best.prize.multiplier) : 0n;
}
