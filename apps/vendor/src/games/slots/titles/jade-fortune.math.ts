import { PAYLINES, strips, type SlotMath } from '../slot-types.ts';

const reels = strips([
  'ingot koi king phoenix queen ace jack jack lantern king koi queen jack jack ace ten dragon phoenix king koi lantern queen jack ace queen jack jack phoenix koi king jack queen lantern dragon ace jack',
  'ten king koi jack queen ingot phoenix ace jack jack dragon lantern koi king queen ace jack phoenix ten king koi queen lantern jack ace queen jack jack dragon phoenix koi king queen ace lantern jack',
  'lantern jack dragon koi king queen phoenix ace jack jack ingot king lantern koi queen jack ace jack phoenix queen dragon koi king jack lantern ten ace queen jack king phoenix koi jack queen ace jack',
  'ace lantern jack king jack ten koi queen phoenix ace jack jack king lantern koi ingot dragon queen ace jack phoenix king queen ten koi lantern jack ace queen jack king jack phoenix dragon koi queen',
  'dragon ace queen ten jack phoenix koi king queen jack lantern ace jack jack king ten koi phoenix dragon ace ingot queen lantern king koi queen jack ten ace phoenix queen jack king koi lantern jack',
]);

/**
 * Jade Fortune: 20 lines, a dragon wild, gold-ingot scatters paying anywhere; 3, 4 or 5 ingots award
 * 10, 15 or 25 free spins at ×3 on the same strips, and free spins can be retriggered.
 */
export const jadeFortuneMath: SlotMath = {
  gameId: 'jade-fortune',
  symbols: [
    { id: 'ten', kind: 'normal', pays: [5, 10, 50] },
    { id: 'jack', kind: 'normal', pays: [5, 15, 60] },
    { id: 'queen', kind: 'normal', pays: [5, 20, 75] },
    { id: 'king', kind: 'normal', pays: [10, 25, 100] },
    { id: 'ace', kind: 'normal', pays: [10, 30, 125] },
    { id: 'koi', kind: 'normal', pays: [15, 50, 200] },
    { id: 'lantern', kind: 'normal', pays: [20, 75, 300] },
    { id: 'phoenix', kind: 'normal', pays: [30, 100, 500] },
    { id: 'dragon', kind: 'wild', pays: [50, 250, 1000] },
    { id: 'ingot', kind: 'scatter', pays: [0, 0, 0] },
  ],
  reels,
  lines: PAYLINES.slice(0, 20),
  scatterPays: [2, 10, 50],
  freeSpins: { awards: [10, 15, 25], multiplier: 3, retrigger: true, reels },
  lineBets: [1, 2, 5, 10, 25, 50],
};
