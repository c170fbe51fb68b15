import type { LoginValue } from '@portal/contract';
import { callEncrypted } from './send-encrypted.ts';
import { loadMemberInfo, useSessionStore } from './session-store.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** SPEC §3: a random string, reversed; it travels inside the encrypted free-play body. */
export function freePlayKey(length = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  const random = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
  return [...random].reverse().join('');
}

/** A short description of the device for the free-play payload's `os`. */
function osName(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const known = ['Android', 'iPhone', 'iPad', 'Windows', 'Mac OS', 'Linux'];
  return known.find((name) => agent.includes(name)) ?? 'Web';
}

/**
 * Free trial login (SPEC §4): opens a trial account, keeps its session and loads member info.
 * The caller closes the popup and goes to /.
 */
export async function startFreePlay(brand: { brandName?: string; merchantCode?: string } | undefined) {
  const value: LoginValue = await callEncrypted('sessionLoginFreePlay', {
    os: osName(),
    platform: 'W',
    key: freePlayKey(),
    gateway: 3,
  });
  useSessionStore.getState().signIn(value, {
    site: 'member',
    merchant: brand?.brandName,
    merchantCode: brand?.merchantCode,
  });
  await loadMemberInfo();
  return value;
}
