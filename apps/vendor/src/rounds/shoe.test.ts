import { describe, expect, it } from 'vitest';
import { fairRandom, type RandomSource } from '../fair/fair-random.ts';
import { chiSquareCritical001, chiSquareUniform } from './chi-square.ts';
import { cardOfCode, codeOfCard, Shoe } from './shoe.ts';

describe('shoe', () => {
  it('holds decks × 52 cards, each card decks times', () => {
    const shoe = new Shoe(fairRandom('seed', 'shoe', 0), 8);
    const counts = new Array<number>(52).fill(0);
    while (shoe.left > 0) counts[codeOfCard(shoe.deal())]! += 1;
    expect(counts.every((c) => c === 8)).toBe(true);
    expect(() => shoe.deal()).toThrow(/empty/);
  });

  it('maps codes and cards both ways', () => {
    for (let code = 0; code < 52; code++) expect(codeOfCard(cardOfCode(code))).toBe(code);
    expect(cardOfCode(0)).toEqual({ rank: 1, suit: 'S' });
    expect(cardOfCode(51)).toEqual({ rank: 13, suit: 'C' });
  });

  it('deals the card at the drawn position and moves the last card into its place', () => {
    const draws = [415, 0, 0];
    const rng: RandomSource = { int: () => draws.shift()! };
    const shoe = new Shoe(rng, 8);
    expect(shoe.deal()).toEqual(cardOfCode(51)); // the last card of the eighth deck
    expect(shoe.deal()).toEqual(cardOfCode(0)); // position 0: the first ace of spades
    expect(shoe.deal()).toEqual(cardOfCode(50)); // the card moved into position 0 (the new last card)
  });

  it('draws every card uniformly, first and later cards alike (chi-square, p > 0.001)', () => {
    const rounds = 20_000;
    const first = new Array<number>(52).fill(0);
    const sixth = new Array<number>(52).fill(0);
    for (let i = 0; i < rounds; i++) {
      const shoe = new Shoe(fairRandom('chi-square-seed', `round:t-${i}`, 1), 8);
      first[codeOfCard(shoe.deal())]! += 1;
      for (let k = 0; k < 4; k++) shoe.deal();
      sixth[codeOfCard(shoe.deal())]! += 1;
    }
    expect(chiSquareUniform(first)).toBeLessThan(chiSquareCritical001(51));
    expect(chiSquareUniform(sixth)).toBeLessThan(chiSquareCritical001(51));
  });

  it('the chi-square check rejects a biased deal', () => {
    // A "shoe" that never deals kings: the check must fail.
    const counts = new Array<number>(52).fill(0);
    const rng = fairRandom('biased', 'x', 0);
    for (let i = 0; i < 20_000; i++) {
      let code = rng.int(52);
      if (code % 13 === 12) code -= 1;
      counts[code]! += 1;
    }
    expect(chiSquareUniform(counts)).toBeGreaterThan(chiSquareCritical001(51));
  });

  it('has a sane critical value (df 51 ≈ 87.97)', () => {
    expect(chiSquareCritical001(51)).toBeGreaterThan(87.5);
    expect(chiSquareCritical001(51)).toBeLessThan(88.5);
  });
});
