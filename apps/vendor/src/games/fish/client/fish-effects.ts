/** Short-lived scene effects: nets where a bullet lands, coin bursts flying to the cannon, win texts. */

export interface Effect {
  kind: 'coin' | 'net' | 'text';
  x: number;
  y: number;
  vx: number;
  vy: number;
  life: number;
  total: number;
  text?: string;
  big?: boolean;
}

export const netEffect = (x: number, y: number): Effect => ({
  kind: 'net',
  x,
  y,
  vx: 0,
  vy: 0,
  life: 0.45,
  total: 0.45,
});

/** Coins bursting out of a caught fish and its win text. */
export function coinBurst(x: number, y: number, winText: string, big: boolean): Effect[] {
  const effects: Effect[] = [];
  const count = big ? 26 : 10;
  for (let i = 0; i < count; i += 1) {
    const a = Math.random() * Math.PI * 2;
    const v = 120 + Math.random() * 220;
    effects.push({ kind: 'coin', x, y, vx: Math.cos(a) * v, vy: Math.sin(a) * v - 120, life: 1.4, total: 1.4 });
  }
  effects.push({ kind: 'text', x, y: y - 30, vx: 0, vy: -50, life: 1.8, total: 1.8, text: winText, big });
  return effects;
}

/** Moves the effects on by dt seconds (coins home in on `home`) and drops the finished ones. */
export function updateEffects(effects: Effect[], dt: number, home: { x: number; y: number }): void {
  for (let i = effects.length - 1; i >= 0; i -= 1) {
    const e = effects[i] as Effect;
    e.life -= dt;
    if (e.life <= 0) {
      effects.splice(i, 1);
      continue;
    }
    if (e.kind === 'coin') {
      const k = 1 - e.life / e.total;
      if (k > 0.35) {
        e.vx = (e.vx + (home.x - e.x) * dt * 6) * 0.92;
        e.vy = (e.vy + (home.y - e.y) * dt * 6) * 0.92;
      } else {
        e.vy += 200 * dt;
      }
    }
    e.x += e.vx * dt;
    e.y += e.vy * dt;
  }
}

export function drawEffects(c: CanvasRenderingContext2D, effects: readonly Effect[], t: number): void {
  for (const e of effects) {
    const k = e.life / e.total;
    if (e.kind === 'net') {
      c.strokeStyle = `rgba(255, 255, 255, ${k})`;
      c.lineWidth = 3;
      c.beginPath();
      c.arc(e.x, e.y, 20 + (1 - k) * 50, 0, Math.PI * 2);
      c.stroke();
    } else if (e.kind === 'coin') {
      c.fillStyle = '#ffd24a';
      c.strokeStyle = '#a87400';
      c.lineWidth = 2;
      c.beginPath();
      c.ellipse(e.x, e.y, 9 * Math.abs(Math.cos(t * 8 + e.x)), 9, 0, 0, Math.PI * 2);
      c.fill();
      c.stroke();
    } else if (e.text) {
      c.globalAlpha = Math.min(1, k * 2);
      c.font = `800 ${e.big ? 52 : 34}px system-ui, sans-serif`;
      c.textAlign = 'center';
      c.lineWidth = 6;
      c.strokeStyle = '#3a2400';
      c.strokeText(e.text, e.x, e.y);
      c.fillStyle = e.big ? '#ffe39a' : '#ffffff';
      c.fillText(e.text, e.x, e.y);
      c.globalAlpha = 1;
    }
  }
}
