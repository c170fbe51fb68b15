import { z } from 'zod';
import type { RandomSource } from '../../fair/fair-random.ts';
import { BetInputError, type RoundGame } from '../../rounds/round-types.ts';
import { replayable } from '../sports/random-tools.ts';
import {
  BALL_LIMIT,
  CARD_PRICES,
  MAX_CARDS,
  PAYTABLE,
  cardPayout,
  dealCards,
  drawBalls,
  isValidCard,
} from './bingo-rules.ts';

/** The published RTP in per cent: exactBingoRtp() = 95.789008…% (bingo-rtp.ts; checked by the tests). */
export const BINGO_RTP = 95.79;

export interface BingoMeta {
  ballLimit: number;
  /** Card prices in minor units (strings of digits). */
  cardPrices: string[];
  maxCards: number;
  paytable: { id: string; multiplier: number }[];
}

export interface BingoSelection {
  /** Price of one card (minor units, digits). */
  price: string;
  cards: number[][];
}

export interface BingoResult {
  balls: number[];
}

const betSchema = z.object({
  price: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().nonnegative()]),
  cards: z.array(z.array(z.number().int())).min(1).max(MAX_CARDS),
});

/**
 * A purchase of 1–4 cards at one price. The cards come with the bet: the buy route deals them from the
 * player's provably fair seeds (services.fair.next), so the player can check them on the verify page.
 * A client may also bring its own valid cards: that changes nothing, since the balls are a uniform
 * permutation drawn after betting closes, every valid card has the same chance of every prize.
 */
export function parseBingoBet(body: unknown, meta: BingoMeta): { amount: bigint; selection: BingoSelection } {
  const parsed = betSchema.safeParse(body);
  if (!parsed.success)
    throw new BetInputError('validation_failed', `A bet needs a card price and 1 to ${MAX_CARDS} cards.`);
  const price = BigInt(parsed.data.price);
  if (!meta.cardPrices.includes(price.toString()))
    throw new BetInputError('price_unknown', 'This card price is not offered.');
  const { cards } = parsed.data;
  if (!cards.every((card) => isValidCard(card)))
    throw new BetInputError('card_invalid', 'A card is not a valid 75-ball card.');
  if (new Set(cards.map((card) => card.join(','))).size !== cards.length) {
    throw new BetInputError('card_duplicate', 'The same card was bought twice.');
  }
  return { amount: price * BigInt(cards.length), selection: { price: price.toString(), cards } };
}

export function settleBingo(selection: BingoSelection, result: BingoResult): { payout: bigint } {
  const price = BigInt(selection.price);
  return { payout: selection.cards.reduce((sum, card) => sum + cardPayout(card, result.balls, price), 0n) };
}

export const bingoMeta = (): BingoMeta => ({
  ballLimit: BALL_LIMIT,
  cardPrices: CARD_PRICES.map(String),
  maxCards: MAX_CARDS,
  paytable: PAYTABLE.map((p) => ({ id: p.id, multiplier: p.multiplier })),
});

export function bingoRoundGame(gameId: string): RoundGame<BingoSelection, BingoMeta, BingoResult> {
  return {
    gameId,
    kind: 'bingo',
    limits: { minBet: CARD_PRICES[0] ?? 1n, maxBet: (CARD_PRICES.at(-1) ?? 1n) * BigInt(MAX_CARDS) },
    // Nothing random at open: the rules of the round (the rng of nonce 0 is not read).
    prepare: () => bingoMeta(),
    parseBet: parseBingoBet,
    draw: (rng) => ({ balls: drawBalls(rng, BALL_LIMIT) }),
    settle: (selection, _amount, result) => settleBingo(selection, result),
    sideOf: () => 'cards',
    summarize: (result) => ({ balls: result.balls }),
  };
}

/**
 * The verify page's readings of a revealed stream: `balls` for a round's result
 * (fairRandom(serverSeed, `round:<roundId>`, 1)) and `cards` for a purchase dealt from the player's own
 * seeds (fairRandom(serverSeed, clientSeed, nonce) as the buy answer names them; the first `count` of
 * the four are the cards bought).
 */
export function verifyBingo(rng: RandomSource): unknown {
  const stream = replayable(rng);
  return { balls: drawBalls(stream.cursor(), BALL_LIMIT), cards: dealCards(stream.cursor(), MAX_CARDS) };
}
