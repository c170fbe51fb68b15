import { staleInstantBetIds, type Queryable } from './bets.repo.ts';
import type { WalletLog } from './types.ts';
import type { WalletPort } from './wallet-port.ts';

/** An instant bet still open this long after it was placed was left behind by a crash. */
export const STALE_INSTANT_BET_MS = 60_000;
/** How often the sweeper looks (it also looks once at start-up). */
export const STALE_SWEEP_EVERY_MS = 60_000;
const BATCH = 100;

export interface StaleBetSweeper {
  /** Sweeps at once, then every `everyMs`. */
  start(): void;
  /** Stops the timer and waits for a sweep in flight. */
  stop(): Promise<void>;
  /** One sweep: cancels (refunds) every stale instant bet; answers how many were cancelled. */
  runOnce(): Promise<number>;
}

/**
 * Slot spins and fish shots settle inside the request that placed them. If the vendor process dies
 * after writing such a bet but before settling it (e.g. while the debit's answer is on its way), the
 * bet stays `open` and the wallet may hold the stake. This sweeper cancels those bets through the
 * WalletPort's `cancelBet`, which marks the bet rolled back and refunds durably (the seamless
 * rollback is queued in the outbox and retried until acknowledged; a rollback of a debit the portal
 * never took leaves a tombstone there). Cancelling is a no-op for a bet that is no longer open, so
 * sweeps of several vendor processes never refund twice.
 */
export function createStaleBetSweeper(opts: {
  db: Queryable;
  wallet: Pick<WalletPort, 'cancelBet'>;
  log: WalletLog;
  maxAgeMs?: number;
  everyMs?: number;
}): StaleBetSweeper {
  const maxAgeMs = opts.maxAgeMs ?? STALE_INSTANT_BET_MS;
  const everyMs = opts.everyMs ?? STALE_SWEEP_EVERY_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const runOnce = async (): Promise<number> => {
    let cancelled = 0;
    for (;;) {
      const ids = await staleInstantBetIds(opts.db, maxAgeMs, BATCH);
      let progressed = 0;
      for (const id of ids) {
        try {
          // Another sweeper (another vendor process) may have cancelled it since the read: counted once.
          if (await opts.wallet.cancelBet(id)) {
            cancelled += 1;
            opts.log.warn(`stale instant bet ${id} (open over ${maxAgeMs / 1000} s) cancelled and refunded`);
          }
          progressed += 1;
        } catch (err) {
          opts.log.error(`stale instant bet ${id}: cancel failed: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
      // A full batch with progress: there may be more; stop on failures so a bad bet cannot spin the loop.
      if (ids.length < BATCH || progressed === 0) return cancelled;
    }
  };

  const tick = () => {
    const sweep = runOnce()
      .catch((err: unknown) =>
        opts.log.error(`stale instant bets: ${err instanceof Error ? err.message : String(err)}`),
      )
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, everyMs);
      });
    running = sweep;
  };

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
    runOnce,
  };
}
