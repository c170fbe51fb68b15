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
