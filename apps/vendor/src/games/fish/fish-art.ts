import type { FishTable } from './fish-math.ts';
import { spriteSvg } from './fish-sprite-kit.ts';
import { SPRITES, type SpriteId } from './fish-sprites.ts';

/** The catalogue picture of a fish title: a 400×300 SVG scene with its boss, fish, bubbles and cannon. */

interface Placement {
  type: SpriteId;
  x: number;
  y: number;
  scale: number;
  flip?: boolean;
  rotate?: number;
}

const PALETTES: Record<string, { top: string; bottom: string; glow: string }> = {
  'ocean-king': { top: '#0a5c8a', bottom: '#041a33', glow: '#ffd24a' },
  'fish-hunter': { top: '#3b1d6e', bottom: '#0a0b24', glow: '#ff5a7a' },
};

function layout(table: FishTable): Placement[] {
  const types = table.fish.map((fish) => fish.type);
  const boss = types.at(-1) as SpriteId;
  const pick = (i: number): SpriteId => types[i % types.length] as SpriteId;
  return [
    { type: pick(types.length - 3), x: 78, y: 70, scale: 0.9, rotate: 6 },
    { type: pick(types.length - 2), x: 338, y: 58, scale: 0.7, flip: true, rotate: -4 },
    { type: boss, x: 200, y: 158, scale: 1.75 },
    { type: pick(0), x: 60, y: 200, scale: 0.55, rotate: -8 },
    { type: pick(1), x: 345, y: 195, scale: 0.5, flip: true },
    { type: pick(2), x: 120, y: 246, scale: 0.5, flip: true, rotate: 10 },
    { type: pick(4), x: 300, y: 248, scale: 0.55, rotate: -6 },
    { type: pick(3), x: 30, y: 120, scale: 0.45 },
  ];
}

const bubbles = (seed: number): string =>
  Array.from({ length: 18 }, (_, i) => {
    const x = (i * 97 + seed * 31) % 400;
    const y = (i * 53 + seed * 17) % 260;
    const r = 1.5 + ((i * 7) % 5);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#bfefff" stroke-opacity="0.55" stroke-width="1.2"/>`;
  }).join('');

const coins = Array.from({ length: 9 }, (_, i) => {
  const x = 150 + i * 13 + (i % 2) * 4;
  const y = 232 - ((i * 37) % 28);
  return `<g transform="translate(${x} ${y})"><ellipse rx="7" ry="7" fill="#ffd24a" stroke="#a87400" stroke-width="1.5"/><ellipse rx="3.5" ry="3.5" fill="none" stroke="#a87400" stroke-width="1"/></g>`;
}).join('');

export function fishArt(table: FishTable): string {
  const palette = PALETTES[table.title.gameId] ?? { top: '#0a5c8a', bottom: '#041a33', glow: '#ffd24a' };
  const fish = layout(table)
    .map((p, i) => {
      const sx = p.scale * (p.flip ? -1 : 1);
      return `<g transform="translate(${p.x} ${p.y}) rotate(${p.rotate ?? 0}) scale(${sx} ${p.scale})">${spriteSvg(SPRITES[p.type], `a${i}`)}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs>
<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/><stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/></radialGradient>
<linearGradient id="ray" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>
<linearGradient id="sand" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9a15a"/><stop offset="1" stop-color="#6e5326"/></linearGradient>
</defs>
<rect width="400" height="300" fill="url(#sea)"/>
<path d="M60 0L100 0L180 300L90 300Z M200 0L230 0L300 300L230 300Z M320 0L345 0L400 220L400 300L370 300Z" fill="url(#ray)"/>
<circle cx="205" cy="150" r="130" fill="url(#glow)"/>
${bubbles(table.denominator % 7)}
<path d="M0 268C60 256 110 276 170 266S300 254 400 270L400 300L0 300Z" fill="url(#sand)"/>
<path d="M22 300C14 270 34 258 24 230C34 250 40 270 32 300Z M360 300C352 262 378 250 366 214C380 240 384 270 372 300Z M382 300C380 280 392 270 388 252C396 270 394 288 390 300Z" fill="#1f8f5a"/>
${fish}
${coins}
<g transform="translate(200 300)"><circle r="34" fill="#2a3557" stroke="${palette.glow}" stroke-width="3"/><rect x="-9" y="-62" width="18" height="40" rx="5" fill="#ffd24a" stroke="#a87400" stroke-width="2"/><circle r="16" fill="#ffd24a" stroke="#a87400" stroke-width="2"/></g>
<rect x="3" y="3" width="394" height="294" rx="14" fill="none" stroke="${palette.glow}" stroke-opacity="0.6" stroke-width="3"/>
</svg>`;
}
