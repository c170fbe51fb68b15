import type { RandomSource } from '../fair/fair-random.ts';
import type { GameKind } from '../games/game-module.ts';

/** How long each phase of a round lasts, in milliseconds. */
export interface RoundPhaseTimings {
  bettingMs: number;
  resultMs: number;
  settleMs: number;
}

/** A bet the game refuses (bad stake, unknown spot, …): answered as 400 `{ code, message }`. */
export class BetInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BetInputError';
  }
}

/**
 * One round-based game played at a shared table. `Sel` (what a bet is on), `Meta` (the public facts of
 * a round) and `Res` (its result) must be JSON-able (no bigint, no Date): they are stored as jsonb and
 * sent to the browser as they are.
 */
export interface RoundGame<Sel, Meta, Res> {
  /** One table per gameId, shared by all players and vendor codes. */
  gameId: string;
  kind: GameKind;
  /** Overrides of services.timings. */
  timings?: Partial<RoundPhaseTimings>;
  /** Stake limits per bet in minor units (defaults: 1 … 10^12). */
  limits?: { minBet: bigint; maxBet: bigint };
  /** Public facts of the round shown while betting (fixture, odds, cards…), drawn at open. */
  prepare(rng: RandomSource, round: { id: string; index: number }): Meta;
  /** Validates one bet of a player: stake (minor units) and what it is on; throws BetInputError. */
  parseBet(body: unknown, meta: Meta): { amount: bigint; selection: Sel };
  /** The result, drawn when betting closes. */
  draw(rng: RandomSource, meta: Meta): Res;
  /** What one bet pays (0n when lost) and its valid bet when not the whole stake (push). */
  settle(selection: Sel, amount: bigint, result: Res, meta: Meta): { payout: bigint; validBet?: bigint };
  /** The side a selection counts for in the round's public totals (default: the selection if a string, else its JSON). */
  sideOf?(selection: Sel): string;
  /** A compact form of a result for the history list in the state (default: the result itself). */
  summarize?(result: Res, meta: Meta): unknown;
}

export type RoundPhase = 'betting' | 'drawing' | 'settled';

/** One bet of the asking player in the current round (money as strings of digits). */
export interface RoundBetView {
  betId: string;
  selection: unknown;
  amount: string;
  /** null until the round settles. */
  payout: string | null;
}

/** A finished round in the history list (newest first). */
export interface RoundSummary {
  roundId: string;
  index: number;
  seedHash: string;
  /** Revealed after settlement: check `sha256(serverSeed) = seedHash`, then recompute (see round-engine.ts). */
  serverSeed: string;
  summary: unknown;
  settledAt: number;
}

export interface RoundSideTotals {
  players: number;
  bets: number;
  staked: string;
}

/** Everything a client needs to show a table; money as strings of digits, times as epoch milliseconds. */
export interface RoundState {
  gameId: string;
  kind: GameKind;
  phase: RoundPhase;
  roundId: string;
  index: number;
  openedAt: number;
  /** When the current phase ends (betting closes, the result gives way to settlement, the next round opens). */
  endsAt: number;
  /** The server clock when the state was made (clients correct their countdown with it). */
  serverNow: number;
  timings: RoundPhaseTimings;
  limits: { minBet: string; maxBet: string };
  seedHash: string;
  /** null until the round is settled. */
  serverSeed: string | null;
  meta: unknown;
  /** null while betting. */
  result: unknown;
  /** Shared-table totals: all players, and per side (see RoundGame.sideOf). */
  stats: RoundSideTotals & { sides: Record<string, RoundSideTotals> };
  /** The asking session's bets in this round (empty without a session). */
  myBets: RoundBetView[];
  history: RoundSummary[];
}

/** A refusal of the engine answered as `{ code, message }` with `status`. */
export class RoundError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RoundError';
  }
}
