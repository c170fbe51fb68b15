/**
 * Running a transaction again when PostgreSQL aborted it for a lock conflict: deadlock_detected
 * (40P01), where PostgreSQL rolls one transaction of a lock cycle back so the others can go on, and
 * serialization_failure (40001). Either way nothing of the transaction was written, so running the
 * same work again is safe; the money paths' idempotency keys make it so even when an answer was lost.
 * The lock order (docs/wallet.md, "Lock order") keeps these rare; this keeps a rare one from
 * reaching a player or a payment gateway as a 500.
 */

/** SQLSTATEs after which the whole transaction was rolled back and a new attempt may succeed. */
const CONFLICT_CODES = new Set(['40P01', '40001']);

/** Attempts in all (the first and up to four retries) before the error goes to the caller. */
export const CONFLICT_ATTEMPTS = 5;

export interface ConflictRetry {
  /** The SQLSTATE of the failed attempt. */
  code: string;
  /** Which attempt failed (1 = the first). */
  attempt: number;
  /** What was running (`ledger transaction`, `vendor_debit`…), for the log and the metric. */
  operation: string;
}

type Listener = (retry: ConflictRetry) => void;
const listeners = new Set<Listener>();

/** Tells `listener` of every retry (logging, metrics); answers the function that stops it. */
export function onConflictRetry(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The conflict SQLSTATE of `err` (drizzle wraps the driver's error in `cause`), or null. */
export function conflictCode(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONFLICT_CODES.has(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** Milliseconds to wait after failed attempt `attempt`: 5, 10, 20, 40 ms doubled, each with up to as much jitter. */
export function conflictBackoff(attempt: number, random = Math.random): number {
  const base = 5 * 2 ** (attempt - 1);
  return Math.round(base + random() * base);
}

/**
 * Runs `work` (one whole transaction, or one statement outside a transaction) and runs it again
 * after a deadlock or serialization failure, at most `attempts` times in all, with a short jittered
 * pause so that the transactions of the broken cycle do not meet again at once. Never wrap work
 * that runs inside a caller's open transaction: after the error that transaction is aborted.
 */
export async function withConflictRetry<T>(
  operation: string,
  work: () => Promise<T>,
  attempts = CONFLICT_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      const code = conflictCode(err);
      if (code === null || attempt >= attempts) throw err;
      for (const listener of listeners) listener({ code, attempt, operation });
      await new Promise((resolve) => setTimeout(resolve, conflictBackoff(attempt)));
    }
  }
}
