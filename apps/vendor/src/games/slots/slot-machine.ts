import type { RandomSource } from '../../fair/fair-random.ts';
import { REELS, ROWS, type SlotMath } from './slot-types.ts';

/** One set of five strips compiled for fast lookups. */
export interface ReelSet {
  /** Symbol indexes of each strip, followed by its first ROWS-1 symbols again (so a window never wraps). */
  strips: Uint8Array[];
  lengths: number[];
  /** Number of scatters in the 3-symbol window at each stop, per reel. */
  scatterWindow: Uint8Array[];
}

/**
 * Called for each spin a paid spin plays (the base spin, then every free spin), right after its
 * evaluation (the machine's win arrays hold its lines). Units are before the free-spin multiplier.
 */
export interface SpinRecorder {
  spin(
    mode: 'base' | 'free',
    machine: SlotMachine,
    set: ReelSet,
    stops: Int32Array,
    scatterUnits: number,
    awarded: number,
  ): void;
}

const MAX_COUNT = REELS * ROWS;

/**
 * A slot title compiled into typed arrays. `play` is THE game: the base spin and its free spins,
 * used by real play (through spin.ts), the verify page and the simulations alike. Amounts here are
 * integers in units of the line bet.
 */
export class SlotMachine {
  readonly math: SlotMath;
  readonly symbolIds: string[];
  readonly wild: number;
  readonly scatter: number;
  /** Line pay of symbol s for n in a row at `s * 6 + n`. */
  readonly pays: Int32Array;
  readonly lineCount: number;
  /** Row of line l on reel r at `l * 5 + r`. */
  readonly lineRows: Uint8Array;
  readonly base: ReelSet;
  readonly free: ReelSet | null;
  /** Scatter pay in line-bet units by number of scatters anywhere. */
  readonly scatterUnits: Int32Array;
  /** Free spins awarded by number of scatters anywhere. */
  readonly awards: Int32Array;
  readonly multiplier: number;
  readonly retrigger: boolean;

  /** Results of the last `evaluate`, per line: symbol index, count and pay (0 = no win). */
  readonly winSymbol: Int32Array;
  readonly winCount: Int32Array;
  readonly winUnits: Int32Array;
  /** Scatters in the window of the last `evaluate`. */
  scatters = 0;
  private readonly stops = new Int32Array(REELS);
  private readonly syms = new Int32Array(REELS);

  constructor(math: SlotMath) {
    this.math = math;
    const ids = math.symbols.map((s) => s.id);
    if (new Set(ids).size !== ids.length || ids.length > 31) throw new Error(`${math.gameId}: bad symbol list`);
    this.symbolIds = ids;
    this.wild = math.symbols.findIndex((s) => s.kind === 'wild');
    this.scatter = math.symbols.findIndex((s) => s.kind === 'scatter');
    if (
      math.symbols.filter((s) => s.kind !== 'normal').length >
      (this.wild >= 0 ? 1 : 0) + (this.scatter >= 0 ? 1 : 0)
    ) {
      throw new Error(`${math.gameId}: at most one wild and one scatter symbol`);
    }
    this.pays = new Int32Array(ids.length * 6);
    math.symbols.forEach((s, i) => {
      if (s.kind === 'scatter' && s.pays.some((p) => p !== 0)) throw new Error(`${math.gameId}: scatter has line pays`);
      s.pays.forEach((p, k) => {
        if (!Number.isSafeInteger(p) || p < 0) throw new Error(`${math.gameId}: bad pay for ${s.id}`);
        this.pays[i * 6 + 3 + k] = p;
      });
    });
    this.lineCount = math.lines.length;
    this.lineRows = new Uint8Array(this.lineCount * REELS);
    math.lines.forEach((rows, l) => {
      if (rows.length !== REELS || rows.some((r) => !Number.isInteger(r) || r < 0 || r >= ROWS)) {
        throw new Error(`${math.gameId}: bad payline ${l}`);
      }
      rows.forEach((r, reel) => (this.lineRows[l * REELS + reel] = r));
    });
    this.base = this.compileReels(math.reels);
    this.free = math.freeSpins ? this.compileReels(math.freeSpins.reels) : null;
    if (this.scatter >= 0 !== (math.scatterPays !== undefined))
      throw new Error(`${math.gameId}: scatter pays need a scatter`);
    if (math.freeSpins && this.scatter < 0) throw new Error(`${math.gameId}: free spins need a scatter`);
    this.scatterUnits = new Int32Array(MAX_COUNT + 1);
    this.awards = new Int32Array(MAX_COUNT + 1);
    for (let k = 3; k <= MAX_COUNT; k++) {
      const i = Math.min(k, 5) - 3;
      this.scatterUnits[k] = (math.scatterPays?.[i] ?? 0) * this.lineCount;
      this.awards[k] = math.freeSpins?.awards[i] ?? 0;
    }
    this.multiplier = math.freeSpins?.multiplier ?? 1;
    this.retrigger = math.freeSpins?.retrigger ?? false;
    this.winSymbol = new Int32Array(this.lineCount);
    this.winCount = new Int32Array(this.lineCount);
    this.winUnits = new Int32Array(this.lineCount);
  }

