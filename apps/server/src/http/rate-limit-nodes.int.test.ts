import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.ts';

/**
 * Two server nodes on one database: the API rate limit counts a client's requests in PostgreSQL, so
 * the two nodes together give it the limit once, not once per node.
 */
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  a = await createTestApp({ rateLimitPerMinute: 3 });
  b = await createTestApp({ nodeOf: a, rateLimitPerMinute: 3 });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const get = (node: typeof a, ip: string, url = '/api/wps/system/whitelabel') =>
  node.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip } });

it('limits a client once across the nodes it reaches', async () => {
  // A counter of an earlier window, left behind: the first counted request deletes it.
  await a.database.pool.query(
    `insert into rate_limits (key, reset_at, count) values ('203.0.113.99', now() - interval '1 minute', 7)`,
  );
  const first = await get(a, '203.0.113.1');
  expect(first.statusCode).toBe(200);
  expect(first.headers['x-ratelimit-remaining']).toBe('2');
  expect((await get(b, '203.0.113.1')).headers['x-ratelimit-remaining']).toBe('1');
  expect((await get(a, '203.0.113.1')).statusCode).toBe(200);

  const refused = await get(b, '203.0.113.1');
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ success: false, code: 'rate_limited' });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  expect((await get(a, '203.0.113.1')).statusCode).toBe(429);

  // Another client has its own count; the health check is not counted.
  expect((await get(b, '203.0.113.2')).statusCode).toBe(200);
  for (let i = 0; i < 4; i++) expect((await get(b, '203.0.113.1', '/api/health')).statusCode).toBe(200);

  // The deletion runs beside the request: wait for it (the test's time limit bounds the wait).
  const left = async () =>
    (await a.database.pool.query(`select 1 from rate_limits where key = '203.0.113.99'`)).rowCount;
  while ((await left()) !== 0) await sleep(50);
});

it('starts a new window once the old one is over', async () => {
  await a.database.pool.query(`update rate_limits set reset_at = now() where key = '203.0.113.1'`);
  const res = await get(b, '203.0.113.1');
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-ratelimit-remaining']).toBe('2');
});
