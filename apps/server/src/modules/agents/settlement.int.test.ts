/**
 * Salary settlement on real PostgreSQL, on the worked example of research/agents.md §6.4 A: the platform
 * pays the top agent's tree its gross once, each agent nets its gross less its contracted downlines';
 * a self-excluded member adds nothing; running again, or after a crash between computing and posting,
 * moves no more money; real-time and hourly windows partition the day.
 */
import type { ContractTerms } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { insertTestMember, testLedger } from '../../test/wallet-fixtures.ts';
import { ContractsRepo } from './contracts.repo.ts';
import { ContractsService } from './contracts.service.ts';
import { IncomeRepo } from './income.repo.ts';
import { IncomeService } from './income.service.ts';
import { SettlementRepo } from './settlement.repo.ts';
import { SettlementService } from './settlement.service.ts';
import { TeamScopeRepo } from './team-scope.repo.ts';
import { TeamScopeService, type TeamScope } from './team-scope.ts';

const TZ = 'Asia/Ho_Chi_Minh';
/** 10:00 on 2026-03-10 in the platform zone (UTC+7); the day runs 2026-03-09T17:00Z to 2026-03-10T17:00Z. */
const DAY_START = new Date('2026-03-09T17:00:00Z');
const DAY_END = new Date('2026-03-10T17:00:00Z');
const MORNING = new Date('2026-03-10T03:00:00Z');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let settlement: SettlementService;
let contracts: ContractsService;
let usernames: Map<bigint, string>;
const people: Record<string, bigint> = {};

const cents = (units: number) => BigInt(Math.round(units * 100));
const tiers = (...rates: number[]): ContractTerms => ({
  kind: 'daily',
  category: 'CONS',
  tiers: [
    { minValidBet: String(cents(10_000)), minActive: 0, rate: rates[0]! },
    { minValidBet: String(cents(100_000)), minActive: 5, rate: rates[1]! },
    { minValidBet: String(cents(300_000)), minActive: 10, rate: rates[2]! },
  ],
});
const scope = (id: bigint): TeamScope => ({ rootId: id, actorId: id, isAgent: true, mayRegister: true });
let betSeq = 0;
async function bet(member: bigint, units: number, settledAt: Date) {
  const vendor = (await database.pool.query<{ code: string }>('select code from game_vendors order by code limit 1'))
    .rows[0]!.code;
  await database.pool.query(
    `insert into bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, valid_bet, payout, status, created_at, settled_at)
     values ($1, $2, $3, 'g', 'r', $4::bigint, $4::bigint, 0, 'settled', $5::timestamptz, $5::timestamptz)`,
    [member, vendor, `settle-${betSeq++}`, cents(units), settledAt],
  );
}
const mainBalance = async (member: bigint) => {
  const { rows } = await database.pool.query<{ balance: string }>(
    `select balance from wallet_accounts where member_id = $1 and kind = 'main'`,
    [member],
  );
  return BigInt(rows[0]?.balance ?? 0);
};
const ledgerRows = async () =>
  (await database.db.execute(sql`select count(*)::int as n, coalesce(sum(amount), 0)::text as s from ledger_postings`))
    .rows[0];

beforeAll(async () => {
  database = await createTestDatabase();
  const add = async (name: string, type: number, upline?: string) => {
    people[name] = await insertTestMember(database.db, type, upline ? people[upline]! : null);
  };
  await add('T', 1);
  await add('A', 2, 'T');
  await add('S', 2, 'A');
  for (const [name, up] of [
    ['s1', 'S'],
    ['s2', 'S'],
    ['s3', 'S'],
    ['s4', 'S'],
    ['s5', 'S'],
    ['s6', 'S'],
    ['a1', 'A'],
    ['a2', 'A'],
    ['a3', 'A'],
    ['a4', 'A'],
    ['t1', 'T'],
    ['t2', 'T'],
    ['t3', 'T'],
  ] as const) {
    await add(name, 3, up);
  }
  await database.pool.query('update members set excluded_from_agent_payouts = true where id = $1', [people.s6]);
  const { rows } = await database.pool.query<{ id: string; username: string }>('select id, username from members');
  usernames = new Map(rows.map((r) => [BigInt(r.id), r.username]));
  const contractsRepo = new ContractsRepo(database.db);
  contracts = new ContractsService(database.db, {
    repo: contractsRepo,
    scope: new TeamScopeService(new TeamScopeRepo(database.db)),
    timeZone: async () => TZ,
    notify: async () => undefined,
    clock: () => MORNING,
  });
  await contracts.grantLine('T', tiers(10_000, 15_000, 20_000), async () => people.T!);
  const toA = await contracts.offer(scope(people.T!), usernames.get(people.A!)!, tiers(8_000, 12_000, 16_000));
  await contracts.decide(scope(people.A!), toA.id, 'accept');
  const toS = await contracts.offer(scope(people.A!), usernames.get(people.S!)!, tiers(5_000, 8_000, 10_000));
  await contracts.decide(scope(people.S!), toS.id, 'accept');
  const at = (minutes: number) => new Date(DAY_START.getTime() + minutes * 60_000);
  const volumes: [string, number][] = [
    ['s1', 60_000],
    ['s2', 30_000],
    ['s3', 20_000],
    ['s4', 15_000],
    ['s5', 5_000],
    ['s6', 50_000],
    ['a1', 120_000],
    ['a2', 50_000],
    ['a3', 40_000],
    ['a4', 800],
    ['t1', 200_000],
    ['t2', 100_000],
    ['t3', 50_000],
  ];
  for (const [i, [name, units]] of volumes.entries()) {
    // Split each member's volume over the day, the last piece at 23:59:59.999 local.
    await bet(people[name]!, units / 2, at(37 * i + 1));
    await bet(people[name]!, units / 2, new Date(DAY_END.getTime() - 1));
  }
  // Bets just outside the day never count.
  await bet(people.t1!, 99_999, DAY_END);
  await bet(people.t1!, 99_999, new Date(DAY_START.getTime() - 1));
  const ledger = testLedger(database.db);
  settlement = new SettlementService(new SettlementRepo(database.db), contractsRepo, ledger, async () => ({
    timeZone: TZ,
    currencyExponent: 2,
  }));
});
afterAll(async () => database.drop());

