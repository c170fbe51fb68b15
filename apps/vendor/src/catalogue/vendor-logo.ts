import { createHash } from 'node:crypto';
import type { VendorCodeInfo } from './vendor-codes.ts';

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/** Two hues derived from the code, so each brand keeps its own colours. */
function hues(code: string): [number, number] {
  const digest = createHash('sha256').update(code).digest();
  const a = ((digest[0] ?? 0) * 360) / 256;
  return [Math.round(a), Math.round((a + 40 + ((digest[1] ?? 0) % 60)) % 360)];
}

/** The brand's logo: a complete SVG document (viewBox 0 0 240 120), no external references. */
export function vendorLogoSvg(info: VendorCodeInfo): string {
  const [h1, h2] = hues(info.code);
  const code = escapeXml(info.code);
  const name = escapeXml(info.displayName);
  const size = info.code.length > 3 ? 40 : 48;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" role="img" aria-label="${name}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h1} 70% 22%)"/><stop offset="1" stop-color="hsl(${h2} 75% 12%)"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe9a3"/><stop offset="0.55" stop-color="#f2c14e"/><stop offset="1" stop-color="#b9811f"/></linearGradient>
</defs>
<rect width="240" height="120" rx="18" fill="url(#bg)"/>
<rect x="5" y="5" width="230" height="110" rx="14" fill="none" stroke="url(#gold)" stroke-width="2" opacity="0.8"/>
<circle cx="200" cy="28" r="46" fill="hsl(${h2} 80% 60%)" opacity="0.12"/>
<text x="120" y="66" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-weight="700" font-size="${size}" fill="url(#gold)" letter-spacing="2">${code}</text>
<text x="120" y="96" text-anchor="middle" font-family="Verdana, Arial, sans-serif" font-size="14" fill="#f5ead0" opacity="0.85">${name}</text>
</svg>`;
}
