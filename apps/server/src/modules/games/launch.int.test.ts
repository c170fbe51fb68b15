import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor } from '../../test/auth-client.ts';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor } from '../../test/vendor-client.ts';
import { fund, testLedger } from '../../test/wallet-fixtures.ts';
import { GlsAdapter } from '../vendors/gls-adapter.ts';
import { vendorCodeKey } from '../vendors/signature.ts';
import { VendorCallError } from '../vendors/vendor-adapter.ts';
import { VendorTimeoutError } from '../wallet/transfer-vendor.ts';

const SECRET = 'launch-test-secret-0123456789abcdef';
let vendor: GlsTestVendor;
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;

beforeAll(async () => {
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue(
    'NSL',
    'seamless',
    Array.from({ length: 22 }, (_, i) => ({ names: { en: `Nova ${i + 1}`, vi: `Nova VI ${i + 1}` } })),
  );
  vendor.addCatalogue('FRT', 'transfer', [{ names: { en: 'Fortune Wheel' } }]);
  t = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
  c = securityClient(t.app, t.database.pool);
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

let ipSeq = 0;
const member = async (name: string) => {
  const token = await c.signUp(name, {}, `10.62.0.${++ipSeq}`);
  const { rows } = await t.database.pool.query<{ id: string }>('select id from members where username = $1', [name]);
  return { token, id: BigInt(rows[0]!.id) };
};
const launch = (token: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/wps/game/launchGame',
    headers: { ...(token ? { 'x-session-token': token } : {}), ...headers },
    payload: body,
  });
const slot = (n: number) => ({ vassalage: 'NSL', gameId: `nsl-${n}` });
const spec = { accountType: 1, confirmTrans: 0, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3 };

describe('launchGame', () => {
  it('needs a session and a valid SPEC payload', async () => {
    expect((await launch(undefined, slot(1))).json().code).toBe('unauthorized');
    const { token } = await member('lnchVal');
    const cases: [Record<string, unknown>, string][] = [
      [{ vassalage: 'NSL' }, 'body.gameId'],
      [{ ...slot(1), accountType: 2 }, 'body.accountType'],
      [{ ...slot(1), launchMode: 'IFRAME' }, 'body.launchMode'],
      [{ ...slot(1), clientType: 1 }, 'body.clientType'],
      [{ ...slot(1), nodeId: 'abc' }, 'body.nodeId'],
    ];
    for (const [body, field] of cases) {
      const res = await launch(token, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().value.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const unknown = await launch(token, { ...slot(1), gameId: 'no-such-game' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'game_not_found']);
    const wrongVendor = await launch(token, { vassalage: 'JDR', gameId: 'nsl-1' });
    expect(wrongVendor.json().code).toBe('game_not_found');
  });

  it('opens a vendor session through a signed server call and answers the vendor’s page', async () => {
    const { token, id } = await member('lnchAda');
    const res = await launch(
      token,
      { ...spec, ...slot(3), username: 'lnchAda', merchantCode: 'demo' },
      { language: 'vi' },
    );
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ vassalage: 'NSL', gameName: 'Nova VI 3', walletMode: 'seamless', demo: false });
    expect(value.game_url).toBe(`${vendor.url}/play/NSL/nsl-3?p=${id}`);
    expect(value.game_url2).toBeUndefined();
    const sent = vendor.launches('NSL').at(-1)!;
    expect(sent).toMatchObject({
      playerId: String(id),
      gameId: 'nsl-3',
      language: 'vi',
      demo: false,
      nickname: 'lnchAda',
    });
    expect(vendor.calls.every((call) => call.signed)).toBe(true);
    // The token the vendor got is a live seamless wallet session, and NSL's key is its own under the secret.
    const balance = await new TestVendor(t.app, 'NSL', vendorCodeKey(SECRET, 'NSL')).call('balance', {
      token: sent.token,
      playerId: String(id),
    });
    expect(balance.status).toBe(200);
    const recent = (await c.call('GET', '/wps/game/recent', { token })).json().value.list;
    expect(recent.map((g: { gameId: string }) => g.gameId)).toEqual(['nsl-3']);
  });

  it('lets the portal frame the vendor’s pages (CSP frame-src)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/wps/game/vendors' });
    const frameSrc = String(res.headers['content-security-policy'])
      .split(';')
      .find((d) => d.startsWith('frame-src'));
    expect(frameSrc?.split(' ')).toEqual(['frame-src', "'self'", vendor.url]);
  });

  it('launches by node id and offers the path for a launch CDN when the brand has one', async () => {
    const { token } = await member('lnchCdn');
    const item = (
      await t.app.inject({ method: 'GET', url: '/api/wps/relay/GCSGAME_gameList?vassalage=NSL&name=nova%205' })
    ).json().value.list[0];
    await t.database.pool.query(
      `insert into system_settings (key, value) values ('launchCdns', '["https://cdn1.example.test"]')
       on conflict (key) do update set value = excluded.value`,
    );
    const res = await launch(token, { vassalage: 'NSL', nodeId: item.nodeId });
    await t.database.pool.query(`delete from system_settings where key = 'launchCdns'`);
    expect(res.json().value).toMatchObject({
      nodeId: item.nodeId,
      game_url2: expect.stringMatching(/^\/play\/NSL\/nsl-5\?p=/),
    });
  });

  it('lets a trial account play with demo credit', async () => {
    await t.app.inject({
      method: 'PUT',
      url: '/api/admin/system/module',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { moduleId: 'FREEPLAY3', enabled: '1' },
    });
    const trial = await t.app.inject({
      method: 'POST',
      url: '/api/wps/session/login/freeplay',
      headers: { 'x-forwarded-for': '10.62.9.1' },
      payload: await encryptFor(t.app, { os: 'Linux', platform: 'W', key: '0J9i8H7g6F5e4D3c2B1a', gateway: 3 }),
    });
    const res = await launch(trial.json().value.token, slot(2));
    expect(res.statusCode).toBe(200);
    expect(res.json().value.demo).toBe(true);
    expect(vendor.launches('NSL').at(-1)).toMatchObject({ gameId: 'nsl-2', demo: true });
  });

  it('refuses a vendor under maintenance with game_maintenance', async () => {
    const { token } = await member('lnchMnt');
    await t.database.pool.query("update game_vendors set maintenance = true where code = 'NSL'");
    const res = await launch(token, slot(1));
    await t.database.pool.query("update game_vendors set maintenance = false where code = 'NSL'");
    expect([res.statusCode, res.json().code]).toEqual([409, 'game_maintenance']);
  });

  it('tops up a transfer-wallet vendor on launch and sweeps it back on close', async () => {
    const { token, id } = await member('lnchTrf');
    await fund(testLedger(t.database.db), id, 12_345n);
    const res = await launch(token, { vassalage: 'FRT', gameId: 'frt-1' });
    expect(res.json().value).toMatchObject({ walletMode: 'transfer', demo: false, transferred: '12345' });
    expect(vendor.launches('FRT').at(-1)?.playerId).toBe(`m${id}`);
    expect(vendor.balances.get(`FRT:m${id}`)).toBe(12_345n);
    const wallets = async () =>
      (await c.call('GET', '/wps/v2/wallets/balance', { token })).json().value as {
        balance: string;
        wallets: { code: string; balance: string }[];
      };
    expect((await wallets()).wallets.find((w) => w.code === 'FRT')?.balance).toBe('12345');

    const close = await c.call('POST', '/wps/game/close', { token, body: { vassalage: 'FRT' } });
    expect(close.json().value).toEqual({ returned: '12345', status: 'done' });
    expect((await wallets()).wallets.find((w) => w.code === 'FRT')?.balance).toBe('0');
    expect(vendor.balances.get(`FRT:m${id}`)).toBe(0n);
    const seamless = await c.call('POST', '/wps/game/close', { token, body: { vassalage: 'NSL' } });
    expect(seamless.json().value).toEqual({ returned: '0', status: 'none' });
  });

  it('moves what the player chose into a transfer wallet: nothing, a part, all, never more than main', async () => {
    const { token, id } = await member('lnchAmt');
    await fund(testLedger(t.database.db), id, 10_000n);
    const frt = { vassalage: 'FRT', gameId: 'frt-1' };
    const balances = async () => {
      const value = (await c.call('GET', '/wps/v2/wallets/balance', { token })).json().value as {
        wallets: { code: string; balance: string }[];
      };
      const of = (code: string) => value.wallets.find((w) => w.code === code)?.balance;
      return { main: of('MAIN'), frt: of('FRT') ?? '0' };
    };

    const none = await launch(token, { ...frt, transferAmount: '0' });
    expect([none.statusCode, none.json().value.transferred]).toEqual([200, '0']);
    expect(await balances()).toEqual({ main: '10000', frt: '0' });

    const part = await launch(token, { ...frt, transferAmount: '2500' });
    expect([part.statusCode, part.json().value.transferred]).toEqual([200, '2500']);
    expect(await balances()).toEqual({ main: '7500', frt: '2500' });
    expect(vendor.balances.get(`FRT:m${id}`)).toBe(2_500n);

    const above = await launch(token, { ...frt, transferAmount: '7501' });
    expect([above.statusCode, above.json().code]).toEqual([400, 'insufficient_balance']);
    expect(await balances()).toEqual({ main: '7500', frt: '2500' });
    const negative = await launch(token, { ...frt, transferAmount: '-1' });
    expect([negative.statusCode, negative.json().code]).toEqual([400, 'validation_failed']);

    const all = await launch(token, { ...frt, transferAmount: '7500' });
    expect([all.statusCode, all.json().value.transferred]).toEqual([200, '7500']);
    expect(await balances()).toEqual({ main: '0', frt: '10000' });

    // A seamless game ignores the amount: nothing leaves the main wallet.
    await fund(testLedger(t.database.db), id, 300n);
    const seamless = await launch(token, { ...slot(1), transferAmount: '300' });
    expect([seamless.statusCode, seamless.json().value.transferred]).toEqual([200, '0']);
    expect(await balances()).toEqual({ main: '300', frt: '10000' });
  });

  it('keeps the last 20 launched games, newest first', async () => {
    const { token } = await member('lnchRec');
    for (let n = 1; n <= 22; n++) expect((await launch(token, slot(n))).statusCode).toBe(200);
    expect((await launch(token, slot(5))).statusCode).toBe(200);
    const list = (await c.call('GET', '/wps/game/recent', { token })).json().value.list as { gameId: string }[];
    expect(list).toHaveLength(20);
    expect(list.slice(0, 3).map((g) => g.gameId)).toEqual(['nsl-5', 'nsl-22', 'nsl-21']);
    expect(list.map((g) => g.gameId)).not.toContain('nsl-1');
  });
});

