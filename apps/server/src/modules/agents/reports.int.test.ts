/**
 * The agent centre's reports over a real tree: agent → sub-agent → player, a direct player and a staff
 * account, next to an outsider whose activity must never appear. Bets go through the seamless wallet
 * and the transfer vendors' bet import, money through the ledger as the wallet's services post it.
 * Run also with TZ=America/New_York: days are the platform's (Asia/Ho_Chi_Minh), not the process's.
 */
import {
  envelopeSchema,
  teamBetsValueSchema,
  teamOverviewValueSchema,
  teamTransactionsValueSchema,
  userProfitValueSchema,
} from '@portal/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor, txId } from '../../test/vendor-client.ts';
import { fund, testLedger } from '../../test/wallet-fixtures.ts';
import type { LedgerService, Movement } from '../wallet/ledger.service.ts';
import { vendorCodeKey } from '../vendors/signature.ts';

const SECRET = 'reports-test-secret-0123456789abcdef';
let vendor: GlsTestVendor;
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let wallet: TestVendor;
let ledger: LedgerService;

interface Member {
  name: string;
  id: bigint;
  token: string;
  session?: string;
}

const suffix = randomBytes(3).toString('hex');
let ip = 0;
/** A member of `customerType` below `upline`, signed in. */
async function member(prefix: string, customerType: number, upline: Member | null): Promise<Member> {
  const name = `${prefix}${suffix}`;
  const token = await c.signUp(name, {}, `10.65.0.${++ip}`);
  const { rows } = await t.database.pool.query<{ id: string }>(
    'update members set customer_type = $2, upline_id = $3 where username = $1 returning id',
    [name, customerType, upline ? String(upline.id) : null],
  );
  return { name, id: BigInt(rows[0]!.id), token };
}

/** Funds the member (a deposit) and launches an NSL game: its vendor session. */
async function player(m: Member): Promise<Member> {
  await fund(ledger, m.id, 100_000n);
  const launch = await c.call('POST', '/wps/game/launchGame', {
    token: m.token,
    body: { vassalage: 'NSL', gameId: 'nsl-1' },
  });
  expect(launch.statusCode).toBe(200);
  return { ...m, session: vendor.launches('NSL').at(-1)!.token };
}

/** One round at the seamless wallet: stake, then a payout, a rollback or nothing (open). Answers the debit's id. */
async function round(p: Member, stake: number, end: number | 'rollback' | 'open', game = 'nsl-1') {
  const debitTxId = txId('d');
  const base = { playerId: String(p.id), roundId: txId('r'), gameCode: game };
  const debit = await wallet.call('debit', { ...base, token: p.session, txId: debitTxId, amount: String(stake) });
  expect(debit.status).toBe(200);
  if (end === 'rollback') await wallet.call('rollback', { ...base, txId: txId('rb'), debitTxId });
  else if (end !== 'open') await wallet.call('credit', { ...base, txId: txId('c'), debitTxId, amount: String(end) });
  return debitTxId;
}

const post = (
  kind: 'bonus' | 'withdraw_hold' | 'withdraw_payout' | 'transfer_downline' | 'salary' | 'dividend',
  legs: Movement['legs'],
  memberId: bigint,
) => ledger.post({ key: `reports-test:${txId(kind)}`, kind, memberId, legs });

