import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { connectDatabase } from './client.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const failure = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );

it('survives the loss of a checked-out connection and calls it "database unavailable"', async () => {
  // A transaction's connection ended by the server between two statements (what a PostgreSQL
  // shutdown or crash does): without a listener its 'error' event would end the process.
  const client = await database.pool.connect();
  await client.query('begin');
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  await database.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
  const err = await failure(client.query('select 1'));
  client.release(true);
  expect(isDatabaseUnavailable(err)).toBe(true);
  // The pool carries on with a new connection.
  expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
});

it('calls a refused connection "database unavailable", through drizzle too', async () => {
  const closed = connectDatabase('postgres://portal:x@127.0.0.1:9/portal', 1);
  try {
    expect(isDatabaseUnavailable(await failure(closed.pool.query('select 1')))).toBe(true);
    expect(isDatabaseUnavailable(await failure(closed.db.execute(sql`select 1`)))).toBe(true);
  } finally {
    await closed.close();
  }
});

it("leaves a statement's own failure alone", async () => {
  expect(isDatabaseUnavailable(await failure(database.pool.query('select 1 / 0')))).toBe(false);
  expect(isDatabaseUnavailable(await failure(database.db.execute(sql`select * from no_such_table`)))).toBe(false);
  expect(isDatabaseUnavailable(new Error('ENOENT: no such file or directory, open /x'))).toBe(false);
});