describe('daily salary settlement', () => {
  it('waits for the grace period after the day, then pays each agent its net once', async () => {
    expect(await settlement.settleDue(new Date(DAY_END.getTime() + 60 * 60_000))).toBe(0);
    expect(await settlement.settleDue(new Date(DAY_END.getTime() + 3 * 60 * 60_000))).toBe(1);
    expect(await mainBalance(people.T!)).toBe(cents(9_726.4));
    expect(await mainBalance(people.A!)).toBe(cents(3_049.6));
    expect(await mainBalance(people.S!)).toBe(cents(1_040));
    const lines = await database.pool.query(
      `select agent_id, valid_bet, active_members, tier_index, gross, children_total, net from agent_settlement_lines order by depth`,
    );
    expect(
      lines.rows.map((r) => [BigInt(r.agent_id), BigInt(r.valid_bet), r.active_members, r.tier_index, BigInt(r.gross)]),
    ).toEqual([
      [people.T, cents(690_800), 11, 2, cents(13_816)],
      [people.A, cents(340_800), 8, 1, cents(4_089.6)],
      [people.S, cents(130_000), 5, 1, cents(1_040)],
    ]);
  });

  it('moves nothing more when run again, on this node or another', async () => {
    const before = await ledgerRows();
    expect(await settlement.settleDue(new Date(DAY_END.getTime() + 5 * 60 * 60_000))).toBe(0);
    expect(await settlement.settleWindow('daily', 'CONS', DAY_START, DAY_END)).toBe(false);
    expect(await ledgerRows()).toEqual(before);
  });

  it('finishes a run stopped after computing, or after paying but before it was marked, paying once', async () => {
    const next = { start: DAY_END, end: new Date(DAY_END.getTime() + 86_400_000) };
    await bet(people.a1!, 20_000, new Date(next.start.getTime() + 1000));
    const before = await mainBalance(people.A!);
    // Stopped after computing: the run and its lines are stored, nothing is paid.
    expect((await settlement.prepare('daily', 'CONS', next.start, next.end)).status).toBe('computed');
    expect(await mainBalance(people.A!)).toBe(before);
    expect(await settlement.settleWindow('daily', 'CONS', next.start, next.end)).toBe(true);
    const paid = (await mainBalance(people.A!)) - before;
    expect(paid).toBe(cents(20_000 * 0.008));
    // Stopped after paying, before the run was marked posted: the ledger keys hold the second payment back.
    await database.pool.query(`update agent_settlement_runs set status = 'computed' where period_start = $1`, [
      next.start,
    ]);
    const rows = await ledgerRows();
    expect(await settlement.settleWindow('daily', 'CONS', next.start, next.end)).toBe(true);
    expect(await ledgerRows()).toEqual(rows);
    expect((await mainBalance(people.A!)) - before).toBe(paid);
  });
});

