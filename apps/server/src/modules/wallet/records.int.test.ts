import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { expectLedgerInvariants, fund, testLedger } from '../../test/wallet-fixtures.ts';
import type { LedgerService } from './ledger.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
});
afterAll(async () => t?.close());

const DAY_MS = 86_400_000;
const utcDate = (offsetDays = 0) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

async function signUpWithId(username: string) {
  const token = await c.signUp(username);
  const { rows } = await t.database.pool.query<{ id: string }>('select id from members where username_key = $1', [
    username.toLowerCase(),
  ]);
  return { token, memberId: BigInt(rows[0]!.id) };
}

let seq = 0;
/** A vendor movement on the main wallet, as the vendor wallet posts it (memo names the vendor). */
const play = (memberId: bigint, kind: 'bet' | 'win' | 'rollback', amount: bigint, vendor: string) => {
  const out = kind === 'bet';
  const round = `r${++seq}`;
  return ledger.post({
    key: `test-${kind}:${memberId}:${round}`,
    kind,
    memberId,
    reference: round,
    memo: { vendor, game: 'slot-1', round },
    legs: [
      { account: { member: memberId, kind: 'main' }, amount: out ? -amount : amount },
      { account: { system: 'house', vendor }, amount: out ? amount : -amount },
    ],
  });
};

/** Moves a transaction back in time (test database only: the append-only guard is lifted for it). */
async function backdate(transactionId: bigint, days: number) {
  const client = await t.database.pool.connect();
  try {
    await client.query('begin');
    await client.query('alter table ledger_transactions disable trigger ledger_transactions_append_only');
    await client.query(
      `update ledger_transactions set created_at = created_at - make_interval(days => $2) where id = $1`,
      [String(transactionId), days],
    );
    await client.query('alter table ledger_transactions enable trigger ledger_transactions_append_only');
    await client.query('commit');
  } finally {
    client.release();
  }
}

const get = (url: string, token?: string) => c.call('GET', url, token ? { token } : {});

describe('records: account record (transactionHistory)', () => {
  it('lists only the caller’s movements, newest first, with balance after, paginated and filtered', async () => {
    const alice = await signUpWithId('recAlice');
    const bob = await signUpWithId('recBob');
    await fund(ledger, alice.memberId, 10_000n);
    await play(alice.memberId, 'bet', 1_500n, 'PGS');
    await play(alice.memberId, 'win', 4_000n, 'PGS');
    await play(alice.memberId, 'bet', 500n, 'EVO');
    await fund(ledger, bob.memberId, 777n);

    const res = await get('/wps/wallet/transactions?pageSize=3', alice.token);
    expect(res.statusCode).toBe(200);
    const page1 = res.json().value;
    expect(page1.total).toBe(4);
    expect(page1.list.map((r: { type: string }) => r.type)).toEqual(['bet', 'win', 'bet']);
    expect(page1.list[0]).toMatchObject({ amount: '-500', balanceAfter: '12000', wallet: 'MAIN' });
    expect(page1.list[1]).toMatchObject({ amount: '4000', balanceAfter: '12500', reference: expect.any(String) });
    expect(page1).toMatchObject({ totalIn: '14000', totalOut: '-2000', from: utcDate(-6), to: utcDate() });

    const page2 = (await get('/wps/wallet/transactions?pageSize=3&page=2', alice.token)).json().value;
    expect(page2.list).toHaveLength(1);
    expect(page2.list[0]).toMatchObject({ type: 'deposit', amount: '10000', balanceAfter: '10000' });

    const bets = (await get('/wps/wallet/transactions?type=bet', alice.token)).json().value;
    expect(bets.total).toBe(2);
    const two = (await get('/wps/wallet/transactions?type=deposit,win', alice.token)).json().value;
    expect(two.list.map((r: { type: string }) => r.type).sort()).toEqual(['deposit', 'win']);

    const bobs = (await get('/wps/wallet/transactions', bob.token)).json().value;
    expect(bobs.total).toBe(1);
    expect(bobs.list[0]).toMatchObject({ amount: '777', balanceAfter: '777' });
    expect((await ledger.repo.checkInvariants()).unbalancedTransactions).toBe(0);
  });

  it('leaves moves between the member’s own wallets out of money in and out', async () => {
    const m = await signUpWithId('recOwnMoves');
    await fund(ledger, m.memberId, 10_000n);
    const main = { member: m.memberId, kind: 'main' as const };
    const sub = { member: m.memberId, kind: 'vendor' as const, vendor: 'PGS' };
    const pending = { system: 'transfers_pending' as const };
    // main → pending → PGS wallet, then 1,000 back: the transfer service's two steps each way.
    const move = (
      kind: 'transfer_to_vendor' | 'transfer_from_vendor',
      step: string,
      from: object,
      to: object,
      n: bigint,
    ) =>
      ledger.post({
        key: `test-own:${m.memberId}:${kind}:${step}`,
        kind,
        memberId: m.memberId,
        reference: `own-${step}`,
        memo: { vendor: 'PGS', step },
        legs: [
          { account: from as typeof main, amount: -n },
          { account: to as typeof main, amount: n },
        ],
      });
    await move('transfer_to_vendor', 'start', main, pending, 4_000n);
    await move('transfer_to_vendor', 'done', pending, sub, 4_000n);
    await move('transfer_from_vendor', 'start', sub, pending, 1_000n);
    await move('transfer_from_vendor', 'done', pending, main, 1_000n);
    await play(m.memberId, 'bet', 300n, 'EVO');

    const v = (await get('/wps/wallet/transactions', m.token)).json().value;
    expect(v.total).toBe(6);
    expect(v.list.filter((r: { type: string }) => r.type.startsWith('transfer_'))).toHaveLength(4);
    expect(v).toMatchObject({ totalIn: '10000', totalOut: '-300' });
    await expectLedgerInvariants(ledger);
  });

  it('filters by calendar days in the member’s time zone', async () => {
    const m = await signUpWithId('recDays');
    await fund(ledger, m.memberId, 1_000n);
    const old = await play(m.memberId, 'bet', 100n, 'PGS');
    await backdate(old.transactionId, 10);
    const recent = (await get('/wps/wallet/transactions', m.token)).json().value;
    expect(recent.total).toBe(1);
    const range = (await get(`/wps/wallet/transactions?from=${utcDate(-30)}&to=${utcDate()}`, m.token)).json().value;
    expect(range.total).toBe(2);
    const that = (await get(`/wps/wallet/transactions?from=${utcDate(-10)}&to=${utcDate(-10)}`, m.token)).json().value;
    expect(that.list.map((r: { type: string }) => r.type)).toEqual(['bet']);
    // Far east (UTC+14) and far west (UTC−14) of the movement: today's deposit lands on different local days.
    const east = (await get(`/wps/wallet/transactions?from=${utcDate(-1)}&to=${utcDate(1)}&tz=840`, m.token)).json();
    expect(east.value.total).toBe(1);
    const westYesterday = (
      await get(`/wps/wallet/transactions?from=${utcDate(2)}&to=${utcDate(3)}&tz=-840`, m.token)
    ).json().value;
    expect(westYesterday.total).toBe(0);
  });

  it('refuses bad input with validation_failed and needs a session', async () => {
    const m = await signUpWithId('recBad');
    for (const q of [
      'type=nope',
      'pageSize=101',
      'page=0',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-01-10&to=2026-01-01',
      'from=2026-01-01&to=2026-04-01',
      'from=20260101',
      'tz=900',
      'tz=abc',
    ]) {
      const res = await get(`/wps/wallet/transactions?${q}`, m.token);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe('validation_failed');
    }
    expect((await get('/wps/wallet/transactions?from=2026-01-01&to=2026-03-31', m.token)).statusCode).toBe(200);
    expect((await get('/wps/wallet/transactions')).json().code).toBe('unauthorized');
    expect((await get('/wps/wallet/profit?from=2026-01-01&to=2026-06-01', m.token)).json().code).toBe(
      'validation_failed',
    );
  });
});

