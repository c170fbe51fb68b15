import type { AddressInfo } from 'node:net';
import { envelopeSchema, bettingRecordValueSchema, winnersValueSchema } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor, txId } from '../../test/vendor-client.ts';
import { fund, testLedger } from '../../test/wallet-fixtures.ts';
import { vendorCodeKey } from '../vendors/signature.ts';

const SECRET = 'bets-test-secret-0123456789abcdef';
let vendor: GlsTestVendor;
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let wallet: TestVendor;

beforeAll(async () => {
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue('NSL', 'seamless', [{ names: { en: 'Alpha', vi: 'Anpha' } }, { names: { en: 'Beta' } }]);
  vendor.addCatalogue('FRT', 'transfer', [{ names: { en: 'Fortune Wheel' } }]);
  t = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
  c = securityClient(t.app, t.database.pool);
  await t.app.inject({
    method: 'POST',
    url: '/api/admin/games/import',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: {},
  });
  wallet = new TestVendor(t.app, 'NSL', vendorCodeKey(SECRET, 'NSL'));
});
afterAll(async () => {
  await t.close();
  await vendor.stop();
});

/** A funded player with an open NSL game session (launched through the portal). */
const player = async (name: string, ip: string) => {
  const token = await c.signUp(name, {}, ip);
  const { rows } = await t.database.pool.query<{ id: string }>('select id from members where username = $1', [name]);
  const id = BigInt(rows[0]!.id);
  await fund(testLedger(t.database.db), id, 100_000n);
  const launch = await c.call('POST', '/wps/game/launchGame', { token, body: { vassalage: 'NSL', gameId: 'nsl-1' } });
  expect(launch.statusCode).toBe(200);
  return { token, id, session: vendor.launches('NSL').at(-1)!.token };
};

/** One round at the seamless wallet: stake, then a payout (or a rollback, or nothing: open). */
const round = async (
  p: { id: bigint; session: string },
  stake: number,
  end: number | 'rollback' | 'open',
  game = 'nsl-1',
) => {
  const debitTxId = txId('d');
  const roundId = txId('r');
  const base = { playerId: String(p.id), roundId, gameCode: game };
  expect(
    (await wallet.call('debit', { ...base, token: p.session, txId: debitTxId, amount: String(stake) })).status,
  ).toBe(200);
  if (end === 'rollback') await wallet.call('rollback', { ...base, txId: txId('rb'), debitTxId });
  else if (end !== 'open') await wallet.call('credit', { ...base, txId: txId('c'), debitTxId, amount: String(end) });
  return debitTxId;
};

const record = async (token: string, query = '') => {
  const res = await c.call('GET', `/wps/game/bets?${query}`, { token });
  expect(res.statusCode).toBe(200);
  return envelopeSchema(bettingRecordValueSchema).parse(res.json()).value;
};

let ada: Awaited<ReturnType<typeof player>>;
let bob: Awaited<ReturnType<typeof player>>;

