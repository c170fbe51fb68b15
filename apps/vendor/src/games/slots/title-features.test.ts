import { describe, expect, it } from 'vitest';
import { fairRandom, type RandomSource } from '../../fair/fair-random.ts';
import { confidence99, slotSimTitles } from './rtp-sim.ts';
import { findSlotTitle, type SlotTitleEntry } from './slot-titles.ts';
import { spin } from './spin.ts';

/** Features of the titles added after the first three, checked on their real strips. */

function title(gameId: string): SlotTitleEntry {
  const found = findSlotTitle(gameId);
  if (!found) throw new Error(`no title ${gameId}`);
  return found;
}

/** A source answering the given stops, then `rest` for every further draw; records the ranges asked. */
function scripted(values: number[], rest: (n: number) => number = () => 0): RandomSource & { ranges: number[] } {
  const ranges: number[] = [];
  return {
    ranges,
    int(n: number) {
      ranges.push(n);
      const v = values.length > 0 ? values.shift()! : rest(n);
      if (v >= n) throw new Error(`scripted value ${v} not below ${n}`);
      return v;
    },
  };
}

/** The window (3 rows) of `strip` at `stop`. */
const windowAt = (strip: readonly string[], stop: number) => [0, 1, 2].map((r) => strip[(stop + r) % strip.length]);

/** A stop showing `symbol` on `row` (0 top … 2 bottom). */
function stopWith(strip: readonly string[], symbol: string, row: number): number {
  const at = strip.findIndex((_, stop) => windowAt(strip, stop)[row] === symbol);
  if (at < 0) throw new Error(`${symbol} is not on the strip`);
  return at;
}

/** A stop whose window does not show any of `symbols`. */
function stopWithout(strip: readonly string[], ...symbols: string[]): number {
  const at = strip.findIndex((_, stop) => !windowAt(strip, stop).some((s) => symbols.includes(s ?? '')));
  if (at < 0) throw new Error('no such stop');
  return at;
}

function line(t: SlotTitleEntry, ...ids: string[]) {
  const m = t.machine;
  const [a, b, c, d, e] = ids.map((id) => m.symbolIds.indexOf(id)) as [number, number, number, number, number];
  const packed = m.lineResult(a, b, c, d, e);
  return { pay: Math.floor(packed / 256), symbol: m.symbolIds[(packed >> 3) & 31], count: packed & 7 };
}

describe('golden-pharaoh: free spins without retrigger', () => {
  const t = title('golden-pharaoh');
  const base = t.math.reels;
  const free = t.math.freeSpins?.reels ?? [];

  it('has a wild, a scatter and free spins at ×2 on richer strips that never retrigger', () => {
    expect(t.math.freeSpins).toMatchObject({ awards: [10, 20, 30], multiplier: 2, retrigger: false });
    const wilds = (reels: readonly (readonly string[])[]) => reels.flat().filter((s) => s === 'pharaoh').length;
    expect(wilds(free)).toBeGreaterThan(wilds(base));
    expect(t.exact().freeSpins.toNumber()).toBeGreaterThan(0.1);
  });

  it('awards 10 free spins for 3 pyramids; pyramids during free spins pay ×2 but award nothing', () => {
    const baseStops = [
      stopWith(base[0]!, 'pyramid', 0),
      stopWith(base[1]!, 'pyramid', 1),
      stopWith(base[2]!, 'pyramid', 2),
      stopWithout(base[3]!, 'pyramid'),
      stopWithout(base[4]!, 'pyramid'),
    ];
    // The first free spin shows three pyramids again; the other free spins show none.
    const firstFree = [
      stopWith(free[0]!, 'pyramid', 1),
      stopWith(free[1]!, 'pyramid', 1),
      stopWith(free[2]!, 'pyramid', 1),
      stopWithout(free[3]!, 'pyramid'),
      stopWithout(free[4]!, 'pyramid'),
    ];
    const quiet = free.map((strip) => stopWithout(strip, 'pyramid'));
    const rng = scripted([...baseStops, ...firstFree, ...Array.from({ length: 9 }, () => quiet).flat()]);
    const result = spin(t.machine, 1n, rng);
    expect(result.scatterCount).toBe(3);
    expect(result.scatterWin).toBe(40n); // 2 × total bet of 20
    expect(result.awarded).toBe(10);
    const spins = result.freeSpins?.spins ?? [];
    expect(spins).toHaveLength(10);
    expect(spins[0]?.scatterCount).toBe(3);
    expect(spins[0]?.awarded).toBe(0);
    expect(spins[0]?.scatterWin).toBe(80n); // 2 × 20 × multiplier 2
    expect(spins.slice(1).every((s) => s.scatterCount === 0 && s.awarded === 0)).toBe(true);
    expect(rng.ranges).toEqual([
      ...t.machine.base.lengths,
      ...Array.from({ length: 10 }, () => t.machine.free?.lengths ?? []).flat(),
    ]);
  });

  it('lets the pharaoh stand in for every symbol but the pyramid, and pay on its own', () => {
    expect(line(t, 'pharaoh', 'pharaoh', 'pharaoh', 'pharaoh', 'pharaoh')).toEqual({
      pay: 1000,
      symbol: 'pharaoh',
      count: 5,
    });
    expect(line(t, 'anubis', 'pharaoh', 'anubis', 'pharaoh', 'lotus')).toEqual({
      pay: 100,
      symbol: 'anubis',
      count: 4,
    });
    expect(line(t, 'pharaoh', 'pharaoh', 'pharaoh', 'lotus', 'eye')).toEqual({ pay: 50, symbol: 'pharaoh', count: 3 });
    expect(line(t, 'pharaoh', 'pharaoh', 'pyramid', 'cat', 'cat').pay).toBe(0);
  });
});

