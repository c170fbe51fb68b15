import { fileURLToPath } from 'node:url';
import type { GameServices, GameTitle } from '../game-module.ts';
import { parseSpotBet } from '../../rounds/bet-input.ts';
import { cardLabel } from '../../rounds/shoe.ts';
import type { RoundGame } from '../../rounds/round-types.ts';
import { roundModule } from '../../rounds/round-module.ts';
import { baccaratArt } from './baccarat-art.ts';
import {
  BACCARAT_SPOTS,
  type BaccaratResult,
  type BaccaratSpot,
  dealBaccarat,
  settleBaccarat,
} from './baccarat-rules.ts';

/** Public facts of a baccarat round: the shoe (fresh each round) and the payouts. */
export interface BaccaratMeta {
  decks: number;
}

const DECKS = 8;

/** The compact result the history road shows: winner and pairs. */
export interface BaccaratSummary {
  w: 'P' | 'B' | 'T';
  p: number;
  b: number;
  pp: boolean;
  bp: boolean;
}

export const summarizeBaccarat = (r: BaccaratResult): BaccaratSummary => ({
  w: r.winner === 'player' ? 'P' : r.winner === 'banker' ? 'B' : 'T',
  p: r.playerTotal,
  b: r.bankerTotal,
  pp: r.playerPair,
  bp: r.bankerPair,
});

export function baccaratGame(
  gameId: string,
  timings?: RoundGame<BaccaratSpot, BaccaratMeta, BaccaratResult>['timings'],
) {
  const game: RoundGame<BaccaratSpot, BaccaratMeta, BaccaratResult> = {
    gameId,
    kind: 'baccarat',
    timings,
    limits: { minBet: 100n, maxBet: 5_000_000n },
    prepare: () => ({ decks: DECKS }),
    parseBet: (body) => parseSpotBet(body, BACCARAT_SPOTS),
    draw: (rng, meta) => dealBaccarat(rng, meta.decks),
    settle: (spot, amount, result) => settleBaccarat(spot, amount, result),
    summarize: summarizeBaccarat,
  };
  return game;
}

export const baccaratTitles: GameTitle[] = [
  {
    gameId: 'baccarat-a',
    kind: 'baccarat',
    names: { en: 'Baccarat A', 'zh-CN': '百家乐 A', vi: 'Baccarat A', th: 'บาคาร่า A' },
    groupCode: 'baccarat',
    tags: ['hot'],
    rtp: null,
    art: () => baccaratArt('BACCARAT', false),
  },
  {
    gameId: 'speed-baccarat',
    kind: 'baccarat',
    names: { en: 'Speed Baccarat', 'zh-CN': '极速百家乐', vi: 'Baccarat Tốc Độ', th: 'สปีดบาคาร่า' },
    groupCode: 'baccarat',
    tags: ['new'],
    rtp: null,
    art: () => baccaratArt('SPEED', true),
  },
];

/** Speed baccarat: a shorter betting window and pause (60% / 75% of the configured timings). */
const speedTimings = (services: GameServices) => ({
  bettingMs: Math.max(1, Math.round(services.timings.bettingMs * 0.6)),
  settleMs: Math.max(1, Math.round(services.timings.settleMs * 0.75)),
});

/** Baccarat (LIVE): tables on the shared round engine; the client deals the cards during `drawing`. */
export const baccaratModule = roundModule({
  kinds: ['baccarat'],
  titles: baccaratTitles,
  clientEntry: fileURLToPath(new URL('./client/baccarat-client.ts', import.meta.url)),
  games: (services) => [baccaratGame('baccarat-a'), baccaratGame('speed-baccarat', speedTimings(services))],
  /** The result rng of a round (client seed `round:<roundId>`, nonce 1) deals the same coup. */
  verify: (_gameId, rng) => {
    const r = dealBaccarat(rng, DECKS);
    return { ...r, playerCards: r.player.map(cardLabel), bankerCards: r.banker.map(cardLabel) };
  },
});
