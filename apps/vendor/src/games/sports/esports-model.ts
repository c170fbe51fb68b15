import type { RandomSource } from '../../fair/fair-random.ts';
import { shuffleInPlace } from './random-tools.ts';
import type { MapScore, MarginDistribution, MatchEvent, MatchResult, Side, Sport, Team } from './sports-types.ts';

/**
 * Esports: best of three maps on neutral ground. The home side wins a map with probability
 * p = w/10 000, w = round(10 000 / (1 + e^{−Δ/20})), Δ = rating difference, drawn as
 * rng.int(10 000) < w; maps are independent. Exact margin law in maps:
 * P(+2) = p², P(+1) = 2p²q, P(−1) = 2pq², P(−2) = q² (q = 1 − p).
 * Map details (no influence on the markets, drawn after the map's winner):
 * - MOBA (League of Legends, Dota 2): length 24 + rng.int(21) minutes, winner kills 12 + rng.int(21),
 *   loser kills rng.int(winner kills); the kill feed's order is a Fisher–Yates shuffle.
 * - Tactical shooters (CS2, Valorant): x = rng.int(13); x < 12 → 13 rounds to x, x = 12 → overtime
 *   16 to 14; the round order is a shuffle of all but the last round (the winner takes the last).
 */

export const MAP_GRID = 10_000;
export const MAPS_TO_WIN = 2;

export function mapWinWeight(home: Team, away: Team): number {
  return Math.round(MAP_GRID / (1 + Math.exp(-(home.rating - away.rating) / 20)));
}

export function esportsMargins(home: Team, away: Team): MarginDistribution {
  const p = mapWinWeight(home, away) / MAP_GRID;
  const q = 1 - p;
  return new Map([
    [2, p * p],
    [1, 2 * p * p * q],
    [-1, 2 * p * q * q],
    [-2, q * q],
  ]);
}

const isMoba = (sport: Sport): boolean => sport === 'lol' || sport === 'dota2';

function playMap(rng: RandomSource, sport: Sport, map: number, winner: Side, events: MatchEvent[]): MapScore {
  const loser: Side = winner === 'home' ? 'away' : 'home';
  if (isMoba(sport)) {
    const minutes = 24 + rng.int(21);
    const winnerKills = 12 + rng.int(21);
    const loserKills = rng.int(winnerKills);
    const feed = shuffleInPlace(rng, [
      ...Array<Side>(winnerKills).fill(winner),
      ...Array<Side>(loserKills).fill(loser),
    ]);
    const seconds = minutes * 60;
    feed.forEach((side, i) =>
      events.push({ t: Math.floor(((i + 1) * seconds) / (feed.length + 1)), side, type: 'kill', value: 1, map }),
    );
    events.push({ t: seconds, side: winner, type: 'map', value: map, map });
    return {
      map,
      winner,
      home: winner === 'home' ? winnerKills : loserKills,
      away: winner === 'home' ? loserKills : winnerKills,
      minutes,
    };
  }
  const x = rng.int(13);
  const [winnerRounds, loserRounds] = x < 12 ? [13, x] : [16, 14];
  const order = shuffleInPlace(rng, [
    ...Array<Side>(winnerRounds - 1).fill(winner),
    ...Array<Side>(loserRounds).fill(loser),
  ]);
  order.push(winner);
  order.forEach((side, i) => events.push({ t: (i + 1) * 100, side, type: 'round', value: 1, map }));
  events.push({ t: order.length * 100, side: winner, type: 'map', value: map, map });
  return {
    map,
    winner,
    home: winner === 'home' ? winnerRounds : loserRounds,
    away: winner === 'home' ? loserRounds : winnerRounds,
  };
}

/** Plays maps until a side has won two: per map, the winner (rng.int(10 000)) and then its details. */
export function simulateEsports(rng: RandomSource, sport: Sport, home: Team, away: Team): MatchResult {
  const weight = mapWinWeight(home, away);
  const wins = { home: 0, away: 0 };
  const maps: MapScore[] = [];
  const events: MatchEvent[] = [];
  while (wins.home < MAPS_TO_WIN && wins.away < MAPS_TO_WIN) {
    const winner: Side = rng.int(MAP_GRID) < weight ? 'home' : 'away';
    wins[winner] += 1;
    maps.push(playMap(rng, sport, maps.length + 1, winner, events));
  }
  return { home: wins.home, away: wins.away, maps, events };
}
