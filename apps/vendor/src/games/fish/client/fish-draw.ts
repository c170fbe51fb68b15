import type { Sprite, SpritePart } from '../fish-sprite-kit.ts';
import { SPRITES, type SpriteId } from '../fish-sprites.ts';

/** Canvas drawing of the scene: water, light, seabed, fish sprites (Path2D from the SVG paths), cannon. */

export const SCENE_W = 1280;
export const SCENE_H = 720;

interface CompiledPart {
  part: SpritePart;
  path: Path2D;
}

interface Compiled {
  sprite: Sprite;
  body: Path2D;
  back: CompiledPart[];
  clipped: CompiledPart[];
  over: CompiledPart[];
}

const cache = new Map<SpriteId, Compiled>();

function compiled(id: SpriteId): Compiled {
  let entry = cache.get(id);
  if (!entry) {
    const sprite = SPRITES[id];
    const compile = (part: SpritePart): CompiledPart => ({ part, path: new Path2D(part.d) });
    entry = {
      sprite,
      body: new Path2D(sprite.body),
      back: sprite.back.map(compile),
      clipped: sprite.front.filter((p) => p.clip).map(compile),
      over: sprite.front.filter((p) => !p.clip).map(compile),
    };
    cache.set(id, entry);
  }
  return entry;
}

function paint(ctx: CanvasRenderingContext2D, { part, path }: CompiledPart): void {
  ctx.globalAlpha = part.opacity ?? 1;
  if (part.fill) {
    ctx.fillStyle = part.fill;
    ctx.fill(path);
  }
  if (part.stroke) {
    ctx.strokeStyle = part.stroke;
    ctx.lineWidth = part.width ?? 1;
    ctx.lineCap = 'round';
    ctx.stroke(path);
  }
  ctx.globalAlpha = 1;
}

export interface SpritePose {
  x: number;
  y: number;
  /** Length in scene units (the sprite box is 100 wide). */
  length: number;
  /** +1 swims right, −1 left. */
  facing: number;
  /** Animation clock in seconds. */
  t: number;
  tilt?: number;
  alpha?: number;
  /** Extra glow (targeted or boss). */
  glow?: string | null;
}

export function drawSprite(ctx: CanvasRenderingContext2D, id: SpriteId, pose: SpritePose): void {
  const c = compiled(id);
  const scale = pose.length / 100;
  ctx.save();
  ctx.translate(pose.x, pose.y);
  ctx.rotate(pose.tilt ?? 0);
  ctx.scale(scale * pose.facing, scale);
  if (pose.alpha !== undefined) ctx.globalAlpha = pose.alpha;
  const motion = c.sprite.motion;
  if (motion === 'flap') ctx.scale(1, 0.8 + 0.2 * Math.cos(pose.t * 4));
  if (motion === 'pulse') ctx.scale(1 + 0.06 * Math.sin(pose.t * 3), 1 - 0.08 * Math.sin(pose.t * 3));
  if (pose.glow) {
    ctx.shadowColor = pose.glow;
    ctx.shadowBlur = 24 / scale;
  }
  const swing = Math.sin(pose.t * 7) * 0.22;
  for (const part of c.back) {
    if (part.part.tail) {
      ctx.save();
      ctx.translate(c.sprite.pivot, 0);
      ctx.rotate(swing);
      ctx.translate(-c.sprite.pivot, 0);
      paint(ctx, part);
      ctx.restore();
    } else {
      paint(ctx, part);
    }
  }
  ctx.fillStyle = c.sprite.bodyFill;
  ctx.fill(c.body);
  ctx.shadowBlur = 0;
  ctx.save();
  ctx.clip(c.body);
  for (const part of c.clipped) paint(ctx, part);
  ctx.restore();
  for (const part of c.over) paint(ctx, part);
  ctx.restore();
}

