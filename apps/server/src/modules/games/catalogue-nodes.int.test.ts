import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

/**
 * Two server nodes on one database, sharing nothing in memory: the catalogue imported on node A (the
 * scheduled import runs on one node only) reaches node B's in-memory catalogue.
 */
const SECRET = 'catalogue-nodes-secret-0123456789abcdef';
let vendor: GlsTestVendor;
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;

const importOnA = async () => {
  const res = await a.app.inject({
    method: 'POST',
    url: '/api/admin/games/import',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: { vendor: 'NSL' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.vendors as { vendor: string; status: string; games: number }[];
};

const namesOnB = async () => {
  const res = await b.app.inject({ method: 'GET', url: '/api/wps/relay/GCSGAME_gameList?vassalage=NSL' });
  expect(res.statusCode).toBe(200);
  return (res.json().value.list as { name: string }[]).map((g) => g.name).sort();
};

beforeAll(async () => {
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue('NSL', 'seamless', [{ names: { en: 'Lucky Seven' } }]);
  a = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
  await importOnA();
  // Node B has no vendor endpoint: it never imports, it only reads the catalogue from the database.
  b = await createTestApp({ nodeOf: a });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await vendor?.stop();
});

it('reloads node B’s catalogue after an import on node A', async () => {
  expect(await namesOnB()).toEqual(['Lucky Seven']);
  vendor.addCatalogue('NSL', 'seamless', [{ names: { en: 'Lucky Seven' } }, { names: { en: 'Moon Rabbit' } }]);
  expect((await importOnA()).find((r) => r.vendor === 'NSL')).toMatchObject({ status: 'imported', games: 2 });
  // Node B reloads when the notification arrives; wait for it (the test's time limit bounds the wait).
  while ((await namesOnB()).length < 2) await sleep(50);
  expect(await namesOnB()).toEqual(['Lucky Seven', 'Moon Rabbit']);
});
