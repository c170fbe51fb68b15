import { neon, neonLabel, neonTile, star } from '../symbol-kit.ts';

const CYAN = '#22e6ff';
const PINK = '#ff3fd2';
const GOLD = '#ffd23f';
const RED = '#ff3b5c';
const GREEN = '#39ff88';
const ORANGE = '#ff9d2e';

const petals = Array.from(
  { length: 5 },
  (_, i) => `<path transform="rotate(${i * 72} 50 48)" d="M50 46 C38 36 40 16 50 12 C60 16 62 36 50 46Z"/>`,
).join('');

/** Dragon Pearl's reel symbols: neon tubes on dark tiles (gradients from SYMBOL_DEFS). */
export const dragonPearlSymbols: Record<string, string> = {
  coin:
    neonTile(GOLD) +
    neon('M50 18 A32 32 0 1 1 49.9 18Z', GOLD, 4.5) +
    neon('M50 28 A22 22 0 1 1 49.9 28Z', GOLD, 1.6) +
    neon('M42 42 H58 V58 H42Z', GOLD, 4) +
    neon('M50 22 V26 M50 74 V78 M22 50 H26 M74 50 H78', GOLD, 3),
  fan:
    neonTile(PINK) +
    neon('M12 62 A40 40 0 0 1 88 62 L56 82 H44Z', PINK, 4, 'rgba(255,63,210,.12)') +
    neon('M50 82 L22 34 M50 82 L36 25 M50 82 L50 22 M50 82 L64 25 M50 82 L78 34', PINK, 1.8) +
    neon('M28 54 C38 48 62 48 72 54', CYAN, 2.4) +
    `<circle cx="50" cy="82" r="4" fill="#fff" stroke="${PINK}" stroke-width="2"/>`,
  yinyang:
    neonTile(CYAN) +
    `<path d="M50 18 A32 32 0 0 1 50 82 A16 16 0 0 1 50 50 A16 16 0 0 0 50 18Z" fill="${CYAN}" opacity=".35"/>` +
    neon('M50 18 A32 32 0 1 1 49.9 18Z', CYAN, 4) +
    neon('M50 18 A16 16 0 0 1 50 50 A16 16 0 0 0 50 82', CYAN, 3) +
    `<circle cx="50" cy="34" r="5" fill="#fff" stroke="${CYAN}" stroke-width="2"/>` +
    `<circle cx="50" cy="66" r="5" fill="none" stroke="${CYAN}" stroke-width="3"/>`,
  blossom:
    neonTile(PINK) +
    `<g fill="rgba(255,63,210,.28)" stroke="${PINK}" stroke-width="10" opacity=".25">${petals}</g>` +
    `<g fill="rgba(255,63,210,.18)" stroke="${PINK}" stroke-width="3.5" stroke-linejoin="round">${petals}</g>` +
    `<g fill="none" stroke="#fff" stroke-width="1.2" opacity=".7">${petals}</g>` +
    `<circle cx="50" cy="48" r="7" fill="${GOLD}" stroke="#fff" stroke-width="1.5"/>` +
    neon('M30 86 C40 80 46 74 50 60', GREEN, 2.5),
  gong:
    neonTile(ORANGE) +
    neon('M16 88 V20 H84 V88 M10 20 H90', ORANGE, 3.5) +
    neon('M38 20 L42 28 M62 20 L58 28', ORANGE, 1.8) +
    neon('M50 28 A26 26 0 1 1 49.9 28Z', GOLD, 4, 'rgba(255,210,63,.15)') +
    neon('M50 40 A14 14 0 1 1 49.9 40Z', GOLD, 2) +
    neon('M70 80 L86 62', RED, 3.5) +
    `<circle cx="86" cy="60" r="5" fill="#fff" stroke="${RED}" stroke-width="2.5"/>`,
  mask:
    neonTile(RED) +
    neon('M20 24 C34 14 66 14 80 24 C86 50 74 80 50 90 C26 80 14 50 20 24Z', RED, 4, 'rgba(255,59,92,.14)') +
    neon('M26 38 C32 30 42 30 46 40 C40 46 30 46 26 38Z M74 38 C68 30 58 30 54 40 C60 46 70 46 74 38Z', '#fff', 2.6) +
    neon('M24 28 C32 22 42 24 46 30 M76 28 C68 22 58 24 54 30', GOLD, 3) +
    neon('M50 28 V56 M44 58 C46 62 54 62 56 58', CYAN, 2.6) +
    neon('M38 72 C44 78 56 78 62 72', GOLD, 3),
  'neon-dragon':
    neonTile(GREEN) +
    neon('M62 20 C68 10 80 6 90 8 M70 22 C78 16 86 16 94 20', GOLD, 2.6) +
    neon('M84 36 L94 38 L86 44 L96 50 L84 52 L90 60 L74 60', CYAN, 2.4) +
    neon(
      'M16 34 C22 28 30 28 36 26 C42 18 56 16 68 20 C76 22 82 28 84 36 C86 46 80 56 70 60 L58 62 C52 60 46 58 42 56 L22 52 C20 50 22 48 26 48 L42 46 L20 40 C16 39 14 37 16 34Z',
      GREEN,
      3.6,
      'rgba(57,255,136,.16)',
    ) +
    neon('M18 36 C10 30 6 22 10 14 M24 51 C14 56 12 64 18 70', PINK, 2) +
    neon('M46 31 C50 26 56 26 60 30 C56 33 50 34 46 31Z', '#fff', 1.6) +
    `<circle cx="53" cy="30" r="2.2" fill="${RED}"/><circle cx="22" cy="33" r="1.6" fill="#fff"/>` +
    neon('M44 40 C54 40 62 44 68 52', GREEN, 1.6) +
    neonLabel('WILD', GREEN, 17, 90),
  orb:
    neonTile(CYAN) +
    neon(star(50, 44, 38, 28, 10, 0.2), ORANGE, 2.5) +
    `<circle cx="50" cy="44" r="24" fill="url(#sg-orb)" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="50" cy="44" r="31" fill="none" stroke="${CYAN}" stroke-width="2.5" opacity=".8"/>` +
    `<ellipse cx="42" cy="35" rx="8" ry="5" fill="#fff" opacity=".7"/>` +
    neonLabel('SCATTER', PINK, 13, 91),
};