/** Half the height of a sprite drawn `length` long (for hit tests). */
export const spriteHalfHeight = (id: SpriteId, length: number): number => (SPRITES[id].halfHeight * length) / 100;

interface Bubble {
  x: number;
  y: number;
  r: number;
  speed: number;
}

const bubbles: Bubble[] = Array.from({ length: 40 }, () => ({
  x: Math.random() * SCENE_W,
  y: Math.random() * SCENE_H,
  r: 2 + Math.random() * 5,
  speed: 20 + Math.random() * 40,
}));

export function drawBackground(
  ctx: CanvasRenderingContext2D,
  t: number,
  dt: number,
  palette: { top: string; bottom: string },
): void {
  const sea = ctx.createLinearGradient(0, 0, 0, SCENE_H);
  sea.addColorStop(0, palette.top);
  sea.addColorStop(1, palette.bottom);
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, SCENE_W, SCENE_H);
  // Light rays swaying slowly.
  ctx.save();
  ctx.globalAlpha = 0.08;
  ctx.fillStyle = '#ffffff';
  for (let i = 0; i < 5; i += 1) {
    const x = 120 + i * 260 + Math.sin(t * 0.3 + i) * 40;
    ctx.beginPath();
    ctx.moveTo(x, 0);
    ctx.lineTo(x + 70, 0);
    ctx.lineTo(x + 260, SCENE_H);
    ctx.lineTo(x + 120, SCENE_H);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
  // Seabed, weeds.
  ctx.fillStyle = '#7a5c2e';
  ctx.beginPath();
  ctx.moveTo(0, SCENE_H - 40);
  for (let x = 0; x <= SCENE_W; x += 80) ctx.lineTo(x, SCENE_H - 40 - Math.sin(x * 0.01) * 12);
  ctx.lineTo(SCENE_W, SCENE_H);
  ctx.lineTo(0, SCENE_H);
  ctx.fill();
  ctx.strokeStyle = '#1f8f5a';
  ctx.lineWidth = 6;
  ctx.lineCap = 'round';
  for (const base of [60, 150, 1080, 1190, 1230]) {
    ctx.beginPath();
    ctx.moveTo(base, SCENE_H - 30);
    for (let k = 1; k <= 5; k += 1) ctx.lineTo(base + Math.sin(t * 1.5 + k + base) * 10, SCENE_H - 30 - k * 26);
    ctx.stroke();
  }
  // Bubbles rising.
  ctx.strokeStyle = 'rgba(200, 240, 255, 0.45)';
  ctx.lineWidth = 1.5;
  for (const b of bubbles) {
    b.y -= b.speed * dt;
    if (b.y < -10) {
      b.y = SCENE_H + 10;
      b.x = Math.random() * SCENE_W;
    }
    ctx.beginPath();
    ctx.arc(b.x + Math.sin(t * 2 + b.r) * 4, b.y, b.r, 0, Math.PI * 2);
    ctx.stroke();
  }
}

export function drawCannon(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  angle: number,
  recoil: number,
  level: number,
): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.fillStyle = '#26304d';
  ctx.strokeStyle = '#f2c14e';
  ctx.lineWidth = 4;
  ctx.beginPath();
  ctx.arc(0, 0, 62, Math.PI, 0);
  ctx.fill();
  ctx.stroke();
  ctx.rotate(angle + Math.PI / 2);
  ctx.translate(0, recoil * 10);
  const width = 22 + Math.min(level, 6) * 3;
  const barrel = ctx.createLinearGradient(-width / 2, 0, width / 2, 0);
  barrel.addColorStop(0, '#a87400');
  barrel.addColorStop(0.5, '#ffe39a');
  barrel.addColorStop(1, '#a87400');
  ctx.fillStyle = barrel;
  ctx.strokeStyle = '#6b4a00';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.roundRect(-width / 2, -92, width, 84, 8);
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = '#f2c14e';
  ctx.beginPath();
  ctx.arc(0, 0, 30, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}