describe('GLS adapter', () => {
  it('is refused by the vendor when it signs with another secret', async () => {
    const adapter = new GlsAdapter('NSL', { url: vendor.url, secret: 'not-the-vendor-secret-0123456789' });
    const err = await adapter.catalogue().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(VendorCallError);
    expect(err).toMatchObject({ code: 'signature_invalid', status: 401 });
    expect(vendor.calls.at(-1)).toMatchObject({ path: '/gls/catalogue', signed: false });
  });

  it('reports a transfer the vendor does not answer in time as a time-out (outcome unknown)', async () => {
    const adapter = new GlsAdapter('FRT', { url: vendor.url, secret: SECRET }, { transferTimeoutMs: 100 });
    vendor.delays.set('/gls/transfer/in', 1_000);
    const err = await adapter.transferIn('PT-timeout-1', 'm1', 100n).catch((e: unknown) => e);
    vendor.delays.delete('/gls/transfer/in');
    expect(err).toBeInstanceOf(VendorTimeoutError);
    // The vendor applies it late; once it has, the status call tells.
    const applied = () =>
      vendor.calls.some((x) => x.path === '/gls/transfer/in' && JSON.stringify(x.body).includes('PT-timeout-1'));
    while (!applied()) await new Promise((r) => setTimeout(r, 20));
    expect(await adapter.status('PT-timeout-1')).toBe('ok');
    expect(await adapter.status('PT-never-sent')).toBe('failed');
  });
});
