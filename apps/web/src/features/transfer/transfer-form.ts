import { formatMoney, toMinorUnits } from '../../lib/money.ts';

/** The main wallet's code in the balance answer and in transfers. */
export const MAIN = 'MAIN';

export type AmountCheck = { minor: string; error?: undefined } | { minor?: undefined; error: AmountError };
export type AmountError = 'amount_invalid' | 'amount_too_high';

/** What the member typed (major units) as minor units, checked against what is available. */
export function checkAmount(input: string, exponent: number, available: bigint): AmountCheck {
  const minor = toMinorUnits(input, exponent);
  if (minor === null || BigInt(minor) <= 0n) return { error: 'amount_invalid' };
  if (BigInt(minor) > available) return { error: 'amount_too_high' };
  return { minor };
}

/** Minor units as text the amount field accepts back ("123456" → "1234.56"). */
export const toInputText = (minor: string, exponent: number) => formatMoney(minor, exponent).replace(/,/g, '');

export interface Pair {
  from: string;
  to: string;
}

/**
 * The pair after the member picked `code` on one side: one side is always the main wallet and
 * the two differ. Picking main on one side moves the other side to the last game wallet used.
 */
export function pickSide(pair: Pair, side: 'from' | 'to', code: string, vendors: readonly string[]): Pair {
  const other = side === 'from' ? 'to' : 'from';
  const fallbackVendor = [pair.from, pair.to].find((c) => c !== MAIN && vendors.includes(c)) ?? vendors[0] ?? MAIN;
  const next: Pair = { ...pair, [side]: code };
  if (code === MAIN) next[other] = fallbackVendor;
  else next[other] = MAIN;
  return next;
}

export const swap = (pair: Pair): Pair => ({ from: pair.to, to: pair.from });

/** A v4 UUID for a request id (crypto.randomUUID is missing on plain-http origins). */
export function newRequestId(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const b = random(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
