/** The fish of the games as sprites (see fish-sprite-kit.ts for the conventions). */
import {
  band,
  belly,
  circle,
  dorsal,
  ellipse,
  eye,
  f,
  fish,
  forkTail,
  roundTail,
  shade,
  shark,
  shine,
  type Sprite,
  whale,
} from './fish-sprite-kit.ts';

const clownfish = fish(
  18,
  '#ff7a1a',
  [roundTail(18, -36, '#ff7a1a'), dorsal(18, 20, -20, 1.7, '#ff7a1a')],
  [
    band(26, 9, '#fff', '#111'),
    band(-2, 11, '#fff', '#111'),
    band(-29, 8, '#fff', '#111'),
    shade(18),
    shine(18),
    ...eye(38, -4, 4.2),
  ],
);

const tetra = fish(
  11,
  '#c9d6e8',
  [forkTail(11, -36, '#b9c6dc'), dorsal(11, 4, -14, 2, '#b9c6dc')],
  [
    { d: 'M-60 2L60 2L60 14L-60 14Z', fill: '#ff3a55', clip: true },
    { d: 'M-60 -5L60 -5L60 2L-60 2Z', fill: '#1fd4ff', clip: true },
    shine(11),
    ...eye(40, -2, 3.2),
  ],
);

const puffer: Sprite = {
  body: circle(4, 0, 30),
  bodyFill: '#f4c542',
  back: [
    roundTail(12, -24, '#e0a92e'),
    ...Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2;
      const x = 4 + Math.cos(a) * 28;
      const y = Math.sin(a) * 28;
      const tx = 4 + Math.cos(a) * 38;
      const ty = Math.sin(a) * 38;
      const nx = -Math.sin(a) * 4;
      const ny = Math.cos(a) * 4;
      return { d: `M${f(x + nx)} ${f(y + ny)}L${f(tx)} ${f(ty)}L${f(x - nx)} ${f(y - ny)}Z`, fill: '#c98f1c' };
    }),
  ],
  front: [
    { d: `M-40 8L60 8L60 40L-40 40Z`, fill: '#fff6d8', clip: true },
    ...[
      [-8, -14],
      [8, -20],
      [20, -8],
      [-14, 0],
      [-2, -4],
    ].map(([x, y]) => ({ d: circle(x as number, y as number, 3), fill: '#9a6a12' })),
    shine(26),
    ...eye(22, -8, 6),
    { d: 'M32 8Q36 12 32 14', stroke: '#7a4a00', width: 2 },
  ],
  pivot: -22,
  motion: 'swim',
  halfHeight: 40,
};

const butterfly = fish(
  28,
  '#ffd93b',
  [roundTail(20, -36, '#ffe98a'), dorsal(28, 22, -30, 1.55, '#ffd93b'), belly(28, 10, -28, 1.45, '#ffd93b')],
  [
    band(26, 8, '#1a1a1a'),
    { d: circle(-18, -6, 7), fill: '#1a1a1a', clip: true },
    { d: 'M-40 -60L-30 -60L-30 60L-40 60Z', fill: '#ff9d2e', clip: true },
    shade(28),
    shine(28),
    ...eye(34, -4, 3.6),
  ],
);

const angelfish = fish(
  24,
  '#e8edf5',
  [
    forkTail(20, -36, '#d0d8e6'),
    { d: 'M22 -20Q-6 -78 -34 -70Q-20 -40 -20 -16Z', fill: '#d0d8e6' },
    { d: 'M22 20Q-6 78 -34 70Q-20 40 -20 16Z', fill: '#d0d8e6' },
  ],
  [band(24, 5, '#2a2f3a'), band(4, 7, '#2a2f3a'), band(-18, 6, '#2a2f3a'), shine(24), ...eye(36, -4, 3.6)],
);

