/**
 * Building blocks of the slot symbol drawings (100×100 boxes): gradient definitions (ids `sg-*`,
 * emitted once per document by `SYMBOL_DEFS` in slot-symbols.ts) and small shapes shared by the
 * titles' drawings. No ids are created per drawing, so a symbol can appear many times in one SVG.
 */

const stopsOf = (stops: string[]) =>
  stops.map((c, i) => `<stop offset="${Math.round((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`).join('');

export const lin = (id: string, stops: string[], x2 = '0', y2 = '1') =>
  `<linearGradient id="sg-${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stopsOf(stops)}</linearGradient>`;

export const rad = (id: string, stops: string[]) =>
  `<radialGradient id="sg-${id}" cx="35%" cy="30%" r="75%">${stopsOf(stops)}</radialGradient>`;

export const shine = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#fff" opacity=".45"/>`;

export const label = (text: string, y: number, fill = 'url(#sg-gold)', size = 16) =>
  `<text x="50" y="${y}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="900" font-size="${size}" fill="${fill}" stroke="#3b1d00" stroke-width="1.2" paint-order="stroke">${text}</text>`;

/** A banner across the bottom of the box with a word on it (WILD, SCATTER). */
export const banner = (text: string, fill: string, size = 17, y = 74) =>
  `<rect x="14" y="${y}" width="72" height="20" rx="10" fill="${fill}" stroke="url(#sg-gold)" stroke-width="2.5"/>` +
  label(text, y + 16 - (17 - size) / 2, 'url(#sg-gold)', size);

export const leaf = (x: number, y: number, rotate: number) =>
  `<path transform="translate(${x} ${y}) rotate(${rotate})" d="M0 0 C8 -10 22 -10 28 0 C22 8 8 8 0 0Z" fill="url(#sg-leaf)" stroke="#14532d" stroke-width="1.5"/>`;

/** A path stroked twice: a dark outline under a coloured core (hieroglyph-like line art). */
export const inked = (d: string, core: string, width: number, outline = '#4a2c05') =>
  `<path d="${d}" fill="none" stroke="${outline}" stroke-width="${width + 5}" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="${d}" fill="none" stroke="${core}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** A neon tube: a wide faint halo, the coloured tube and a white-hot core. */
export const neon = (d: string, color: string, width = 4, fill = 'none') =>
  `<path d="${d}" fill="${fill}" stroke="${color}" stroke-width="${width * 3.2}" opacity=".22" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${Math.max(1, width / 3)}" opacity=".75" stroke-linecap="round" stroke-linejoin="round"/>`;

/** The dark rounded tile every neon symbol sits on (so it glows on light reels and in the paytable alike). */
export const neonTile = (color: string) =>
  `<rect x="5" y="5" width="90" height="90" rx="18" fill="url(#sg-night)" stroke="${color}" stroke-opacity=".55" stroke-width="2"/>`;

/** A neon word (WILD, SCATTER) at the bottom of a tile. */
export const neonLabel = (text: string, color: string, size = 15, y = 90) =>
  `<text x="50" y="${y}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="900" font-size="${size}" letter-spacing="1.5" fill="#fff" stroke="${color}" stroke-width="3" paint-order="stroke">${text}</text>`;

/** The outline of a circle with `spikes` points alternating between radii `outer` and `inner`. */
export function star(cx: number, cy: number, outer: number, inner: number, spikes: number, turn = 0): string {
  const points: string[] = [];
  for (let i = 0; i < spikes * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = turn + (Math.PI * i) / spikes - Math.PI / 2;
    points.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${points.join(' L')}Z`;
}
