/**
 * Team overview and team betting over the reports' test tree (reports-testbed.ts). Run also with
 * TZ=America/New_York: days are the platform's (Asia/Ho_Chi_Minh), not the process's.
 */
import { teamBetsValueSchema, teamOverviewValueSchema } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { agent, failure, get, outsider, p1, p2, staff, stranger, sub, useReportsTestbed } from './reports-testbed.ts';

useReportsTestbed();

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
