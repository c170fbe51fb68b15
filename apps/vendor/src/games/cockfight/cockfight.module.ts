import { fileURLToPath } from 'node:url';
import type { GameTitle } from '../game-module.ts';
import { parseSpotBet } from '../../rounds/bet-input.ts';
import type { RoundGame } from '../../rounds/round-types.ts';
import { roundModule } from '../../rounds/round-module.ts';
import { cockfightArt } from './cockfight-art.ts';
import {
  COCKFIGHT_SIDES,
  type CockfightMeta,
  type CockfightResult,
  type CockfightSide,
  drawFight,
  prepareFight,
  ROLL_RANGE,
  settleCockfight,
} from './cockfight-rules.ts';

/** One fight per round; the odds published at open are the ones every bet of the round is settled at. */
export const cockfightGame: RoundGame<CockfightSide, CockfightMeta, CockfightResult> = {
  gameId: 'sabong-arena',
  kind: 'cockfight',
  limits: { minBet: 100n, maxBet: 2_000_000n },
  prepare: (rng) => prepareFight(rng),
  parseBet: (body) => parseSpotBet(body, COCKFIGHT_SIDES),
  draw: (rng, meta) => drawFight(rng, meta),
  settle: (side, amount, result, meta) => settleCockfight(side, amount, result, meta),
  summarize: (result, meta) => ({ winner: result.winner, meron: meta.meron.name, wala: meta.wala.name }),
};

export const cockfightTitles: GameTitle[] = [
  {
    gameId: 'sabong-arena',
    kind: 'cockfight',
    names: { en: 'Sabong Arena', 'zh-CN': '斗鸡竞技场', vi: 'Đấu Trường Đá Gà', th: 'สนามชนไก่' },
    groupCode: 'sabong',
    tags: ['hot'],
    rtp: null,
    art: cockfightArt,
  },
];

/** Cockfight (COCKFIGHT, DS88): Meron / Wala / Draw on the shared round engine. */
export const cockfightModule = roundModule({
  kinds: ['cockfight'],
  titles: cockfightTitles,
  clientEntry: fileURLToPath(new URL('./client/cockfight-client.ts', import.meta.url)),
  games: () => [cockfightGame],
  /**
   * The result rng of a round (client seed `round:<roundId>`, nonce 1) gives the roll; the winner is
   * the roll read against the chances published with the round (history `meta.chances`).
   */
  verify: (_gameId, rng) => {
    const roll = rng.int(ROLL_RANGE);
    return {
      roll,
      outOf: ROLL_RANGE,
      rule: 'Meron wins if roll < chances.meron, Wala if roll < chances.meron + chances.wala, otherwise Draw (chances from the round meta).',
    };
  },
});
