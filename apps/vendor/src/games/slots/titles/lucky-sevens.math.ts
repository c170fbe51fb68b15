import { PAYLINES, strips, type SlotMath } from '../slot-types.ts';

/** Lucky Sevens: a classic fruit slot, 10 lines, a wild star that substitutes and pays on its own. */
export const luckySevensMath: SlotMath = {
  gameId: 'lucky-sevens',
  symbols: [
    { id: 'cherry', kind: 'normal', pays: [5, 20, 50] },
    { id: 'lemon', kind: 'normal', pays: [5, 20, 50] },
    { id: 'orange', kind: 'normal', pays: [10, 30, 80] },
    { id: 'plum', kind: 'normal', pays: [10, 30, 80] },
    { id: 'bell', kind: 'normal', pays: [15, 50, 150] },
    { id: 'bar', kind: 'normal', pays: [25, 100, 300] },
    { id: 'seven', kind: 'normal', pays: [50, 250, 1000] },
    { id: 'wild', kind: 'wild', pays: [100, 500, 2000] },
  ],
  reels: strips([
    'wild cherry bar orange plum seven bell cherry lemon lemon bar orange lemon seven bell plum cherry orange bar lemon cherry seven bell orange lemon plum bar cherry lemon seven bell orange',
    'lemon orange bar plum wild seven cherry bell lemon orange bar plum seven orange bell orange cherry lemon bar plum seven orange bell seven lemon orange bar cherry plum orange bell seven',
    'orange seven bell lemon cherry bar orange plum lemon wild bell bar seven cherry orange bell lemon lemon plum orange cherry bell seven bar lemon orange bar lemon plum cherry bell bar',
    'bar seven lemon bell cherry orange bar lemon lemon seven cherry bar lemon wild plum bell orange seven cherry bar lemon orange cherry bar bell seven bar lemon lemon plum orange cherry',
    'wild cherry seven orange bell bar lemon cherry orange cherry seven bar orange orange lemon bell cherry bar plum seven cherry orange lemon bar cherry bell seven orange cherry orange lemon bar',
  ]),
  lines: PAYLINES.slice(0, 10),
  lineBets: [1, 2, 5, 10, 20, 50, 100],
};
