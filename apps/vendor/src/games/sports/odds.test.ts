import { describe, expect, it } from 'vitest';
import { buildMeta, marginDistribution } from './fixture.ts';
import { leagues } from './leagues.ts';
import {
  HANDICAP_MARGIN,
  WINNER_MARGIN,
  handicapFair,
  handicapMarket,
  handicapShares,
  oddsFor,
  winnerMarket,
} from './odds.ts';
import type { MarginDistribution } from './sports-types.ts';

const fixtures = leagues.flatMap((league) =>
  league.teams.flatMap((_, h) =>
    league.teams.flatMap((__, a) => (h === a ? [] : [{ league, meta: buildMeta(league, h, a, 0) }])),
  ),
);

describe('odds model', () => {
  it('margin laws are probability distributions', () => {
    for (const { league, meta } of fixtures) {
      const dist = marginDistribution(league.sport, meta.home, meta.away);
      const total = [...dist.values()].reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(1, 12);
      if (league.sport !== 'football') expect(dist.get(0) ?? 0).toBe(0);
    }
  });

  it('implied probabilities of the exact prices sum to 1 + margin in every market of every fixture', () => {
    for (const { meta } of fixtures) {
      for (const market of meta.markets) {
        const fairSum = market.picks.reduce((s, p) => s + p.fair, 0);
        expect(fairSum).toBeCloseTo(1, 12);
        const exactImplied = market.picks.reduce((s, p) => s + 1 / (1 / (p.fair * (1 + market.margin))), 0);
        expect(exactImplied).toBeCloseTo(1 + market.margin, 12);
        expect(market.margin).toBe(market.id === 'handicap' ? HANDICAP_MARGIN : WINNER_MARGIN);
      }
    }
  });

  it('published (rounded down) odds keep at least the margin and at most the rounding step more', () => {
    for (const { meta } of fixtures) {
      for (const market of meta.markets) {
        let implied = 0;
        let bound = 0;
        for (const p of market.picks) {
          expect(p.odds100).toBeGreaterThanOrEqual(101);
          expect(p.odds).toBe((p.odds100 / 100).toFixed(2));
          implied += 100 / p.odds100;
          const exact = 1 / (p.fair * (1 + market.margin));
          bound += 1 / (exact - 0.01) - 1 / exact;
        }
        expect(implied).toBeGreaterThanOrEqual(1 + market.margin - 1e-12);
        expect(implied).toBeLessThanOrEqual(1 + market.margin + bound + 1e-12);
      }
    }
  });

  it('rounds odds down to two decimals', () => {
    expect(oddsFor(0.5, 0)).toEqual({ odds: '2.00', odds100: 200 });
    expect(oddsFor(0.5, 0.05).odds).toBe('1.90'); // exact 1.9047…
    expect(oddsFor(0.999, 0.06).odds100).toBe(101); // floor 1.01
  });

  it('computes quarter and whole handicap lines by hand', () => {
    // Margins: +1 (0.5), 0 (0.3), −1 (0.2).
    const dist: MarginDistribution = new Map([
      [1, 0.5],
      [0, 0.3],
      [-1, 0.2],
    ]);
    // Line 0 (draw no bet): push 0.3, fair home 0.5/0.7.
    expect(handicapShares(dist, 0)).toEqual({ home: 0.5, away: 0.2, push: 0.3 });
    expect(handicapFair(dist, 0).home).toBeCloseTo(0.5 / 0.7, 12);
    // Line −0.25: half on 0 (push on a draw), half on −0.5 (loses on a draw).
    const q = handicapShares(dist, -0.25);
    expect(q.home).toBeCloseTo(0.5, 12);
    expect(q.push).toBeCloseTo(0.15, 12);
    expect(q.away).toBeCloseTo(0.35, 12);
    // Line −1: win on +2 or more only → here never; push on +1.
    expect(handicapShares(dist, -1)).toEqual({ home: 0, away: 0.5, push: 0.5 });
    const fair = handicapFair(dist, -0.25);
    expect(fair.home + fair.away).toBeCloseTo(1, 12);
  });

  it('offers the line closest to an even market', () => {
    const dist: MarginDistribution = new Map([
      [3, 0.25],
      [2, 0.25],
      [1, 0.25],
      [-1, 0.25],
    ]);
    const market = handicapMarket(dist, [-2.5, -1.5, -0.5, 0.5]);
    expect(market.line).toBe(-1.5); // home covers with 0.5 exactly
    expect(market.picks.map((p) => p.fair)).toEqual([0.5, 0.5]);
    const winner = winnerMarket(dist, false);
    expect(winner.id).toBe('moneyline');
    expect(winner.picks.map((p) => p.pick)).toEqual(['home', 'away']);
  });
});
