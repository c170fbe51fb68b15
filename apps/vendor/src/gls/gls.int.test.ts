import { vendorCatalogueSchema } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildVendorApp } from '../app.ts';
import { titlesForCode } from '../catalogue/catalogue.ts';
import { vendorCodes } from '../catalogue/vendor-codes.ts';
import { gameModules } from '../games/registry.ts';
import { fixtureModule } from '../test/fixture-module.ts';
import { glsPost, launchBody, TEST_SECRET } from '../test/gls-client.ts';
import { signBody, vendorCodeKey } from './signature.ts';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';

const config = {
  secret: TEST_SECRET,
  publicUrl: 'http://vendor.test',
  portalOrigins: ['http://portal.test'],
  timings: { bettingMs: 1000, resultMs: 100, settleMs: 100 },
  logLevel: 'silent' as const,
};

let db: VendorTestDb;
let real: FastifyInstance;
let app: FastifyInstance;
const slots = fixtureModule('slot', ['fx-one', 'fx-two', 'fx-three']);

beforeAll(async () => {
  db = await createVendorTestDb();
  real = await buildVendorApp({ config, pool: db.pool, assets: false, startModules: false });
  app = await buildVendorApp({ config, pool: db.pool, modules: [slots], assets: false, startModules: false });
});
afterAll(async () => {
  await real.close();
  await app.close();
  await db.drop();
});

describe('POST /gls/catalogue with the registered game modules', () => {
  const registeredKinds = new Set(gameModules.flatMap((m) => m.titles.map((t) => t.kind)));

  it.each(vendorCodes.map((v) => [v.code, v] as const))('%s answers a schema-valid catalogue', async (_code, info) => {
    const res = await glsPost(real, info.code, '/gls/catalogue', {});
    expect(res.statusCode).toBe(200);
    const catalogue = vendorCatalogueSchema.parse(res.json());
    expect([catalogue.code, catalogue.displayName, catalogue.gameType, catalogue.walletMode]).toEqual([
      info.code,
      info.displayName,
      info.gameType,
      info.walletMode,
    ]);
    // Every brand has games: some registered module has titles of one of its kinds.
    expect(info.kinds.some((k) => registeredKinds.has(k))).toBe(true);
    expect(catalogue.games.length).toBeGreaterThan(0);
    expect(catalogue.games.map((g) => g.gameId)).toEqual(titlesForCode(info, gameModules).map((t) => t.gameId));
    for (const game of catalogue.games) {
      expect(game.imageUrl).toBe(`http://vendor.test/art/${game.gameId}.svg`);
      expect(catalogue.groups.map((g) => g.code)).toContain(game.groupCode);
    }
  });
});

describe('POST /gls/launch', () => {
  it('creates a session with the code wallet mode and answers the game URL', async () => {
    const res = await glsPost(app, 'FRT', '/gls/launch', launchBody('fx-one', { language: 'th', demo: true }));
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/vendor\.test\/play\/[A-Za-z0-9_-]{43}$/);
    const id = url.split('/').pop();
    const { rows } = await db.pool.query('select * from sessions where id = $1', [id]);
    expect(rows[0]).toMatchObject({
      vendor_code: 'FRT',
      wallet_mode: 'transfer',
      player_id: '1001',
      portal_token: 'portal-token-0123456789abcdef',
      language: 'th',
      demo: true,
      game_id: 'fx-one',
      closed_at: null,
    });
  });

  it('answers 404 game_unknown for a game the code does not offer', async () => {
    // fx-three is left out of FRT's share of the slot titles.
    for (const gameId of ['nope', 'fx-three']) {
      const res = await glsPost(app, 'FRT', '/gls/launch', launchBody(gameId));
      expect([res.statusCode, res.json().code]).toEqual([404, 'game_unknown']);
    }
    const other = await glsPost(app, 'LVC', '/gls/launch', launchBody('fx-one'));
    expect([other.statusCode, other.json().code]).toEqual([404, 'game_unknown']);
  });

  it.each([
    ['a missing field', { ...launchBody('fx-one'), playerId: undefined }],
    ['a short token', launchBody('fx-one', { token: 'short' })],
    ['a bad currency', launchBody('fx-one', { currency: 'usd' })],
    ['a non-boolean demo', launchBody('fx-one', { demo: 'yes' })],
    ['an array', []],
  ])('answers 400 validation_failed for %s', async (_what, body) => {
    const res = await glsPost(app, 'NSL', '/gls/launch', body);
    expect([res.statusCode, res.json().code]).toEqual([400, 'validation_failed']);
  });

  it('answers 400 invalid_json for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/gls/launch',
      headers: { 'content-type': 'application/json', 'x-vendor-code': 'NSL' },
      payload: '{"playerId":',
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_json']);
  });
});

describe('signing of the /gls calls', () => {
  it('refuses unsigned and wrongly signed calls with 401 signature_invalid', async () => {
    const unsigned = await app.inject({
      method: 'POST',
      url: '/gls/catalogue',
      headers: { 'content-type': 'application/json', 'x-vendor-code': 'NSL' },
      payload: '{}',
    });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([401, 'signature_invalid']);
    const wrongKey = await glsPost(
      app,
      'NSL',
      '/gls/launch',
      launchBody('fx-one'),
      'another-secret-0123456789abcdef012345',
    );
    expect([wrongKey.statusCode, wrongKey.json().code]).toEqual([401, 'signature_invalid']);
    const { rowCount } = await db.pool.query("select 1 from sessions where vendor_code = 'NSL'");
    expect(rowCount).toBe(0);
  });

  it('refuses a call for one code signed with another code’s key, or with the secret itself', async () => {
    for (const [code, other] of [
      ['NSL', 'JDR'],
      ['JDR', 'NSL'],
    ] as const) {
      const payload = '{}';
      const timestamp = String(Math.floor(Date.now() / 1000));
      for (const key of [vendorCodeKey(TEST_SECRET, other), TEST_SECRET]) {
        const res = await real.inject({
          method: 'POST',
          url: '/gls/catalogue',
          headers: {
            'content-type': 'application/json',
            'x-vendor-code': code,
            'x-timestamp': timestamp,
            'x-signature': signBody(key, timestamp, payload),
          },
          payload,
        });
        expect([res.statusCode, res.json().code]).toEqual([401, 'signature_invalid']);
      }
      const own = await glsPost(real, code, '/gls/catalogue', {});
      expect([own.statusCode, own.json().code]).toEqual([200, code]);
    }
  });

  it('refuses a code the vendor does not serve with 403 vendor_unknown', async () => {
    for (const code of ['VNLOTT', '']) {
      const res = await glsPost(app, code, '/gls/catalogue', {});
      expect([res.statusCode, res.json().code]).toEqual([403, 'vendor_unknown']);
    }
  });

  it('answers unknown routes with 404 route_not_found as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/nowhere' });
    expect([res.statusCode, res.json().code]).toEqual([404, 'route_not_found']);
  });
});
