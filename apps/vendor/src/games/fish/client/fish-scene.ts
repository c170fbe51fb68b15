import type { SpriteId } from '../fish-sprites.ts';
import { coinBurst, drawEffects, netEffect, updateEffects, type Effect } from './fish-effects.ts';
import { drawBackground, drawCannon, drawSprite, SCENE_H, SCENE_W, spriteHalfHeight } from './fish-draw.ts';

/**
 * The animated ocean: fish swim across, the cannon follows the pointer (or ← / →), a shot locks on
 * the first fish in the line of fire (or the fish under the pointer) and a bullet homes in on it while
 * the server decides the capture. Movement here is only for show; every outcome comes from the server.
 */

export interface SceneFish {
  type: SpriteId;
  multiplier: number;
  boss: boolean;
  length: number;
  speed: number;
}

interface Swimmer extends SceneFish {
  id: number;
  x: number;
  y: number;
  baseY: number;
  vx: number;
  phase: number;
  /** Seconds left of the capture animation (then removed), null while alive. */
  dying: number | null;
  hits: number;
}

interface Bullet {
  x: number;
  y: number;
  target: Swimmer;
  arrived: boolean;
  result: { captured: boolean } | null;
  failed: boolean;
}

export interface ShotTarget {
  type: SpriteId;
  multiplier: number;
}

export interface SceneOptions {
  canvas: HTMLCanvasElement;
  fish: SceneFish[];
  palette: { top: string; bottom: string };
  /** Places the bet; resolves with the capture (and the win text), or null when the shot failed. */
  shoot(target: ShotTarget): Promise<{ captured: boolean; winText: string; big: boolean } | null>;
  onNoTarget(): void;
  /** How many shots may be in the air at once. */
  maxInFlight?: number;
}

const CANNON_X = SCENE_W / 2;
const CANNON_Y = SCENE_H - 8;
const MIN_ANGLE = -Math.PI + 0.12;
const MAX_ANGLE = -0.12;
const BULLET_SPEED = 1100;
const FIRE_COOLDOWN = 0.16;
const AIM_SLACK = 24;

