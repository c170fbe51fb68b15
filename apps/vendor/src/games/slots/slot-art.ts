import { neonDecor, pharaohDecor, safariDecor } from './slot-art-decor.ts';
import { SYMBOL_DEFS, symbolMarkup } from './slot-symbols.ts';

/** Looks of a title's picture: colours, title lines and the three symbols shown on its reels. */
interface ArtTheme {
  sky: [string, string, string];
  frame: string;
  accent: string;
  title: [string, string];
  symbols: [string, string, string];
  decor: string;
  /** Top and bottom colours of the reel cells (light by default). */
  cell?: [string, string];
  /** Gold serif lettering (default) or neon tubes. */
  lettering?: 'gold' | 'neon';
}

const bubbles = Array.from({ length: 14 }, (_, i) => {
  const x = (i * 71) % 400;
  const y = 40 + ((i * 53) % 240);
  const r = 2 + (i % 4) * 1.5;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#bae6fd" stroke-width="1.2" opacity=".45"/>`;
}).join('');

const bulbs = Array.from({ length: 24 }, (_, i) => {
  const along = i < 12 ? [18 + i * 33, 10] : [18 + (i - 12) * 33, 290];
  return `<circle cx="${along[0]}" cy="${along[1]}" r="4" fill="${i % 2 ? '#fde68a' : '#fb7185'}"/>`;
}).join('');

const clouds = [60, 200, 340]
  .map(
    (x, i) =>
      `<path d="M${x - 40} ${60 + i * 6} q10 -16 26 -6 q10 -14 26 0 q16 -6 18 8" fill="none" stroke="#d4af37" stroke-width="2" opacity=".45"/>`,
  )
  .join('');

const themes: Record<string, ArtTheme> = {
  'lucky-sevens': {
    sky: ['#3b0a45', '#7e1436', '#1a0820'],
    frame: '#f7c948',
    accent: '#fb7185',
    title: ['LUCKY', 'SEVENS'],
    symbols: ['seven', 'wild', 'seven'],
    decor: bulbs,
  },
  'jade-fortune': {
    sky: ['#052e22', '#0f5132', '#021a12'],
    frame: '#d4af37',
    accent: '#10b981',
    title: ['JADE', 'FORTUNE'],
    symbols: ['lantern', 'dragon', 'ingot'],
    decor: clouds,
  },
  'ocean-treasure': {
    sky: ['#0c4a6e', '#075985', '#031d33'],
    frame: '#7dd3fc',
    accent: '#2dd4bf',
    title: ['OCEAN', 'TREASURE'],
    symbols: ['pearl', 'chest', 'dolphin'],
    decor: bubbles,
  },
  'golden-pharaoh': {
    sky: ['#1a1040', '#7a3e0c', '#2a1503'],
    frame: '#e9b949',
    accent: '#f59e0b',
    title: ['GOLDEN', 'PHARAOH'],
    symbols: ['anubis', 'pharaoh', 'pyramid'],
    decor: pharaohDecor,
    cell: ['#fff8e6', '#ecd9a8'],
  },
  'dragon-pearl': {
    sky: ['#0a0220', '#2e0a4f', '#05010f'],
    frame: '#22d3ee',
    accent: '#d946ef',
    title: ['DRAGON', 'PEARL'],
    symbols: ['mask', 'neon-dragon', 'orb'],
    decor: neonDecor,
    cell: ['#1d0b3a', '#07020f'],
    lettering: 'neon',
  },
  'wild-safari': {
    sky: ['#2b0a1e', '#a3361a', '#f2a541'],
    frame: '#fbbf24',
    accent: '#f97316',
    title: ['WILD', 'SAFARI'],
    symbols: ['lion', 'sunset', 'elephant'],
    decor: safariDecor,
    cell: ['#fffaf0', '#f3e3c3'],
  },
};

const serif = `font-family="Georgia, 'Times New Roman', serif" font-weight="900" text-anchor="middle"`;
const sans = `font-family="Arial, Helvetica, sans-serif" font-weight="900" text-anchor="middle"`;

/** The two title lines, inside the safe area above the reels (x 24–376, y 24–104). */
function lettering(t: ArtTheme): string {
  const [first, second] = t.title;
  if (t.lettering === 'neon') {
    const tube = (text: string, y: number, size: number, color: string) =>
      `<text x="200" y="${y}" ${sans} font-size="${size}" letter-spacing="5" fill="none" stroke="${color}" stroke-width="9" opacity=".25">${text}</text>` +
      `<text x="200" y="${y}" ${sans} font-size="${size}" letter-spacing="5" fill="#fff" stroke="${color}" stroke-width="3" paint-order="stroke">${text}</text>`;
    return tube(first, 64, 42, t.frame) + tube(second, 102, 30, t.accent);
  }
  return (
    `<text x="200" y="62" ${serif} font-size="40" letter-spacing="4" fill="url(#sg-gold)" stroke="#2a1400" stroke-width="2" paint-order="stroke">${first}</text>` +
    `<text x="200" y="100" ${serif} font-size="30" letter-spacing="6" fill="#fff" stroke="#2a1400" stroke-width="2" paint-order="stroke">${second}</text>`
  );
}

/** The catalogue picture of a slot title: a complete SVG document, 400×300. */
export function slotArt(gameId: string): string {
  const t = themes[gameId] ?? themes['lucky-sevens']!;
  const cell = t.cell ?? ['#ffffff', '#e2e8f0'];
  const cells = t.symbols
    .map((id, i) => {
      const x = 62 + i * 96;
      return (
        `<rect x="${x}" y="128" width="84" height="108" rx="10" fill="url(#art-cell)" stroke="${t.frame}" stroke-opacity=".35"/>` +
        `<svg x="${x + 4}" y="${138}" width="76" height="76" viewBox="0 0 100 100">${symbolMarkup(id)}</svg>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${t.title.join(' ')}">` +
    `<defs>${SYMBOL_DEFS}` +
    `<linearGradient id="art-sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.sky[0]}"/><stop offset=".55" stop-color="${t.sky[1]}"/><stop offset="1" stop-color="${t.sky[2]}"/></linearGradient>` +
    `<linearGradient id="art-cell" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${cell[0]}" stop-opacity=".95"/><stop offset="1" stop-color="${cell[1]}" stop-opacity=".9"/></linearGradient>` +
    `<radialGradient id="art-light" cx="50%" cy="35%" r="60%"><stop offset="0" stop-color="${t.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${t.accent}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="400" height="300" fill="url(#art-sky)"/>` +
    `<rect width="400" height="300" fill="url(#art-light)"/>` +
    t.decor +
    lettering(t) +
    `<rect x="48" y="116" width="304" height="132" rx="16" fill="#0b0b12" fill-opacity=".55" stroke="${t.frame}" stroke-width="4"/>` +
    cells +
    `<path d="M48 182 h-14 M352 182 h14" stroke="${t.frame}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="120" y="256" width="160" height="30" rx="15" fill="${t.accent}" stroke="${t.frame}" stroke-width="2"/>` +
    `<text x="200" y="277" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="15" letter-spacing="3" fill="#0b0b12">5 × 3 SLOT</text>` +
    `</svg>`
  );
}
