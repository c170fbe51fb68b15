import type { League, Sport } from './sports-types.ts';

/** The picture of a league: a 400×300 SVG (pitch, court or arena by sport), with its top two teams' colours. */

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function field(sport: Sport): string {
  if (sport === 'football') {
    return `<rect x="40" y="60" width="320" height="180" rx="6" fill="#166534" stroke="#bbf7d0" stroke-width="3"/>
<line x1="200" y1="60" x2="200" y2="240" stroke="#bbf7d0" stroke-width="3"/>
<circle cx="200" cy="150" r="30" fill="none" stroke="#bbf7d0" stroke-width="3"/>
<rect x="40" y="110" width="40" height="80" fill="none" stroke="#bbf7d0" stroke-width="3"/>
<rect x="320" y="110" width="40" height="80" fill="none" stroke="#bbf7d0" stroke-width="3"/>
<circle cx="232" cy="170" r="12" fill="#f8fafc" stroke="#0f172a" stroke-width="2"/>`;
  }
  if (sport === 'basketball') {
    return `<rect x="40" y="60" width="320" height="180" rx="6" fill="#b45309" stroke="#fde68a" stroke-width="3"/>
<line x1="200" y1="60" x2="200" y2="240" stroke="#fde68a" stroke-width="3"/>
<circle cx="200" cy="150" r="26" fill="none" stroke="#fde68a" stroke-width="3"/>
<path d="M40 95 h60 a55 55 0 0 1 0 110 h-60 M360 95 h-60 a55 55 0 0 0 0 110 h60" fill="none" stroke="#fde68a" stroke-width="3"/>
<circle cx="235" cy="120" r="16" fill="#ea580c" stroke="#1c1917" stroke-width="2"/>
<path d="M219 120 h32 M235 104 v32" stroke="#1c1917" stroke-width="2"/>`;
  }
  const glyph =
    sport === 'lol' || sport === 'dota2'
      ? '<path d="M200 95 l45 55 -45 55 -45 -55z" fill="none" stroke="#a5b4fc" stroke-width="4"/><circle cx="200" cy="150" r="14" fill="#a5b4fc"/>'
      : '<circle cx="200" cy="150" r="44" fill="none" stroke="#fca5a5" stroke-width="4"/><path d="M200 96 v32 M200 172 v32 M146 150 h32 M222 150 h32" stroke="#fca5a5" stroke-width="4"/>';
  return `<rect x="40" y="60" width="320" height="180" rx="14" fill="#1e1b4b" stroke="#818cf8" stroke-width="3"/>
<path d="M40 200 L120 150 L200 190 L280 120 L360 160" fill="none" stroke="#4f46e5" stroke-width="2" opacity="0.6"/>
${glyph}`;
}

export function leagueArt(league: League): string {
  const [a, b] = league.teams;
  const title = escapeXml(league.names.en ?? league.gameId);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${title}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f172a"/><stop offset="1" stop-color="#020617"/></linearGradient></defs>
<rect width="400" height="300" fill="url(#bg)"/>
${field(league.sport)}
<rect x="40" y="16" width="150" height="30" rx="15" fill="${a?.colour ?? '#2563eb'}"/>
<rect x="210" y="16" width="150" height="30" rx="15" fill="${b?.colour ?? '#dc2626'}"/>
<text x="115" y="37" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(a?.short ?? '')}</text>
<text x="200" y="37" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#facc15" text-anchor="middle">VS</text>
<text x="285" y="37" font-family="Arial, sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(b?.short ?? '')}</text>
<text x="200" y="280" font-family="Arial, sans-serif" font-size="24" font-weight="800" fill="#f8fafc" text-anchor="middle">${title}</text>
</svg>`;
}
