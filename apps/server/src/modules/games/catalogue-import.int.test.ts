import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityClient } from '../../test/security-client.ts';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { vendorCodeKey } from '../vendors/signature.ts';

const SECRET = 'catalogue-test-secret-0123456789abcdef';
let vendor: GlsTestVendor;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue('NSL', 'seamless', [
    { names: { en: 'Lucky Seven', vi: 'Bảy May Mắn' }, tags: ['hot'] },
    { names: { en: 'Dragon Pearl' }, groupCode: 'classic' },
    { names: { en: 'Moon Rabbit' }, tags: ['new'] },
  ]);
  vendor.addCatalogue('FRT', 'transfer', [{ names: { en: 'Fortune Wheel' } }]);
  t = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
});
afterAll(async () => {
  await t.close();
  await vendor.stop();
});

const runImport = async (only?: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/games/import',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: only ? { vendor: only } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.vendors as { vendor: string; status: string; games: number; disabled: number }[];
};

const tables = async () => {
  const q = (text: string) => t.database.pool.query(text).then((r) => r.rows);
  return {
    games: await q('select * from games order by node_id'),
    groups: await q('select * from game_groups order by vendor_code, code'),
    pictures: await q('select node_id, hash, content_type, updated_at from game_pictures order by node_id'),
  };
};

const list = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/wps/relay/GCSGAME_gameList?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().value as {
    list: { nodeId: string; gameId: string; name: string; picture: string }[];
    total: number;
  };
};

describe('catalogue import', () => {
  it('imports the served codes with their groups, games and pictures; a second import changes nothing', async () => {
    const results = await runImport();
    expect(results.find((r) => r.vendor === 'NSL')).toMatchObject({ status: 'imported', games: 3, disabled: 0 });
    expect(results.find((r) => r.vendor === 'FRT')).toMatchObject({ status: 'imported', games: 1 });
    // Codes the vendor does not serve stay out of the catalogue.
    expect(results.find((r) => r.vendor === 'LVC')).toMatchObject({ status: 'not_served', games: 0 });
    const before = await tables();
    expect(before.games).toHaveLength(4);
    expect(before.pictures).toHaveLength(4);
    expect(before.groups.map((g) => `${g.vendor_code}/${g.code}`)).toEqual([
      'FRT/classic',
      'FRT/video-slots',
      'NSL/classic',
      'NSL/video-slots',
    ]);

    const again = await runImport();
    expect(again.find((r) => r.vendor === 'NSL')).toMatchObject({ status: 'imported', games: 3, disabled: 0 });
    expect(await tables()).toEqual(before);
  });

  it('gives each served code its own wallet key under the endpoint secret', async () => {
    const { rows } = await t.database.pool.query("select secret from vendor_wallet_keys where vendor_code = 'NSL'");
    expect(rows[0]?.secret).toBe(vendorCodeKey(SECRET, 'NSL'));
  });

  it('serves each picture at a stable address with long cache headers', async () => {
    const game = (await list('vassalage=NSL')).list.find((g) => g.name === 'Lucky Seven')!;
    expect(game.picture).toMatch(new RegExp(`^/api/lgw/games/art/${game.nodeId}/[0-9a-f]{20}$`));
    const res = await t.app.inject({ method: 'GET', url: game.picture });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain('<svg');
    const wrong = await t.app.inject({ method: 'GET', url: `/api/lgw/games/art/${game.nodeId}/0123456789abcdef0123` });
    expect(wrong.statusCode).toBe(404);
  });

  it('keeps no picture that is too large or not SVG, PNG or JPEG', async () => {
    const catalogue = vendor.catalogues.get('NSL')!;
    vendor.art.set('page.svg', { type: 'text/html', body: Buffer.from('<html><body>not a picture</body></html>') });
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(600 * 1024),
    ]);
    vendor.art.set('huge.png', { type: 'image/png', body: png });
    const extra = [
      { ...catalogue.games[0]!, gameId: 'nsl-html', names: { en: 'Html Art' }, imageUrl: `${vendor.url}/art/page.svg` },
      { ...catalogue.games[0]!, gameId: 'nsl-huge', names: { en: 'Huge Art' }, imageUrl: `${vendor.url}/art/huge.png` },
    ];
    catalogue.games.push(...extra);
    await runImport('NSL');
    const games = (await list('vassalage=NSL&name=art')).list;
    expect(games.map((g) => [g.name, g.picture])).toEqual([
      ['Html Art', ''],
      ['Huge Art', ''],
    ]);
    catalogue.games.splice(-2, 2);
    await runImport('NSL');
  });

  it('switches off a game the vendor no longer lists; a favourite of it stays, and it comes back with its node id', async () => {
    const c = securityClient(t.app, t.database.pool);
    const token = await c.signUp('catFan', {}, '10.61.0.1');
    const moon = (await list('vassalage=NSL&name=moon')).list[0]!;
    const fav = await c.call('POST', '/wps/game/favourite', { token, body: { nodeId: moon.nodeId, favourite: true } });
    expect(fav.json().value.ids).toEqual([moon.nodeId]);

    const catalogue = vendor.catalogues.get('NSL')!;
    const removed = catalogue.games.splice(
      catalogue.games.findIndex((g) => g.gameId === moon.gameId),
      1,
    );
    const results = await runImport('NSL');
    expect(results).toEqual([expect.objectContaining({ vendor: 'NSL', status: 'imported', games: 2, disabled: 1 })]);
    expect((await list('vassalage=NSL')).list.map((g) => g.nodeId)).not.toContain(moon.nodeId);
    const { rows } = await t.database.pool.query('select enabled from games where node_id = $1', [moon.nodeId]);
    expect(rows[0]?.enabled).toBe(false);
    // The favourite is kept (the id list still has it); the full list shows only games that can be played.
    expect((await c.call('GET', '/wps/game/favourite/ids', { token })).json().value.ids).toEqual([moon.nodeId]);
    expect((await c.call('GET', '/wps/game/favourites', { token })).json().value.list).toEqual([]);

    catalogue.games.push(...removed);
    await runImport('NSL');
    const back = (await list('vassalage=NSL&name=moon')).list[0]!;
    expect(back.nodeId).toBe(moon.nodeId);
    expect(
      (await c.call('GET', '/wps/game/favourites', { token }))
        .json()
        .value.list.map((g: { nodeId: string }) => g.nodeId),
    ).toEqual([moon.nodeId]);
  });
});
