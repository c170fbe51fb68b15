import { toMinorUnits } from '../../lib/money.ts';

/** The 6-digit payment password. */
export const PAYMENT_PASSWORD = /^\d{6}$/;

export type AmountProblem = 'amount_invalid' | 'amount_below_min' | 'amount_above_max' | 'amount_above_balance';

/** What is wrong with a typed amount (major units) against the limits and the balance, or null. */
export function amountProblem(
  input: string,
  exponent: number,
  limits: { min: string; max: string; balance: string },
): AmountProblem | null {
  const minor = toMinorUnits(input, exponent);
  if (minor === null || BigInt(minor) <= 0n) return 'amount_invalid';
  const value = BigInt(minor);
  if (value < BigInt(limits.min)) return 'amount_below_min';
  if (value > BigInt(limits.max)) return 'amount_above_max';
  if (value > BigInt(limits.balance)) return 'amount_above_balance';
  return null;
}

/** Turnover progress in whole percent (0–100); 100 when nothing is required. */
export function turnoverPercent(required: string, achieved: string): number {
  const need = BigInt(required);
  if (need <= 0n) return 100;
  const done = BigInt(achieved);
  if (done >= need) return 100;
  return Number((done * 100n) / need);
}

/** "mm:ss" (or "h:mm:ss") left until `deadline`, never negative. */
export function timeLeft(deadline: string, now: number): string {
  const total = Math.max(0, Math.floor((new Date(deadline).getTime() - now) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/** A proof picture must be a PNG or JPEG of at most 5 MB (the server sniffs the bytes again). */
export const MAX_PROOF_BYTES = 5 * 1024 * 1024;
export function proofProblem(file: { type: string; size: number }): 'proof_type' | 'proof_size' | null {
  if (file.type !== 'image/png' && file.type !== 'image/jpeg') return 'proof_type';
  if (file.size > MAX_PROOF_BYTES) return 'proof_size';
  return null;
}
