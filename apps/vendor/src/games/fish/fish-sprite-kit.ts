/**
 * Fish artwork as SVG path data, shared by the canvas (Path2D), the paytable icons and the catalogue
 * art. A sprite faces right (+x) in a box x ∈ [-50, 50] centred on the origin (some parts reach a
 * little further: bills, tentacles). Parts flagged `clip` are drawn clipped to the body (stripes,
 * shading); parts flagged `tail` swing around `pivot` when the fish swims.
 */

export interface SpritePart {
  d: string;
  fill?: string;
  stroke?: string;
  width?: number;
  opacity?: number;
  clip?: boolean;
  tail?: boolean;
}

export interface Sprite {
  /** The body outline (clip path of `clip` parts, and the hit shape). */
  body: string;
  bodyFill: string;
  /** Drawn before the body (tails, fins behind) and after it (stripes, eyes, crowns). */
  back: SpritePart[];
  front: SpritePart[];
  /** x of the tail hinge. */
  pivot: number;
  /** How the sprite moves: fish swing the tail, rays flap, jellyfish pulse. */
  motion: 'swim' | 'flap' | 'pulse';
  /** Half height of the box (for hit tests and layout), in sprite units. */
  halfHeight: number;
}

export const f = (n: number): string => (Math.round(n * 10) / 10).toString();

export const circle = (cx: number, cy: number, r: number): string =>
  `M${f(cx + r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx - r)} ${f(cy)}A${f(r)} ${f(r)} 0 1 0 ${f(cx + r)} ${f(cy)}Z`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number): string =>
  `M${f(cx + rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx - rx)} ${f(cy)}A${f(rx)} ${f(ry)} 0 1 0 ${f(cx + rx)} ${f(cy)}Z`;

/** A fish body: nose at x = nose, tail root at x = back, half height h. */
export const fishBody = (h: number, nose = 50, back = -36): string =>
  `M${f(nose)} 0C${f(nose - 6)} ${f(-h * 1.1)} 0 ${f(-h * 1.3)} ${f(back + 8)} ${f(-h * 0.45)}L${f(back)} ${f(-h * 0.18)}` +
  `L${f(back)} ${f(h * 0.18)}L${f(back + 8)} ${f(h * 0.45)}C0 ${f(h * 1.3)} ${f(nose - 6)} ${f(h * 1.1)} ${f(nose)} 0Z`;

export const forkTail = (h: number, back = -36, fill = '#000'): SpritePart => ({
  d: `M${f(back + 3)} 0L-52 ${f(-h * 1.05)}Q-44 0 -52 ${f(h * 1.05)}Z`,
  fill,
  tail: true,
});

export const roundTail = (h: number, back = -36, fill = '#000'): SpritePart => ({
  d: `M${f(back + 3)} 0C-44 ${f(-h)} -56 ${f(-h * 0.8)} -54 0C-56 ${f(h * 0.8)} -44 ${f(h)} ${f(back + 3)} 0Z`,
  fill,
  tail: true,
});

export const eye = (x: number, y: number, r: number): SpritePart[] => [
  { d: circle(x, y, r), fill: '#fff' },
  { d: circle(x + r * 0.2, y, r * 0.6), fill: '#111' },
  { d: circle(x + r * 0.45, y - r * 0.3, r * 0.2), fill: '#fff' },
];

export const shine = (h: number): SpritePart => ({
  d: ellipse(8, -h * 0.55, 30, h * 0.35),
  fill: '#fff',
  opacity: 0.22,
  clip: true,
});
export const shade = (h: number): SpritePart => ({
  d: ellipse(4, h * 0.85, 48, h * 0.5),
  fill: '#000',
  opacity: 0.18,
  clip: true,
});

export const band = (x: number, w: number, fill: string, stroke?: string): SpritePart => ({
  d: `M${f(x - w / 2)} -60L${f(x + w / 2)} -60L${f(x + w / 2)} 60L${f(x - w / 2)} 60Z`,
  fill,
  clip: true,
  ...(stroke ? { stroke, width: 2 } : {}),
});

export const dorsal = (h: number, x0: number, x1: number, tall: number, fill: string): SpritePart => ({
  d: `M${f(x0)} ${f(-h * 0.8)}Q${f((x0 + x1) / 2)} ${f(-h * tall)} ${f(x1)} ${f(-h * 0.55)}Z`,
  fill,
});

export const belly = (h: number, x0: number, x1: number, tall: number, fill: string): SpritePart => ({
  d: `M${f(x0)} ${f(h * 0.8)}Q${f((x0 + x1) / 2)} ${f(h * tall)} ${f(x1)} ${f(h * 0.55)}Z`,
  fill,
});

export function fish(
  h: number,
  bodyFill: string,
  back: SpritePart[],
  front: SpritePart[],
  motion: Sprite['motion'] = 'swim',
): Sprite {
  return { body: fishBody(h), bodyFill, back, front, pivot: -34, motion, halfHeight: Math.max(h * 1.3, 20) };
}

