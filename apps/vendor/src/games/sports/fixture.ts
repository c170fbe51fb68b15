import type { RandomSource } from '../../fair/fair-random.ts';
import { basketballMargins, simulateBasketball } from './basketball-model.ts';
import { esportsMargins, simulateEsports } from './esports-model.ts';
import { footballMargins, simulateFootball } from './football-model.ts';
import { handicapMarket, lineRange, winnerMarket } from './odds.ts';
import type { League, MarginDistribution, MatchMeta, MatchResult, Sport, Team } from './sports-types.ts';

/** Exact law of the final margin of a match between two teams (see the model files). */
export function marginDistribution(sport: Sport, home: Team, away: Team): MarginDistribution {
  if (sport === 'football') return footballMargins(home, away);
  if (sport === 'basketball') return basketballMargins(home, away);
  return esportsMargins(home, away);
}

/** Handicap lines offered: quarter lines in football, half points in basketball, ±1.5 maps in esports. */
export function handicapCandidates(sport: Sport): number[] {
  if (sport === 'football') return lineRange(-3, 3, 0.25);
  if (sport === 'basketball') return lineRange(-25.5, 25.5, 1);
  return [-1.5, 1.5];
}

/** The public facts of a fixture: teams and the markets priced from the model. */
export function buildMeta(league: League, homeIndex: number, awayIndex: number, round: number): MatchMeta {
  const home = league.teams[homeIndex];
  const away = league.teams[awayIndex];
  if (!home || !away || homeIndex === awayIndex) throw new RangeError('fixture needs two different teams');
  const dist = marginDistribution(league.sport, home, away);
  return {
    gameId: league.gameId,
    sport: league.sport,
    round,
    home,
    away,
    markets: [winnerMarket(dist, league.sport === 'football'), handicapMarket(dist, handicapCandidates(league.sport))],
  };
}

/** The fixture of a round: home = rng.int(n), away = rng.int(n − 1) among the other teams. */
export function drawFixture(rng: RandomSource, league: League, round: number): MatchMeta {
  const n = league.teams.length;
  const homeIndex = rng.int(n);
  const pick = rng.int(n - 1);
  const awayIndex = pick >= homeIndex ? pick + 1 : pick;
  return buildMeta(league, homeIndex, awayIndex, round);
}

export function simulateMatch(rng: RandomSource, meta: Pick<MatchMeta, 'sport' | 'home' | 'away'>): MatchResult {
  if (meta.sport === 'football') return simulateFootball(rng, meta.home, meta.away);
  if (meta.sport === 'basketball') return simulateBasketball(rng, meta.home, meta.away);
  return simulateEsports(rng, meta.sport, meta.home, meta.away);
}
