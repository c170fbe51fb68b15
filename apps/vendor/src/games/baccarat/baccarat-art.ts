import { cardFace, chip } from '../../rounds/card-svg.ts';

/** The catalogue picture of a baccarat table (400×300): felt, a dealt natural, chips; `speed` adds a bolt. */
export function baccaratArt(title: string, speed: boolean): string {
  const bolt = speed
    ? '<path transform="translate(50 -20)" d="M318 38 L292 96 L312 96 L296 150 L344 80 L322 80 L340 38 Z" fill="#ffe39a" stroke="#b9811f" stroke-width="3" stroke-linejoin="round"/>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs>
<radialGradient id="felt" cx="50%" cy="35%" r="75%"><stop offset="0" stop-color="#1d6b50"/><stop offset=".6" stop-color="#0f3b2e"/><stop offset="1" stop-color="#06140f"/></radialGradient>
<linearGradient id="gold" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffe39a"/><stop offset="1" stop-color="#b9811f"/></linearGradient>
<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="4" stdDeviation="4" flood-opacity=".5"/></filter>
</defs>
<rect width="400" height="300" fill="url(#felt)"/>
<path d="M-20 250 Q200 120 420 250" fill="none" stroke="url(#gold)" stroke-width="3" opacity=".7"/>
<path d="M-20 285 Q200 160 420 285" fill="none" stroke="url(#gold)" stroke-width="1.5" opacity=".45"/>
<text x="110" y="226" text-anchor="middle" font-family="Georgia,serif" font-size="15" letter-spacing="3" fill="#5aa9ff">PLAYER</text>
<text x="290" y="226" text-anchor="middle" font-family="Georgia,serif" font-size="15" letter-spacing="3" fill="#ff6b6b">BANKER</text>
<g filter="url(#sh)">${cardFace({ rank: 13, suit: 'H' }, 58, 84, 62, -12)}${cardFace({ rank: 9, suit: 'S' }, 100, 80, 62, 8)}</g>
<g filter="url(#sh)">${cardFace({ rank: 1, suit: 'D' }, 236, 84, 62, -8)}${cardFace({ rank: 6, suit: 'C' }, 278, 88, 62, 12)}</g>
<g filter="url(#sh)">${chip(176, 262, 17, '#c8102e')}${chip(200, 256, 17, '#1f6feb')}${chip(224, 262, 17, '#111')}</g>
${bolt}
<text x="200" y="52" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="34" letter-spacing="2" fill="url(#gold)" filter="url(#sh)">${title}</text>
</svg>`;
}