export function shark(h: number, top: string, under: string, extra: SpritePart[] = [], hammer = false): Sprite {
  const body =
    `M52 ${f(h * 0.1)}C46 ${f(-h * 0.9)} 10 ${f(-h * 1.15)} -20 ${f(-h * 0.6)}L-38 ${f(-h * 0.2)}L-38 ${f(h * 0.2)}` +
    `L-20 ${f(h * 0.55)}C10 ${f(h * 1.05)} 44 ${f(h * 0.9)} 52 ${f(h * 0.1)}Z`;
  return {
    body,
    bodyFill: top,
    back: [
      { d: `M-34 0L-56 ${f(-h * 2)}Q-48 ${f(-h * 0.4)} -50 ${f(h * 1.1)}Z`, fill: top, tail: true },
      { d: `M8 ${f(h * 0.6)}L-6 ${f(h * 1.9)}L-10 ${f(h * 0.7)}Z`, fill: top },
    ],
    front: [
      {
        d: `M60 ${f(h * 0.3)}C20 ${f(h * 0.2)} -10 ${f(h * 0.6)} -40 ${f(h * 0.1)}L-40 60L60 60Z`,
        fill: under,
        clip: true,
      },
      ...extra,
      { d: `M12 ${f(-h * 0.9)}L-6 ${f(-h * 2.2)}L-14 ${f(-h * 0.75)}Z`, fill: top },
      ...[26, 22, 18].map((x) => ({
        d: `M${x} ${f(-h * 0.1)}Q${x - 2} ${f(h * 0.2)} ${x} ${f(h * 0.5)}`,
        stroke: '#000',
        width: 1.2,
        opacity: 0.5,
      })),
      shine(h),
      ...(hammer
        ? [
            {
              d: `M40 ${f(-h * 1.6)}L54 ${f(-h * 1.6)}L54 ${f(h * 1.4)}L40 ${f(h * 1.4)}Q46 0 40 ${f(-h * 1.6)}Z`,
              fill: top,
            },
            ...eye(48, -h * 1.35, 2.6),
          ]
        : eye(38, -h * 0.25, 3)),
    ],
    pivot: -34,
    motion: 'swim',
    halfHeight: h * 2.1,
  };
}

export function whale(h: number, top: string, patch: string): Sprite {
  const body =
    `M52 0C50 ${f(-h * 1.1)} 10 ${f(-h * 1.25)} -24 ${f(-h * 0.6)}L-40 ${f(-h * 0.15)}L-40 ${f(h * 0.15)}` +
    `L-24 ${f(h * 0.6)}C10 ${f(h * 1.2)} 50 ${f(h * 1.1)} 52 0Z`;
  return {
    body,
    bodyFill: top,
    back: [
      {
        d: `M-36 0C-44 ${f(-h * 0.3)} -52 ${f(-h * 1.1)} -58 ${f(-h * 1.2)}Q-52 0 -58 ${f(h * 1.2)}C-52 ${f(h * 1.1)} -44 ${f(h * 0.3)} -36 0Z`,
        fill: top,
        tail: true,
      },
    ],
    front: [
      {
        d: `M56 ${f(h * 0.25)}C30 ${f(h * 0.3)} 0 ${f(h * 0.5)} -30 ${f(h * 0.2)}L-30 60L56 60Z`,
        fill: patch,
        clip: true,
      },
      { d: ellipse(30, -h * 0.35, 8, h * 0.22), fill: patch },
      { d: `M4 ${f(-h * 0.95)}L-4 ${f(-h * 2.3)}L-16 ${f(-h * 0.8)}Z`, fill: top },
      { d: `M14 ${f(h * 0.6)}Q4 ${f(h * 1.6)} -4 ${f(h * 0.8)}Z`, fill: top },
      shine(h),
      ...eye(38, -h * 0.1, 2.4),
    ],
    pivot: -36,
    motion: 'swim',
    halfHeight: h * 2.3,
  };
}

const attrs = (part: SpritePart): string =>
  [
    `d="${part.d}"`,
    `fill="${part.fill ?? 'none'}"`,
    part.stroke ? `stroke="${part.stroke}" stroke-width="${part.width ?? 1}" stroke-linecap="round"` : '',
    part.opacity !== undefined ? `opacity="${part.opacity}"` : '',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The sprite as SVG markup (a `<g>` in sprite units) for art and paytable icons. `id` must be unique
 * in the document (it names the clip path).
 */
export function spriteSvg(sprite: Sprite, id: string): string {
  const clipped = sprite.front.filter((part) => part.clip);
  const over = sprite.front.filter((part) => !part.clip);
  return (
    `<g><clipPath id="${id}"><path d="${sprite.body}"/></clipPath>` +
    sprite.back.map((part) => `<path ${attrs(part)}/>`).join('') +
    `<path d="${sprite.body}" fill="${sprite.bodyFill}"/>` +
    `<g clip-path="url(#${id})">${clipped.map((part) => `<path ${attrs(part)}/>`).join('')}</g>` +
    over.map((part) => `<path ${attrs(part)}/>`).join('') +
    `</g>`
  );
}
