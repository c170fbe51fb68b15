import { z } from 'zod';
import type { RandomSource } from '../../fair/fair-random.ts';
import { BetInputError, type RoundGame } from '../../rounds/round-types.ts';
import { drawFixture, simulateMatch } from './fixture.ts';
import { leagueOf } from './leagues.ts';
import { replayable } from './random-tools.ts';
import { settleSelection } from './settle.ts';
import type { League, MatchMeta, MatchResult, SportsSelection } from './sports-types.ts';

/** Stake limits per bet in minor units. */
export const SPORTS_LIMITS = { minBet: 100n, maxBet: 10_000_000n };

const betSchema = z.object({
  market: z.enum(['1x2', 'moneyline', 'handicap']),
  pick: z.enum(['home', 'draw', 'away']),
  amount: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)]),
});

/** Validates a bet against the round's markets and locks the odds (and line) the meta publishes. */
export function parseSportsBet(body: unknown, meta: MatchMeta): { amount: bigint; selection: SportsSelection } {
  const parsed = betSchema.safeParse(body);
  if (!parsed.success) throw new BetInputError('validation_failed', 'A bet needs market, pick and amount.');
  const { market, pick, amount } = parsed.data;
  const offered = meta.markets.find((m) => m.id === market);
  if (!offered) throw new BetInputError('market_unknown', `This match has no ${market} market.`);
  const price = offered.picks.find((p) => p.pick === pick);
  if (!price) throw new BetInputError('pick_unknown', `The ${market} market has no ${pick} pick.`);
  const selection: SportsSelection = { market, pick, odds100: price.odds100 };
  if (offered.line !== undefined) selection.line = offered.line;
  return { amount: BigInt(amount), selection };
}

/** A compact result for the history list. */
export interface MatchSummary {
  home: string;
  away: string;
  score: [number, number];
  overtimes?: number;
}

export function sportsRoundGame(league: League): RoundGame<SportsSelection, MatchMeta, MatchResult> {
  return {
    gameId: league.gameId,
    kind: league.kind,
    limits: SPORTS_LIMITS,
    prepare: (rng, round) => drawFixture(rng, league, round.index),
    parseBet: parseSportsBet,
    draw: (rng, meta) => simulateMatch(rng, meta),
    settle: (selection, amount, result) => settleSelection(selection, amount, result),
    sideOf: (selection) => `${selection.market}:${selection.pick}`,
    summarize: (result, meta): MatchSummary => ({
      home: meta.home.short,
      away: meta.away.short,
      score: [result.home, result.away],
      ...(result.overtimes ? { overtimes: result.overtimes } : {}),
    }),
  };
}

/**
 * The verify page's reading of a revealed stream fairRandom(serverSeed, `round:<roundId>`, nonce).
 * Nonce 0 is the fixture (`fixture`); nonce 1 is the match, whose law depends on the two teams, so the
 * result is given for every possible fixture of the league (`resultByFixture`, keyed "Home v Away"):
 * look up the round's published fixture there. Both readings use the same stream from its start.
 */
export function verifySports(gameId: string, rng: RandomSource): unknown {
  const league = leagueOf(gameId);
  if (!league) return null;
  const stream = replayable(rng);
  const fixture = drawFixture(stream.cursor(), league, 0);
  const resultByFixture: Record<string, unknown> = {};
  for (const home of league.teams) {
    for (const away of league.teams) {
      if (home === away) continue;
      const result = simulateMatch(stream.cursor(), { sport: league.sport, home, away });
      resultByFixture[`${home.name} v ${away.name}`] = {
        score: `${result.home}-${result.away}`,
        ...(result.halfTime ? { halfTime: `${result.halfTime.home}-${result.halfTime.away}` } : {}),
        ...(result.overtimes ? { overtimes: result.overtimes } : {}),
        ...(result.maps ? { maps: result.maps.map((m) => `${m.home}-${m.away}`) } : {}),
      };
    }
  }
  return {
    fixture: {
      home: fixture.home.name,
      away: fixture.away.name,
      markets: fixture.markets.map((m) => ({
        market: m.id,
        line: m.line,
        odds: m.picks.map((p) => `${p.pick} ${p.odds}`),
      })),
    },
    resultByFixture,
  };
}
