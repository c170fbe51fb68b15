import type { RandomSource } from '../../fair/fair-random.ts';
import { type Card, Shoe } from '../../rounds/shoe.ts';

/**
 * Punto banco baccarat, pure rules. One fresh 8-deck shoe per round (see rounds/shoe.ts), cards dealt
 * in the order Player, Banker, Player, Banker, then the Player's third card, then the Banker's.
 *
 * Payouts (payout = what the bet returns, stake included):
 *   Player 1:1 → 2 × stake; Banker 0.95:1 (5% commission) → stake + floor(stake × 95 / 100);
 *   Tie 8:1 → 9 × stake; on a tie, Player and Banker bets push (payout = stake, valid bet 0);
 *   Player pair / Banker pair (the side's first two cards of the same rank) 11:1 → 12 × stake.
 */
export type BaccaratSpot = 'player' | 'banker' | 'tie' | 'player-pair' | 'banker-pair';
export const BACCARAT_SPOTS: readonly BaccaratSpot[] = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'];

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export interface BaccaratResult {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
  /** A two-card 8 or 9 of either side: nobody draws. */
  natural: boolean;
}

/** Points of a card: ace 1, 2–9 face value, 10 and court cards 0. */
export const cardPoints = (card: Card): number => (card.rank >= 10 ? 0 : card.rank);

export const handTotal = (cards: Card[]): number => cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;

/** The Player draws a third card on a total of 0–5 and stands on 6–7 (naturals are handled first). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * The Banker's third-card rule. When the Player stood (`playerThird` null) the Banker draws on 0–5.
 * Otherwise, by the Banker's total and the points of the Player's third card:
 *   0–2 draw; 3 draw unless the third card is 8; 4 draw on 2–7; 5 draw on 4–7; 6 draw on 6–7; 7 stand.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays a coup from the dealt cards (a function of the next card, so tests can stack the shoe). */
export function playCoup(next: () => Card): BaccaratResult {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const card = next();
      player.push(card);
      playerThird = cardPoints(card);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(next());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: player[0]!.rank === player[1]!.rank,
    bankerPair: banker[0]!.rank === banker[1]!.rank,
    natural,
  };
}

/** Deals a coup from a fresh shoe drawn with `rng` (the round's result random source). */
export function dealBaccarat(rng: RandomSource, decks = 8): BaccaratResult {
  const shoe = new Shoe(rng, decks);
  return playCoup(() => shoe.deal());
}

/** What a bet on `spot` returns; validBet 0 for a push. */
export function settleBaccarat(
  spot: BaccaratSpot,
  amount: bigint,
  result: BaccaratResult,
): { payout: bigint; validBet?: bigint } {
  switch (spot) {
    case 'player':
      if (result.winner === 'tie') return { payout: amount, validBet: 0n };
      return { payout: result.winner === 'player' ? amount * 2n : 0n };
    case 'banker':
      if (result.winner === 'tie') return { payout: amount, validBet: 0n };
      return { payout: result.winner === 'banker' ? amount + (amount * 95n) / 100n : 0n };
    case 'tie':
      return { payout: result.winner === 'tie' ? amount * 9n : 0n };
    case 'player-pair':
      return { payout: result.playerPair ? amount * 12n : 0n };
    case 'banker-pair':
      return { payout: result.bankerPair ? amount * 12n : 0n };
  }
}