describe('betting record', () => {
  beforeAll(async () => {
    ada = await player('betAda', '10.64.0.1');
    bob = await player('betBob', '10.64.0.2');
    await round(ada, 1_000, 5_000);
    await round(ada, 2_000, 0, 'nsl-2');
    await round(ada, 500, 'open');
    await round(ada, 300, 'rollback');
    await round(bob, 700, 900);
  });

  it('lists only the member’s own bets, newest first, with totals over all pages', async () => {
    const value = await record(ada.token, 'pageSize=2');
    expect(value.total).toBe(4);
    expect(value.list.map((b) => [b.stake, b.status])).toEqual([
      ['300', 'rolled_back'],
      ['500', 'open'],
    ]);
    expect(value.totals).toEqual({ count: 4, stake: '3500', validBet: '3000', payout: '5000', winLoss: '2000' });
    const page2 = await record(ada.token, 'pageSize=2&page=2&tz=0');
    expect(page2.list.map((b) => [b.gameName, b.stake, b.payout, b.winLoss])).toEqual([
      ['Beta', '2000', '0', '-2000'],
      ['Alpha', '1000', '5000', '4000'],
    ]);
    expect(page2.list[1]).toMatchObject({ vassalage: 'NSL', gameType: 'RNG', vendorName: 'Nova Slots', demo: false });
    const theirs = await record(bob.token);
    expect(theirs.list.map((b) => b.stake)).toEqual(['700']);
  });

  it('filters by vendor, category and status, and names games in the request language', async () => {
    expect((await record(ada.token, 'status=settled')).total).toBe(2);
    expect((await record(ada.token, 'vassalage=frt')).total).toBe(0);
    expect((await record(ada.token, 'gameType=RNG')).total).toBe(4);
    expect((await record(ada.token, 'gameType=LIVE')).totals.count).toBe(0);
    const res = await c.call('GET', '/wps/game/bets?status=settled', { token: ada.token });
    expect(res.json().value.list.length).toBe(2);
    const vi = await t.app.inject({
      method: 'GET',
      url: '/api/wps/game/bets?status=settled',
      headers: { 'x-session-token': ada.token, language: 'vi' },
    });
    expect(vi.json().value.list.map((b: { gameName: string }) => b.gameName)).toEqual(['Beta', 'Anpha']);
  });

  it('takes calendar days in the member’s time zone', async () => {
    await t.database.pool.query(
      "update bets set created_at = '2024-03-10T23:30:00Z' where member_id = $1 and stake = 1000",
      [ada.id],
    );
    expect((await record(ada.token, 'from=2024-03-11&to=2024-03-11&tz=60')).total).toBe(1);
    expect((await record(ada.token, 'from=2024-03-10&to=2024-03-10&tz=0')).total).toBe(1);
    expect((await record(ada.token, 'from=2024-03-11&to=2024-03-11&tz=0')).total).toBe(0);
    const bad = await c.call('GET', '/wps/game/bets?from=2024-03-12&to=2024-03-11', { token: ada.token });
    expect(bad.statusCode).toBe(400);
    expect((await c.call('GET', '/wps/game/bets')).json().code).toBe('unauthorized');
  });

  it('includes the bets of transfer-wallet vendors imported from their history', async () => {
    const now = new Date().toISOString();
    const bet = {
      betId: 'frt-bet-1',
      roundId: 'frt-round-1',
      playerId: `m${ada.id}`,
      gameId: 'frt-1',
      stake: '400',
      payout: '1000',
      validBet: '400',
      status: 'settled' as const,
      demo: false,
      placedAt: now,
      settledAt: now,
    };
    // A bet of a player the portal does not know is left out.
    vendor.bets.set('FRT', [bet, { ...bet, betId: 'frt-bet-2', playerId: 'm999999999' }]);
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/games/import',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload: { vendor: 'FRT' },
    });
    const value = await record(ada.token, 'vassalage=FRT');
    expect(value.list).toEqual([
      expect.objectContaining({
        id: expect.stringMatching(/^T\d+$/),
        gameName: 'Fortune Wheel',
        stake: '400',
        winLoss: '600',
      }),
    ]);
    expect((await record(bob.token, 'vassalage=FRT')).total).toBe(0);
  });
});

describe('winners', () => {
  it('lists the recent real-money wins of both wallets with masked accounts and multipliers', async () => {
    const demoWin = await round(bob, 100, 10_000);
    await t.database.pool.query('update bets set demo = true where debit_tx_id = $1', [demoWin]);
    // The transfer vendor's imported win (previous test) is the newest.
    await t.database.pool.query(`update vendor_bets set settled_at = now() where bet_id = 'frt-bet-1'`);
    const res = await t.app.inject({ method: 'GET', url: '/api/lgw/games/winners?language=vi' });
    const value = envelopeSchema(winnersValueSchema).parse(res.json()).value;
    expect(value.list.map((w) => [w.account, w.vassalage, w.gameName, w.payout, w.multiplier])).toEqual([
      ['be***a', 'FRT', 'Fortune Wheel', '1000', 2.5],
      ['be***b', 'NSL', 'Anpha', '900', 1.2],
      ['be***a', 'NSL', 'Anpha', '5000', 5],
    ]);
    expect(value.list.map((w) => w.nodeId)).toEqual([
      expect.stringMatching(/^\d+$/),
      expect.any(String),
      expect.any(String),
    ]);
    expect(new Set(value.list.map((w) => w.id)).size).toBe(3);
  });

  it('pushes new wins to live listeners (server-sent events)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const abort = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/lgw/games/winners/stream`, { signal: abort.signal });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await until('event: winners');
    await round(ada, 1_000, 2_500);
    await until('event: winner\n');
    const data = text
      .split('event: winner\n')[1]!
      .split('\n')
      .find((l) => l.startsWith('data: '))!;
    expect(JSON.parse(data.slice(6))).toMatchObject({ account: 'be***a', payout: '2500', multiplier: 2.5 });
    abort.abort();
  });
});
