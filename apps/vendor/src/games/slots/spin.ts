import type { RandomSource } from '../../fair/fair-random.ts';
import type { ReelSet, SlotMachine } from './slot-machine.ts';
import { REELS, ROWS } from './slot-types.ts';

export interface LineWin {
  /** Index of the payline in the title's `lines` (0-based). */
  line: number;
  symbol: string;
  /** Symbols in the run from the leftmost reel (3–5). */
  count: number;
  /** Minor units (free-spin multiplier included). */
  win: bigint;
}

/** One evaluated window: the base spin or one free spin. */
export interface SpinOutcome {
  /** Stop of each reel (index in its strip of the top row's symbol). */
  stops: number[];
  /** Symbol ids by reel then row: `grid[reel][row]`, row 0 at the top. */
  grid: string[][];
  lineWins: LineWin[];
  scatterCount: number;
  scatterWin: bigint;
  /** Free spins this spin awarded (the trigger on the base spin, a retrigger on a free spin). */
  awarded: number;
  /** Everything this window paid (minor units). */
  win: bigint;
}

export interface SpinResult extends SpinOutcome {
  gameId: string;
  lineBet: bigint;
  totalBet: bigint;
  freeSpins?: { awarded: number; multiplier: number; spins: SpinOutcome[]; total: bigint };
  /** The base spin's win plus every free spin's (minor units). */
  totalWin: bigint;
}

function gridOf(machine: SlotMachine, set: ReelSet, stops: Int32Array): string[][] {
  const grid: string[][] = [];
  for (let reel = 0; reel < REELS; reel++) {
    const ext = set.strips[reel] ?? new Uint8Array();
    const column: string[] = [];
    for (let row = 0; row < ROWS; row++) column.push(machine.symbolIds[ext[(stops[reel] ?? 0) + row] ?? 0] ?? '');
    grid.push(column);
  }
  return grid;
}

/**
 * One paid spin of a title at `lineBet` minor units per line (total bet = lines × lineBet): the
 * stops of the base spin are drawn with `rng.int(strip.length)` per reel, then every free spin it
 * awards is played in the same call with the same source. The outcome only depends on the draws.
 */
export function spin(machine: SlotMachine, lineBet: bigint, rng: RandomSource): SpinResult {
  const outcomes: SpinOutcome[] = [];
  const totalUnits = machine.play(rng, {
    spin(mode, m, set, stops, scatterUnits, awarded) {
      const factor = BigInt(mode === 'free' ? m.multiplier : 1) * lineBet;
      const lineWins: LineWin[] = [];
      let units = scatterUnits;
      for (let l = 0; l < m.lineCount; l++) {
        const pay = m.winUnits[l] ?? 0;
        if (pay === 0) continue;
        units += pay;
        const symbol = m.symbolIds[m.winSymbol[l] ?? 0] ?? '';
        lineWins.push({ line: l, symbol, count: m.winCount[l] ?? 0, win: BigInt(pay) * factor });
      }
      outcomes.push({
        stops: Array.from(stops),
        grid: gridOf(m, set, stops),
        lineWins,
        scatterCount: m.scatters,
        scatterWin: BigInt(scatterUnits) * factor,
        awarded,
        win: BigInt(units) * factor,
      });
    },
  });
  const [base, ...free] = outcomes as [SpinOutcome, ...SpinOutcome[]];
  const freeTotal = free.reduce((sum, s) => sum + s.win, 0n);
  const totalWin = base.win + freeTotal;
  if (totalWin !== BigInt(totalUnits) * lineBet) throw new Error('slot evaluation disagrees with itself');
  return {
    gameId: machine.math.gameId,
    lineBet,
    totalBet: lineBet * BigInt(machine.lineCount),
    ...base,
    ...(free.length > 0
      ? { freeSpins: { awarded: base.awarded, multiplier: machine.multiplier, spins: free, total: freeTotal } }
      : {}),
    totalWin,
  };
}

type Jsonify<T> = T extends bigint
  ? string
  : T extends (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

/** The result with every amount as a string of digits (for JSON answers). */
export type SpinResultJson = Jsonify<SpinResult>;

export function spinResultJson(result: SpinResult): SpinResultJson {
  return JSON.parse(
    JSON.stringify(result, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)),
  ) as SpinResultJson;
}
