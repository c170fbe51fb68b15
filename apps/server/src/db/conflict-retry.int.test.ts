import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { onConflictRetry, withConflictRetry, type ConflictRetry } from './conflict-retry.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.pool.query('create table retry_probe (id int primary key, n int not null)');
  await database.pool.query('insert into retry_probe values (1, 0), (2, 0)');
});
afterAll(async () => database.drop());

/** Resolves once `count` callers have arrived: each first attempt holds its first row until both do. */
function barrier(count: number) {
  let arrived = 0;
  let open!: () => void;
  const all = new Promise<void>((resolve) => (open = resolve));
  return () => {
    if (++arrived === count) open();
    return all;
  };
}

describe('withConflictRetry on real PostgreSQL', () => {
  it('runs again the transaction PostgreSQL aborted for a deadlock; both commit once', async () => {
    const meet = barrier(2);
    const seen: ConflictRetry[] = [];
    const stop = onConflictRetry((r) => seen.push(r));
    let runs = 0;
    // Two transactions that lock the same two rows in opposite orders: a deadlock on the first try.
    const crossing = (first: number, second: number) =>
      withConflictRetry('probe', () =>
        database.db.transaction(async (tx) => {
          const attempt = ++runs;
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${first}`);
          if (attempt <= 2) await meet();
          await tx.execute(sql`update retry_probe set n = n + 1 where id = ${second}`);
        }),
      );
    try {
      await Promise.all([crossing(1, 2), crossing(2, 1)]);
    } finally {
      stop();
    }
    expect(seen).toEqual([{ code: '40P01', attempt: 1, operation: 'probe' }]);
    const { rows } = await database.pool.query('select id, n from retry_probe order by id');
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('gives up after the last attempt and leaves other errors alone', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('Failed query'), { cause: { code: '40P01' } });
    await expect(
      withConflictRetry(
        'probe',
        async () => {
          runs++;
          throw deadlock;
        },
        3,
      ),
    ).rejects.toBe(deadlock);
    expect(runs).toBe(3);
    runs = 0;
    await expect(
      withConflictRetry('probe', async () => {
        runs++;
        await database.pool.query('insert into retry_probe values (1, 0)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(runs).toBe(1);
  });
});
