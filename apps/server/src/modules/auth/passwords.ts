import type { Algorithm } from '@node-rs/argon2';
import { ArgonPool } from './argon-pool.ts';

/** Argon2id with one of OWASP's equivalent minimum settings (12 MiB, 3 passes, 1 lane). */
// `Algorithm` is a const enum (not importable as a value here); 2 is its Argon2id member.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;

const pool = new ArgonPool();

const CURRENT = `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;

/**
 * True when a stored hash was made with other parameters than today's (for example the older, slower
 * 19 MiB × 2 setting): the login that proves the password stores a fresh hash, so the old setting and
 * its timing difference disappear from active accounts.
 */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT);

export const hashPassword = async (password: string): Promise<string> =>
  (await pool.run({ op: 'hash', password, options: OPTIONS })) as string;

const verify = async (stored: string, password: string): Promise<boolean> =>
  (await pool.run({ op: 'verify', stored, password })) === true;

// A real hash of a random secret: an unknown user costs the same time as a wrong password.
let equaliser: Promise<string> | undefined;

/** Verifies a password; with no stored hash it still spends the time of one verification. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    equaliser ??= hashPassword(crypto.randomUUID());
    await verify(await equaliser, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
