import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

/**
 * Two server nodes on one database, both with the GLS endpoint: when an import on node A learns that
 * the endpoint no longer serves a code, node B stops sending that code's launches there too.
 */
const SECRET = 'vendor-served-nodes-secret-0123456789ab';
let vendor: GlsTestVendor;
let a: Awaited<ReturnType<typeof createTestApp>>;
let b: Awaited<ReturnType<typeof createTestApp>>;

const catalogueCalls = () => vendor.calls.filter((c) => c.path === '/gls/catalogue').length;

beforeAll(async () => {
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue('NSL', 'seamless', [{ names: { en: 'Lucky Seven' } }]);
  const endpoint = { url: vendor.url, secret: SECRET };
  a = await createTestApp({ vendorEndpoint: endpoint });
  b = await createTestApp({ nodeOf: a, vendorEndpoint: endpoint });
  // Each node imports every code once at start: wait until both have asked all of them, so that
  // node B learns nothing more by itself.
  const { rows } = await a.database.pool.query<{ n: number }>('select count(*)::int as n from game_vendors');
  while (catalogueCalls() < 2 * rows[0]!.n) await sleep(50);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await vendor?.stop();
});

it('tells node B that the endpoint stopped serving a code node A imported', async () => {
  const token = await securityClient(b.app, b.database.pool).signUp('servedB', {}, '10.71.0.1');
  const launchOnB = () =>
    b.app.inject({
      method: 'POST',
      url: '/api/wps/game/launchGame',
      headers: { 'x-session-token': token },
      payload: { vassalage: 'NSL', gameId: 'nsl-1' },
    });
  expect((await launchOnB()).statusCode).toBe(200);

  vendor.catalogues.delete('NSL');
  const imported = await a.app.inject({
    method: 'POST',
    url: '/api/admin/games/import',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: { vendor: 'NSL' },
  });
  expect(imported.json().value.vendors).toEqual([expect.objectContaining({ vendor: 'NSL', status: 'not_served' })]);

  // Until node B hears of it (by notification) its launches still reach the vendor, which refuses
  // them; then node B refuses them itself. Wait for that (the test's time limit bounds the wait).
  for (;;) {
    const before = vendor.launches('NSL').length;
    const res = await launchOnB();
    expect([res.statusCode, res.json().code]).toEqual([502, 'vendor_unavailable']);
    if (vendor.launches('NSL').length === before) break;
    await sleep(50);
  }
});
