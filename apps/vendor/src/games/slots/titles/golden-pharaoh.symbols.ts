import { banner, inked, shine } from '../symbol-kit.ts';

/** Golden Pharaoh's reel symbols (inner markup of 100×100 boxes; gradients from SYMBOL_DEFS). */
export const goldenPharaohSymbols: Record<string, string> = {
  lotus:
    `<path d="M50 74 C34 74 16 66 8 52 C24 50 40 58 50 74Z M50 74 C66 74 84 66 92 52 C76 50 60 58 50 74Z" fill="url(#sg-turquoise)" stroke="#134e4a" stroke-width="2"/>` +
    `<path d="M50 72 C36 64 22 50 18 30 C32 34 44 48 50 72Z M50 72 C64 64 78 50 82 30 C68 34 56 48 50 72Z" fill="url(#sg-lapis)" stroke="#172554" stroke-width="2"/>` +
    `<path d="M50 14 C62 30 64 52 50 72 C36 52 38 30 50 14Z" fill="url(#sg-lapis)" stroke="#172554" stroke-width="2"/>` +
    `<path d="M50 24 C56 36 56 52 50 64" stroke="#bfdbfe" stroke-width="2" fill="none" opacity=".7"/>` +
    `<path d="M30 74 H70 L64 88 H36Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2"/>` +
    `<path d="M36 80 H64" stroke="#7c4a03" stroke-width="1.5" opacity=".6"/>`,
  ankh:
    inked('M50 46 C36 40 36 12 50 10 C64 12 64 40 50 46Z M22 52 H78 M50 46 V92', 'url(#sg-gold)', 10) +
    `<path d="M44 22 C44 16 48 14 50 14" stroke="#fff" stroke-width="2.5" fill="none" opacity=".7" stroke-linecap="round"/>` +
    `<circle cx="50" cy="52" r="4" fill="url(#sg-lapis)" stroke="#4a2c05" stroke-width="1.5"/>`,
  eye:
    `<path d="M10 46 C28 24 70 22 92 42 C70 58 32 62 10 46Z" fill="#fffaf0" stroke="#172554" stroke-width="5" stroke-linejoin="round"/>` +
    `<circle cx="50" cy="43" r="13" fill="url(#sg-lapis)" stroke="#0b1330" stroke-width="2.5"/>` +
    `<circle cx="50" cy="43" r="5" fill="#0b1330"/>` +
    shine(45, 38, 3, 2) +
    inked('M12 28 C34 12 68 12 90 26', 'url(#sg-lapis)', 5, '#0b1330') +
    inked('M42 58 L36 86', 'url(#sg-lapis)', 5, '#0b1330') +
    inked('M58 58 C62 76 76 84 84 74 C90 66 82 58 76 64', 'url(#sg-lapis)', 5, '#0b1330'),
  scarab:
    `<circle cx="50" cy="15" r="11" fill="url(#sg-red)" stroke="#7f1d1d" stroke-width="2"/>` +
    `<path d="M34 48 C22 40 8 42 3 52 C14 54 22 58 34 62Z M66 48 C78 40 92 42 97 52 C86 54 78 58 66 62Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2"/>` +
    `<path d="M10 50 L30 54 M12 54 L30 58 M90 50 L70 54 M88 54 L70 58" stroke="#7c4a03" stroke-width="1.2" opacity=".7"/>` +
    `<path d="M36 66 L24 76 M36 76 L28 90 M64 66 L76 76 M64 76 L72 90 M42 30 L34 24 M58 30 L66 24" stroke="#0f3d3a" stroke-width="3.5" stroke-linecap="round"/>` +
    `<ellipse cx="50" cy="32" rx="10" ry="7" fill="url(#sg-turquoise)" stroke="#0f3d3a" stroke-width="2"/>` +
    `<ellipse cx="50" cy="45" rx="18" ry="9" fill="url(#sg-turquoise)" stroke="#0f3d3a" stroke-width="2"/>` +
    `<path d="M32 52 C32 76 44 90 50 90 C56 90 68 76 68 52Z" fill="url(#sg-turquoise)" stroke="#0f3d3a" stroke-width="2.5"/>` +
    `<path d="M50 52 V90" stroke="#0f3d3a" stroke-width="2"/>` +
    shine(40, 62, 4, 9),
  cat:
    `<path d="M68 86 C82 86 90 74 84 62" stroke="#111827" stroke-width="7" fill="none" stroke-linecap="round"/>` +
    `<path d="M38 30 L34 8 L46 20 C48 19.5 52 19.5 54 20 L66 8 L62 30 C66 38 62 46 56 48 C66 56 72 70 70 92 L30 92 C28 70 34 56 44 48 C38 46 34 38 38 30Z" fill="url(#sg-ebony)" stroke="url(#sg-gold)" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M41 31 C43 28 46 29 47 32 C45 34 42 34 41 31Z M59 31 C57 28 54 29 53 32 C55 34 58 34 59 31Z" fill="#4ade80"/>` +
    `<path d="M40 50 Q50 57 60 50" stroke="url(#sg-gold)" stroke-width="4" fill="none"/>` +
    `<circle cx="50" cy="58" r="4" fill="url(#sg-lapis)" stroke="#7c4a03" stroke-width="1.5"/>` +
    `<circle cx="37" cy="22" r="2.2" fill="url(#sg-gold)"/>` +
    `<path d="M42 62 C42 74 40 84 38 90" stroke="#4b5563" stroke-width="2" fill="none" opacity=".7"/>`,
  anubis:
    `<path d="M30 90 L30 52 C30 40 34 32 40 28 L37 5 L49 20 L54 6 L58 26 C63 30 67 33 72 37 L91 45 C93 49 91 54 86 54 L70 56 C64 58 60 64 58 72 L56 90Z" fill="url(#sg-ebony)" stroke="url(#sg-gold)" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M41 12 L44 24 M52 14 L54 26" stroke="#d4af37" stroke-width="2" opacity=".8"/>` +
    `<path d="M58 38 C61 35 66 36 68 39 C65 41 61 41 58 38Z" fill="url(#sg-gold)"/>` +
    `<path d="M86 47 L90 49" stroke="#000" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M30 52 C38 56 42 70 42 90 M34 56 L40 60 M32 66 L41 68 M32 76 L42 77" stroke="url(#sg-gold)" stroke-width="3" fill="none"/>` +
    `<path d="M22 78 H62 L58 94 H26Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2"/>` +
    `<path d="M26 84 H60 M28 89 H58" stroke="url(#sg-lapis)" stroke-width="2.5"/>`,
  pharaoh:
    `<circle cx="50" cy="46" r="46" fill="url(#sg-glow)"/>` +
    `<path d="M50 4 C30 4 20 16 18 32 L10 76 L34 68 L34 40 C34 30 40 24 50 24 C60 24 66 30 66 40 L66 68 L90 76 L82 32 C80 16 70 4 50 4Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M19 38 L33 38 M17 48 L33 48 M15 58 L33 58 M13 68 L32 66 M81 38 L67 38 M83 48 L67 48 M85 58 L67 58 M87 68 L68 66 M30 14 C40 8 60 8 70 14" stroke="url(#sg-lapis)" stroke-width="4.5" fill="none"/>` +
    `<path d="M36 36 C36 28 64 28 64 36 L64 56 C64 66 58 72 50 72 C42 72 36 66 36 56Z" fill="url(#sg-sand)" stroke="#7c4a03" stroke-width="2"/>` +
    `<path d="M39 42 C42 39 46 39 48 42 L36 44 M61 42 C58 39 54 39 52 42 L64 44" stroke="#111" stroke-width="2.2" fill="#fff" stroke-linejoin="round"/>` +
    `<path d="M50 46 L47 58 L53 58Z" fill="#b7791f" opacity=".6"/>` +
    `<path d="M44 64 Q50 67 56 64" stroke="#7c2d12" stroke-width="2" fill="none"/>` +
    `<path d="M46 22 C46 16 54 16 54 22 L52 28 L48 28Z" fill="url(#sg-turquoise)" stroke="#7c4a03" stroke-width="1.5"/>` +
    banner('WILD', '#1e3a8a', 17, 76),
  pyramid:
    `<circle cx="50" cy="44" r="46" fill="url(#sg-glow)"/>` +
    `<path d="M50 8 L58 2 M50 8 L42 2 M50 8 L64 8 M50 8 L36 8" stroke="#fde68a" stroke-width="2.5" stroke-linecap="round"/>` +
    `<path d="M50 12 L90 78 H10Z" fill="url(#sg-sand)" stroke="#7c4a03" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M50 12 L90 78 H58Z" fill="url(#sg-sand-dark)" opacity=".85"/>` +
    `<path d="M30 45 H62 M22 58 H70 M16 68 H78" stroke="#7c4a03" stroke-width="1.2" opacity=".5"/>` +
    `<path d="M50 12 L58 25 H42Z" fill="url(#sg-gold)" stroke="#7c4a03" stroke-width="1.5"/>` +
    `<path d="M40 40 C44 35 56 35 60 40 C56 45 44 45 40 40Z" fill="#fff" stroke="#172554" stroke-width="2"/>` +
    `<circle cx="50" cy="40" r="3.5" fill="url(#sg-lapis)"/>` +
    banner('SCATTER', '#7f1d1d', 12, 78),
};