async function get<T extends z.ZodType>(schema: T, url: string, who: Member): Promise<z.output<T>> {
  const res = await c.call('GET', url, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return (envelopeSchema(schema).parse(res.json()) as { value: z.output<T> }).value;
}
const failure = async (url: string, who: Member) => (await c.call('GET', url, { token: who.token })).json().code;

let agent: Member;
let sub: Member;
let p1: Member;
let p2: Member;
let staff: Member;
let outsider: Member;
let stranger: Member;

/** "Today" must be one day for the whole file: waits out the last minute before midnight in UTC+7. */
async function awayFromLocalMidnight(): Promise<void> {
  const toMidnight = 86_400_000 - ((Date.now() + 7 * 3_600_000) % 86_400_000);
  if (toMidnight < 60_000) await new Promise((r) => setTimeout(r, toMidnight + 1_000));
}

beforeAll(async () => {
  await awayFromLocalMidnight();
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue('NSL', 'seamless', [{ names: { en: 'Alpha', vi: 'Anpha' } }, { names: { en: 'Beta' } }]);
  vendor.addCatalogue('FRT', 'transfer', [{ names: { en: 'Fortune Wheel' } }]);
  t = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
  const importGames = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/games/import',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload,
    });
  await importGames({});
  wallet = new TestVendor(t.app, 'NSL', vendorCodeKey(SECRET, 'NSL'));

  agent = await player(await member('ragent', 1, null));
  sub = await member('rsub', 2, agent);
  p1 = await player(await member('rpone', 3, sub));
  p2 = await player(await member('rptwo', 3, agent));
  staff = await member('rstaff', 41, agent);
  outsider = await player(await member('rout', 3, null));
  stranger = await member('rxagent', 1, null);

  await round(p1, 1_000, 2_500);
  await round(p1, 2_000, 0, 'nsl-2');
  await round(p1, 500, 'open');
  await round(p1, 300, 'rollback');
  await round(p2, 700, 900);
  await round(agent, 100, 0);
  await round(outsider, 5_000, 10_000);
  // Just before and just after midnight of 9 → 10 March in Ho Chi Minh City (UTC+7).
  const lateDebit = await round(p2, 111, 0);
  const earlyDebit = await round(p2, 222, 0);
  const move = (debit: string, at: string) =>
    t.database.pool.query('update bets set created_at = $2, settled_at = $2 where debit_tx_id = $1', [debit, at]);
  await move(lateDebit, '2026-03-09T16:59:59.999Z');
  await move(earlyDebit, '2026-03-09T17:00:00.000Z');

  const now = new Date().toISOString();
  const frt = { roundId: 'frt-r', gameId: 'frt-1', status: 'settled' as const, placedAt: now, settledAt: now };
  vendor.bets.set('FRT', [
    { ...frt, betId: 'frt-1', playerId: `m${p2.id}`, stake: '400', payout: '1000', validBet: '400', demo: false },
    { ...frt, betId: 'frt-2', playerId: `m${p1.id}`, stake: '9999', payout: '0', validBet: '9999', demo: true },
    { ...frt, betId: 'frt-3', playerId: `m${outsider.id}`, stake: '800', payout: '0', validBet: '800', demo: false },
  ]);
  await importGames({ vendor: 'FRT' });

  const main = (m: Member, amount: bigint) => ({ account: { member: m.id, kind: 'main' as const }, amount });
  await post('bonus', [{ account: { system: 'bonus' }, amount: -500n }, main(p2, 500n)], p2.id);
  await post('bonus', [{ account: { system: 'bonus' }, amount: -700n }, main(outsider, 700n)], outsider.id);
  await post('transfer_downline', [main(agent, -1_000n), main(p2, 1_000n)], agent.id);
  // A salary run pays each contracted agent its net in one movement; a dividend likewise.
  const payout = (amount: bigint) => ({ account: { system: 'agent_payout' as const }, amount });
  await post('salary', [payout(-300n), main(agent, 200n), main(sub, 100n)], agent.id);
  await post('dividend', [payout(-50n), main(sub, 50n)], sub.id);
  await post('salary', [payout(-40n), main(outsider, 40n)], outsider.id);
  await post('withdraw_hold', [main(p1, -3_000n), { account: { system: 'withdrawals_held' }, amount: 3_000n }], p1.id);
  await post(
    'withdraw_payout',
    [
      { account: { system: 'withdrawals_held' }, amount: -3_000n },
      { account: { system: 'payments_out' }, amount: 3_000n },
    ],
    p1.id,
  );
}, 120_000);
afterAll(async () => {
  await t.close();
  await vendor.stop();
});

