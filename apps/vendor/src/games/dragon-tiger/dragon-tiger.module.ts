import { fileURLToPath } from 'node:url';
import type { GameTitle } from '../game-module.ts';
import { parseSpotBet } from '../../rounds/bet-input.ts';
import { cardLabel } from '../../rounds/shoe.ts';
import type { RoundGame } from '../../rounds/round-types.ts';
import { roundModule } from '../../rounds/round-module.ts';
import { dragonTigerArt } from './dragon-tiger-art.ts';
import {
  dealDragonTiger,
  DRAGON_TIGER_SPOTS,
  type DragonTigerResult,
  type DragonTigerSpot,
  settleDragonTiger,
} from './dragon-tiger-rules.ts';

/** Public facts of a round: a fresh shoe of `decks` decks. */
export interface DragonTigerMeta {
  decks: number;
}

const DECKS = 8;

/** The shared PVP table: every player of every code bets into the same rounds (the state shows the totals per side). */
export const dragonTigerGame: RoundGame<DragonTigerSpot, DragonTigerMeta, DragonTigerResult> = {
  gameId: 'dragon-tiger',
  kind: 'dragon-tiger',
  limits: { minBet: 100n, maxBet: 5_000_000n },
  prepare: () => ({ decks: DECKS }),
  parseBet: (body) => parseSpotBet(body, DRAGON_TIGER_SPOTS),
  draw: (rng, meta) => dealDragonTiger(rng, meta.decks),
  settle: (spot, amount, result) => settleDragonTiger(spot, amount, result),
};

export const dragonTigerTitles: GameTitle[] = [
  {
    gameId: 'dragon-tiger',
    kind: 'dragon-tiger',
    names: { en: 'Dragon Tiger', 'zh-CN': '龙虎斗', vi: 'Rồng Hổ', th: 'เสือมังกร' },
    groupCode: 'dragon-tiger',
    tags: ['hot'],
    rtp: null,
    art: dragonTigerArt,
  },
];

/** Dragon-Tiger (PVP): one shared table on the round engine. */
export const dragonTigerModule = roundModule({
  kinds: ['dragon-tiger'],
  titles: dragonTigerTitles,
  clientEntry: fileURLToPath(new URL('./client/dragon-tiger-client.ts', import.meta.url)),
  games: () => [dragonTigerGame],
  /** The result rng of a round (client seed `round:<roundId>`, nonce 1) deals the same two cards. */
  verify: (_gameId, rng) => {
    const r = dealDragonTiger(rng, DECKS);
    return { ...r, dragonCard: cardLabel(r.dragon), tigerCard: cardLabel(r.tiger) };
  },
});
