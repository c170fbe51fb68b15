import { fileURLToPath } from 'node:url';
import type { GameModule, GameTitle } from '../game-module.ts';
import { fishArt } from './fish-art.ts';
import { FISH_TABLES, findFishTable, publishedFishRtp, verifyShot } from './fish-math.ts';
import { registerFishRoutes } from './fish.routes.ts';

/** Fish shooting games (Ocean King, Fish Hunter King): one shot = one round, published RTP exact. */

const titles: GameTitle[] = FISH_TABLES.map((table) => ({
  gameId: table.title.gameId,
  kind: 'fish',
  names: { ...table.title.names },
  groupCode: 'fishing',
  tags: [...table.title.tags],
  rtp: publishedFishRtp(table),
  art: () => fishArt(table),
}));

export const fishModule: GameModule = {
  kinds: ['fish'],
  titles,
  routes: registerFishRoutes,
  clientEntry: fileURLToPath(new URL('./client/fish.ts', import.meta.url)),
  verify(gameId, rng) {
    const table = findFishTable(gameId);
    if (!table) throw new RangeError(`${gameId} is not a fish game`);
    return verifyShot(table, rng);
  },
};
