import { AppError } from '../../http/errors.ts';
import type { AuthRepo, FailureCounts } from './auth.repo.ts';

/**
 * Thresholds of password attempts (sign-in and the current password of a change): a captcha after a
 * few failures; a 5-minute lock after many (SPEC §8, §9). An IP that signed in to the account within
 * `knownIpDays` is "known" to it: strangers' failures neither lock it out nor count against it.
 */
export const THROTTLE = {
  captchaWindowMs: 15 * 60_000,
  captchaAfterAccountFailures: 2,
  captchaAfterIpFailures: 5,
  lockWindowMs: 5 * 60_000,
  lockAfterAccountFailures: 10,
  lockAfterIpFailures: 30,
  knownIpDays: 90,
} as const;

export interface PasswordAttempt {
  /** The lower-cased username the failures are counted under. */
  accountKey: string;
  ip: string;
  /** The member behind the username, when there is one (a known IP needs one). */
  memberId: bigint | null;
}

/**
 * Refuses a password attempt with 429 `too_many_attempts` when it is locked, and answers the
 * failure counts of the captcha window. The lock of a stranger (an IP that never signed in to this
 * account): 10 failures of the account from any IP, or 30 failures of the IP on any account. An IP
 * the member signed in from within 90 days (the login history, in PostgreSQL like the failures, so
 * every node decides alike) is locked only by 10 failures of this account from itself, so nobody
 * can lock an owner out from elsewhere; it still meets the captcha once failures pile up.
 */
export async function checkPasswordAttempt(repo: AuthRepo, attempt: PasswordAttempt): Promise<FailureCounts> {
  const now = Date.now();
  const { lock, captcha } = await repo.countFailures(attempt.accountKey, attempt.ip, {
    lock: new Date(now - THROTTLE.lockWindowMs),
    captcha: new Date(now - THROTTLE.captchaWindowMs),
  });
  if (await lockedOut(repo, attempt, lock, now)) {
    throw new AppError('too_many_attempts', 'Too many failed attempts, try again in 5 minutes');
  }
  return captcha;
}

async function lockedOut(repo: AuthRepo, attempt: PasswordAttempt, lock: FailureCounts, now: number) {
  const strangerLocked = lock.account >= THROTTLE.lockAfterAccountFailures || lock.ip >= THROTTLE.lockAfterIpFailures;
  if (!strangerLocked) return false;
  if (lock.pair >= THROTTLE.lockAfterAccountFailures || attempt.memberId === null) return true;
  const knownSince = new Date(now - THROTTLE.knownIpDays * 86_400_000);
  return !(await repo.signedInFrom(attempt.memberId, attempt.ip, knownSince));
}

/** Whether these counts (with the attempt in hand) call for a captcha. */
export const captchaNeeded = (counts: Pick<FailureCounts, 'account' | 'ip'>) =>
  counts.account >= THROTTLE.captchaAfterAccountFailures || counts.ip >= THROTTLE.captchaAfterIpFailures;
