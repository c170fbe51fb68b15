import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

const SECRET = 'favourites-test-secret-0123456789abcdef';
let vendor: GlsTestVendor;
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let nodeIds: string[];

beforeAll(async () => {
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue('NSL', 'seamless', [
    { names: { en: 'Alpha' } },
    { names: { en: 'Beta' } },
    { names: { en: 'Gamma' } },
  ]);
  t = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
  c = securityClient(t.app, t.database.pool);
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/games/import',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: {},
  });
  const list = (await t.app.inject({ method: 'GET', url: '/api/wps/relay/GCSGAME_gameList?vassalage=NSL' })).json()
    .value.list;
  nodeIds = list.map((g: { nodeId: string }) => g.nodeId);
});
afterAll(async () => {
  await t.close();
  await vendor.stop();
});

const toggle = (token: string, nodeId: string, favourite: boolean) =>
  c.call('POST', '/wps/game/favourite', { token, body: { nodeId, favourite } });
const ids = async (token: string) => (await c.call('GET', '/wps/game/favourite/ids', { token })).json().value.ids;

describe('favourites', () => {
  it('adds and removes idempotently and lists the games newest first', async () => {
    const token = await c.signUp('favAda', {}, '10.63.0.1');
    expect((await toggle(token, nodeIds[0]!, true)).json().value.ids).toEqual([nodeIds[0]]);
    expect((await toggle(token, nodeIds[0]!, true)).json().value.ids).toEqual([nodeIds[0]]);
    await t.database.pool.query("update game_favourites set created_at = now() - interval '1 minute'");
    await toggle(token, nodeIds[2]!, true);
    expect(await ids(token)).toEqual([nodeIds[2], nodeIds[0]]);
    const games = (await c.call('GET', '/wps/game/favourites?language=en', { token })).json().value.list;
    expect(games.map((g: { name: string }) => g.name)).toEqual(['Gamma', 'Alpha']);
    expect((await toggle(token, nodeIds[2]!, false)).json().value.ids).toEqual([nodeIds[0]]);
    expect((await toggle(token, nodeIds[2]!, false)).json().value.ids).toEqual([nodeIds[0]]);
  });

  it('refuses unknown games and calls without a session', async () => {
    const token = await c.signUp('favBad', {}, '10.63.0.2');
    expect((await toggle(token, '999999999', true)).json().code).toBe('game_not_found');
    expect((await toggle(token, 'abc', true)).statusCode).toBe(400);
    expect((await c.call('GET', '/wps/game/favourite/ids')).json().code).toBe('unauthorized');
    expect((await c.call('GET', '/wps/game/recent')).json().code).toBe('unauthorized');
  });

  it('belong to their owner: another player’s token neither reads nor changes them', async () => {
    const owner = await c.signUp('favOwner', {}, '10.63.0.3');
    const other = await c.signUp('favOther', {}, '10.63.0.4');
    await toggle(owner, nodeIds[1]!, true);
    expect(await ids(other)).toEqual([]);
    expect((await c.call('GET', '/wps/game/favourites', { token: other })).json().value.list).toEqual([]);
    // The other player's toggle changes only the other player's list.
    expect((await toggle(other, nodeIds[1]!, false)).json().value.ids).toEqual([]);
    await toggle(other, nodeIds[0]!, true);
    expect(await ids(owner)).toEqual([nodeIds[1]]);
    expect(await ids(other)).toEqual([nodeIds[0]]);
  });
});