describe('team overview', () => {
  it('sums today the team’s settled real bets, money and new members, the outsider left out', async () => {
    const v = await get(teamOverviewValueSchema, '/wps/agent/team/overview', agent);
    expect(v.timeZone).toBe('Asia/Ho_Chi_Minh');
    expect({ teamSize: v.teamSize, directCount: v.directCount }).toEqual({ teamSize: 4, directCount: 3 });
    const today = {
      newMembers: 4,
      activeMembers: 3,
      deposits: '300000',
      withdrawals: '3000',
      betCount: 5,
      stake: '4200',
      validBet: '4200',
      payout: '4400',
      profitLoss: '200',
      bonuses: '500',
      salaries: '300',
      dividends: '50',
    };
    expect(v.today).toEqual(today);
    expect(v.range).toEqual({ ...today, from: v.days.at(-1)!.date, to: v.days.at(-1)!.date });
    expect(v.thisWeek).toEqual(today);
    expect(v.thisMonth).toEqual(today);
    expect(v.yesterday).toMatchObject({ betCount: 0, activeMembers: 0, stake: '0', deposits: '0' });
    expect(v.days).toHaveLength(30);
    expect(v.days.at(-1)).toEqual({ ...today, date: v.days.at(-1)!.date });
    expect(v.days.slice(0, -1).every((d) => d.betCount === 0 && d.deposits === '0')).toBe(true);
    const dates = v.days.map((d) => d.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(30);
  });

  it('puts a bet settled at 23:59:59.999 and one at 00:00 local time on their own days', async () => {
    const day = (d: string) => get(teamOverviewValueSchema, `/wps/agent/team/overview?from=${d}&to=${d}`, agent);
    expect((await day('2026-03-09')).range).toMatchObject({ betCount: 1, stake: '111', activeMembers: 1 });
    expect((await day('2026-03-10')).range).toMatchObject({ betCount: 1, stake: '222', activeMembers: 1 });
    const both = await get(teamOverviewValueSchema, '/wps/agent/team/overview?from=2026-03-08&to=2026-03-11', agent);
    expect(both.range).toMatchObject({ betCount: 2, stake: '333', activeMembers: 1, newMembers: 0 });
  });

  it('shows a sub-agent only its own subtree, staff their agent’s team, and refuses players', async () => {
    const mine = await get(teamOverviewValueSchema, '/wps/agent/team/overview', sub);
    expect(mine).toMatchObject({ teamSize: 1, directCount: 1 });
    expect(mine.today).toMatchObject({
      betCount: 2,
      stake: '3000',
      activeMembers: 1,
      deposits: '100000',
      salaries: '100',
      dividends: '50',
    });
    const staffView = await get(teamOverviewValueSchema, '/wps/agent/team/overview', staff);
    expect(staffView.today).toEqual((await get(teamOverviewValueSchema, '/wps/agent/team/overview', agent)).today);
    const empty = await get(teamOverviewValueSchema, '/wps/agent/team/overview', stranger);
    expect(empty.today).toMatchObject({ betCount: 0, deposits: '0', newMembers: 0 });
    expect(await failure('/wps/agent/team/overview', p1)).toBe('error_not_agent');
    expect(await failure('/wps/agent/team/overview?from=2026-03-10&to=2026-03-09', agent)).toBe('validation_failed');
  });
});

describe('team betting', () => {
  const url = (q = '') => `/wps/agent/team/bets?${q}`;

  it('lists the team’s real bets newest first, with totals over every matching row', async () => {
    const all = await get(teamBetsValueSchema, url('pageSize=100'), agent);
    expect(all.total).toBe(7);
    expect(all.list).toHaveLength(7);
    expect(new Set(all.list.map((b) => b.username))).toEqual(new Set([agent.name, p1.name, p2.name]));
    const times = all.list.map((b) => b.time);
    expect(times).toEqual([...times].sort().reverse());
    const sum = (pick: (b: (typeof all.list)[number]) => string) =>
      String(all.list.reduce((s, b) => s + BigInt(pick(b)), 0n));
    expect(all.totals).toEqual({
      count: 7,
      stake: sum((b) => (b.status === 'rolled_back' ? '0' : b.stake)),
      validBet: sum((b) => b.validBet),
      payout: sum((b) => b.payout),
      winLoss: sum((b) => b.winLoss),
    });
    expect(all.totals).toMatchObject({ stake: '4700', payout: '4400', winLoss: '200' });
    expect(all.list.find((b) => b.gameCode === 'nsl-2')).toMatchObject({ gameName: 'Beta', vassalage: 'NSL' });
    expect(all.list.find((b) => b.vassalage === 'FRT')).toMatchObject({ gameName: 'Fortune Wheel', username: p2.name });
  });

  it('pages without gaps or repeats', async () => {
    const all = await get(teamBetsValueSchema, url('pageSize=100'), agent);
    const pages = await Promise.all([1, 2, 3].map((n) => get(teamBetsValueSchema, url(`pageSize=3&page=${n}`), agent)));
    expect(pages.map((p) => p.list.length)).toEqual([3, 3, 1]);
    expect(pages.flatMap((p) => p.list.map((b) => b.id))).toEqual(all.list.map((b) => b.id));
    expect(pages.every((p) => p.totals.count === 7 && p.total === 7)).toBe(true);
  });

  it('filters by member, status, vendor, category, game and day', async () => {
    const count = async (q: string, who = agent) => (await get(teamBetsValueSchema, url(q), who)).total;
    expect(await count(`username=${p1.name}`)).toBe(4);
    expect(await count(`username=${p1.name.toUpperCase()}`)).toBe(4);
    expect(await count('status=open')).toBe(1);
    expect(await count('status=rolled_back')).toBe(1);
    expect(await count('vassalage=frt')).toBe(1);
    expect(await count('gameCode=nsl-2')).toBe(1);
    expect(await count('gameType=RNG')).toBe(7);
    expect(await count('gameType=LIVE')).toBe(0);
    expect(await count('from=2026-03-09&to=2026-03-09')).toBe(1);
    expect(await count('from=2026-03-10&to=2026-03-10')).toBe(1);
    expect(await count('', sub)).toBe(4);
  });

  it('answers not_found for a member outside the team', async () => {
    expect(await failure(url(`username=${outsider.name}`), agent)).toBe('not_found');
    expect(await failure(url(`username=${agent.name}`), sub)).toBe('not_found');
    expect(await failure(url(`username=${p1.name}`), stranger)).toBe('not_found');
    expect(await failure(url('username=nobody-at-all'), agent)).toBe('not_found');
  });
});

describe('user profit and loss', () => {
  const url = (q = '') => `/wps/agent/team/profit?${q}`;

  it('gives each active member’s figures, largest stake first, and their totals', async () => {
    const v = await get(userProfitValueSchema, url(), agent);
    expect(v.list.map((r) => [r.username, r.level, r.betCount, r.stake, r.payout, r.profitLoss])).toEqual([
      [p1.name, 2, 2, '3000', '2500', '-500'],
      [p2.name, 1, 2, '1100', '1900', '800'],
      [agent.name, 0, 1, '100', '0', '-100'],
    ]);
    expect(v.list[0]).toMatchObject({ customerType: 3, deposits: '100000', withdrawals: '3000', bonuses: '0' });
    expect(v.list[1]).toMatchObject({ deposits: '100000', withdrawals: '0', bonuses: '500' });
    const sum = (k: 'stake' | 'validBet' | 'payout' | 'profitLoss' | 'bonuses' | 'deposits' | 'withdrawals') =>
      String(v.list.reduce((s, r) => s + BigInt(r[k]), 0n));
    expect(v.total).toBe(3);
    expect(v.totals).toEqual({
      betCount: 5,
      stake: sum('stake'),
      validBet: sum('validBet'),
      payout: sum('payout'),
      profitLoss: sum('profitLoss'),
      bonuses: sum('bonuses'),
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
    });
    const page2 = await get(userProfitValueSchema, url('pageSize=2&page=2'), agent);
    expect(page2.list.map((r) => r.username)).toEqual([agent.name]);
    expect(page2.totals).toEqual(v.totals);
  });

  it('narrows to a parent’s subtree or one member, inside the team only', async () => {
    const below = await get(userProfitValueSchema, url(`parent=${sub.name}`), agent);
    expect(below.list.map((r) => r.username)).toEqual([p1.name]);
    const one = await get(userProfitValueSchema, url(`username=${p2.name}`), agent);
    expect(one.list.map((r) => r.username)).toEqual([p2.name]);
    expect((await get(userProfitValueSchema, url(`parent=${sub.name}&username=${p2.name}`), agent)).total).toBe(0);
    expect(await failure(url(`username=${outsider.name}`), agent)).toBe('not_found');
    expect(await failure(url(`parent=${outsider.name}`), agent)).toBe('not_found');
    expect(await failure(url(`parent=${agent.name}`), sub)).toBe('not_found');
  });
});

describe('downline transactions', () => {
  const url = (q = '') => `/wps/agent/team/transactions?${q}`;

  it('lists the members’ deposits, bonuses, transfers and withdrawals as their wallets see them', async () => {
    const v = await get(teamTransactionsValueSchema, url('pageSize=100'), agent);
    expect(v.total).toBe(10);
    expect(v.list.map((r) => r.username)).not.toContain(outsider.name);
    const times = v.list.map((r) => r.time);
    expect(times).toEqual([...times].sort().reverse());
    const rows = v.list.map(
      (r) =>
        `${{ [agent.name]: 'A', [sub.name]: 'S', [p1.name]: 'P1', [p2.name]: 'P2' }[r.username]} ${r.type} ${r.amount}`,
    );
    expect(rows.sort()).toEqual(
      [
        'A deposit 100000',
        'P1 deposit 100000',
        'P2 deposit 100000',
        'P2 bonus 500',
        'A transfer_downline -1000',
        'P2 transfer_downline 1000',
        'P1 withdraw_payout -3000',
        'A salary 200',
        'S salary 100',
        'S dividend 50',
      ].sort(),
    );
    // P1: 100 000 deposited, bets −1 000 +2 500 −2 000 −500 (the rolled-back 300 came back), 3 000 held.
    expect(v.list.find((r) => r.type === 'withdraw_payout')?.balanceAfter).toBe('96000');
    expect(v.list.find((r) => r.type === 'bonus')?.balanceAfter).toBe(String(100_000 - 700 + 900 - 111 - 222 + 500));
  });

  it('filters by member and type, pages, and refuses members outside the team', async () => {
    expect((await get(teamTransactionsValueSchema, url(`username=${p2.name}`), agent)).total).toBe(3);
    expect((await get(teamTransactionsValueSchema, url('type=deposit'), agent)).total).toBe(3);
    expect((await get(teamTransactionsValueSchema, url('type=deposit'), sub)).total).toBe(1);
    const page = await get(teamTransactionsValueSchema, url('pageSize=5&page=2'), agent);
    expect([page.list.length, page.total]).toEqual([5, 10]);
    expect((await get(teamTransactionsValueSchema, url('type=salary'), agent)).total).toBe(2);
    expect((await get(teamTransactionsValueSchema, url('type=dividend'), sub)).total).toBe(1);
    expect(await failure(url(`username=${outsider.name}`), agent)).toBe('not_found');
    expect((await get(teamTransactionsValueSchema, url('from=2026-03-09&to=2026-03-09'), agent)).total).toBe(0);
  });
});

describe('agent announcements', () => {
  it('shows agents the announcements addressed to their type, never to members', async () => {
    const res = await c.call('GET', '/wps/agent/announcements', { token: agent.token });
    const titles = (res.json().value as { title: string }[]).map((a) => a.title);
    expect(titles).toContain('Daily salary settles at 02:00');
    expect(titles).toHaveLength(2);
    const staffTitles = (await c.call('GET', '/wps/agent/announcements', { token: staff.token })).json().value;
    expect(staffTitles).toHaveLength(2);
    const vi = await t.app.inject({
      method: 'GET',
      url: '/api/wps/agent/announcements',
      headers: { 'x-session-token': agent.token, 'accept-language': 'vi' },
    });
    expect(vi.json().value.map((a: { title: string }) => a.title)).toContain('Lương ngày được trả lúc 02:00');
    const site = await c.call('GET', '/wps/announcement?types=PL', { token: agent.token });
    expect(site.json().value.map((a: { title: string }) => a.title)).not.toContain('Daily salary settles at 02:00');
    expect(await failure('/wps/agent/announcements', p1)).toBe('error_not_agent');
  });
});
