/**
 * Connections in pipeline mode: queries sent together on one name run one after the
 * other on one backend, each in its own transaction; one that fails does not fail the next; a lost
 * connection fails what was on it and the next query opens a new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { Pipelines } from './pipelines.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const pipelines = () => database.db.$pipelines;
const backend = async (name: string) =>
  (await pipelines().query<{ pid: number }>(name, { text: 'select pg_backend_pid() as pid' })).rows[0]!.pid;

describe('pipelined connections', () => {
  it('runs the queries sent together on one name back to back on one backend, in order', async () => {
    const text = `select pg_backend_pid() as pid, statement_timestamp() as started, clock_timestamp() as ended
                  from pg_sleep(0.05)`;
    const runs = await Promise.all(
      [1, 2, 3].map(() =>
        pipelines().query<{ pid: number; started: Date; ended: Date }>('a', { name: 'sleepy', text }),
      ),
    );
    const rows = runs.map((r) => r.rows[0]!);
    expect(new Set(rows.map((r) => r.pid)).size).toBe(1);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.started >= rows[i - 1]!.ended).toBe(true);
    // Another name is another backend.
    expect(await backend('b')).not.toBe(rows[0]!.pid);
  });

  it('answers the query behind one that failed, each in its own transaction', async () => {
    await database.pool.query('create table pipelined_rows (v int primary key)');
    const [failed, next] = await Promise.allSettled([
      pipelines().query('c', { text: 'insert into pipelined_rows values (1), (1)' }),
      pipelines().query('c', { text: 'insert into pipelined_rows values (2) returning v' }),
    ]);
    expect(failed).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
    expect(next).toMatchObject({ status: 'fulfilled', value: { rows: [{ v: 2 }] } });
    const { rows } = await database.pool.query('select v from pipelined_rows');
    expect(rows).toEqual([{ v: 2 }]);
  });

  it('fails the queries on a lost connection and opens a new one for the next', async () => {
    const before = await backend('d');
    const lost = pipelines()
      .query('d', { text: 'select pg_sleep(5)' })
      .then(
        () => 'answered',
        (err: { code?: string }) => err.code,
      );
    await database.pool.query('select pg_terminate_backend($1)', [before]);
    expect(await lost).toBe('57P01');
    const after = await backend('d');
    expect(after).not.toBe(before);
  });

  it('refuses queries once closed', async () => {
    const own = new Pipelines({ connectionString: database.pool.options.connectionString });
    expect((await own.query<{ one: number }>('e', { text: 'select 1 as one' })).rows).toEqual([{ one: 1 }]);
    await own.close();
    await expect(own.query('e', { text: 'select 1' })).rejects.toThrow('the database is closed');
  });
});
