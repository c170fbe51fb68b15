/**
 * User profit and loss, downline transactions and agent announcements over the reports' test tree
 * (reports-testbed.ts).
 */
import { teamTransactionsValueSchema, userProfitValueSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  agent,
  c,
  failure,
  get,
  outsider,
  p1,
  p2,
  staff,
  stranger,
  sub,
  t,
  useReportsTestbed,
} from './reports-testbed.ts';

useReportsTestbed();

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
    expect(await failure(url(`username=${p1.name}`), stranger)).toBe('not_found');
    expect((await get(teamTransactionsValueSchema, url(), stranger)).total).toBe(0);
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
