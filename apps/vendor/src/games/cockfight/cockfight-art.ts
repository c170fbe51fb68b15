/** A rooster in profile for the catalogue art and the arena (facing right; mirror it for the other corner). */
export function roosterPath(body: string, tail: string): string {
  return `<g>
<path d="M-38 -6 C-70 -40 -66 -78 -44 -84 C-40 -60 -30 -40 -18 -28 Z" fill="${tail}"/>
<path d="M-44 -10 C-78 -20 -84 -56 -70 -66 C-60 -44 -44 -30 -26 -22 Z" fill="${tail}" opacity=".8"/>
<ellipse cx="0" cy="0" rx="40" ry="30" fill="${body}"/>
<path d="M18 -16 C22 -44 34 -58 46 -56 C56 -54 58 -40 52 -28 C46 -16 34 -8 24 -6 Z" fill="${body}"/>
<path d="M40 -62 C42 -72 48 -72 50 -64 C52 -72 58 -72 58 -62 C62 -66 66 -60 60 -54 L44 -54 Z" fill="#e5484d"/>
<path d="M56 -46 L70 -42 L56 -38 Z" fill="#f2c14e"/>
<path d="M52 -34 C56 -28 54 -22 50 -24 C48 -28 50 -32 52 -34 Z" fill="#e5484d"/>
<circle cx="50" cy="-46" r="3" fill="#111"/>
<path d="M-10 26 L-14 52 M-14 52 L-24 56 M-14 52 L-6 58 M10 26 L12 52 M12 52 L2 58 M12 52 L22 56" stroke="#f2c14e" stroke-width="4" stroke-linecap="round" fill="none"/>
<path d="M-30 -4 C-10 -20 10 -16 16 4 C0 0 -16 4 -30 -4 Z" fill="rgba(0,0,0,.2)"/>
</g>`;
}

/** The catalogue picture of the sabong arena (400×300): two roosters facing off under the lights. */
export function cockfightArt(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
<defs>
<radialGradient id="pit" cx="50%" cy="62%" r="60%"><stop offset="0" stop-color="#b98b52"/><stop offset=".55" stop-color="#6b4a24"/><stop offset="1" stop-color="#1a1108"/></radialGradient>
<radialGradient id="light" cx="50%" cy="0%" r="80%"><stop offset="0" stop-color="#fff3c4" stop-opacity=".5"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffe39a"/><stop offset="1" stop-color="#b9811f"/></linearGradient>
<filter id="sh" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="5" stdDeviation="5" flood-opacity=".55"/></filter>
</defs>
<rect width="400" height="300" fill="#120b05"/>
<ellipse cx="200" cy="215" rx="210" ry="95" fill="url(#pit)"/>
<ellipse cx="200" cy="215" rx="190" ry="82" fill="none" stroke="#f2c14e" stroke-opacity=".35" stroke-width="3"/>
<rect width="400" height="300" fill="url(#light)"/>
<g transform="translate(118 200) scale(1.05)" filter="url(#sh)">${roosterPath('#b3261e', '#1d1d1d')}</g>
<g transform="translate(282 200) scale(-1.05 1.05)" filter="url(#sh)">${roosterPath('#e8e2d0', '#2f5fb3')}</g>
<text x="200" y="54" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="36" letter-spacing="3" fill="url(#gold)" filter="url(#sh)">SABONG</text>
<text x="80" y="92" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="16" letter-spacing="2" fill="#ff6b6b">MERON</text>
<text x="320" y="92" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size="16" letter-spacing="2" fill="#7fb2ff">WALA</text>
</svg>`;
}
