import { describe, expect, it } from 'vitest';
import { fairRandom } from '../../fair/fair-random.ts';
import { BetInputError } from '../../rounds/round-types.ts';
import { bingoMeta, bingoRoundGame, parseBingoBet, settleBingo, verifyBingo } from './bingo-game.ts';
import { FREE_CELL, dealCards, drawBalls } from './bingo-rules.ts';

const card = Array.from({ length: 25 }, (_, i) => (i === FREE_CELL ? 0 : (i % 5) * 15 + Math.floor(i / 5) + 1));
const meta = bingoMeta();

describe('bingo bets', () => {
  it('charges price × cards for valid cards at an offered price', () => {
    const other = dealCards(fairRandom('s', 'c', 0), 1)[0] as number[];
    const bet = parseBingoBet({ price: '500', cards: [card, other] }, meta);
    expect(bet.amount).toBe(1000n);
    expect(bet.selection).toEqual({ price: '500', cards: [card, other] });
  });

  it('refuses bad purchases with BetInputError codes', () => {
    const code = (body: unknown): string => {
      try {
        parseBingoBet(body, meta);
        return 'accepted';
      } catch (error) {
        return error instanceof BetInputError ? error.code : 'other';
      }
    };
    expect(code({ price: '123', cards: [card] })).toBe('price_unknown');
    expect(code({ price: '100', cards: [] })).toBe('validation_failed');
    expect(code({ price: '100', cards: [card, card, card, card, card] })).toBe('validation_failed');
    expect(code({ price: '100', cards: [card, card] })).toBe('card_duplicate');
    expect(code({ price: '100', cards: [card.map((x) => (x === 1 ? 20 : x))] })).toBe('card_invalid');
    expect(code({ price: 'x', cards: [card] })).toBe('validation_failed');
    expect(code(null)).toBe('validation_failed');
  });

  it('settles every card: the top row pays 1×, the X pays 28×', () => {
    const row = [1, 16, 46, 61]; // B1 I16 (free N) G46 O61 → top row is cells 0..4 = 1,16,31,46,61
    const top = [1, 16, 31, 46, 61];
    expect(settleBingo({ price: '100', cards: [card] }, { balls: top }).payout).toBe(100n);
    expect(settleBingo({ price: '100', cards: [card] }, { balls: row }).payout).toBe(0n);
    const x = [1, 17, 49, 65, 5, 19, 47, 61]; // both diagonals of `card`
    // The second card has 6 instead of 5 in its bottom-left corner: only one diagonal (1×).
    const second = card.map((v) => (v === 5 ? 6 : v));
    expect(settleBingo({ price: '100', cards: [card, second] }, { balls: x }).payout).toBe(2800n + 100n);
  });

  it('verify reproduces the round draw (nonce 1) and a purchase dealt from player seeds', () => {
    const game = bingoRoundGame('bingo-75');
    const result = game.draw(
      fairRandom('server', 'round:r1', 1),
      game.prepare(fairRandom('server', 'round:r1', 0), { id: 'r1', index: 1 }),
    );
    const verified = verifyBingo(fairRandom('server', 'round:r1', 1)) as { balls: number[]; cards: number[][] };
    expect(verified.balls).toEqual(result.balls);
    expect(verified.balls).toEqual(drawBalls(fairRandom('server', 'round:r1', 1)));
    const bought = dealCards(fairRandom('player-seed', 'my-client-seed', 7), 2);
    const check = verifyBingo(fairRandom('player-seed', 'my-client-seed', 7)) as { cards: number[][] };
    expect(check.cards.slice(0, 2)).toEqual(bought);
  });
});
