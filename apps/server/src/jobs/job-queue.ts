import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';

/** Marks paid withdrawals past their confirmation deadline as received (SPEC §4). */
export const WITHDRAW_AUTO_CONFIRM = 'withdraw-auto-confirm';
/** Expires online deposit orders left unpaid past the wallet setting `depositExpiryMinutes`. */
export const DEPOSIT_EXPIRE = 'deposit-expire';
/**
 * Settles main ↔ vendor transfers left pending (the vendor did not answer, or the portal or its
 * database stopped mid-transfer) by asking the vendor what became of each, so that the money held in
 * `transfers_pending` goes back or on without waiting for the player's next wallet read.
 */
export const TRANSFERS_RESOLVE = 'transfers-resolve';
/** Imports the game catalogue and the transfer-wallet vendors' bets. */
export const GAMES_IMPORT = 'games-import';
/** Settles the agents' daily, hourly and real-time salaries of every window that has closed. */
export const AGENT_SETTLEMENT = 'agent-settlement';

export interface JobWork {
  /** Answers how many withdrawals it confirmed. */
  withdrawAutoConfirm: () => Promise<number>;
  /** Answers how many unpaid online deposit orders it expired. */
  depositExpire?: () => Promise<number>;
  /** Settles pending vendor transfers old enough to have lost their caller; answers the counts. */
  transfersResolve?: () => Promise<{ done: number; failed: number; pending: number }>;
  /** The games catalogue and bet-history import, every 10 minutes. */
  gamesImport?: () => Promise<void>;
  /** Agent salary settlement of the windows that closed; answers how many it settled. */
  agentSettlement?: () => Promise<number>;
}

export interface JobQueue {
  boss: PgBoss;
  stop: () => Promise<void>;
}

/**
 * The PostgreSQL-backed job queue (pg-boss, docs/decisions/0013-job-queue.md): its tables live in
 * the schema `pgboss` of the app's own database and it runs its statements on the app's pool.
 * Schedules are cron entries kept in the database, so with several nodes each fires once.
 */
export async function startJobQueue(
  pool: pg.Pool,
  work: JobWork,
  log: FastifyBaseLogger,
  opts: { pollingIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    application_name: 'portal-jobs',
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  // 'stately': at most one waiting and one running, so slow runs never pile up.
  await boss.createQueue(WITHDRAW_AUTO_CONFIRM, { name: WITHDRAW_AUTO_CONFIRM, policy: 'stately', retryLimit: 2 });
  await boss.work(WITHDRAW_AUTO_CONFIRM, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async () => {
    const confirmed = await work.withdrawAutoConfirm();
    if (confirmed > 0) log.info({ confirmed }, 'withdrawals confirmed as received after their deadline');
  });
  await boss.schedule(WITHDRAW_AUTO_CONFIRM, '* * * * *', undefined, { tz: 'UTC' });
  if (work.depositExpire) {
    const depositExpire = work.depositExpire;
    await boss.createQueue(DEPOSIT_EXPIRE, { name: DEPOSIT_EXPIRE, policy: 'stately', retryLimit: 2 });
    await boss.work(DEPOSIT_EXPIRE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async () => {
      const expired = await depositExpire();
      if (expired > 0) log.info({ expired }, 'unpaid online deposit orders expired');
    });
    await boss.schedule(DEPOSIT_EXPIRE, '* * * * *', undefined, { tz: 'UTC' });
  }
  if (work.transfersResolve) {
    const transfersResolve = work.transfersResolve;
    await boss.createQueue(TRANSFERS_RESOLVE, { name: TRANSFERS_RESOLVE, policy: 'stately', retryLimit: 2 });
    await boss.work(TRANSFERS_RESOLVE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async () => {
      const counts = await transfersResolve();
      if (counts.done + counts.failed > 0) log.info(counts, 'pending vendor transfers settled');
    });
    await boss.schedule(TRANSFERS_RESOLVE, '* * * * *', undefined, { tz: 'UTC' });
  }
  if (work.gamesImport) {
    const gamesImport = work.gamesImport;
    await boss.createQueue(GAMES_IMPORT, { name: GAMES_IMPORT, policy: 'stately', retryLimit: 1 });
    await boss.work(GAMES_IMPORT, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, () => gamesImport());
    await boss.schedule(GAMES_IMPORT, '*/10 * * * *', undefined, { tz: 'UTC' });
  }
  if (work.agentSettlement) {
    const agentSettlement = work.agentSettlement;
    // Every minute: a real-time window settles a minute after it closes. Each window is one run row
    // (agent_settlement_runs), so a window settles once however many nodes run the job.
    await boss.createQueue(AGENT_SETTLEMENT, { name: AGENT_SETTLEMENT, policy: 'stately', retryLimit: 2 });
    await boss.work(AGENT_SETTLEMENT, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async () => {
      const settled = await agentSettlement();
      if (settled > 0) log.info({ settled }, 'agent salary windows settled');
    });
    await boss.schedule(AGENT_SETTLEMENT, '* * * * *', undefined, { tz: 'UTC' });
  }
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000, close: false }),
  };
}
