import PgBoss from 'pg-boss';
import type pg from 'pg';

/** Queues one run of the scheduled job `name`, as pg-boss's schedule does when its time comes. */
export async function queueJobRun(pool: pg.Pool, name: string): Promise<void> {
  const sender = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  await sender.start();
  try {
    await sender.send(name, {});
  } finally {
    await sender.stop({ graceful: false, close: false });
  }
}
