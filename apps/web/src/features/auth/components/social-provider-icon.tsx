/** A hue from the provider key, so each provider keeps its own colour. */
export function providerHue(key: string): number {
  let hash = 0;
  for (const char of key) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

/** An original letter mark for a provider: its initial in a coloured circle. */
export function SocialProviderIcon({ providerKey, name }: { providerKey: string; name: string }) {
  const hue = providerHue(providerKey);
  const letter = (name.trim()[0] ?? providerKey[0] ?? '?').toUpperCase();
  return (
    <svg className="social-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="12" fill={`hsl(${hue} 62% 46%)`} />
      <circle cx="12" cy="12" r="10.5" fill="none" stroke="rgb(255 255 255 / 0.35)" strokeWidth="1" />
      <text
        x="12"
        y="12.5"
        textAnchor="middle"
        dominantBaseline="central"
        fontSize="12"
        fontWeight="700"
        fontFamily="system-ui, sans-serif"
        fill="#fff"
      >
        {letter}
      </text>
    </svg>
  );
}
