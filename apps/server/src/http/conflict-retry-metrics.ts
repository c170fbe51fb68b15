import type { FastifyInstance } from 'fastify';
import { Counter, type Registry } from 'prom-client';
import { onConflictRetry } from '../db/conflict-retry.ts';

/**
 * Counts (`portal_db_conflict_retries_total` by operation and SQLSTATE) and logs every transaction
 * run again after a deadlock or serialization failure, for as long as the app is open. A steady
 * count means some path takes its locks out of the documented order (docs/wallet.md, "Lock order").
 */
export function registerConflictRetryMetrics(app: FastifyInstance, registry: Registry): void {
  const retries = new Counter({
    name: 'portal_db_conflict_retries_total',
    help: 'Transactions run again after a deadlock (40P01) or serialization failure (40001)',
    labelNames: ['operation', 'code'] as const,
    registers: [registry],
  });
  const stop = onConflictRetry(({ code, attempt, operation }) => {
    retries.inc({ operation, code });
    app.log.warn({ code, attempt, operation }, 'database conflict: running the transaction again');
  });
  app.addHook('onClose', async () => {
    stop();
  });
}