describe('records: profit and loss (personalProfit)', () => {
  it('sums stake (bets − rollbacks), payout (wins) and profit by day and by vendor, only the caller’s', async () => {
    const m = await signUpWithId('recProfit');
    const other = await signUpWithId('recProfitOther');
    await fund(ledger, m.memberId, 100_000n);
    await fund(ledger, other.memberId, 100_000n);
    await play(m.memberId, 'bet', 1_000n, 'PGS');
    await play(m.memberId, 'win', 2_500n, 'PGS');
    await play(m.memberId, 'bet', 3_000n, 'EVO');
    await play(m.memberId, 'rollback', 3_000n, 'EVO');
    await play(m.memberId, 'bet', 2_000n, 'EVO');
    const old = await play(m.memberId, 'bet', 4_000n, 'JDB');
    await backdate(old.transactionId, 2);
    await play(other.memberId, 'bet', 9_999n, 'PGS');
    await play(other.memberId, 'bet', 500n, 'NSL');

    const res = await get(`/wps/wallet/profit?from=${utcDate(-3)}&to=${utcDate()}`, m.token);
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    expect(v.days.map((d: { date: string }) => d.date)).toEqual([utcDate(-3), utcDate(-2), utcDate(-1), utcDate()]);
    expect(v.days[0]).toEqual({ date: utcDate(-3), stake: '0', payout: '0', profit: '0' });
    expect(v.days[1]).toEqual({ date: utcDate(-2), stake: '4000', payout: '0', profit: '-4000' });
    expect(v.days[3]).toEqual({ date: utcDate(), stake: '3000', payout: '2500', profit: '-500' });
    expect(v.vendors).toEqual([
      { vendor: 'JDB', vendorName: null, stake: '4000', payout: '0', profit: '-4000' },
      { vendor: 'EVO', vendorName: null, stake: '2000', payout: '0', profit: '-2000' },
      { vendor: 'PGS', vendorName: null, stake: '1000', payout: '2500', profit: '1500' },
    ]);
    expect(v.totals).toEqual({ stake: '7000', payout: '2500', profit: '-4500' });

    const today = (await get('/wps/wallet/profit', m.token)).json().value;
    expect(today.days).toHaveLength(7);
    expect(today.totals.stake).toBe('7000');
    const otherView = (await get('/wps/wallet/profit', other.token)).json().value;
    expect(otherView.totals).toEqual({ stake: '10499', payout: '0', profit: '-10499' });
    expect(otherView.vendors.map((x: { vendor: string }) => x.vendor)).toEqual(['PGS', 'NSL']);
    // A vendor of the brand is named for the member; a code it does not know stays a code.
    expect(otherView.vendors[1]).toMatchObject({ vendor: 'NSL', vendorName: 'Nova Slots' });
    await expectLedgerInvariants(ledger);
  });
});
