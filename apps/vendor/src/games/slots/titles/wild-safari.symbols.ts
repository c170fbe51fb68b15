import { banner, shine, star } from '../symbol-kit.ts';

const stripe = (d: string) => `<path d="${d}" fill="#111" />`;

/** Wild Safari's reel symbols (inner markup of 100×100 boxes; gradients from SYMBOL_DEFS). */
export const wildSafariSymbols: Record<string, string> = {
  acacia:
    `<path d="M14 92 C30 84 70 84 86 92Z" fill="url(#sg-leaf)" opacity=".8"/>` +
    `<path d="M48 90 L50 62 L32 44 M50 64 L52 44 M50 62 L68 42 M40 52 L30 48" stroke="url(#sg-wood)" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M6 42 C8 28 30 22 50 24 C70 20 92 28 94 42 C84 50 16 50 6 42Z" fill="url(#sg-leaf)" stroke="#14532d" stroke-width="2.5"/>` +
    `<path d="M18 36 C28 30 40 30 48 32 M56 30 C66 28 78 30 86 36" stroke="#bbf7d0" stroke-width="2" fill="none" opacity=".6"/>`,
  paw:
    `<path d="M28 66 C28 52 40 46 50 46 C60 46 72 52 72 66 C72 80 62 84 56 80 C52 78 48 78 44 80 C38 84 28 80 28 66Z" fill="url(#sg-wood)" stroke="#3b1d0a" stroke-width="2.5"/>` +
    `<ellipse cx="22" cy="44" rx="9" ry="12" transform="rotate(-20 22 44)" fill="url(#sg-wood)" stroke="#3b1d0a" stroke-width="2.5"/>` +
    `<ellipse cx="39" cy="26" rx="9" ry="12" transform="rotate(-8 39 26)" fill="url(#sg-wood)" stroke="#3b1d0a" stroke-width="2.5"/>` +
    `<ellipse cx="61" cy="26" rx="9" ry="12" transform="rotate(8 61 26)" fill="url(#sg-wood)" stroke="#3b1d0a" stroke-width="2.5"/>` +
    `<ellipse cx="78" cy="44" rx="9" ry="12" transform="rotate(20 78 44)" fill="url(#sg-wood)" stroke="#3b1d0a" stroke-width="2.5"/>` +
    shine(42, 56, 8, 4),
  drum:
    `<path d="M22 22 C22 52 38 56 40 66 L36 90 H64 L60 66 C62 56 78 52 78 22Z" fill="url(#sg-wood)" stroke="#3b1d0a" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M24 30 L36 56 L48 30 L60 56 L74 30" stroke="#fde68a" stroke-width="2" fill="none"/>` +
    `<path d="M40 68 H60 M37 84 H63" stroke="url(#sg-red)" stroke-width="4"/>` +
    `<ellipse cx="50" cy="22" rx="28" ry="9" fill="url(#sg-fur)" stroke="#3b1d0a" stroke-width="2.5"/>` +
    shine(42, 20, 10, 3),
  zebra:
    `<path d="M36 22 L28 4 L44 16Z M64 22 L72 4 L56 16Z" fill="#f8fafc" stroke="#111" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M40 14 C44 6 56 6 60 14 L56 22 L44 22Z" fill="#111"/>` +
    `<path d="M36 20 C40 12 60 12 64 20 L68 58 C68 76 62 90 50 90 C38 90 32 76 32 58Z" fill="#f8fafc" stroke="#111" stroke-width="2.5"/>` +
    stripe('M37 24 C42 26 46 30 47 36 C43 32 39 30 36 30Z M63 24 C58 26 54 30 53 36 C57 32 61 30 64 30Z') +
    stripe('M34 40 C40 40 44 44 46 50 C42 47 38 46 34 47Z M66 40 C60 40 56 44 54 50 C58 47 62 46 66 47Z') +
    stripe('M33 56 C38 55 42 58 44 62 C40 61 36 61 33 62Z M67 56 C62 55 58 58 56 62 C60 61 64 61 67 62Z') +
    stripe('M46 18 L50 32 L54 18Z M47 38 L50 48 L53 38Z') +
    `<ellipse cx="50" cy="80" rx="15" ry="11" fill="#334155" stroke="#111" stroke-width="2"/>` +
    `<ellipse cx="44" cy="80" rx="2.5" ry="3.5" fill="#111"/><ellipse cx="56" cy="80" rx="2.5" ry="3.5" fill="#111"/>` +
    `<circle cx="38" cy="44" r="3.2" fill="#111"/><circle cx="62" cy="44" r="3.2" fill="#111"/>`,
  giraffe:
    `<path d="M34 94 L42 46 L60 44 L66 94Z" fill="url(#sg-fur)" stroke="#7c4a03" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M36 90 L42 52 M40 60 L34 58 M38 74 L32 72" stroke="#7c2d12" stroke-width="3" opacity=".5"/>` +
    `<path d="M50 10 L48 24 M60 10 L58 24" stroke="#7c4a03" stroke-width="3.5" stroke-linecap="round"/>` +
    `<circle cx="50" cy="9" r="4" fill="#7c2d12"/><circle cx="60" cy="9" r="4" fill="#7c2d12"/>` +
    `<path d="M40 42 C36 30 42 20 56 20 L80 26 C90 28 92 38 84 42 L64 48 C56 50 44 50 40 42Z" fill="url(#sg-fur)" stroke="#7c4a03" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<ellipse cx="40" cy="26" rx="8" ry="4" transform="rotate(-25 40 26)" fill="url(#sg-fur)" stroke="#7c4a03" stroke-width="2"/>` +
    `<circle cx="60" cy="30" r="3" fill="#111"/><circle cx="86" cy="36" r="1.6" fill="#3b1d0a"/>` +
    `<g fill="#9a4a12" opacity=".85"><path d="M46 58 l6 -3 l5 4 l-2 6 l-7 1Z"/><path d="M48 72 l7 -2 l4 5 l-3 6 l-7 -1Z"/><path d="M52 86 l6 -2 l4 5 l-4 4 l-6 -2Z"/><path d="M44 32 l5 -2 l3 4 l-3 4 l-5 -1Z"/></g>`,
  elephant:
    `<ellipse cx="22" cy="44" rx="19" ry="26" fill="url(#sg-grey)" stroke="#374151" stroke-width="2.5"/>` +
    `<ellipse cx="78" cy="44" rx="19" ry="26" fill="url(#sg-grey)" stroke="#374151" stroke-width="2.5"/>` +
    `<ellipse cx="22" cy="44" rx="11" ry="17" fill="#f9a8d4" opacity=".35"/><ellipse cx="78" cy="44" rx="11" ry="17" fill="#f9a8d4" opacity=".35"/>` +
    `<path d="M30 36 C30 16 70 16 70 36 C70 48 62 54 58 58 L58 80 C58 88 66 90 70 86 C72 92 62 98 54 94 C46 90 44 82 44 70 L42 58 C38 54 30 48 30 36Z" fill="url(#sg-grey)" stroke="#374151" stroke-width="2.5" stroke-linejoin="round"/>` +
    `<path d="M44 64 C38 70 32 72 26 70 M56 64 C62 70 68 72 74 70" stroke="#fffbeb" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M48 66 H56 M48 74 H57 M49 82 H58" stroke="#4b5563" stroke-width="1.5" opacity=".6"/>` +
    `<circle cx="40" cy="40" r="3" fill="#111"/><circle cx="60" cy="40" r="3" fill="#111"/>` +
    shine(44, 26, 8, 3),
  lion:
    `<path d="${star(50, 50, 46, 36, 18)}" fill="url(#sg-mane)" stroke="#5b2a06" stroke-width="2" stroke-linejoin="round"/>` +
    `<circle cx="32" cy="30" r="8" fill="url(#sg-fur)" stroke="#7c4a03" stroke-width="2"/><circle cx="68" cy="30" r="8" fill="url(#sg-fur)" stroke="#7c4a03" stroke-width="2"/>` +
    `<ellipse cx="50" cy="54" rx="23" ry="26" fill="url(#sg-fur)" stroke="#7c4a03" stroke-width="2.5"/>` +
    `<path d="M36 46 C39 42 44 42 46 46 C43 48 39 48 36 46Z M64 46 C61 42 56 42 54 46 C57 48 61 48 64 46Z" fill="#3b1d0a"/>` +
    `<ellipse cx="43" cy="70" rx="8" ry="6" fill="#fff7ed"/><ellipse cx="57" cy="70" rx="8" ry="6" fill="#fff7ed"/>` +
    `<path d="M43 60 H57 L50 68Z" fill="#5b2a06"/>` +
    `<path d="M50 68 V72 M50 72 Q44 80 38 76 M50 72 Q56 80 62 76" stroke="#5b2a06" stroke-width="2" fill="none" stroke-linecap="round"/>` +
    shine(42, 36, 6, 3),
  sunset:
    `<circle cx="50" cy="46" r="46" fill="url(#sg-glow)"/>` +
    `<path d="${star(50, 58, 46, 34, 12)}" fill="#fdba4d" opacity=".55"/>` +
    `<path d="M14 66 A36 36 0 0 1 86 66Z" fill="url(#sg-sunset)" stroke="#7c2d12" stroke-width="2.5"/>` +
    `<path d="M8 66 H92" stroke="#3b1d0a" stroke-width="3"/>` +
    `<path d="M60 66 L62 50 L52 42 M62 52 L72 40 M54 44 C48 40 50 36 58 36 C64 34 78 34 82 38 C80 42 62 44 54 44Z" stroke="#1c0a02" stroke-width="3" fill="#1c0a02" stroke-linejoin="round"/>` +
    `<path d="M18 66 L20 58 L22 66 M26 66 L28 60 L30 66" stroke="#1c0a02" stroke-width="2" fill="none"/>` +
    banner('WILD', '#7c2d12', 17, 72),
};
