import { label, leaf, lin, rad, shine } from './symbol-kit.ts';
import { dragonPearlSymbols } from './titles/dragon-pearl.symbols.ts';
import { goldenPharaohSymbols } from './titles/golden-pharaoh.symbols.ts';
import { wildSafariSymbols } from './titles/wild-safari.symbols.ts';

/**
 * The reel symbols of every slot title, drawn in SVG on a 100×100 box. Shared by the catalogue art
 * (server) and the game page (bundled into the client): `SYMBOL_DEFS` holds the gradients once per
 * document, `symbolMarkup(id)` the drawing of one symbol.
 */

export const SYMBOL_DEFS = [
  lin('gold', ['#fff6c2', '#f7c948', '#b7791f']),
  lin('red', ['#ff8a80', '#e53935', '#8e1b1b']),
  lin('jade', ['#a7f3d0', '#10b981', '#065f46']),
  lin('blue', ['#bae6fd', '#3b82f6', '#1e3a8a']),
  lin('purple', ['#f0c8ff', '#a855f7', '#581c87']),
  lin('orange', ['#ffe0a3', '#fb923c', '#c2410c']),
  lin('lemon', ['#fffbc2', '#facc15', '#a16207']),
  lin('silver', ['#ffffff', '#cbd5e1', '#64748b']),
  lin('teal', ['#a5f3fc', '#14b8a6', '#115e59']),
  lin('pink', ['#ffe4ef', '#f472b6', '#9d174d']),
  lin('wood', ['#c08457', '#8b5a2b', '#4a2c14']),
  lin('leaf', ['#bbf7d0', '#22c55e', '#14532d']),
  rad('ball-red', ['#ffd1d1', '#ef4444', '#7f1d1d']),
  rad('ball-orange', ['#ffe8c7', '#f97316', '#9a3412']),
  rad('ball-plum', ['#f3d1ff', '#9333ea', '#3b0764']),
  rad('pearl', ['#ffffff', '#f1e9ff', '#c4b5fd', '#7c6fb0']),
  rad('glow', ['#fffbe6', '#fde68a00']),
  // Golden Pharaoh
  lin('sand', ['#fff1c7', '#e9c46a', '#a8741a']),
  lin('sand-dark', ['#d9a441', '#9a6416', '#5c3a0a']),
  lin('lapis', ['#93c5fd', '#2563eb', '#172554']),
  lin('turquoise', ['#ccfbf1', '#2dd4bf', '#0f766e']),
  lin('ebony', ['#6b7280', '#1f2937', '#030712']),
  // Dragon Pearl
  lin('night', ['#2a0f4d', '#12062a', '#05020f']),
  rad('orb', ['#ffffff', '#c7f9ff', '#67e8f9', '#7c3aed', '#2e1065']),
  // Wild Safari
  lin('sunset', ['#fff3b0', '#fdba4d', '#f0642c', '#9f1d3a']),
  lin('fur', ['#ffe2a8', '#e0a04a', '#8a5318']),
  lin('mane', ['#f59e0b', '#b45309', '#5b2a06']),
  lin('grey', ['#e5e7eb', '#9ca3af', '#4b5563']),
].join('');

const royal = (text: string, gradient: string, size = 62) =>
  `<circle cx="50" cy="50" r="42" fill="#0b3b2c" stroke="url(#sg-gold)" stroke-width="4"/>` +
  `<circle cx="50" cy="50" r="35" fill="none" stroke="#d4af37" stroke-width="1" stroke-dasharray="3 3" opacity=".7"/>` +
  `<text x="50" y="${50 + size * 0.35}" text-anchor="middle" font-family="Georgia, 'Times New Roman', serif" font-weight="900" font-size="${size}" fill="url(#sg-${gradient})" stroke="#111" stroke-width="2" paint-order="stroke">${text}</text>`;