describe('real-time salary', () => {
  it("pays each five minutes at the tier the previous day's team reached, computed once a day", async () => {
    await contracts.grantLine(
      'T',
      {
        kind: 'realtime',
        category: 'CONS',
        tiers: [
          { minValidBet: '0', minActive: 0, rate: 10_000 },
          { minValidBet: String(cents(100_000)), minActive: 5, rate: 20_000 },
        ],
      },
      async () => people.T!,
    );
    // The next day's first window holds t1's 99,999 (at 00:00) and a1's 20,000; the day before, T's team
    // reached the second tier.
    const start = DAY_END;
    const end = new Date(DAY_END.getTime() + 5 * 60_000);
    const before = await mainBalance(people.T!);
    expect(await settlement.settleWindow('realtime', 'CONS', start, end)).toBe(true);
    expect((await mainBalance(people.T!)) - before).toBe(cents(2_399.98));
    const stored = await database.pool.query(`select basis from agent_realtime_basis where day_start = $1`, [start]);
    expect(stored.rows[0].basis[String(people.T)]).toEqual([String(cents(690_800)), 11]);
    // A later window of the day reads the stored figures: lowered by hand, they give the first tier.
    await database.pool.query(
      `update agent_realtime_basis set basis = jsonb_build_object($2::text, jsonb_build_array('0', 0)) where day_start = $1`,
      [start, String(people.T)],
    );
    const later = new Date(end.getTime() + 5 * 60_000);
    await bet(people.t1!, 1_000, new Date(end.getTime() + 1000));
    const paid = await mainBalance(people.T!);
    expect(await settlement.settleWindow('realtime', 'CONS', end, later)).toBe(true);
    expect((await mainBalance(people.T!)) - paid).toBe(cents(10));
    // A window without bets is settled (the run is complete) but my income does not list it.
    const noon = new Date(DAY_END.getTime() + 5 * 3_600_000);
    expect(await settlement.settleWindow('realtime', 'CONS', noon, new Date(noon.getTime() + 5 * 60_000))).toBe(true);
    const income = new IncomeService(
      new IncomeRepo(database.db),
      new ContractsRepo(database.db),
      new SettlementRepo(database.db),
      async () => ({ timeZone: TZ, currencyExponent: 2 }),
    );
    const listed = await income.income(scope(people.T!), { from: '2026-03-11', to: '2026-03-11', kind: 'realtime' });
    expect(listed.list.map((l) => l.gross)).toEqual([String(cents(10)), String(cents(2_399.98))]);
  });
});

describe('my income', () => {
  const income = () =>
    new IncomeService(
      new IncomeRepo(database.db),
      new ContractsRepo(database.db),
      new SettlementRepo(database.db),
      async () => ({ timeZone: TZ, currencyExponent: 2 }),
      () => new Date(DAY_END.getTime() + 5 * 60_000),
    );

  it('lists what an agent received and what it passed to each contracted downline', async () => {
    const received = await income().income(scope(people.A!), { from: '2026-03-10', to: '2026-03-10' });
    expect(received.list).toMatchObject([
      { kind: 'daily', validBet: String(cents(340_800)), activeMembers: 8, tier: 1, rate: 12_000, status: 'posted' },
    ]);
    expect(received.totals).toEqual({
      gross: String(cents(4_089.6)),
      passedDown: String(cents(1_040)),
      net: String(cents(3_049.6)),
    });
    const paid = await income().income(scope(people.A!), { from: '2026-03-10', to: '2026-03-10', view: 'paid' });
    expect(paid.list.map((l) => [l.username, l.gross])).toEqual([[usernames.get(people.S!), String(cents(1_040))]]);
  });

  it('previews the open day: gross so far, the tier reached and what the next one needs', async () => {
    const [daily] = await income().preview(scope(people.A!));
    // Five minutes into the next day A's team has a1's 20,000: tier 1 (0.8 %), S's team nothing.
    expect(daily).toMatchObject({ kind: 'daily', validBet: String(cents(20_000)), tier: 0, rate: 8_000 });
    expect(daily!.gross).toBe(String(cents(160)));
    expect(daily!.next).toEqual({ tier: 1, rate: 12_000, validBetNeeded: String(cents(80_000)), activeNeeded: 4 });
  });
});

describe('windows', () => {
  it('partitions the day: 288 real-time and 24 hourly windows hold exactly the daily volume', async () => {
    const repo = new SettlementRepo(database.db);
    const periods = new ContractsRepo(database.db);
    const sumOver = async (unit: string) => {
      let total = 0n;
      let count = 0;
      for (
        let w = await periods.periodBounds(unit, DAY_START, TZ);
        w.start < DAY_END;
        w = await periods.periodBounds(unit, w.end, TZ)
      ) {
        total += (await repo.teamBasis([people.T!], 'CONS', w.start, w.end, 0n)).get(people.T!)?.validBet ?? 0n;
        count++;
      }
      return { total, count };
    };
    const day = (await repo.teamBasis([people.T!], 'CONS', DAY_START, DAY_END, 0n)).get(people.T!)!.validBet;
    expect(await sumOver('hour')).toEqual({ total: day, count: 24 });
    expect(await sumOver('5min')).toEqual({ total: day, count: 288 });
  });
});
