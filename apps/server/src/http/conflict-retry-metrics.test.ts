import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { withConflictRetry } from '../db/conflict-retry.ts';
import { registerConflictRetryMetrics } from './conflict-retry-metrics.ts';

describe('registerConflictRetryMetrics', () => {
  it('counts and logs each retry by operation and SQLSTATE while the app is open', async () => {
    const logged: unknown[] = [];
    const app = Fastify({
      logger: { level: 'warn', stream: { write: (line: string) => logged.push(JSON.parse(line)) } },
    });
    const registry = new Registry();
    registerConflictRetryMetrics(app, registry);
    let runs = 0;
    const answer = await withConflictRetry('probe', async () => {
      if (++runs < 3)
        throw Object.assign(new Error('Failed query'), { cause: { code: runs === 1 ? '40P01' : '40001' } });
      return 'done';
    });
    expect(answer).toBe('done');
    const text = await registry.getSingleMetricAsString('portal_db_conflict_retries_total');
    expect(text).toContain('portal_db_conflict_retries_total{operation="probe",code="40P01"} 1');
    expect(text).toContain('portal_db_conflict_retries_total{operation="probe",code="40001"} 1');
    expect(logged).toMatchObject([
      { code: '40P01', attempt: 1, operation: 'probe', msg: 'database conflict: running the transaction again' },
      { code: '40001', attempt: 2, operation: 'probe' },
    ]);
    await app.close();
    await withConflictRetry('probe', async () => {
      if (++runs < 5) throw { code: '40P01' };
    });
    expect(await registry.getSingleMetricAsString('portal_db_conflict_retries_total')).toContain('code="40P01"} 1');
  });
});
