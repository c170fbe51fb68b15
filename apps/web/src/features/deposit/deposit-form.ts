import { toMinorUnits } from '../../lib/money.ts';

/** Largest receipt picture (bytes): the server refuses more. */
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

export type AmountProblem = 'required' | 'invalid' | 'below_min' | 'above_max';

/** What the member typed, checked against the channel's limits (minor units). */
export function checkDepositAmount(
  input: string,
  exponent: number,
  min: string,
  max: string,
): { minor: string; error: null } | { minor: null; error: AmountProblem } {
  if (input.trim() === '') return { minor: null, error: 'required' };
  const minor = toMinorUnits(input, exponent);
  if (minor === null || BigInt(minor) === 0n) return { minor: null, error: 'invalid' };
  if (BigInt(minor) < BigInt(min)) return { minor: null, error: 'below_min' };
  if (BigInt(minor) > BigInt(max)) return { minor: null, error: 'above_max' };
  return { minor, error: null };
}

const QUICK_MAJOR = [10n, 50n, 100n, 200n, 500n, 1_000n, 2_000n, 5_000n, 10_000n];

/** Up to `count` round amounts (minor units) within the channel's limits, for the quick chips. */
export function quickAmounts(min: string, max: string, exponent: number, count = 5): string[] {
  const scale = 10n ** BigInt(Math.max(0, exponent));
  const lo = BigInt(min);
  const hi = BigInt(max);
  return QUICK_MAJOR.map((m) => m * scale)
    .filter((v) => v >= lo && v <= hi)
    .slice(0, count)
    .map(String);
}

/** Minor units as what the member would type ("12345", 2 → "123.45"; "10000", 2 → "100"). */
export function toInputText(minor: string, exponent: number): string {
  if (exponent <= 0) return minor;
  const scale = 10n ** BigInt(exponent);
  const value = BigInt(minor);
  const fraction = String(value % scale)
    .padStart(exponent, '0')
    .replace(/0+$/, '');
  return fraction ? `${value / scale}.${fraction}` : String(value / scale);
}

/** A picked receipt file: null when fine, else the translation key of the problem. */
export function receiptProblem(file: { size: number; type: string }): string | null {
  if (!(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'deposit.receipt_type';
  if (file.size > MAX_RECEIPT_BYTES) return 'deposit.receipt_size';
  return null;
}
