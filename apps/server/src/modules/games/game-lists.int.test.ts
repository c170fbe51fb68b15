import {
  envelopeSchema,
  gameGroupsValueSchema,
  gameListValueSchema,
  vendorItemSchema,
  type GameItem,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';

const SECRET = 'lists-test-secret-0123456789abcdef';
let vendor: GlsTestVendor;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue(
    'NSL',
    'seamless',
    Array.from({ length: 25 }, (_, i) => ({
      names: { en: `Slot ${String(i + 1).padStart(2, '0')}` },
      tags: i % 5 === 0 ? (['hot'] as const).slice() : [],
      groupCode: i < 20 ? 'video-slots' : 'classic',
    })),
  );
  vendor.addCatalogue('JDR', 'seamless', [
    { names: { en: 'Golden Dragon', vi: 'Rồng Vàng', 'zh-CN': '金龙' }, tags: ['new', 'jackpot'] },
    { names: { en: 'Cockfight Arena', vi: 'Đá Gà' }, tags: ['hot'] },
  ]);
  t = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/games/import',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: {},
  });
});
afterAll(async () => {
  await t.close();
  await vendor.stop();
});

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: `/api${path}`, headers });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
};
const games = async (query: string, headers: Record<string, string> = {}) => {
  const res = await get(`/wps/relay/GCSGAME_gameList?${query}`, headers);
  expect(res.status).toBe(200);
  return envelopeSchema(gameListValueSchema).parse(res.body).value;
};
const names = (list: GameItem[]) => list.map((g) => g.name);

describe('game lists', () => {
  it('pages on the server in the vendor’s order and answers the same cached bytes again', async () => {
    const first = await games('vassalage=NSL&pageSize=10');
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(names(first.list)).toEqual(Array.from({ length: 10 }, (_, i) => `Slot ${String(i + 1).padStart(2, '0')}`));
    const third = await games('vassalage=nsl&pageSize=10&page=3');
    expect(names(third.list)).toEqual(['Slot 21', 'Slot 22', 'Slot 23', 'Slot 24', 'Slot 25']);
    const again = await get('/wps/relay/GCSGAME_gameList?vassalage=NSL&pageSize=10');
    expect(again.type).toContain('application/json');
    expect(again.body).toEqual({ success: true, code: 'ok', message: expect.any(String), value: first });
  });

  it('filters by category, group, tag and name in any language, case and accent insensitive', async () => {
    expect((await games('gameType=RNG&pageSize=100')).total).toBe(27);
    expect((await games('gameType=LIVE')).total).toBe(0);
    expect((await games('vassalage=NSL&groupCode=classic')).total).toBe(5);
    expect(names((await games('tag=hot&pageSize=100')).list)).toEqual([
      'Slot 01',
      'Slot 06',
      'Slot 11',
      'Slot 16',
      'Slot 21',
      'Cockfight Arena',
    ]);
    expect(names((await games('name=GOLDEN')).list)).toEqual(['Golden Dragon']);
    expect(names((await games('name=rồng')).list)).toEqual(['Golden Dragon']);
    expect(names((await games('name=da%20ga')).list)).toEqual(['Cockfight Arena']);
    expect(names((await games('name=金')).list)).toEqual(['Golden Dragon']);
    expect((await games('name=nothing-like-this')).total).toBe(0);
  });

  it('names games in the request language: the query, else the Language header, else English', async () => {
    expect(names((await games('vassalage=JDR&language=vi')).list)).toEqual(['Rồng Vàng', 'Đá Gà']);
    expect(names((await games('vassalage=JDR', { language: 'zh-CN' })).list)).toEqual(['金龙', 'Cockfight Arena']);
    expect(names((await games('vassalage=JDR&language=th')).list)).toEqual(['Golden Dragon', 'Cockfight Arena']);
  });

  it('refuses bad queries with the fields named', async () => {
    const res = await get('/wps/relay/GCSGAME_gameList?pageSize=101&tag=cold');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.value.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'query.pageSize',
      'query.tag',
    ]);
  });

  it('answers hot games: tagged hot, or a vendor’s games filled up', async () => {
    const all = await get('/wps/relay/GCSGAME_hotGames?merchantCode=demo&isPlatform=2&platform=flash,html5-desktop');
    expect(all.status).toBe(200);
    // NSL is a hot vendor in the demo menus: its hot games come first.
    expect(all.body.value.list.slice(0, 6).map((g: GameItem) => g.name)).toEqual([
      'Slot 01',
      'Slot 06',
      'Slot 11',
      'Slot 16',
      'Slot 21',
      'Cockfight Arena',
    ]);
    const one = await get('/wps/relay/GCSGAME_hotGames?vassalage=JDR&limit=5');
    expect(one.body.value.list.map((g: GameItem) => g.name)).toEqual(['Cockfight Arena', 'Golden Dragon']);
  });

  it('answers a vendor’s groups with their game counts, and the flat vendor list', async () => {
    const res = await get('/wps/relay/GCSGAME_gameGroups?vassalage=NSL&language=zh-CN');
    const value = envelopeSchema(gameGroupsValueSchema).parse(res.body).value;
    expect(value.vendor).toMatchObject({ vassalage: 'NSL', isGame: 'VASSALAGE' });
    expect(value.groups).toEqual([
      { gameGroupCode: 'video-slots', labelName: '视频老虎机', gameMenus: 20 },
      { gameGroupCode: 'classic', labelName: 'Classic', gameMenus: 5 },
    ]);
    expect((await get('/wps/relay/GCSGAME_gameGroups?vassalage=NOPE')).status).toBe(404);
    const vendors = z.array(vendorItemSchema).parse((await get('/wps/game/vendors?merchantCode=demo')).body.value);
    expect(vendors.map((v) => v.vassalage)).toContain('DS88');
  });

  it('shows a vendor’s maintenance on its games once the operator sets it', async () => {
    await t.database.pool.query("update game_vendors set maintenance = true where code = 'JDR'");
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/games/import',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { vendor: 'JDR' },
    });
    expect((await games('vassalage=JDR')).list.every((g) => g.maintenance)).toBe(true);
    await t.database.pool.query("update game_vendors set maintenance = false where code = 'JDR'");
  });
});
