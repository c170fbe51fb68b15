import { fileURLToPath } from 'node:url';
import type { GameModule, GameTitle } from '../game-module.ts';
import { slotArt } from './slot-art.ts';
import { findSlotTitle, slotTitles } from './slot-titles.ts';
import { registerSlotRoutes } from './slots.routes.ts';
import { spin, spinResultJson } from './spin.ts';

/**
 * Slots: 5×3 titles with paylines, wilds, scatters and free spins (slot-machine.ts), an RTP
 * computed exactly from strips and paytable (rtp.ts), one paid spin per request
 * (`POST /api/play/slot/spin`) with its free spins played inside it.
 */
const titles: GameTitle[] = slotTitles.map((t) => ({
  gameId: t.gameId,
  kind: 'slot',
  names: t.names,
  groupCode: t.groupCode,
  tags: t.tags,
  /** Computed exactly on first use (a fraction of a second per title). */
  get rtp() {
    return t.exact().published;
  },
  art: () => slotArt(t.gameId),
}));

export const slotModule: GameModule = {
  kinds: ['slot'],
  titles,
  clientEntry: fileURLToPath(new URL('./client/slot.ts', import.meta.url)),
  routes: registerSlotRoutes,
  /** The spin of the revealed seeds at a line bet of 1 (wins in line bets; totalBet = lines). */
  verify(gameId, rng) {
    const title = findSlotTitle(gameId);
    return title ? spinResultJson(spin(title.machine, 1n, rng)) : null;
  },
};
