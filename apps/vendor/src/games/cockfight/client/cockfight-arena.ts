/** The animated sabong pit (SVG markup and its CSS): two roosters that spar, then one wins. */

export function arenaMarkup(rooster: (body: string, tail: string) => string): string {
  const feathers = Array.from({ length: 8 }, (_, i) => {
    const x = 185 + (i % 4) * 10;
    const y = 120 + Math.floor(i / 4) * 12;
    const hue = i % 2 ? '#e8e2d0' : '#b3261e';
    return `<ellipse class="cf-feather cf-feather-${i}" cx="${x}" cy="${y}" rx="5" ry="2" fill="${hue}"/>`;
  }).join('');
  return `<defs>
<radialGradient id="cf-pit" cx="50%" cy="60%" r="65%"><stop offset="0" stop-color="#c99a5e"/><stop offset=".6" stop-color="#7a5428"/><stop offset="1" stop-color="#24160a"/></radialGradient>
<radialGradient id="cf-light" cx="50%" cy="0%" r="85%"><stop offset="0" stop-color="#fff3c4" stop-opacity=".45"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
</defs>
<rect width="400" height="230" fill="#140c05"/>
<g class="cf-crowd" fill="#2a1d10">${Array.from({ length: 22 }, (_, i) => `<circle cx="${10 + i * 18.5}" cy="${28 + (i % 2) * 8}" r="10"/>`).join('')}</g>
<ellipse cx="200" cy="160" rx="200" ry="70" fill="url(#cf-pit)"/>
<ellipse cx="200" cy="160" rx="180" ry="58" fill="none" stroke="#f2c14e" stroke-opacity=".35" stroke-width="3"/>
<rect width="400" height="230" fill="url(#cf-light)"/>
<g transform="translate(110 160) scale(.85)"><g class="cf-bird cf-bird-meron">${rooster('#b3261e', '#1d1d1d')}</g></g>
<g transform="translate(290 160) scale(-.85 .85)"><g class="cf-bird cf-bird-wala">${rooster('#e8e2d0', '#2f5fb3')}</g></g>
<g class="cf-feathers">${feathers}</g>`;
}

export const ARENA_CSS = `
.cf-main { display: grid; grid-template-columns: 190px 1fr 190px; gap: 12px; align-items: stretch; }
.cf-stage { padding: 0; background: #140c05; display: grid; }
.cf-arena { width: 100%; height: auto; display: block; }
.cf-fighter { display: flex; flex-direction: column; gap: 6px; padding: 12px; }
.cf-corner { font: 800 13px var(--vx-font); letter-spacing: .14em; text-transform: uppercase; }
.cf-meron .cf-corner { color: #ff8a8a; } .cf-wala .cf-corner { color: #8fbaff; }
.cf-meron { border-color: rgba(229,72,77,.55); } .cf-wala { border-color: rgba(59,130,246,.55); }
.cf-name { font: 700 18px Georgia, serif; color: var(--vx-gold-2); }
.cf-facts { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 0; font-size: 13px; }
.cf-facts dt { color: var(--vx-muted); } .cf-facts dd { margin: 0; font-weight: 600; text-align: right; }
.cf-spots { grid-template-columns: 1fr .8fr 1fr; }
.cf-bead-meron { background: #c8102e; } .cf-bead-wala { background: #1f6feb; } .cf-bead-draw { background: #2fbf71; }
.cf-bird { transform-box: fill-box; transform-origin: 50% 100%; transition: transform .5s, opacity .5s; }
.cf-feather { opacity: 0; }
.cf-fighting .cf-bird-meron { animation: cf-spar .7s ease-in-out infinite alternate; }
.cf-fighting .cf-bird-wala { animation: cf-spar .7s ease-in-out .12s infinite alternate; }
.cf-fighting .cf-feather { animation: cf-fly 1.1s ease-out infinite; }
.cf-fighting .cf-feather-1, .cf-fighting .cf-feather-5 { animation-delay: .3s; }
.cf-fighting .cf-feather-2, .cf-fighting .cf-feather-6 { animation-delay: .6s; }
.cf-fighting .cf-feather-3, .cf-fighting .cf-feather-7 { animation-delay: .85s; }
.cf-won-meron .cf-bird-meron, .cf-won-wala .cf-bird-wala { animation: cf-crow .8s ease-in-out infinite alternate; }
.cf-won-meron .cf-bird-wala, .cf-won-wala .cf-bird-meron { transform: rotate(-75deg) translateY(20px); opacity: .55; }
.cf-won-draw .cf-bird { transform: translateX(-18px); opacity: .8; }
@keyframes cf-spar { 0% { transform: translate(0, 0) rotate(0); } 45% { transform: translate(34px, -26px) rotate(-12deg); } 100% { transform: translate(58px, -8px) rotate(8deg); } }
@keyframes cf-crow { from { transform: scale(1); } to { transform: scale(1.08) translateY(-6px) rotate(-6deg); } }
@keyframes cf-fly { 0% { opacity: 0; transform: translate(0, 0); } 20% { opacity: 1; } 100% { opacity: 0; transform: translate(var(--dx, 20px), -40px) rotate(120deg); } }
.cf-feather-0 { --dx: -30px; } .cf-feather-2 { --dx: 26px; } .cf-feather-4 { --dx: -16px; } .cf-feather-6 { --dx: 36px; }
@media (max-width: 800px) {
  .cf-main { grid-template-columns: 1fr 1fr; }
  .cf-stage { grid-column: 1 / -1; grid-row: 1; }
}
`;
