import { PAYLINES, strips, type SlotMath } from '../slot-types.ts';

/**
 * Dragon Pearl: 25 lines, a neon-dragon wild, and dragon-pearl scatters (two per reel) paying 5, 50
 * or 1000 times the total bet anywhere. No free spins: about half the return comes from the
 * scatters, most of it from rare four- and five-pearl hits, which makes it the most volatile title.
 */
export const dragonPearlMath: SlotMath = {
  gameId: 'dragon-pearl',
  symbols: [
    { id: 'coin', kind: 'normal', pays: [2, 5, 20] },
    { id: 'fan', kind: 'normal', pays: [2, 5, 25] },
    { id: 'yinyang', kind: 'normal', pays: [3, 10, 40] },
    { id: 'blossom', kind: 'normal', pays: [5, 15, 60] },
    { id: 'gong', kind: 'normal', pays: [10, 40, 200] },
    { id: 'mask', kind: 'normal', pays: [25, 150, 1000] },
    { id: 'neon-dragon', kind: 'wild', pays: [50, 300, 2000] },
    { id: 'orb', kind: 'scatter', pays: [0, 0, 0] },
  ],
  reels: strips([
    'neon-dragon blossom coin orb fan coin fan mask yinyang fan blossom gong blossom coin yinyang coin fan coin fan coin yinyang fan blossom yinyang blossom gong orb yinyang neon-dragon gong fan gong mask yinyang coin',
    'fan yinyang gong blossom coin yinyang blossom yinyang fan coin gong coin yinyang mask coin fan coin yinyang gong mask blossom fan orb neon-dragon coin gong orb neon-dragon fan blossom fan yinyang blossom fan coin',
    'gong neon-dragon fan yinyang fan coin yinyang mask gong coin yinyang orb mask gong coin fan yinyang blossom yinyang fan orb fan gong coin blossom fan coin blossom neon-dragon coin blossom fan coin yinyang blossom',
    'yinyang blossom coin yinyang fan mask neon-dragon gong orb coin blossom fan neon-dragon coin fan gong blossom yinyang orb mask coin gong fan blossom yinyang blossom coin yinyang coin fan yinyang fan gong coin fan',
    'fan gong coin gong coin yinyang coin yinyang coin mask yinyang fan coin orb blossom gong coin fan blossom gong fan yinyang neon-dragon yinyang blossom orb fan coin fan mask fan blossom yinyang blossom',
  ]),
  lines: PAYLINES,
  scatterPays: [5, 50, 1000],
  lineBets: [1, 2, 4, 10, 20, 40],
};
