import type { RandomSource } from '../../fair/fair-random.ts';
import { pickWeighted } from './random-tools.ts';
import type { MarginDistribution, MatchEvent, MatchResult, Team } from './sports-types.ts';

/**
 * Football: each side's goals follow a Poisson law whose mean comes from the rating difference
 * (λ_home = 1.45·e^{Δ/22}, λ_away = 1.15·e^{−Δ/22}, Δ = rating_home − rating_away; the constants give
 * the home side its usual advantage). The law is quantised to integer weights over a grid of 10^6
 * (weights[k] = round(P(k)·10^6) for k < 10, and "10 goals" takes the rest of the tail) and the goals
 * are drawn by the inverse CDF of rng.int(10^6). The model's probabilities are those of the quantised
 * weights, so the odds and the draw use exactly the same law. Home and away goals are independent.
 */

export const GOAL_GRID = 1_000_000;
export const MAX_GOALS = 10;
export const MATCH_MINUTES = 90;

export function goalRates(home: Team, away: Team): { home: number; away: number } {
  const delta = (home.rating - away.rating) / 22;
  return { home: 1.45 * Math.exp(delta), away: 1.15 * Math.exp(-delta) };
}

/** Integer weights of 0 … MAX_GOALS goals, summing to GOAL_GRID. */
export function goalWeights(lambda: number): number[] {
  const weights: number[] = [];
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < MAX_GOALS; k += 1) {
    const w = Math.round(p * GOAL_GRID);
    weights.push(w);
    sum += w;
    p *= lambda / (k + 1);
  }
  weights.push(GOAL_GRID - sum);
  return weights;
}

export function footballWeights(home: Team, away: Team): { home: number[]; away: number[] } {
  const rates = goalRates(home, away);
  return { home: goalWeights(rates.home), away: goalWeights(rates.away) };
}

export function footballMargins(home: Team, away: Team): MarginDistribution {
  const w = footballWeights(home, away);
  const dist: MarginDistribution = new Map();
  w.home.forEach((wh, h) => {
    w.away.forEach((wa, a) => {
      dist.set(h - a, (dist.get(h - a) ?? 0) + (wh / GOAL_GRID) * (wa / GOAL_GRID));
    });
  });
  return dist;
}

/**
 * Draws a match: home goals, away goals (inverse CDF each), then a minute 1…90 for every goal
 * (rng.int(90) + 1; home goals first, then away), replayed in minute order.
 */
export function simulateFootball(rng: RandomSource, home: Team, away: Team): MatchResult {
  const w = footballWeights(home, away);
  const homeGoals = pickWeighted(rng, w.home, GOAL_GRID);
  const awayGoals = pickWeighted(rng, w.away, GOAL_GRID);
  const events: MatchEvent[] = [];
  const sides: ('home' | 'away')[] = [
    ...Array<'home'>(homeGoals).fill('home'),
    ...Array<'away'>(awayGoals).fill('away'),
  ];
  for (const side of sides) {
    const minute = rng.int(MATCH_MINUTES) + 1;
    events.push({ t: minute * 60, side, type: 'goal', value: 1 });
  }
  events.sort((a, b) => a.t - b.t);
  const firstHalf = events.filter((e) => e.t <= 45 * 60);
  return {
    home: homeGoals,
    away: awayGoals,
    halfTime: {
      home: firstHalf.filter((e) => e.side === 'home').length,
      away: firstHalf.filter((e) => e.side === 'away').length,
    },
    events,
  };
}