describe('dragon-pearl: scatter pays, high volatility', () => {
  const t = title('dragon-pearl');
  const reels = t.math.reels;
  const orbStops = (count: number) =>
    reels.map((strip, r) => (r < count ? stopWith(strip, 'orb', r % 3) : stopWithout(strip, 'orb')));

  it('has scatter pays and no free spins; a window never shows two pearls on one reel', () => {
    expect(t.math.freeSpins).toBeUndefined();
    expect(t.math.scatterPays).toEqual([5, 50, 1000]);
    for (const window of t.machine.base.scatterWindow) expect(Math.max(...window)).toBe(1);
    // About half the return comes from the pearls.
    expect(t.exact().scatters.toNumber()).toBeGreaterThan(0.4);
  });

  it.each([
    [5, 1000n],
    [4, 50n],
    [3, 5n],
    [2, 0n],
  ])('%i pearls anywhere pay %i × the total bet, with one draw per reel', (count, times) => {
    const rng = scripted(orbStops(count));
    const result = spin(t.machine, 2n, rng);
    expect(result.scatterCount).toBe(count);
    expect(result.scatterWin).toBe(times * 50n); // total bet 25 lines × 2
    expect(result.awarded).toBe(0);
    expect(result.freeSpins).toBeUndefined();
    expect(result.totalWin).toBe(result.win);
    expect(rng.ranges).toEqual(t.machine.base.lengths);
  });

  it('is the most volatile title: its per-spin standard deviation is over twice any other title', () => {
    const sd = (gameId: string) => {
      const sim = slotSimTitles.find((s) => s.title === gameId)!;
      return confidence99(sim.simulate(100_000, fairRandom(`volatility-${gameId}`, 'unit-test', 0))).sd;
    };
    const dragon = sd('dragon-pearl');
    for (const other of slotSimTitles.filter((s) => s.title !== 'dragon-pearl')) {
      expect(dragon, other.title).toBeGreaterThan(2 * sd(other.title));
    }
  }, 60_000);
});

describe('wild-safari: wilds only', () => {
  const t = title('wild-safari');
  const reels = t.math.reels;

  it('has a wild and neither scatter nor free spins', () => {
    expect(t.math.symbols.filter((s) => s.kind === 'wild').map((s) => s.id)).toEqual(['sunset']);
    expect(t.math.symbols.some((s) => s.kind === 'scatter')).toBe(false);
    expect(t.math.scatterPays).toBeUndefined();
    expect(t.math.freeSpins).toBeUndefined();
    expect(t.exact().scatters.toNumber()).toBe(0);
    expect(t.exact().freeSpins.toNumber()).toBe(0);
  });

  it('pays five sunsets on the middle line 2500 line bets, drawing one stop per reel', () => {
    const rng = scripted(reels.map((strip) => stopWith(strip, 'sunset', 1)));
    const result = spin(t.machine, 3n, rng);
    expect(result.grid.map((column) => column[1])).toEqual(Array(5).fill('sunset'));
    expect(result.lineWins).toContainEqual({ line: 0, symbol: 'sunset', count: 5, win: 7500n });
    expect(result.scatterWin).toBe(0n);
    expect(result.freeSpins).toBeUndefined();
    expect(rng.ranges).toEqual(t.machine.base.lengths);
  });

  it('lets the sunset complete runs of any symbol', () => {
    expect(line(t, 'lion', 'sunset', 'lion', 'lion', 'acacia')).toEqual({ pay: 300, symbol: 'lion', count: 4 });
    expect(line(t, 'sunset', 'sunset', 'zebra', 'paw', 'paw')).toEqual({ pay: 10, symbol: 'zebra', count: 3 });
    expect(line(t, 'sunset', 'sunset', 'sunset', 'paw', 'drum')).toEqual({ pay: 100, symbol: 'sunset', count: 3 });
    expect(line(t, 'paw', 'paw', 'drum', 'sunset', 'sunset').pay).toBe(0);
  });
});
