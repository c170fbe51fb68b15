/**
 * Dividend settlement (docs/agents.md "Settlement"): half-month periods in the platform zone on the
 * team's net loss; a team that won pays no dividend and carries its result into the rest of the month;
 * an upline whose own team won while a downline's lost owes the difference, which the platform covers
 * and takes back from its next dividends; every tree is paid once.
 */
import type { ContractTerms } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { insertTestMember, testLedger } from '../../test/wallet-fixtures.ts';
import { ContractsRepo } from './contracts.repo.ts';
import { ContractsService } from './contracts.service.ts';
import { SettlementRepo } from './settlement.repo.ts';
import { SettlementService } from './settlement.service.ts';
import { TeamScopeRepo } from './team-scope.repo.ts';
import { TeamScopeService, type TeamScope } from './team-scope.ts';

const TZ = 'Asia/Ho_Chi_Minh';
const H1 = new Date('2026-02-28T17:00:00Z'); // 1 March 00:00 local
const H2 = new Date('2026-03-15T17:00:00Z'); // 16 March 00:00 local
const APRIL = new Date('2026-03-31T17:00:00Z'); // 1 April 00:00 local
const HOUR = 3_600_000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let settlement: SettlementService;
const id: Record<string, bigint> = {};
const scope = (m: bigint): TeamScope => ({ rootId: m, actorId: m, isAgent: true, mayRegister: true });
const dividend = (ratePpm: number): ContractTerms => ({
  kind: 'dividend',
  category: 'CONS',
  period: 'H',
  carryMode: 'month',
  tiers: [{ minValidBet: '0', minNetLoss: '0', minActive: 0, rate: ratePpm }],
});
let seq = 0;
async function bet(member: bigint, stake: number, payout: number, at: Date) {
  const vendor = (await database.pool.query<{ code: string }>('select code from game_vendors order by code limit 1'))
    .rows[0]!.code;
  await database.pool.query(
    `insert into bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, valid_bet, payout, status, created_at, settled_at)
     values ($1, $2, $3, 'g', 'r', $4::bigint, $4::bigint, $5::bigint, 'settled', $6::timestamptz, $6::timestamptz)`,
    [member, vendor, `div-${seq++}`, stake, payout, at],
  );
}
const balance = async (m: bigint) =>
  BigInt(
    (await database.pool.query(`select balance from wallet_accounts where member_id = $1 and kind = 'main'`, [m]))
      .rows[0]?.balance ?? 0,
  );
const line = async (m: bigint, start: Date) =>
  (
    await database.pool.query(
      `select l.net_loss, l.carry_in, l.gross, l.children_total, l.net, l.debt_in, l.paid, l.debt_out
       from agent_settlement_lines l join agent_settlement_runs r on r.id = l.run_id
       where l.agent_id = $1 and r.period_start = $2`,
      [m, start],
    )
  ).rows.map((r: Record<string, unknown>) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, String(v)])))[0];

beforeAll(async () => {
  database = await createTestDatabase();
  id.T = await insertTestMember(database.db, 1);
  id.A = await insertTestMember(database.db, 2, id.T);
  id.S = await insertTestMember(database.db, 2, id.A);
  id.s1 = await insertTestMember(database.db, 3, id.S);
  id.a1 = await insertTestMember(database.db, 3, id.A);
  id.t1 = await insertTestMember(database.db, 3, id.T);
  const name = async (m: bigint) =>
    (await database.pool.query('select username from members where id = $1', [m])).rows[0].username as string;
  const contractsRepo = new ContractsRepo(database.db);
  const contracts = new ContractsService(database.db, {
    repo: contractsRepo,
    scope: new TeamScopeService(new TeamScopeRepo(database.db)),
    timeZone: async () => TZ,
    notify: async () => undefined,
    clock: () => new Date(H1.getTime() + 5 * HOUR),
  });
  await contracts.grantLine('T', dividend(300_000), async () => id.T!);
  const toA = await contracts.offer(scope(id.T!), await name(id.A!), dividend(200_000));
  await contracts.decide(scope(id.A!), toA.id, 'accept');
  const toS = await contracts.offer(scope(id.A!), await name(id.S!), dividend(100_000));
  await contracts.decide(scope(id.S!), toS.id, 'accept');
  // 1st–15th: S's player loses 1,000; A's player wins 2,000; T's player loses 5,000.
  await bet(id.s1!, 1_000, 0, new Date(H1.getTime() + HOUR));
  await bet(id.a1!, 1_000, 3_000, new Date(H1.getTime() + 2 * HOUR));
  await bet(id.t1!, 5_000, 0, new Date(H2.getTime() - 1));
  // 16th–end: A's player loses 3,000 (a bet at 16th 00:00 belongs to the second half).
  await bet(id.a1!, 3_000, 0, H2);
  settlement = new SettlementService(
    new SettlementRepo(database.db),
    contractsRepo,
    testLedger(database.db),
    async () => ({
      timeZone: TZ,
      currencyExponent: 2,
    }),
  );
});
afterAll(async () => database.drop());

describe('dividend settlement', () => {
  it('pays the first half: the platform covers an upline whose team won, and records its debt', async () => {
    expect(await settlement.settleDue(new Date(H2.getTime() + 3 * HOUR))).toBe(0);
    expect(await settlement.settleDue(new Date(H2.getTime() + 5 * HOUR))).toBe(1);
    expect(await line(id.S!, H1)).toMatchObject({ net_loss: '1000', gross: '100', net: '100', paid: '100' });
    expect(await line(id.A!, H1)).toMatchObject({ net_loss: '-1000', gross: '0', children_total: '100', net: '-100' });
    expect(await line(id.A!, H1)).toMatchObject({ paid: '0', debt_out: '100' });
    expect(await line(id.T!, H1)).toMatchObject({ net_loss: '4000', gross: '1200', children_total: '0', paid: '1200' });
    expect([await balance(id.T!), await balance(id.A!), await balance(id.S!)]).toEqual([1200n, 0n, 100n]);
  });

  it('carries the loss-free half into the second and takes the debt back from the next dividend', async () => {
    expect(await settlement.settleDue(new Date(APRIL.getTime() + 5 * HOUR))).toBe(1);
    expect(await line(id.A!, H2)).toMatchObject({ carry_in: '-1000', net_loss: '2000', gross: '400' });
    expect(await line(id.A!, H2)).toMatchObject({ net: '400', debt_in: '100', paid: '300', debt_out: '0' });
    expect(await line(id.T!, H2)).toMatchObject({ carry_in: '0', net_loss: '3000', gross: '900', net: '500' });
    expect([await balance(id.T!), await balance(id.A!), await balance(id.S!)]).toEqual([1700n, 300n, 100n]);
  });

  it('moves nothing more when run again', async () => {
    expect(await settlement.settleDue(new Date(APRIL.getTime() + 9 * HOUR))).toBe(0);
    expect([await balance(id.T!), await balance(id.A!), await balance(id.S!)]).toEqual([1700n, 300n, 100n]);
  });
});
