import { type Card, RANK_LABELS } from './shoe.ts';

/** SVG markup of playing cards, shared by the catalogue art (server) and the table clients (browser). */

export const SUIT_SYMBOLS: Record<Card['suit'], string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
export const suitColor = (suit: Card['suit']): string => (suit === 'H' || suit === 'D' ? '#c8102e' : '#15171c');

/** One card face as an SVG group at (x, y), `w` wide (height 1.4 × w), optionally rotated about its centre. */
export function cardFace(card: Card, x: number, y: number, w: number, rotate = 0): string {
  const h = w * 1.4;
  const label = RANK_LABELS[card.rank - 1]!;
  const symbol = SUIT_SYMBOLS[card.suit];
  const color = suitColor(card.suit);
  const corner = w * 0.2;
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate} ${w / 2} ${h / 2})">` +
    `<rect width="${w}" height="${h}" rx="${w * 0.09}" fill="#fdfbf5" stroke="#d9d2bf" stroke-width="${w * 0.015}"/>` +
    `<text x="${w * 0.1}" y="${corner * 1.15}" font-family="Georgia,serif" font-weight="700" font-size="${corner}" fill="${color}">${label}</text>` +
    `<text x="${w * 0.1}" y="${corner * 2.1}" font-size="${corner * 0.85}" fill="${color}">${symbol}</text>` +
    `<text x="${w / 2}" y="${h * 0.62}" text-anchor="middle" font-size="${w * 0.5}" fill="${color}">${symbol}</text>` +
    `<g transform="rotate(180 ${w / 2} ${h / 2})"><text x="${w * 0.1}" y="${corner * 1.15}" font-family="Georgia,serif" font-weight="700" font-size="${corner}" fill="${color}">${label}</text></g>` +
    `</g>`
  );
}

/** A card back (deep red with a gold lattice) at (x, y), `w` wide. */
export function cardBack(x: number, y: number, w: number, rotate = 0): string {
  const h = w * 1.4;
  const m = w * 0.08;
  return (
    `<g transform="translate(${x} ${y}) rotate(${rotate} ${w / 2} ${h / 2})">` +
    `<rect width="${w}" height="${h}" rx="${w * 0.09}" fill="#7a1022" stroke="#f2c14e" stroke-width="${w * 0.03}"/>` +
    `<rect x="${m}" y="${m}" width="${w - 2 * m}" height="${h - 2 * m}" rx="${w * 0.06}" fill="none" stroke="#f2c14e" stroke-opacity=".6" stroke-width="${w * 0.015}"/>` +
    `<path d="M${w / 2} ${h * 0.3} L${w * 0.72} ${h / 2} L${w / 2} ${h * 0.7} L${w * 0.28} ${h / 2} Z" fill="none" stroke="#f2c14e" stroke-width="${w * 0.03}"/>` +
    `</g>`
  );
}

/** A casino chip at its centre (cx, cy) with radius r. */
export function chip(cx: number, cy: number, r: number, color: string): string {
  const dashes = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    const x1 = cx + Math.cos(a) * r * 0.72;
    const y1 = cy + Math.sin(a) * r * 0.72;
    const x2 = cx + Math.cos(a) * r * 0.98;
    const y2 = cy + Math.sin(a) * r * 0.98;
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#fff" stroke-width="${(r * 0.22).toFixed(1)}"/>`;
  }).join('');
  return (
    `<g><circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}" stroke="rgba(0,0,0,.35)" stroke-width="1"/>${dashes}` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.58}" fill="${color}" stroke="#fff" stroke-opacity=".7" stroke-dasharray="2 2"/></g>`
  );
}
