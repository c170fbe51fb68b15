/**
 * Backdrops of the later titles' catalogue pictures (400×300; the reel box covers x 48–352,
 * y 116–248, the title lettering y 24–104): drawn around those areas, never over them.
 */

/** Golden Pharaoh: sun rays, desert pyramids on both sides, gold and lapis friezes top and bottom. */
export const pharaohDecor = (() => {
  const rays = Array.from({ length: 18 }, (_, i) => {
    const a = (Math.PI * (i + 0.5)) / 18;
    const x = 200 + 320 * Math.cos(Math.PI + a);
    const y = 150 + 320 * Math.sin(Math.PI + a);
    return `<path d="M200 150 L${x.toFixed(1)} ${y.toFixed(1)}" stroke="#fde68a" stroke-width="${i % 2 ? 10 : 4}" opacity=".08"/>`;
  }).join('');
  const frieze = (y: number) =>
    Array.from(
      { length: 20 },
      (_, i) =>
        `<rect x="${i * 20}" y="${y}" width="20" height="12" fill="${i % 2 ? '#1e3a8a' : '#d4a017'}"/>` +
        `<path d="M${i * 20 + 10} ${y + 2} L${i * 20 + 16} ${y + 10} H${i * 20 + 4}Z" fill="${i % 2 ? '#d4a017' : '#1e3a8a'}" opacity=".9"/>`,
    ).join('') + `<path d="M0 ${y} H400 M0 ${y + 12} H400" stroke="#5c3a0a" stroke-width="1.5"/>`;
  return (
    rays +
    `<path d="M0 300 L0 236 C60 226 120 246 200 240 C280 234 340 222 400 232 L400 300Z" fill="#8a5a12" opacity=".55"/>` +
    `<path d="M-20 288 L46 188 L112 288Z" fill="#c08a2a"/><path d="M46 188 L112 288 H60Z" fill="#7a4f10"/>` +
    `<path d="M300 288 L358 200 L416 288Z" fill="#c08a2a"/><path d="M358 200 L416 288 H370Z" fill="#7a4f10"/>` +
    `<path d="M0 ${278} C80 270 140 284 200 280 C280 274 330 268 400 276 V300 H0Z" fill="#5c3a0a"/>` +
    frieze(0) +
    frieze(288)
  );
})();

/** Dragon Pearl: a neon horizon grid, a starry night and a double neon border. */
export const neonDecor = (() => {
  const verticals = Array.from({ length: 15 }, (_, i) => {
    const x = -200 + i * 57;
    return `<path d="M200 200 L${x} 300" stroke="#d946ef" stroke-width="1.2" opacity=".55"/>`;
  }).join('');
  const horizontals = [206, 214, 226, 242, 264, 292]
    .map((y) => `<path d="M0 ${y} H400" stroke="#d946ef" stroke-width="1.2" opacity=".5"/>`)
    .join('');
  const stars = Array.from({ length: 26 }, (_, i) => {
    const x = (i * 97 + 13) % 400;
    const y = 12 + ((i * 61) % 180);
    return `<circle cx="${x}" cy="${y}" r="${i % 3 ? 0.9 : 1.6}" fill="#e0f2fe" opacity=".7"/>`;
  }).join('');
  return (
    stars +
    `<rect x="0" y="200" width="400" height="100" fill="#12001f" opacity=".6"/>` +
    verticals +
    horizontals +
    `<path d="M0 200 H400" stroke="#22d3ee" stroke-width="2.5"/>` +
    `<path d="M0 200 H400" stroke="#22d3ee" stroke-width="10" opacity=".2"/>` +
    `<rect x="7" y="7" width="386" height="286" rx="18" fill="none" stroke="#22d3ee" stroke-width="8" opacity=".18"/>` +
    `<rect x="7" y="7" width="386" height="286" rx="18" fill="none" stroke="#22d3ee" stroke-width="2.5"/>` +
    `<rect x="14" y="14" width="372" height="272" rx="13" fill="none" stroke="#ff3fd2" stroke-width="1.5" opacity=".8"/>`
  );
})();

/** Wild Safari: a low sun, acacia silhouettes, flying birds and tall grass. */
export const safariDecor = (() => {
  const acacia = (x: number, s: number) =>
    `<g transform="translate(${x} 250) scale(${s})" fill="#2a1206">` +
    `<path d="M-3 0 L-2 -40 L-16 -58 L-13 -60 L0 -46 L2 -62 L5 -62 L4 -44 L18 -60 L21 -58 L4 -38 L3 0Z"/>` +
    `<path d="M-46 -60 C-40 -74 -10 -78 0 -76 C14 -80 44 -74 50 -60 C30 -54 -26 -54 -46 -60Z"/></g>`;
  const birds = [
    [92, 30],
    [108, 40],
    [300, 26],
    [318, 36],
  ]
    .map(([x, y]) => `<path d="M${x} ${y} q5 -5 10 0 q5 -5 10 0" stroke="#2a1206" stroke-width="2" fill="none"/>`)
    .join('');
  const grass = Array.from({ length: 40 }, (_, i) => {
    const x = i * 10 + 3;
    const h = 14 + ((i * 7) % 12);
    return `<path d="M${x} 300 L${x + 3} ${300 - h} L${x + 6} 300Z" fill="#2a1206"/>`;
  }).join('');
  return (
    `<circle cx="200" cy="180" r="120" fill="#fde68a" opacity=".16"/>` +
    `<circle cx="200" cy="180" r="86" fill="#fdba4d" opacity=".35"/>` +
    `<path d="M0 258 C80 248 140 262 220 256 C300 250 350 244 400 250 V300 H0Z" fill="#3f1d0b"/>` +
    acacia(22, 0.95) +
    acacia(380, 1.1) +
    birds +
    grass
  );
})();
