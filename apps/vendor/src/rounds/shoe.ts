import type { RandomSource } from '../fair/fair-random.ts';

export type Suit = 'S' | 'H' | 'D' | 'C';
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

/** A playing card: rank 1 (ace) … 13 (king). */
export interface Card {
  rank: number;
  suit: Suit;
}

export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const cardLabel = (card: Card): string => `${RANK_LABELS[card.rank - 1]}${card.suit}`;

/** The 52 card codes: code = suitIndex × 13 + (rank − 1). */
export const cardOfCode = (code: number): Card => ({ rank: (code % 13) + 1, suit: SUITS[Math.floor(code / 13)]! });
export const codeOfCard = (card: Card): number => SUITS.indexOf(card.suit) * 13 + card.rank - 1;

/**
 * A fresh shoe of `decks` full decks (one per round, so every round is independent and can be verified
 * on its own). Its cards are listed deck by deck, each deck in code order (♠A…♠K, ♥A…, ♦A…, ♣A…♣K).
 * A card is dealt with `rng.int(remaining)`: the card at that position is taken and the last card of
 * the list moves into its place (draw without replacement, every remaining card equally likely).
 */
export class Shoe {
  private readonly codes: number[];
  private remaining: number;

  constructor(
    private readonly rng: RandomSource,
    readonly decks = 8,
  ) {
    this.codes = Array.from({ length: decks * 52 }, (_, i) => i % 52);
    this.remaining = this.codes.length;
  }

  get left(): number {
    return this.remaining;
  }

  deal(): Card {
    if (this.remaining === 0) throw new Error('the shoe is empty');
    const i = this.rng.int(this.remaining);
    const code = this.codes[i]!;
    this.remaining -= 1;
    this.codes[i] = this.codes[this.remaining]!;
    return cardOfCode(code);
  }
}
