import { PAYLINES, strips, type SlotMath } from '../slot-types.ts';

/**
 * Wild Safari: 10 lines, wilds only: a savanna-sunset wild (two on reels 2 and 3) that substitutes
 * and pays on its own. No scatter, no free spins.
 */
export const wildSafariMath: SlotMath = {
  gameId: 'wild-safari',
  symbols: [
    { id: 'acacia', kind: 'normal', pays: [5, 20, 50] },
    { id: 'paw', kind: 'normal', pays: [5, 20, 60] },
    { id: 'drum', kind: 'normal', pays: [10, 30, 80] },
    { id: 'zebra', kind: 'normal', pays: [10, 40, 100] },
    { id: 'giraffe', kind: 'normal', pays: [20, 60, 200] },
    { id: 'elephant', kind: 'normal', pays: [30, 120, 400] },
    { id: 'lion', kind: 'normal', pays: [60, 300, 1200] },
    { id: 'sunset', kind: 'wild', pays: [100, 600, 2500] },
  ],
  reels: strips([
    'giraffe lion zebra paw elephant zebra sunset acacia giraffe lion acacia zebra giraffe paw acacia drum acacia drum acacia drum paw acacia drum paw acacia paw drum acacia elephant acacia paw elephant drum zebra',
    'drum lion giraffe elephant lion paw zebra drum zebra drum acacia elephant acacia paw elephant paw acacia sunset acacia paw acacia paw drum zebra drum zebra giraffe acacia sunset giraffe paw',
    'zebra drum paw drum lion acacia paw drum paw acacia giraffe acacia sunset paw acacia zebra elephant giraffe acacia paw sunset elephant zebra lion drum acacia elephant drum zebra giraffe paw',
    'zebra paw drum acacia giraffe zebra acacia lion drum paw acacia drum lion drum zebra paw elephant acacia sunset giraffe paw drum giraffe acacia elephant zebra paw elephant acacia paw',
    'paw zebra sunset elephant acacia giraffe zebra lion drum elephant paw zebra paw acacia paw drum acacia drum acacia giraffe elephant drum paw giraffe acacia drum zebra paw acacia lion',
  ]),
  lines: PAYLINES.slice(0, 10),
  lineBets: [1, 2, 5, 10, 20, 50, 100],
};
