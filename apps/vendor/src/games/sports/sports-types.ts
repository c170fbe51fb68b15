/**
 * Types of the simulated sports and esports matches. Everything here is JSON-able (no bigint): the
 * round engine stores meta, selections and results as jsonb and sends them to the browser as they are.
 */

export type Sport = 'football' | 'basketball' | 'lol' | 'dota2' | 'cs2' | 'valorant';

export type Side = 'home' | 'away';
export type Pick = Side | 'draw';

export interface Team {
  id: string;
  name: string;
  /** Three-letter code shown on small screens. */
  short: string;
  /** Strength rating (higher is stronger); the odds model reads only this. */
  rating: number;
  /** Kit colour (hex) for the match card. */
  colour: string;
}

/** One table of matches: a league of one sport, played one match per round. */
export interface League {
  gameId: string;
  kind: 'sports' | 'esports';
  sport: Sport;
  names: Record<string, string>;
  tags: ('new' | 'hot' | 'jackpot')[];
  teams: Team[];
}

/** Exact probability of every final margin (home score − away score; maps for esports). */
export type MarginDistribution = Map<number, number>;

export interface Price {
  pick: Pick;
  /** Decimal odds with two decimals, e.g. "1.95". */
  odds: string;
  /** The same odds × 100 (an integer): payout = floor(stake × odds100 / 100). */
  odds100: number;
  /** The model's fair probability of this pick (for quarter/whole lines: its push-free share). */
  fair: number;
}

export type MarketId = '1x2' | 'moneyline' | 'handicap';

export interface Market {
  id: MarketId;
  /** Handicap markets only: the line added to the home score (the away line is its negative). */
  line?: number;
  /** The bookmaker margin built into the prices: Σ 1/odds = 1 + margin before rounding down. */
  margin: number;
  picks: Price[];
}

export interface MatchMeta {
  gameId: string;
  sport: Sport;
  round: number;
  home: Team;
  away: Team;
  markets: Market[];
}

/** What one bet is on; the odds (and line) are locked from the round's meta when the bet is taken. */
export interface SportsSelection {
  market: MarketId;
  pick: Pick;
  odds100: number;
  line?: number;
}

/** One moment of the match replayed by the client while the round is `drawing`. */
export interface MatchEvent {
  /** Seconds from kick-off (or from the map's start for esports: see `map`). */
  t: number;
  side: Side;
  /** goal, points (basketball: 1, 2 or 3), kill (MOBA), round (tactical shooters), map (a map won). */
  type: 'goal' | 'points' | 'kill' | 'round' | 'map';
  value: number;
  /** Esports: the map this event belongs to (1-based). */
  map?: number;
}

export interface MapScore {
  map: number;
  winner: Side;
  /** Kills (MOBA) or rounds (tactical shooters). */
  home: number;
  away: number;
  /** Minutes (MOBA only). */
  minutes?: number;
}

export interface MatchResult {
  /** Final score: goals, points, or maps won. */
  home: number;
  away: number;
  /** Basketball: the overtimes played. */
  overtimes?: number;
  /** Football: half-time score. */
  halfTime?: { home: number; away: number };
  maps?: MapScore[];
  events: MatchEvent[];
}