  private compileReels(strips: readonly (readonly string[])[]): ReelSet {
    if (strips.length !== REELS) throw new Error(`${this.math.gameId}: ${REELS} reels needed`);
    const set: ReelSet = { strips: [], lengths: [], scatterWindow: [] };
    for (const strip of strips) {
      if (strip.length < ROWS) throw new Error(`${this.math.gameId}: strip shorter than the window`);
      const ext = new Uint8Array(strip.length + ROWS - 1);
      for (let i = 0; i < ext.length; i++) {
        const index = this.symbolIds.indexOf(strip[i % strip.length] ?? '');
        if (index < 0) throw new Error(`${this.math.gameId}: unknown symbol ${strip[i % strip.length]}`);
        ext[i] = index;
      }
      const window = new Uint8Array(strip.length);
      for (let stop = 0; stop < strip.length; stop++) {
        for (let row = 0; row < ROWS; row++)
          if (ext[stop + row] === this.scatter) window[stop] = (window[stop] ?? 0) + 1;
      }
      set.strips.push(ext);
      set.lengths.push(strip.length);
      set.scatterWindow.push(window);
    }
    return set;
  }

  /**
   * The line rule, for five symbols from left to right, packed as `pay * 256 + symbol * 8 + count`.
   * Wilds substitute for every symbol except the scatter; a run starts on reel 1 and counts the
   * first non-wild symbol and wilds; when the leading wilds alone pay more (wild's own pays), the
   * line pays as wilds. Only the highest win of a line is paid.
   */
  lineResult(s0: number, s1: number, s2: number, s3: number, s4: number): number {
    const w = this.wild;
    let lead = 0;
    const syms = this.syms;
    syms[0] = s0;
    syms[1] = s1;
    syms[2] = s2;
    syms[3] = s3;
    syms[4] = s4;
    while (lead < REELS && syms[lead] === w) lead++;
    const wildPay = w >= 0 && lead >= 3 ? (this.pays[w * 6 + lead] ?? 0) : 0;
    if (lead === REELS) return wildPay * 256 + w * 8 + lead;
    const symbol = syms[lead] ?? 0;
    let count = lead + 1;
    if (symbol !== this.scatter) {
      while (count < REELS && (syms[count] === symbol || syms[count] === w)) count++;
    }
    const pay = symbol === this.scatter ? 0 : (this.pays[symbol * 6 + count] ?? 0);
    if (wildPay > pay) return wildPay * 256 + w * 8 + lead;
    return pay * 256 + symbol * 8 + count;
  }

  /** Evaluates every payline of the window at `stops`; answers the total line pay (units). */
  evaluate(set: ReelSet, stops: Int32Array): number {
    const [e0, e1, e2, e3, e4] = set.strips as [Uint8Array, Uint8Array, Uint8Array, Uint8Array, Uint8Array];
    const p0 = stops[0] ?? 0;
    const p1 = stops[1] ?? 0;
    const p2 = stops[2] ?? 0;
    const p3 = stops[3] ?? 0;
    const p4 = stops[4] ?? 0;
    const rows = this.lineRows;
    let total = 0;
    for (let l = 0, o = 0; l < this.lineCount; l++, o += REELS) {
      const packed = this.lineResult(
        e0[p0 + (rows[o] ?? 0)] ?? 0,
        e1[p1 + (rows[o + 1] ?? 0)] ?? 0,
        e2[p2 + (rows[o + 2] ?? 0)] ?? 0,
        e3[p3 + (rows[o + 3] ?? 0)] ?? 0,
        e4[p4 + (rows[o + 4] ?? 0)] ?? 0,
      );
      const units = Math.floor(packed / 256);
      this.winUnits[l] = units;
      this.winSymbol[l] = (packed >> 3) & 31;
      this.winCount[l] = packed & 7;
      total += units;
    }
    const sw = set.scatterWindow;
    this.scatters =
      (sw[0]?.[p0] ?? 0) + (sw[1]?.[p1] ?? 0) + (sw[2]?.[p2] ?? 0) + (sw[3]?.[p3] ?? 0) + (sw[4]?.[p4] ?? 0);
    return total;
  }

  private draw(set: ReelSet, rng: RandomSource): Int32Array {
    for (let r = 0; r < REELS; r++) this.stops[r] = rng.int(set.lengths[r] ?? 0);
    return this.stops;
  }

  /**
   * One paid spin: draws the five stops with `rng.int(strip.length)`, pays lines and scatters, then
   * plays every free spin it awards (retriggers added to the remaining spins when the title allows).
   * Answers the total win in line-bet units.
   */
  play(rng: RandomSource, recorder: SpinRecorder | null = null): number {
    const base = this.base;
    const stops = this.draw(base, rng);
    const lineUnits = this.evaluate(base, stops);
    let scatterUnits = this.scatterUnits[this.scatters] ?? 0;
    let remaining = this.awards[this.scatters] ?? 0;
    recorder?.spin('base', this, base, stops, scatterUnits, remaining);
    let total = lineUnits + scatterUnits;
    const free = this.free;
    if (free === null) return total;
    const m = this.multiplier;
    while (remaining > 0) {
      remaining--;
      const freeStops = this.draw(free, rng);
      const units = this.evaluate(free, freeStops);
      scatterUnits = this.scatterUnits[this.scatters] ?? 0;
      const again = this.retrigger ? (this.awards[this.scatters] ?? 0) : 0;
      remaining += again;
      recorder?.spin('free', this, free, freeStops, scatterUnits, again);
      total += (units + scatterUnits) * m;
    }
    return total;
  }
}
