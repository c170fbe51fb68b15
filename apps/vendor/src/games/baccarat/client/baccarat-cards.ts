import { el } from '../../../client/shell.ts';
import { cardFace } from '../../../rounds/card-svg.ts';
import { svgFromMarkup } from '../../../rounds/client/round-ui.ts';
import type { Card } from '../../../rounds/shoe.ts';
import { type BaccaratResult, handTotal } from '../baccarat-rules.ts';

/** The order the dealer deals a coup in: P, B, P, B, then the Player's and the Banker's third cards. */
export function dealOrder(result: BaccaratResult): { side: 'player' | 'banker'; index: number }[] {
  const order: { side: 'player' | 'banker'; index: number }[] = [
    { side: 'player', index: 0 },
    { side: 'banker', index: 0 },
    { side: 'player', index: 1 },
    { side: 'banker', index: 1 },
  ];
  if (result.player.length > 2) order.push({ side: 'player', index: 2 });
  if (result.banker.length > 2) order.push({ side: 'banker', index: 2 });
  return order;
}

/** A row of up to three card places of one hand; cards are dealt into it with an animation. */
export function createCardRow() {
  const slots = [0, 1, 2].map((i) => el('span', { class: i === 2 ? 'rt-card-slot rt-third' : 'rt-card-slot' }));
  const node = el('div', { class: 'rt-cards' }, slots[0]!, slots[1]!);
  let shown: Card[] = [];
  return {
    node,
    reset() {
      shown = [];
      node.replaceChildren(slots[0]!, slots[1]!);
    },
    /** Shows the first `count` cards of `cards`. */
    show(cards: Card[], count: number) {
      while (shown.length < count && shown.length < cards.length) {
        const i = shown.length;
        const card = cards[i]!;
        const face = svgFromMarkup(
          '0 0 100 140',
          cardFace(card, 0, 0, 100),
          `rt-card rt-deal${i === 2 ? ' rt-third' : ''}`,
        );
        face.setAttribute('role', 'img');
        face.removeAttribute('aria-hidden');
        face.setAttribute('aria-label', `${card.rank}${card.suit}`);
        if (i < 2) node.replaceChild(face, node.children[i]!);
        else node.append(face);
        shown.push(card);
      }
    },
    /** The total of the first `count` cards shown (the score follows the cards as they land). */
    total: (count = shown.length) => handTotal(shown.slice(0, count)),
  };
}
