/**
 * Money on the page (DESIGN.md "Money"): amounts travel as strings of whole minor units and are
 * handled with BigInt, never floats. `exponent` is the currency's number of decimals.
 */
import { useCallback } from 'react';

const MINOR_PATTERN = /^-?\d+$/;

/** Groups the digits of a whole number with commas ("1234567" → "1,234,567"). */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "123456", 2, "$" → "$1,234.56"; negatives "-$12.00". `exponent` 0 has no decimal point. A value
 * that is not a whole number of minor units shows as "—".
 */
export function formatMoney(minor: string, exponent: number, symbol = ''): string {
  const text = String(minor).trim();
  if (!MINOR_PATTERN.test(text)) return '—';
  let value = BigInt(text);
  const negative = value < 0n;
  if (negative) value = -value;
  const scale = 10n ** BigInt(Math.max(0, exponent));
  const whole = group(String(value / scale));
  const fraction = exponent > 0 ? `.${String(value % scale).padStart(exponent, '0')}` : '';
  return `${negative ? '-' : ''}${symbol}${whole}${fraction}`;
}

/** Like formatMoney, with a "+" in front of a positive amount (for movements). */
export function formatSignedMoney(minor: string, exponent: number, symbol = ''): string {
  const text = String(minor).trim();
  const positive = MINOR_PATTERN.test(text) && BigInt(text) > 0n;
  return `${positive ? '+' : ''}${formatMoney(text, exponent, symbol)}`;
}

/**
 * What a member typed ("1,234.5", "10", ".5") as a string of minor units ("123450" with exponent 2),
 * or null when it is not a non-negative amount with at most `exponent` decimals.
 */
export function toMinorUnits(input: string, exponent: number): string | null {
  const text = String(input).trim().replace(/[,\s]/g, '');
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.') return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > Math.max(0, exponent)) return null;
  const digits = `${whole || '0'}${fraction.padEnd(Math.max(0, exponent), '0')}`;
  return String(BigInt(digits));
}

/** 'pos' | 'neg' | 'zero' for colouring an amount of minor units (not a number counts as zero). */
export function moneyTone(minor: string): 'pos' | 'neg' | 'zero' {
  const value = MINOR_PATTERN.test(minor) ? BigInt(minor) : 0n;
  return value > 0n ? 'pos' : value < 0n ? 'neg' : 'zero';
}

/** The currency of an answer that carries one (wallet balance, brand settings, withdraw info, …). */
export interface Currency {
  currencyExponent: number;
  currencySymbol: string;
}

/**
 * Formats minor units in `currency` (2 decimals and no symbol until it is known): `money` plain,
 * `signed` with a "+" on gains, `tone` to colour them.
 */
export function useMoney(currency: Currency | undefined) {
  const exponent = currency?.currencyExponent ?? 2;
  const symbol = currency?.currencySymbol ?? '';
  const money = useCallback((minor: string) => formatMoney(minor, exponent, symbol), [exponent, symbol]);
  const signed = useCallback((minor: string) => formatSignedMoney(minor, exponent, symbol), [exponent, symbol]);
  return { money, signed, tone: moneyTone, exponent, symbol };
}