const drawings: Record<string, string> = {
  // Lucky Sevens (classic fruit)
  cherry:
    `<path d="M34 62 C38 40 50 24 66 14 M66 62 C66 44 66 28 66 14" stroke="#3f6212" stroke-width="4" fill="none" stroke-linecap="round"/>` +
    leaf(62, 16, -20) +
    `<circle cx="32" cy="68" r="18" fill="url(#sg-ball-red)" stroke="#5b0f0f" stroke-width="2"/>` +
    `<circle cx="66" cy="70" r="18" fill="url(#sg-ball-red)" stroke="#5b0f0f" stroke-width="2"/>` +
    shine(26, 62, 5, 3) +
    shine(60, 64, 5, 3),
  lemon:
    `<path d="M10 52 C14 30 38 20 56 22 C74 24 88 36 92 48 C88 70 66 80 46 78 C28 76 14 66 10 52Z" fill="url(#sg-lemon)" stroke="#854d0e" stroke-width="2.5"/>` +
    shine(40, 38, 14, 5) +
    leaf(74, 26, -30),
  orange:
    `<circle cx="50" cy="55" r="34" fill="url(#sg-ball-orange)" stroke="#7c2d12" stroke-width="2.5"/>` +
    `<g fill="#9a3412" opacity=".35"><circle cx="38" cy="58" r="1.6"/><circle cx="58" cy="66" r="1.6"/><circle cx="64" cy="48" r="1.6"/><circle cx="46" cy="74" r="1.6"/></g>` +
    shine(38, 40, 10, 6) +
    leaf(50, 22, -40),
  plum:
    `<ellipse cx="50" cy="56" rx="30" ry="34" fill="url(#sg-ball-plum)" stroke="#3b0764" stroke-width="2.5"/>` +
    `<path d="M50 24 C46 40 46 70 50 88" stroke="#3b0764" stroke-width="2" fill="none" opacity=".5"/>` +
    shine(38, 42, 7, 10) +
    leaf(52, 22, -60),
  bell:
    `<path d="M50 12 C30 14 24 34 24 52 C24 64 18 70 12 76 L88 76 C82 70 76 64 76 52 C76 34 70 14 50 12Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2.5"/>` +
    `<rect x="10" y="74" width="80" height="8" rx="4" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2"/>` +
    `<circle cx="50" cy="88" r="7" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2"/>` +
    `<circle cx="50" cy="10" r="4" fill="#7c4a03"/>` +
    shine(38, 34, 5, 12),
  bar:
    `<rect x="8" y="30" width="84" height="40" rx="8" fill="#111827" stroke="url(#sg-gold)" stroke-width="4"/>` +
    `<rect x="14" y="36" width="72" height="28" rx="5" fill="none" stroke="#f59e0b" stroke-width="1" opacity=".6"/>` +
    label('BAR', 60, 'url(#sg-gold)', 28),
  seven:
    `<path d="M18 18 L84 18 L84 30 C66 46 54 64 48 88 L28 88 C34 64 46 46 60 32 L18 32Z" fill="url(#sg-red)" stroke="url(#sg-gold)" stroke-width="4" stroke-linejoin="round"/>` +
    shine(40, 24, 16, 2.5),
  wild:
    `<circle cx="50" cy="50" r="44" fill="url(#sg-glow)"/>` +
    `<path d="M50 6 L61 36 L93 37 L68 57 L77 88 L50 70 L23 88 L32 57 L7 37 L39 36Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2.5" stroke-linejoin="round"/>` +
    label('WILD', 60, 'url(#sg-red)', 20),

  // Jade Fortune
  ten: royal('10', 'blue', 44),
  jack: royal('J', 'jade'),
  queen: royal('Q', 'purple'),
  king: royal('K', 'red'),
  ace: royal('A', 'gold'),
  koi:
    `<path d="M14 52 C24 30 54 24 72 40 L90 26 C88 40 88 60 90 74 L72 60 C54 78 24 74 14 52Z" fill="url(#sg-orange)" stroke="#7c2d12" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M40 34 C46 26 56 24 60 30" fill="#fff7ed" opacity=".8"/>` +
    `<path d="M34 62 C40 72 50 72 54 66" fill="#fff" opacity=".55"/>` +
    `<circle cx="26" cy="48" r="4" fill="#111"/><circle cx="25" cy="47" r="1.3" fill="#fff"/>` +
    `<path d="M44 44 q4 6 0 12 M52 42 q4 8 0 16 M60 44 q4 6 0 12" stroke="#9a3412" stroke-width="1.5" fill="none" opacity=".6"/>`,
  lantern:
    `<line x1="50" y1="4" x2="50" y2="14" stroke="#7c4a03" stroke-width="3"/>` +
    `<rect x="34" y="12" width="32" height="8" rx="3" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="1.5"/>` +
    `<ellipse cx="50" cy="48" rx="32" ry="30" fill="url(#sg-red)" stroke="#7f1d1d" stroke-width="2.5"/>` +
    `<path d="M50 18 C36 30 36 66 50 78 M50 18 C64 30 64 66 50 78 M50 18 L50 78" stroke="#fbbf24" stroke-width="1.5" fill="none" opacity=".7"/>` +
    `<rect x="34" y="76" width="32" height="8" rx="3" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="1.5"/>` +
    `<path d="M44 84 L42 97 M50 84 L50 98 M56 84 L58 97" stroke="#f59e0b" stroke-width="2.5" stroke-linecap="round"/>` +
    shine(38, 36, 5, 10),
  phoenix:
    `<path d="M50 86 C30 78 20 62 22 44 C30 56 38 60 44 60 C36 48 34 34 40 20 C46 36 52 44 58 48 C60 36 66 26 76 20 C74 34 76 48 70 60 C78 58 84 52 88 44 C88 64 74 80 50 86Z" fill="url(#sg-orange)" stroke="#9a3412" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M50 84 C44 70 46 58 54 50 C62 58 60 72 50 84Z" fill="url(#sg-gold)" stroke="#9a3412" stroke-width="1.5"/>` +
    `<circle cx="54" cy="56" r="2.4" fill="#111"/>` +
    `<path d="M57 58 L64 60 L57 62Z" fill="#7c2d12"/>`,
  dragon:
    `<circle cx="50" cy="50" r="45" fill="url(#sg-glow)"/>` +
    `<path d="M14 70 C20 40 40 60 48 40 C56 20 76 24 82 34 C86 42 80 50 72 48 C80 42 74 32 66 34 C56 38 58 62 40 70 C30 74 22 76 14 70Z" fill="url(#sg-jade)" stroke="#064e3b" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M72 34 L80 20 L82 32 M64 30 L66 18 L72 28" stroke="#064e3b" stroke-width="2" fill="url(#sg-gold)"/>` +
    `<circle cx="74" cy="38" r="2.6" fill="#fde047" stroke="#111" stroke-width="1"/>` +
    `<g fill="#d1fae5" opacity=".6"><circle cx="30" cy="62" r="2"/><circle cx="40" cy="58" r="2"/><circle cx="50" cy="44" r="2"/></g>` +
    `<rect x="16" y="74" width="68" height="20" rx="10" fill="#7f1d1d" stroke="url(#sg-gold)" stroke-width="2.5"/>` +
    label('WILD', 90, 'url(#sg-gold)', 17),
  ingot:
    `<circle cx="50" cy="52" r="46" fill="url(#sg-glow)"/>` +
    `<path d="M8 50 C16 50 22 56 30 56 L70 56 C78 56 84 50 92 50 C90 70 74 82 50 82 C26 82 10 70 8 50Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2.5"/>` +
    `<ellipse cx="50" cy="50" rx="20" ry="16" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2.5"/>` +
    shine(44, 44, 6, 4) +
    `<rect x="12" y="84" width="76" height="14" rx="7" fill="#7f1d1d" stroke="url(#sg-gold)" stroke-width="2"/>` +
    label('SCATTER', 95, 'url(#sg-gold)', 11),

  // Ocean Treasure
  shell:
    `<path d="M50 88 L14 44 C18 22 34 12 50 12 C66 12 82 22 86 44Z" fill="url(#sg-pink)" stroke="#831843" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M50 88 L26 22 M50 88 L38 14 M50 88 L50 12 M50 88 L62 14 M50 88 L74 22" stroke="#9d174d" stroke-width="2" opacity=".6"/>` +
    `<path d="M40 84 L50 96 L60 84Z" fill="url(#sg-pink)" stroke="#831843" stroke-width="2"/>`,
  starfish:
    `<path d="M50 8 C55 26 58 34 90 38 C66 52 64 58 74 90 C56 74 44 74 26 90 C36 58 34 52 10 38 C42 34 45 26 50 8Z" fill="url(#sg-orange)" stroke="#9a3412" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<g fill="#fff7ed" opacity=".8"><circle cx="50" cy="30" r="2"/><circle cx="50" cy="50" r="3"/><circle cx="32" cy="44" r="2"/><circle cx="68" cy="44" r="2"/><circle cx="38" cy="68" r="2"/><circle cx="62" cy="68" r="2"/></g>`,
  crab:
    `<path d="M22 66 L8 76 M24 72 L12 86 M78 66 L92 76 M76 72 L88 86" stroke="#991b1b" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M24 44 C10 40 8 22 18 16 C20 24 26 26 30 22 C30 32 28 38 24 44Z M76 44 C90 40 92 22 82 16 C80 24 74 26 70 22 C70 32 72 38 76 44Z" fill="url(#sg-red)" stroke="#7f1d1d" stroke-width="2"/>` +
    `<ellipse cx="50" cy="60" rx="32" ry="22" fill="url(#sg-red)" stroke="#7f1d1d" stroke-width="2.5"/>` +
    `<line x1="42" y1="40" x2="40" y2="30" stroke="#7f1d1d" stroke-width="3"/><line x1="58" y1="40" x2="60" y2="30" stroke="#7f1d1d" stroke-width="3"/>` +
    `<circle cx="40" cy="28" r="5" fill="#fff" stroke="#111" stroke-width="1.5"/><circle cx="60" cy="28" r="5" fill="#fff" stroke="#111" stroke-width="1.5"/>` +
    `<circle cx="41" cy="29" r="2.2" fill="#111"/><circle cx="61" cy="29" r="2.2" fill="#111"/>` +
    shine(40, 52, 10, 4),
  seahorse:
    `<path d="M56 10 C72 10 80 22 74 32 L88 34 L74 42 C74 54 60 58 58 70 C56 82 66 86 60 92 C50 96 40 88 44 80 C48 72 56 74 52 64 C48 56 40 52 42 40 C44 30 50 26 46 18 C48 12 52 10 56 10Z" fill="url(#sg-lemon)" stroke="#854d0e" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M42 40 C34 42 30 50 36 56 C38 50 42 46 44 46" fill="url(#sg-orange)" stroke="#854d0e" stroke-width="1.5"/>` +
    `<circle cx="62" cy="22" r="3" fill="#111"/><circle cx="61" cy="21" r="1" fill="#fff"/>` +
    `<path d="M56 44 h8 M54 52 h8 M54 60 h6" stroke="#a16207" stroke-width="2" opacity=".6"/>`,
  turtle:
    `<ellipse cx="20" cy="32" rx="10" ry="6" fill="url(#sg-leaf)" stroke="#14532d" stroke-width="2" transform="rotate(-30 20 32)"/>` +
    `<ellipse cx="20" cy="72" rx="10" ry="6" fill="url(#sg-leaf)" stroke="#14532d" stroke-width="2" transform="rotate(30 20 72)"/>` +
    `<ellipse cx="76" cy="30" rx="10" ry="6" fill="url(#sg-leaf)" stroke="#14532d" stroke-width="2" transform="rotate(30 76 30)"/>` +
    `<ellipse cx="76" cy="74" rx="10" ry="6" fill="url(#sg-leaf)" stroke="#14532d" stroke-width="2" transform="rotate(-30 76 74)"/>` +
    `<circle cx="88" cy="52" r="9" fill="url(#sg-leaf)" stroke="#14532d" stroke-width="2"/><circle cx="91" cy="49" r="1.8" fill="#111"/>` +
    `<ellipse cx="48" cy="52" rx="34" ry="28" fill="url(#sg-jade)" stroke="#064e3b" stroke-width="2.5"/>` +
    `<path d="M48 36 L60 44 L60 60 L48 68 L36 60 L36 44Z" fill="none" stroke="#d1fae5" stroke-width="2" opacity=".7"/>` +
    `<path d="M48 24 L48 36 M60 44 L78 40 M60 60 L78 64 M36 44 L18 40 M36 60 L18 64 M48 68 L48 80" stroke="#d1fae5" stroke-width="2" opacity=".5"/>`,
  dolphin:
    `<path d="M10 64 C20 40 44 26 70 30 C80 32 88 38 92 46 L80 48 C84 56 78 62 70 60 C60 58 48 60 38 70 L44 84 L30 74 C24 76 16 74 10 64Z" fill="url(#sg-blue)" stroke="#1e3a8a" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M46 32 C48 20 56 14 62 12 C60 20 60 26 62 30Z" fill="url(#sg-blue)" stroke="#1e3a8a" stroke-width="2"/>` +
    `<path d="M24 62 C40 56 56 54 74 56" stroke="#e0f2fe" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>` +
    `<circle cx="76" cy="40" r="2.6" fill="#111"/>`,
  trident:
    `<circle cx="50" cy="50" r="44" fill="url(#sg-glow)"/>` +
    `<rect x="46" y="34" width="8" height="62" rx="3" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2"/>` +
    `<path d="M22 10 L28 24 L26 42 C26 50 38 52 50 52 C62 52 74 50 74 42 L72 24 L78 10 L66 22 L66 40 C60 44 40 44 34 40 L34 22Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M50 4 L58 20 L54 20 L54 44 L46 44 L46 20 L42 20Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="58" r="6" fill="url(#sg-teal)" stroke="#7c4a03" stroke-width="2"/>`,
  pearl:
    `<path d="M6 70 C10 50 30 44 50 44 C70 44 90 50 94 70 C80 90 20 90 6 70Z" fill="url(#sg-pink)" stroke="#831843" stroke-width="2.5"/>` +
    `<circle cx="50" cy="48" r="26" fill="url(#sg-pearl)" stroke="#6d5fa8" stroke-width="2"/>` +
    shine(42, 38, 8, 5) +
    `<rect x="18" y="72" width="64" height="20" rx="10" fill="#0f3b5f" stroke="url(#sg-gold)" stroke-width="2.5"/>` +
    label('WILD', 88, 'url(#sg-gold)', 17),
  chest:
    `<circle cx="50" cy="50" r="46" fill="url(#sg-glow)"/>` +
    `<path d="M12 44 C12 24 28 16 50 16 C72 16 88 24 88 44Z" fill="url(#sg-wood)" stroke="#3b1d0a" stroke-width="2.5"/>` +
    `<rect x="12" y="44" width="76" height="40" rx="3" fill="url(#sg-wood)" stroke="#3b1d0a" stroke-width="2.5"/>` +
    `<path d="M26 18 L26 84 M74 18 L74 84" stroke="url(#sg-gold)" stroke-width="6"/>` +
    `<rect x="10" y="40" width="80" height="8" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="1.5"/>` +
    `<rect x="42" y="44" width="16" height="18" rx="3" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="1.5"/><circle cx="50" cy="52" r="2.5" fill="#3b1d0a"/>` +
    `<g fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="1"><circle cx="34" cy="14" r="5"/><circle cx="50" cy="10" r="5"/><circle cx="66" cy="14" r="5"/></g>` +
    `<rect x="10" y="84" width="80" height="14" rx="7" fill="#7f1d1d" stroke="url(#sg-gold)" stroke-width="2"/>` +
    label('SCATTER', 95, 'url(#sg-gold)', 11),

  // The titles added later keep their drawings beside their math (titles/*.symbols.ts).
  ...goldenPharaohSymbols,
  ...dragonPearlSymbols,
  ...wildSafariSymbols,
};

/** The drawing of one symbol (inner markup of a `viewBox="0 0 100 100"` box). */
export function symbolMarkup(id: string): string {
  return drawings[id] ?? label(id.toUpperCase(), 56, '#fff', 18);
}

export const hasSymbolDrawing = (id: string): boolean => id in drawings;
