import { SYMBOL_DEFS, symbolMarkup } from './slot-symbols.ts';

/** Looks of a title's picture: colours, title lines and the three symbols shown on its reels. */
interface ArtTheme {
  sky: [string, string, string];
  frame: string;
  accent: string;
  title: [string, string];
  symbols: [string, string, string];
  decor: string;
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
};

/** The catalogue picture of a slot title: a complete SVG document, 400×300. */
export function slotArt(gameId: string): string {
  const t = themes[gameId] ?? themes['lucky-sevens']!;
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
    `<linearGradient id="art-cell" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".95"/><stop offset="1" stop-color="#e2e8f0" stop-opacity=".9"/></linearGradient>` +
    `<radialGradient id="art-light" cx="50%" cy="35%" r="60%"><stop offset="0" stop-color="${t.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${t.accent}" stop-opacity="0"/></radialGradient>` +
    `</defs>` +
    `<rect width="400" height="300" fill="url(#art-sky)"/>` +
    `<rect width="400" height="300" fill="url(#art-light)"/>` +
    t.decor +
    `<text x="200" y="62" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="900" font-size="40" letter-spacing="4" fill="url(#sg-gold)" stroke="#2a1400" stroke-width="2" paint-order="stroke">${t.title[0]}</text>` +
    `<text x="200" y="100" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="900" font-size="30" letter-spacing="6" fill="#fff" stroke="#2a1400" stroke-width="2" paint-order="stroke">${t.title[1]}</text>` +
    `<rect x="48" y="116" width="304" height="132" rx="16" fill="#0b0b12" fill-opacity=".55" stroke="${t.frame}" stroke-width="4"/>` +
    cells +
    `<path d="M48 182 h-14 M352 182 h14" stroke="${t.frame}" stroke-width="4" stroke-linecap="round"/>` +
    `<rect x="120" y="256" width="160" height="30" rx="15" fill="${t.accent}" stroke="${t.frame}" stroke-width="2"/>` +
    `<text x="200" y="277" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="15" letter-spacing="3" fill="#0b0b12">5 × 3 SLOT</text>` +
    `</svg>`
  );
}