const lionfish = fish(
  17,
  '#f3e6da',
  [
    roundTail(16, -36, '#f3d3bd'),
    ...[0, 1, 2, 3, 4, 5, 6].map((i) => ({
      d: `M${22 - i * 8} -14L${f(14 - i * 9)} ${f(-56 + i * 3)}`,
      stroke: '#c43b2a',
      width: 2.4,
    })),
    { d: 'M12 6Q-14 48 -34 40Q-22 20 -6 8Z', fill: '#e9b39a', opacity: 0.9 },
  ],
  [...[28, 16, 4, -8, -20, -31].map((x) => band(x, 6, '#c43b2a')), shine(17), ...eye(38, -4, 3.6)],
);

const jellyfish: Sprite = {
  body: 'M-30 6C-32 -30 32 -30 30 6Q22 2 15 8Q8 2 0 8Q-8 2 -15 8Q-22 2 -30 6Z',
  bodyFill: '#ff8fd0',
  back: [-22, -12, -2, 8, 18].map((x, i) => ({
    d: `M${x} 6C${x + 8} 22 ${x - 8} 34 ${x + 2} ${48 + (i % 2) * 8}`,
    stroke: '#ffb3e0',
    width: 3,
    opacity: 0.8,
    tail: true,
  })),
  front: [
    { d: ellipse(0, -10, 22, 10), fill: '#fff', opacity: 0.25, clip: true },
    { d: 'M-30 6L30 6L30 -2L-30 -2Z', fill: '#d63fa0', opacity: 0.5, clip: true },
  ],
  pivot: 0,
  motion: 'pulse',
  halfHeight: 55,
};

const turtle: Sprite = {
  body: ellipse(0, 0, 32, 22),
  bodyFill: '#3f8f4a',
  back: [
    { d: ellipse(40, -2, 12, 9), fill: '#8fbf6a' },
    { d: 'M18 -14Q30 -44 4 -40Q8 -26 2 -16Z', fill: '#8fbf6a', tail: true },
    { d: 'M18 14Q30 44 4 40Q8 26 2 16Z', fill: '#8fbf6a', tail: true },
    { d: 'M-20 -14Q-36 -34 -42 -24Q-32 -20 -26 -10Z', fill: '#8fbf6a', tail: true },
    { d: 'M-20 14Q-36 34 -42 24Q-32 20 -26 10Z', fill: '#8fbf6a', tail: true },
  ],
  front: [
    { d: 'M-10 -22L10 -22L18 0L10 22L-10 22L-18 0Z', stroke: '#2b6133', width: 2.2, fill: '#4ea35a' },
    {
      d: 'M-18 0L-32 0M18 0L32 0M-10 -22L-18 -30M10 -22L18 -30M-10 22L-18 30M10 22L18 30',
      stroke: '#2b6133',
      width: 2,
    },
    shine(18),
    ...eye(45, -4, 2.6),
  ],
  pivot: 0,
  motion: 'swim',
  halfHeight: 44,
};

const swordfish = fish(
  13,
  '#2f6fb3',
  [
    forkTail(14, -36, '#234f82'),
    { d: 'M18 -12Q4 -52 -14 -12Z', fill: '#234f82' },
    { d: 'M46 -3L86 0L46 3Z', fill: '#9fb3c8' },
  ],
  [{ d: 'M-60 3L60 3L60 30L-60 30Z', fill: '#c7d9ec', clip: true }, shine(13), ...eye(40, -3, 3)],
);

const manta: Sprite = {
  body: 'M46 0Q20 -8 -6 -50Q-16 -14 -36 0Q-16 14 -6 50Q20 8 46 0Z',
  bodyFill: '#1f3a5c',
  back: [{ d: 'M-34 0L-84 -2L-84 2Z', fill: '#1f3a5c' }],
  front: [
    { d: 'M46 0Q24 -2 6 0Q24 2 46 0Z', fill: '#fff', opacity: 0.35 },
    { d: ellipse(10, -16, 18, 8), fill: '#fff', opacity: 0.15, clip: true },
    { d: 'M44 -3L54 -8L48 0L54 8L44 3Z', fill: '#16304f' },
    ...eye(34, -6, 2),
    ...eye(34, 6, 2),
  ],
  pivot: 0,
  motion: 'flap',
  halfHeight: 50,
};

