import type { MarginDistribution, Market, Pick, Price } from './sports-types.ts';

/**
 * The odds model. A match model (football-model, basketball-model, esports-model) gives the exact
 * probability of every final margin d = home − away. From it:
 *
 * - 1X2 / moneyline: fair probabilities P(d > 0), P(d = 0) (football only) and P(d < 0).
 * - Asian handicap with home line L (a multiple of ¼; away gets −L): a whole or half line is one bet,
 *   a quarter line is two half-stakes on L − ¼ and L + ¼. Per half-line l the home bet wins when
 *   d + l > 0, is pushed (stake back) when d + l = 0 and loses otherwise. With weights w (1 or ½), a
 *   home bet at decimal odds o returns o·A_h + B per unit, where A_h = Σ w·P(win), B = Σ w·P(push)
 *   (the away side: A_a = Σ w·P(lose), same B). Odds are fair when the return is 1, i.e.
 *   o = (1 − B) / A, so the fair "probabilities" of the two sides are q = A / (1 − B), and
 *   q_h + q_a = 1 because A_h + A_a + B = 1.
 * - The bookmaker margin m is applied proportionally: offered odds o = 1 / (q · (1 + m)), so the implied
 *   probabilities Σ 1/o = 1 + m exactly. Odds are then rounded DOWN to two decimals (never in the
 *   player's favour beyond the model), with a floor of 1.01.
 * The line offered is the candidate whose home side is closest to an even 50 %.
 */

export const WINNER_MARGIN = 0.06;
export const HANDICAP_MARGIN = 0.05;
export const MIN_ODDS100 = 101;

/** Decimal odds (× 100, rounded down) for a fair probability with margin m. */
export function oddsFor(fair: number, margin: number): { odds: string; odds100: number } {
  const exact = 1 / (fair * (1 + margin));
  const odds100 = Math.max(MIN_ODDS100, Math.floor(exact * 100 + 1e-9));
  return { odds: (odds100 / 100).toFixed(2), odds100 };
}

function price(pick: Pick, fair: number, margin: number): Price {
  return { pick, fair, ...oddsFor(fair, margin) };
}

export function outcomeProbabilities(dist: MarginDistribution): { home: number; draw: number; away: number } {
  let home = 0;
  let draw = 0;
  let away = 0;
  for (const [d, p] of dist) {
    if (d > 0) home += p;
    else if (d < 0) away += p;
    else draw += p;
  }
  return { home, draw, away };
}

/** 1X2 when draws are possible (football), else the two-way moneyline. */
export function winnerMarket(dist: MarginDistribution, withDraw: boolean, margin = WINNER_MARGIN): Market {
  const p = outcomeProbabilities(dist);
  if (withDraw) {
    return {
      id: '1x2',
      margin,
      picks: [price('home', p.home, margin), price('draw', p.draw, margin), price('away', p.away, margin)],
    };
  }
  const total = p.home + p.away;
  return {
    id: 'moneyline',
    margin,
    picks: [price('home', p.home / total, margin), price('away', p.away / total, margin)],
  };
}

/** The half-lines of a home line: two for a quarter line (x.25, x.75), else the line itself. */
export function halfLines(line: number): number[] {
  return Number.isInteger(line * 2) ? [line] : [line - 0.25, line + 0.25];
}

/** A_h, A_a and B of the handicap market (see the comment at the top). */
export function handicapShares(dist: MarginDistribution, line: number): { home: number; away: number; push: number } {
  const lines = halfLines(line);
  const w = 1 / lines.length;
  let home = 0;
  let away = 0;
  let push = 0;
  for (const l of lines) {
    for (const [d, p] of dist) {
      if (d + l > 0) home += w * p;
      else if (d + l < 0) away += w * p;
      else push += w * p;
    }
  }
  return { home, away, push };
}

export function handicapFair(dist: MarginDistribution, line: number): { home: number; away: number } {
  const s = handicapShares(dist, line);
  return { home: s.home / (1 - s.push), away: s.away / (1 - s.push) };
}

export function handicapMarket(dist: MarginDistribution, candidates: number[], margin = HANDICAP_MARGIN): Market {
  let best = candidates[0] ?? 0;
  let bestGap = Infinity;
  for (const line of candidates) {
    const gap = Math.abs(handicapFair(dist, line).home - 0.5);
    if (gap < bestGap - 1e-12) {
      best = line;
      bestGap = gap;
    }
  }
  const fair = handicapFair(dist, best);
  return {
    id: 'handicap',
    line: best,
    margin,
    picks: [price('home', fair.home, margin), price('away', fair.away, margin)],
  };
}

/** Lines from `from` to `to` in steps of `step` (exact binary fractions). */
export function lineRange(from: number, to: number, step: number): number[] {
  const lines: number[] = [];
  for (let x = from; x <= to + 1e-9; x += step) lines.push(Math.round(x * 4) / 4);
  return lines;
}
