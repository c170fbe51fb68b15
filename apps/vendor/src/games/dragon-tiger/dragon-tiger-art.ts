import { cardFace } from '../../rounds/card-svg.ts';

/** The catalogue picture of the Dragon-Tiger table (400×300): a red dragon side, a blue tiger side, two cards. */
export function dragonTigerArt(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs>
<linearGradient id="dr" x1="0" x2="1"><stop offset="0" stop-color="#5c0b16"/><stop offset="1" stop-color="#a3162b"/></linearGradient>
<linearGradient id="ti" x1="0" x2="1"><stop offset="0" stop-color="#123e8a"/><stop offset="1" stop-color="#071a3d"/></linearGradient>
<linearGradient id="gold" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffe39a"/><stop offset="1" stop-color="#b9811f"/></linearGradient>
<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-opacity=".55"/></filter>
</defs>
<rect width="200" height="300" fill="url(#dr)"/>
<rect x="200" width="200" height="300" fill="url(#ti)"/>
<path d="M200 0 L214 150 L200 300 L186 150 Z" fill="url(#gold)" opacity=".85"/>
<g fill="none" stroke="#ffd27a" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity=".9">
<path d="M40 220 C30 170 80 150 70 110 C62 80 90 60 120 70 C140 76 150 96 140 112"/>
<path d="M120 70 L132 52 M126 74 L146 66"/>
<circle cx="118" cy="84" r="3" fill="#ffd27a"/>
</g>
<g fill="none" stroke="#9fd0ff" stroke-width="5" stroke-linecap="round" opacity=".9">
<path d="M262 110 C262 86 290 72 318 78 C346 84 356 108 348 130 C340 150 300 156 282 140 C270 130 262 124 262 110 Z"/>
<path d="M290 100 L298 108 M330 100 L322 108 M300 126 Q310 134 320 126"/>
<path d="M292 82 L300 94 M310 78 L310 92 M328 82 L320 94"/>
</g>
<g filter="url(#sh)">${cardFace({ rank: 13, suit: 'H' }, 112, 150, 70, -10)}${cardFace({ rank: 12, suit: 'S' }, 220, 150, 70, 10)}</g>
<text x="100" y="44" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="28" fill="url(#gold)" filter="url(#sh)">DRAGON</text>
<text x="300" y="44" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="28" fill="url(#gold)" filter="url(#sh)">TIGER</text>
</svg>`;
}