function boss(kind: 'dragon' | 'kraken'): Sprite {
  if (kind === 'kraken') {
    return {
      body: 'M-34 0C-36 -40 30 -46 34 -6C36 10 20 18 0 18C-20 18 -32 12 -34 0Z',
      bodyFill: '#b3263d',
      back: Array.from({ length: 8 }, (_, i) => {
        const y = 4 + i * 2.5;
        const reach = 60 + (i % 3) * 10;
        return {
          d: `M${-24 + i * 7} ${f(y)}C${-30 + i * 6} ${f(y + 30)} ${-60 + i * 4} ${f(y + 10)} ${-reach + i * 6} ${f(y + 40 - i * 2)}`,
          stroke: i % 2 ? '#8e1b2f' : '#c7344c',
          width: 7 - i * 0.4,
          tail: true,
        };
      }),
      front: [
        ...[-14, 2, 16].map((x) => ({ d: circle(x, -20, 4), fill: '#ff8aa0', opacity: 0.6, clip: true })),
        shine(20),
        { d: 'M-6 -40L0 -56L6 -42L12 -56L16 -40L22 -54L24 -36Z', fill: '#ffd24a', stroke: '#a87400', width: 1.2 },
        ...eye(20, -4, 6),
        ...eye(4, -2, 5),
      ],
      pivot: -10,
      motion: 'swim',
      halfHeight: 56,
    };
  }
  return fish(
    20,
    '#f6c343',
    [
      {
        d: 'M-34 0C-42 -22 -56 -34 -60 -24Q-52 0 -60 24C-56 34 -42 22 -34 0Z',
        fill: '#ff7b2e',
        stroke: '#ffd24a',
        width: 1.5,
        tail: true,
      },
      { d: 'M24 -20Q12 -44 0 -38Q-2 -46 -14 -40Q-16 -30 -26 -12Z', fill: '#ff7b2e', stroke: '#ffd24a', width: 1.5 },
      { d: 'M12 20Q0 40 -14 32Q-10 24 -16 12Z', fill: '#ff7b2e', stroke: '#ffd24a', width: 1.5 },
    ],
    [
      ...[18, 2, -14, -28].map((x) => ({ d: `M${x} -26Q${x - 8} 0 ${x} 26`, stroke: '#c98a12', width: 2, clip: true })),
      shine(20),
      { d: 'M28 -22L30 -44L38 -30L44 -48L50 -30L58 -42L56 -20Z', fill: '#ffe066', stroke: '#a87400', width: 1.5 },
      { d: circle(44, -32, 3), fill: '#e8462c' },
      { d: 'M48 6C60 14 66 30 80 30M46 10C54 22 56 40 70 46', stroke: '#ffe9a8', width: 2 },
      ...eye(38, -6, 4.5),
    ],
  );
}

/** Recoloured whale for the golden bonus fish. */
const goldenWhale = whale(20, '#e0a820', '#fff3c4');

export const SPRITES = {
  clownfish,
  tetra,
  pufferfish: puffer,
  butterflyfish: butterfly,
  angelfish,
  lionfish,
  jellyfish,
  'sea-turtle': turtle,
  swordfish,
  'manta-ray': manta,
  hammerhead: shark(13, '#7c8ea3', '#e4ebf2', [], true),
  'tiger-shark': shark(
    14,
    '#8a8f6a',
    '#eef0e0',
    [-6, 6, 18, -18].map((x) => ({ d: `M${x} -20L${x - 4} -2`, stroke: '#3e4230', width: 3, clip: true })),
  ),
  'killer-whale': whale(20, '#15181f', '#f4f6fa'),
  'great-white': shark(18, '#6d7f91', '#f4f7fa'),
  'golden-whale': goldenWhale,
  'dragon-king': boss('dragon'),
  kraken: boss('kraken'),
} satisfies Record<string, Sprite>;

export type SpriteId = keyof typeof SPRITES;
