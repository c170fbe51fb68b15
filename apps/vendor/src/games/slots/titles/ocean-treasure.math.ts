import { PAYLINES, strips, type SlotMath } from '../slot-types.ts';

/**
 * Ocean Treasure: 25 lines, a pearl wild, treasure-chest scatters; 3, 4 or 5 chests award 8, 12 or
 * 20 free spins at ×2 on richer strips (three pearls on reels 2–5), without retriggers.
 */
export const oceanTreasureMath: SlotMath = {
  gameId: 'ocean-treasure',
  symbols: [
    { id: 'shell', kind: 'normal', pays: [5, 10, 40] },
    { id: 'starfish', kind: 'normal', pays: [5, 15, 50] },
    { id: 'crab', kind: 'normal', pays: [10, 20, 75] },
    { id: 'seahorse', kind: 'normal', pays: [10, 25, 100] },
    { id: 'turtle', kind: 'normal', pays: [15, 40, 150] },
    { id: 'dolphin', kind: 'normal', pays: [20, 75, 250] },
    { id: 'trident', kind: 'normal', pays: [40, 150, 750] },
    { id: 'pearl', kind: 'wild', pays: [50, 200, 1000] },
    { id: 'chest', kind: 'scatter', pays: [0, 0, 0] },
  ],
  reels: strips([
    'chest crab dolphin starfish turtle shell seahorse pearl trident starfish crab dolphin turtle shell starfish seahorse trident turtle crab shell dolphin starfish shell seahorse turtle pearl trident crab dolphin starfish shell shell seahorse trident turtle',
    'trident shell seahorse crab crab chest turtle dolphin starfish shell pearl trident seahorse starfish shell crab turtle dolphin shell starfish seahorse crab crab trident shell dolphin starfish pearl turtle seahorse shell crab crab dolphin starfish',
    'seahorse trident starfish turtle shell shell dolphin crab seahorse starfish chest turtle pearl trident crab starfish shell seahorse dolphin turtle crab starfish shell shell turtle trident seahorse crab starfish dolphin pearl turtle starfish shell crab',
    'dolphin crab trident seahorse shell starfish turtle dolphin shell shell crab trident seahorse starfish dolphin chest pearl turtle crab seahorse trident dolphin starfish turtle seahorse shell shell crab trident dolphin shell starfish pearl turtle seahorse',
    'pearl turtle starfish crab shell seahorse turtle trident starfish shell shell shell seahorse turtle crab dolphin starfish pearl turtle seahorse chest starfish shell starfish turtle trident crab seahorse starfish shell turtle shell dolphin seahorse starfish',
  ]),
  lines: PAYLINES,
  scatterPays: [1, 5, 25],
  freeSpins: {
    awards: [8, 12, 20],
    multiplier: 2,
    retrigger: false,
    reels: strips([
      'pearl crab turtle starfish seahorse shell shell trident crab dolphin turtle seahorse starfish shell crab starfish shell seahorse chest turtle dolphin crab starfish trident seahorse starfish shell turtle crab shell starfish dolphin seahorse',
      'dolphin shell trident turtle crab starfish pearl seahorse crab shell starfish dolphin turtle seahorse shell starfish crab shell pearl shell trident turtle seahorse dolphin crab chest starfish seahorse starfish pearl turtle crab shell starfish seahorse',
      'seahorse dolphin shell crab shell trident turtle seahorse pearl starfish crab starfish shell dolphin turtle seahorse starfish crab shell shell pearl seahorse trident turtle crab dolphin starfish shell seahorse starfish chest pearl turtle crab starfish',
      'chest seahorse starfish dolphin crab starfish turtle trident seahorse shell pearl crab starfish shell dolphin turtle seahorse crab starfish shell shell pearl seahorse turtle crab trident dolphin starfish shell seahorse starfish shell turtle pearl crab',
      'pearl starfish seahorse shell shell chest dolphin turtle seahorse crab trident pearl crab starfish shell starfish dolphin turtle seahorse crab starfish shell shell pearl seahorse turtle crab trident dolphin starfish seahorse starfish shell turtle crab',
    ]),
  },
  lineBets: [1, 2, 4, 10, 20, 40],
};
