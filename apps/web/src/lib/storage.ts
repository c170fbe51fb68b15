/** Storage keys of SPEC §3 and of the web app; storage can be blocked, so every access is guarded. */
export const storageKeys = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  memberLabel: 'memberLabel',
  customerId: 'customerId',
  /** localStorage: 'agent' after an agent login, removed otherwise (SPEC §3). */
  source: 'source',
  /** localStorage: affiliate and referral codes carried by a visit's URL (SPEC §3 fall-back). */
  affiliateCode: 'affiliateCode',
  referralCode: 'referralCode',
  theme: 'theme',
  giftClosed: 'giftFloatClosed',
  popupSeen: 'popupAnnouncementSeen',
  /** localStorage: someone has signed in on this device before (the login popup greets them back). */
  signedInBefore: 'signedInBefore',
  /** sessionStorage: the deposit channel last chosen, kept across the payment gateway's round trip. */
  depositChannel: 'depositChannel',
  /** sessionStorage: a forced password change is pending (SPEC §4 isChangePaw). */
  changePaw: 'changePaw',
} as const;

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const session = {
  get: (key: string): string | null => safe(() => window.sessionStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.sessionStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.sessionStorage.removeItem(key), undefined),
};

export const local = {
  get: (key: string): string | null => safe(() => window.localStorage.getItem(key), null),
  set: (key: string, value: string): void => safe(() => window.localStorage.setItem(key, value), undefined),
  remove: (key: string): void => safe(() => window.localStorage.removeItem(key), undefined),
};

/** The session token (SPEC §3: session storage key `token`). */
export const getToken = (): string | null => session.get(storageKeys.token) || null;
