/** Small inline pictures of the deposit page (no network requests, follow the text colour). */
export function BankIcon() {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
      <defs>
        <linearGradient id="dp-bank-g" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd978" />
          <stop offset="1" stopColor="#d98d12" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="url(#dp-bank-g)" />
      <path d="M24 10 37 17v3H11v-3z" fill="#231602" />
      <path d="M14 22h4v11h-4zM22 22h4v11h-4zM30 22h4v11h-4z" fill="#231602" opacity="0.85" />
      <rect x="11" y="35" width="26" height="3" rx="1" fill="#231602" />
    </svg>
  );
}

export function OnlineIcon() {
  return (
    <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
      <defs>
        <linearGradient id="dp-online-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6cc0ff" />
          <stop offset="1" stopColor="#2563eb" />
        </linearGradient>
      </defs>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="url(#dp-online-g)" />
      <rect x="10" y="14" width="28" height="20" rx="4" fill="#fff" />
      <rect x="10" y="18" width="28" height="4" fill="#1e3a8a" />
      <rect x="14" y="27" width="9" height="3" rx="1.5" fill="#93c5fd" />
      <path d="m31 25 3 3-3 3" stroke="#2563eb" strokeWidth="2.2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function CopyIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h8" strokeLinecap="round" />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
    >
      <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function UploadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2" strokeLinecap="round" />
    </svg>
  );
}
