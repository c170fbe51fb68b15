import { useId } from 'react';

/** A stable hue for a vendor code, so each game wallet keeps its colour. */
export function hueOf(code: string): number {
  let h = 0;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

/** Small artwork of a wallet card: a wallet for main, a chip with the vendor's initials for a game wallet. */
export function WalletArt({ code, main = false, size = 44 }: { code: string; main?: boolean; size?: number }) {
  const id = useId().replace(/:/g, '');
  const hue = hueOf(code);
  const from = main ? '#ffd978' : `hsl(${hue} 85% 62%)`;
  const to = main ? '#d98d12' : `hsl(${(hue + 40) % 360} 75% 42%)`;
  return (
    <svg className="tf-art" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`g${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="13" fill={`url(#g${id})`} />
      <circle cx="38" cy="10" r="14" fill="#fff" opacity="0.12" />
      {main ? (
        <g fill="none" stroke="#fff" strokeWidth="2.4" strokeLinejoin="round" strokeLinecap="round">
          <path d="M12 17h22a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H14a3 3 0 0 1-3-3V15a3 3 0 0 1 3-3h17" />
          <path d="M37 24h-7a3 3 0 0 0 0 6h7z" fill="#fff" fillOpacity="0.25" />
        </g>
      ) : (
        <>
          <circle cx="24" cy="24" r="15.5" fill="#000" fillOpacity="0.16" stroke="#fff" strokeWidth="1.6" />
          <circle cx="24" cy="24" r="12.5" fill="none" stroke="#fff" strokeOpacity="0.35" strokeDasharray="2 2.4" />
          <text
            x="24"
            y="27.6"
            textAnchor="middle"
            fill="#fff"
            fontSize={code.length > 2 ? 9.5 : 12}
            fontWeight="800"
            fontFamily="system-ui, sans-serif"
          >
            {code.slice(0, 3)}
          </text>
        </>
      )}
    </svg>
  );
}
