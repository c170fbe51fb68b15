import { randomInt } from 'node:crypto';

const MIN = 6;
const MAX = 16;

const letters = (s: string) => s.replace(/[^A-Za-z]/g, '');
const alnum = (s: unknown) => (typeof s === 'string' ? s.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '') : '');

/**
 * A username for a member created by social sign-in, following the demo username rule (a letter,
 * then letters and digits, 6 to 16 characters): from preferred_username, else the e-mail's local
 * part, else the provider key and the subject. `attempt` > 0 appends random digits (name taken).
 */
export function socialUsername(claims: Record<string, unknown>, provider: string, attempt = 0): string {
  const email = typeof claims.email === 'string' ? claims.email.split('@')[0] : '';
  let base = alnum(claims.preferred_username) || alnum(email) || `${letters(provider)}${alnum(claims.sub)}`;
  if (!/^[A-Za-z]/.test(base)) base = `${letters(provider) || 'user'}${base}`;
  base = base.slice(0, MAX);
  const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
  if (attempt > 0) base = `${base.slice(0, MAX - 5)}${digits(5)}`;
  if (base.length < MIN) base = `${base}${digits(MIN - base.length)}`;
  return base;
}
