import { describe, expect, it } from 'vitest';
import { buildMeta, marginDistribution, simulateMatch } from './fixture.ts';
import { leagueOf } from './leagues.ts';
import { handicapShares } from './odds.ts';
import { legOutcome, settleSelection } from './settle.ts';
import type { MarginDistribution, MatchMeta } from './sports-types.ts';
import { chiSquare, seededRandom } from './statistics.ts';

/** Buckets of the margin: every value from lo to hi, with the tails folded into the ends. */
function bucketed(dist: MarginDistribution, lo: number, hi: number): number[] {
  const p = new Array<number>(hi - lo + 1).fill(0);
  for (const [d, q] of dist) {
    const i = Math.min(hi, Math.max(lo, d)) - lo;
    p[i] = (p[i] ?? 0) + q;
  }
  return p;
}

function simulate(
  meta: MatchMeta,
  n: number,
  seed: number,
  lo: number,
  hi: number,
): { counts: number[]; margins: number[] } {
  const rng = seededRandom(seed);
  const counts = new Array<number>(hi - lo + 1).fill(0);
  const margins: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const result = simulateMatch(rng, meta);
    const d = result.home - result.away;
    margins.push(d);
    const bucket = Math.min(hi, Math.max(lo, d)) - lo;
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return { counts, margins };
}

const cases: { gameId: string; home: number; away: number; n: number; lo: number; hi: number }[] = [
  { gameId: 'football-premier', home: 0, away: 1, n: 100_000, lo: -4, hi: 4 },
  { gameId: 'football-premier', home: 7, away: 0, n: 100_000, lo: -4, hi: 4 },
  { gameId: 'basketball-pro', home: 2, away: 5, n: 20_000, lo: -25, hi: 25 },
  { gameId: 'esports-lol', home: 5, away: 0, n: 50_000, lo: -2, hi: 2 },
  { gameId: 'esports-cs2', home: 1, away: 2, n: 50_000, lo: -2, hi: 2 },
];

describe('simulated matches follow the odds model', () => {
  for (const c of cases) {
    it(`${c.gameId} ${c.home} v ${c.away}: margin frequencies match the model (chi-square)`, () => {
      const league = leagueOf(c.gameId);
      if (!league) throw new Error('league');
      const meta = buildMeta(league, c.home, c.away, 0);
      const dist = marginDistribution(league.sport, meta.home, meta.away);
      const { counts, margins } = simulate(meta, c.n, 1000 + c.home * 10 + c.away, c.lo, c.hi);
      const expected = bucketed(dist, c.lo, c.hi);
      // Drop buckets the model gives no mass (esports: no draw) from both sides.
      const keep = expected.map((p, i) => p > 0 || (counts[i] ?? 0) > 0);
      const test = chiSquare(
        counts.filter((_, i) => keep[i]),
        expected.filter((_, i) => keep[i]),
      );
      expect(test.p).toBeGreaterThan(0.001);

      // The handicap market as offered: win / push / lose shares of the home side.
      const market = meta.markets.find((m) => m.id === 'handicap');
      const line = market?.line ?? 0;
      const shares = handicapShares(dist, line);
      const halves = Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
      const tally = { win: 0, push: 0, lose: 0 };
      for (const d of margins) for (const l of halves) tally[legOutcome(d, l)] += 1 / halves.length;
      const observed = [tally.win, tally.push, tally.lose].map((x) => Math.round(x * halves.length));
      const probs = [shares.home, shares.push, shares.away];
      const kept = probs.map((p) => p > 0);
      expect(
        chiSquare(
          observed.filter((_, i) => kept[i]),
          probs.filter((_, i) => kept[i]),
        ).p,
      ).toBeGreaterThan(0.001);
    });
  }

  it('every football pick returns what the model expects at the published odds, below 1 / (1 + margin)', () => {
    const league = leagueOf('football-premier');
    if (!league) throw new Error('league');
    const meta = buildMeta(league, 2, 3, 0);
    const dist = marginDistribution('football', meta.home, meta.away);
    const rng = seededRandom(77);
    const n = 100_000;
    const stake = 10_000n;
    const picks = meta.markets.flatMap((m) =>
      m.picks.map((p) => ({
        selection: {
          market: m.id,
          pick: p.pick,
          odds100: p.odds100,
          ...(m.line !== undefined ? { line: m.line } : {}),
        },
        margin: m.margin,
        paid: 0n,
      })),
    );
    const ratio = (sel: (typeof picks)[number]['selection'], d: number): number =>
      Number(settleSelection(sel, stake, { home: Math.max(d, 0), away: Math.max(-d, 0), events: [] }).payout) /
      Number(stake);
    for (let i = 0; i < n; i += 1) {
      const result = simulateMatch(rng, meta);
      for (const pick of picks) pick.paid += settleSelection(pick.selection, stake, result).payout;
    }
    for (const pick of picks) {
      let mean = 0;
      let square = 0;
      for (const [d, p] of dist) {
        const r = ratio(pick.selection, d);
        mean += p * r;
        square += p * r * r;
      }
      const sd = Math.sqrt((square - mean * mean) / n);
      const measured = Number(pick.paid) / (n * Number(stake));
      expect(Math.abs(measured - mean)).toBeLessThan(4.5 * sd);
      // The house keeps its margin: a pick returns at most 1/(1+m), plus the pushed share for handicaps.
      expect(mean).toBeLessThanOrEqual(1 / (1 + pick.margin) + (pick.selection.market === 'handicap' ? 0.05 : 1e-9));
    }
  });
});
