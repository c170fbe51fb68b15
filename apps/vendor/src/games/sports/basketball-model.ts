import type { RandomSource } from '../../fair/fair-random.ts';
import { pickWeighted } from './random-tools.ts';
import type { MarginDistribution, MatchEvent, MatchResult, Team } from './sports-types.ts';

/**
 * Basketball: 100 possessions a side in regulation (48 minutes), alternating home/away. A possession
 * scores 0, 1, 2 or 3 points with integer weights over a grid of 10 000 that lean with
 * a = (rating − opponent rating)/160 ± 0.015 (home advantage): 3 pts 0.12 + 0.10a, 2 pts 0.33 + 0.15a,
 * 1 pt 0.06, else 0; drawn by the inverse CDF of rng.int(10 000). A tie after regulation goes to
 * overtimes of 10 possessions a side (5 minutes) until a side leads; there are no draws.
 * Exact margin law: R = regulation margin, O = one overtime's margin; P(d) = P(R = d) for d ≠ 0 plus
 * P(R = 0)·P(O = d)/(1 − P(O = 0)) (the overtimes repeat independently until O ≠ 0).
 */

export const POSSESSION_GRID = 10_000;
export const POSSESSIONS = 100;
export const OT_POSSESSIONS = 10;
const REGULATION_SECONDS = 48 * 60;
const OT_SECONDS = 5 * 60;

/** Weights of 0, 1, 2, 3 points for one possession of `self` against `opponent`. */
export function possessionWeights(self: Team, opponent: Team, isHome: boolean): number[] {
  const a = (self.rating - opponent.rating) / 160 + (isHome ? 0.015 : -0.015);
  const w3 = Math.round((0.12 + 0.1 * a) * POSSESSION_GRID);
  const w2 = Math.round((0.33 + 0.15 * a) * POSSESSION_GRID);
  const w1 = Math.round(0.06 * POSSESSION_GRID);
  return [POSSESSION_GRID - w1 - w2 - w3, w1, w2, w3];
}

/** Law of the points scored in n possessions (index = points). */
export function pointsLaw(weights: number[], n: number): number[] {
  let law = [1];
  for (let i = 0; i < n; i += 1) {
    const next = new Array<number>(law.length + 3).fill(0);
    law.forEach((p, points) => {
      weights.forEach((w, scored) => {
        next[points + scored] = (next[points + scored] ?? 0) + (p * w) / POSSESSION_GRID;
      });
    });
    law = next;
  }
  return law;
}

function marginLaw(home: number[], away: number[]): MarginDistribution {
  const dist: MarginDistribution = new Map();
  home.forEach((ph, h) => {
    if (ph === 0) return;
    away.forEach((pa, a) => {
      if (pa !== 0) dist.set(h - a, (dist.get(h - a) ?? 0) + ph * pa);
    });
  });
  return dist;
}

export function basketballMargins(home: Team, away: Team): MarginDistribution {
  const wh = possessionWeights(home, away, true);
  const wa = possessionWeights(away, home, false);
  const regulation = marginLaw(pointsLaw(wh, POSSESSIONS), pointsLaw(wa, POSSESSIONS));
  const overtime = marginLaw(pointsLaw(wh, OT_POSSESSIONS), pointsLaw(wa, OT_POSSESSIONS));
  const tie = regulation.get(0) ?? 0;
  const otDecided = 1 - (overtime.get(0) ?? 0);
  const dist: MarginDistribution = new Map();
  for (const [d, p] of regulation) if (d !== 0) dist.set(d, p);
  for (const [d, p] of overtime) if (d !== 0) dist.set(d, (dist.get(d) ?? 0) + (tie * p) / otDecided);
  return dist;
}

/** Plays the possessions in order (home, away, home, …), each drawn with rng.int(10 000). */
export function simulateBasketball(rng: RandomSource, home: Team, away: Team): MatchResult {
  const wh = possessionWeights(home, away, true);
  const wa = possessionWeights(away, home, false);
  const events: MatchEvent[] = [];
  const score = { home: 0, away: 0 };
  const play = (possessions: number, start: number, seconds: number): void => {
    for (let i = 0; i < 2 * possessions; i += 1) {
      const side = i % 2 === 0 ? 'home' : 'away';
      const points = pickWeighted(rng, side === 'home' ? wh : wa, POSSESSION_GRID);
      if (points > 0) {
        score[side] += points;
        events.push({
          t: start + Math.floor(((i + 1) * seconds) / (2 * possessions)),
          side,
          type: 'points',
          value: points,
        });
      }
    }
  };
  play(POSSESSIONS, 0, REGULATION_SECONDS);
  let overtimes = 0;
  while (score.home === score.away) {
    play(OT_POSSESSIONS, REGULATION_SECONDS + overtimes * OT_SECONDS, OT_SECONDS);
    overtimes += 1;
  }
  return { home: score.home, away: score.away, overtimes, events };
}
