import type { RandomSource } from '../../fair/fair-random.ts';
import { type Card, Shoe } from '../../rounds/shoe.ts';

/**
 * Dragon-Tiger, pure rules. One fresh 8-deck shoe per round (rounds/shoe.ts): the first card dealt is
 * the Dragon's, the second the Tiger's. Ranks compare ace (low) … king (high); suits do not count.
 *
 * Payouts (stake included): Dragon / Tiger 1:1 → 2 × stake; Tie 8:1 → 9 × stake. On a tie a Dragon or
 * Tiger bet loses half: payout floor(stake / 2), valid bet the half lost.
 */
export type DragonTigerSpot = 'dragon' | 'tiger' | 'tie';
export const DRAGON_TIGER_SPOTS: readonly DragonTigerSpot[] = ['dragon', 'tiger', 'tie'];

export interface DragonTigerResult {
  dragon: Card;
  tiger: Card;
  winner: DragonTigerSpot;
}

export function dragonTigerOutcome(dragon: Card, tiger: Card): DragonTigerResult {
  const winner = dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  return { dragon, tiger, winner };
}

export function dealDragonTiger(rng: RandomSource, decks = 8): DragonTigerResult {
  const shoe = new Shoe(rng, decks);
  const dragon = shoe.deal();
  const tiger = shoe.deal();
  return dragonTigerOutcome(dragon, tiger);
}

export function settleDragonTiger(
  spot: DragonTigerSpot,
  amount: bigint,
  result: DragonTigerResult,
): { payout: bigint; validBet?: bigint } {
  if (spot === 'tie') return { payout: result.winner === 'tie' ? amount * 9n : 0n };
  if (result.winner === 'tie') {
    const back = amount / 2n;
    return { payout: back, validBet: amount - back };
  }
  return { payout: result.winner === spot ? amount * 2n : 0n };
}