export function createScene(opts: SceneOptions) {
  const ctx = opts.canvas.getContext('2d');
  if (!ctx) throw new Error('canvas 2D is not available');
  const swimmers: Swimmer[] = [];
  const bullets: Bullet[] = [];
  const effects: Effect[] = [];
  const weights = opts.fish.map((f) => (f.boss ? 0.12 : 1 / Math.sqrt(f.multiplier)));
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  let angle = -Math.PI / 2;
  let turning = 0;
  let recoil = 0;
  let cooldown = 0;
  let spawnIn = 0;
  let nextId = 1;
  let t = 0;
  let last = performance.now();
  let level = 0;
  let frame = 0;
  let stopped = false;
  let lastNoTarget = -Infinity;

  function spawn(): void {
    let r = Math.random() * totalWeight;
    let pick = opts.fish[0] as SceneFish;
    for (let i = 0; i < opts.fish.length; i += 1) {
      r -= weights[i] as number;
      if (r <= 0) {
        pick = opts.fish[i] as SceneFish;
        break;
      }
    }
    if (pick.boss && swimmers.some((s) => s.boss && s.dying === null)) return;
    const dir = Math.random() < 0.5 ? 1 : -1;
    const y = 90 + Math.random() * (SCENE_H - 300);
    swimmers.push({
      ...pick,
      id: nextId++,
      x: dir > 0 ? -pick.length : SCENE_W + pick.length,
      y,
      baseY: y,
      vx: dir * pick.speed * (0.85 + Math.random() * 0.3),
      phase: Math.random() * Math.PI * 2,
      dying: null,
      hits: 0,
    });
  }

  const radius = (s: Swimmer) => Math.max(s.length * 0.36, spriteHalfHeight(s.type, s.length) * 0.8);

  /** The first live fish the ray from the cannon at `a` passes through, or null. */
  function targetOnRay(a: number): Swimmer | null {
    const dx = Math.cos(a);
    const dy = Math.sin(a);
    let best: Swimmer | null = null;
    let bestT = Infinity;
    for (const s of swimmers) {
      if (s.dying !== null || s.x < 0 || s.x > SCENE_W || s.y < 0) continue;
      const ox = s.x - CANNON_X;
      const oy = s.y - CANNON_Y;
      const along = ox * dx + oy * dy;
      if (along <= 0) continue;
      // A little aim assist: a fish whose body passes within AIM_SLACK of the line counts.
      const off = Math.abs(ox * dy - oy * dx);
      if (off <= radius(s) + AIM_SLACK && along < bestT) {
        best = s;
        bestT = along;
      }
    }
    return best;
  }

  function fishAt(x: number, y: number): Swimmer | null {
    for (let i = swimmers.length - 1; i >= 0; i -= 1) {
      const s = swimmers[i] as Swimmer;
      if (s.dying === null && Math.hypot(s.x - x, s.y - y) <= radius(s)) return s;
    }
    return null;
  }

  function fire(at?: Swimmer | null): void {
    if (cooldown > 0 || stopped) return;
    if (bullets.length >= (opts.maxInFlight ?? 6)) return;
    const target = at ?? targetOnRay(angle);
    if (!target) {
      // Say it once, not for every press of a held key.
      if (t - lastNoTarget > 3) opts.onNoTarget();
      lastNoTarget = t;
      cooldown = 0.3;
      return;
    }
    cooldown = FIRE_COOLDOWN;
    recoil = 1;
    const muzzle = 96;
    const bullet: Bullet = {
      x: CANNON_X + Math.cos(angle) * muzzle,
      y: CANNON_Y + Math.sin(angle) * muzzle,
      target,
      arrived: false,
      result: null,
      failed: false,
    };
    bullets.push(bullet);
    opts.shoot({ type: target.type, multiplier: target.multiplier }).then(
      (outcome) => {
        if (!outcome) {
          bullet.failed = true;
          return;
        }
        bullet.result = { captured: outcome.captured };
        if (outcome.captured) {
          // The fish is caught even if it swam on: show the burst where it is now.
          target.dying = target.dying ?? 0.8;
          effects.push(...coinBurst(target.x, target.y, outcome.winText, outcome.big));
        }
      },
      () => {
        bullet.failed = true;
      },
    );
  }

  function update(dt: number): void {
    t += dt;
    cooldown = Math.max(0, cooldown - dt);
    recoil = Math.max(0, recoil - dt * 6);
    angle = Math.min(MAX_ANGLE, Math.max(MIN_ANGLE, angle + turning * dt * 1.6));
    spawnIn -= dt;
    if (spawnIn <= 0 && swimmers.filter((s) => s.dying === null).length < 14) {
      spawn();
      spawnIn = 0.45 + Math.random() * 0.6;
    }
    for (let i = swimmers.length - 1; i >= 0; i -= 1) {
      const s = swimmers[i] as Swimmer;
      if (s.dying !== null) {
        s.dying -= dt;
        if (s.dying <= 0) swimmers.splice(i, 1);
        continue;
      }
      s.x += s.vx * dt;
      s.y = s.baseY + Math.sin(t * 0.9 + s.phase) * 26;
      const gone = s.vx > 0 ? s.x > SCENE_W + s.length : s.x < -s.length;
      if (gone && !bullets.some((b) => b.target === s)) swimmers.splice(i, 1);
    }
    for (let i = bullets.length - 1; i >= 0; i -= 1) {
      const b = bullets[i] as Bullet;
      if (!b.arrived) {
        const dx = b.target.x - b.x;
        const dy = b.target.y - b.y;
        const dist = Math.hypot(dx, dy);
        const step = BULLET_SPEED * dt;
        if (dist <= Math.max(step, radius(b.target) * 0.5)) {
          b.arrived = true;
          b.target.hits += 1;
          effects.push(netEffect(b.target.x, b.target.y));
        } else {
          b.x += (dx / dist) * step;
          b.y += (dy / dist) * step;
        }
      }
      if ((b.arrived && b.result) || b.failed) bullets.splice(i, 1);
    }
    // Coins fly to the cannon (the player's seat).
    updateEffects(effects, dt, { x: CANNON_X, y: CANNON_Y });
  }

  function draw(dt: number): void {
    const c = ctx as CanvasRenderingContext2D;
    const scale = opts.canvas.width / SCENE_W;
    c.setTransform(scale, 0, 0, scale, 0, 0);
    drawBackground(c, t, dt, opts.palette);
    const aimed = targetOnRay(angle);
    // Aim guide.
    c.save();
    c.setLineDash([10, 14]);
    c.strokeStyle = aimed ? 'rgba(255, 227, 154, 0.75)' : 'rgba(255, 255, 255, 0.25)';
    c.lineWidth = 2;
    c.beginPath();
    c.moveTo(CANNON_X, CANNON_Y);
    const reach = aimed ? Math.hypot(aimed.x - CANNON_X, aimed.y - CANNON_Y) : 900;
    c.lineTo(CANNON_X + Math.cos(angle) * reach, CANNON_Y + Math.sin(angle) * reach);
    c.stroke();
    c.restore();
    for (const s of swimmers) {
      const dying = s.dying !== null;
      drawSprite(c, s.type, {
        x: s.x,
        y: s.y,
        length: s.length,
        facing: s.vx >= 0 ? 1 : -1,
        t: t + s.phase,
        tilt: dying ? (0.8 - (s.dying ?? 0)) * 8 : Math.cos(t * 0.9 + s.phase) * 0.12 * Math.sign(s.vx),
        alpha: dying ? Math.max(0, (s.dying ?? 0) / 0.8) : 1,
        glow: s === aimed ? '#ffe39a' : s.boss ? '#ffd24a' : null,
      });
    }
    for (const b of bullets) {
      if (b.arrived) continue;
      c.fillStyle = '#ffe39a';
      c.shadowColor = '#ffd24a';
      c.shadowBlur = 14;
      c.beginPath();
      c.arc(b.x, b.y, 7, 0, Math.PI * 2);
      c.fill();
      c.shadowBlur = 0;
    }
    drawEffects(c, effects, t);
    drawCannon(c, CANNON_X, CANNON_Y, angle, recoil, level);
  }

  function loop(now: number): void {
    if (stopped) return;
    const dt = Math.min(0.05, (now - last) / 1000);
    last = now;
    update(dt);
    draw(dt);
    frame = requestAnimationFrame(loop);
  }

  const toScene = (event: PointerEvent) => {
    const rect = opts.canvas.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * SCENE_W,
      y: ((event.clientY - rect.top) / rect.height) * SCENE_H,
    };
  };
  const aimAt = (x: number, y: number) => {
    angle = Math.min(MAX_ANGLE, Math.max(MIN_ANGLE, Math.atan2(y - CANNON_Y, x - CANNON_X)));
  };
  opts.canvas.addEventListener('pointermove', (event) => {
    const p = toScene(event);
    aimAt(p.x, p.y);
  });
  opts.canvas.addEventListener('pointerdown', (event) => {
    const p = toScene(event);
    aimAt(p.x, p.y);
    fire(fishAt(p.x, p.y));
  });

  frame = requestAnimationFrame(loop);
  return {
    fire: () => fire(),
    /** −1 turns left, +1 right, 0 stops (held arrow keys). */
    turn(direction: number) {
      // A tap moves the cannon a notch at once; holding the key keeps turning.
      if (direction !== 0 && direction !== turning) {
        angle = Math.min(MAX_ANGLE, Math.max(MIN_ANGLE, angle + direction * 0.04));
      }
      turning = direction;
    },
    setLevel(index: number) {
      level = index;
    },
    destroy() {
      stopped = true;
      cancelAnimationFrame(frame);
    },
  };
}

export type Scene = ReturnType<typeof createScene>;
