import { local, storageKeys } from './storage.ts';

/** The affiliate code a URL carries: query `affiliateCode` or `code` (also on /register). */
export function affiliateCodeInUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('code'))?.trim() || null;
}

export function referralCodeInUrl(search: string): string | null {
  return new URLSearchParams(search).get('referralCode')?.trim() || null;
}

/**
 * Keeps the codes a visit's URL carries in localStorage, so that they survive navigation and
 * reloads until the visitor signs up (SPEC §3: the codes fall back to stored ones).
 */
export function captureReferralCodes(search: string): void {
  const affiliate = affiliateCodeInUrl(search);
  if (affiliate) local.set(storageKeys.affiliateCode, affiliate);
  const referral = referralCodeInUrl(search);
  if (referral) local.set(storageKeys.referralCode, referral);
}

/** The URL's affiliate code, falling back to the stored one. */
export const currentAffiliateCode = (search: string): string | null =>
  affiliateCodeInUrl(search) ?? local.get(storageKeys.affiliateCode);

/** The URL's referral code, falling back to the stored one. */
export const currentReferralCode = (search: string): string | null =>
  referralCodeInUrl(search) ?? local.get(storageKeys.referralCode);

export const forgetAffiliateCode = (): void => local.remove(storageKeys.affiliateCode);
