import { PAYLINES, strips, type SlotMath } from '../slot-types.ts';

/**
 * Golden Pharaoh: 20 lines, a pharaoh-mask wild, pyramid scatters paying anywhere; 3, 4 or 5
 * pyramids award 10, 20 or 30 free spins at ×2 on richer strips (more masks), without retriggers.
 */
export const goldenPharaohMath: SlotMath = {
  gameId: 'golden-pharaoh',
  symbols: [
    { id: 'lotus', kind: 'normal', pays: [5, 10, 50] },
    { id: 'ankh', kind: 'normal', pays: [5, 15, 60] },
    { id: 'eye', kind: 'normal', pays: [10, 20, 80] },
    { id: 'scarab', kind: 'normal', pays: [10, 30, 100] },
    { id: 'cat', kind: 'normal', pays: [20, 50, 200] },
    { id: 'anubis', kind: 'normal', pays: [30, 100, 400] },
    { id: 'pharaoh', kind: 'wild', pays: [50, 250, 1000] },
    { id: 'pyramid', kind: 'scatter', pays: [0, 0, 0] },
  ],
  reels: strips([
    'eye anubis ankh lotus scarab eye pyramid ankh cat scarab ankh lotus ankh lotus cat lotus eye cat eye scarab anubis lotus ankh anubis pharaoh ankh eye scarab ankh eye cat lotus scarab lotus',
    'scarab cat lotus pyramid ankh anubis lotus cat lotus eye ankh eye cat ankh scarab lotus scarab eye lotus scarab anubis ankh eye scarab lotus pharaoh ankh cat ankh eye ankh lotus eye anubis pharaoh',
    'lotus cat scarab eye anubis cat lotus eye anubis scarab eye scarab lotus eye ankh pyramid ankh cat pharaoh anubis eye ankh scarab lotus ankh lotus scarab ankh cat ankh lotus eye lotus pharaoh ankh',
    'cat scarab cat lotus ankh lotus eye anubis lotus scarab lotus pharaoh scarab eye ankh eye cat ankh anubis ankh lotus cat ankh anubis eye pyramid eye scarab pharaoh lotus ankh scarab ankh lotus eye',
    'cat lotus scarab anubis scarab eye anubis ankh cat eye lotus eye lotus ankh scarab ankh eye ankh scarab pharaoh lotus cat eye pharaoh ankh lotus cat scarab ankh lotus anubis pyramid eye lotus ankh',
  ]),
  lines: PAYLINES.slice(0, 20),
  scatterPays: [2, 10, 50],
  freeSpins: {
    awards: [10, 20, 30],
    multiplier: 2,
    retrigger: false,
    reels: strips([
      'ankh eye lotus cat ankh pharaoh scarab ankh lotus cat anubis lotus scarab ankh eye ankh scarab anubis pharaoh eye cat ankh eye scarab lotus anubis scarab eye lotus eye ankh lotus cat lotus pyramid',
      'eye ankh pharaoh lotus cat lotus ankh lotus eye lotus pharaoh ankh scarab ankh anubis eye lotus ankh scarab pharaoh cat pyramid eye lotus eye scarab anubis ankh cat eye ankh scarab cat scarab anubis lotus',
      'pharaoh lotus ankh eye cat anubis lotus scarab eye lotus ankh scarab eye anubis eye ankh scarab lotus ankh pharaoh cat ankh scarab lotus pharaoh lotus pyramid cat eye ankh lotus scarab anubis cat ankh eye',
      'scarab eye anubis ankh cat ankh anubis ankh lotus pharaoh lotus scarab pyramid ankh lotus scarab ankh lotus cat lotus pharaoh cat eye anubis lotus eye pharaoh eye ankh scarab lotus cat eye scarab ankh eye',
      'pyramid cat ankh lotus ankh lotus scarab anubis eye lotus eye lotus eye pharaoh lotus ankh scarab eye lotus ankh cat scarab ankh anubis scarab cat pharaoh ankh eye scarab eye lotus ankh anubis pharaoh cat',
    ]),
  },
  lineBets: [1, 2, 5, 10, 25, 50],
};
