/**
 * research/agents.md §6.7 on real PostgreSQL, over random trees, dominated terms and bets: the run's
 * teams hold exactly their non-excluded members' valid bet (exclusion, aggregation), every salary net
 * is ≥ 0 and the nets of a tree sum to its top agent's gross (conservation), which stays within the top
 * rate of the team's volume (chain bound), and a second run moves nothing (idempotence).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTier } from '../../db/schema-agents.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { insertTestMember, testLedger } from '../../test/wallet-fixtures.ts';
import { grossAmount } from './contract-terms.ts';
import { ContractsRepo } from './contracts.repo.ts';
import { SettlementRepo } from './settlement.repo.ts';
import { SettlementService } from './settlement.service.ts';

const TZ = 'UTC';
const FIRST_DAY = Date.parse('2026-05-01T00:00:00Z');
const DAY = 86_400_000;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let vendor: string;
beforeAll(async () => {
  database = await createTestDatabase();
  vendor = (await database.pool.query('select code from game_vendors order by code limit 1')).rows[0].code;
});
afterAll(async () => database.drop());

const THRESHOLDS = [
  { minValidBet: '0', minActive: 0 },
  { minValidBet: '300000', minActive: 2 },
  { minValidBet: '1000000', minActive: 4 },
];
const agentArb = fc.record({
  parent: fc.nat(),
  contracted: fc.boolean(),
  keep: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  pct: fc.integer({ min: 0, max: 100 }),
});
const scenarioArb = fc.record({
  topRates: fc.array(fc.integer({ min: 0, max: 30_000 }), { minLength: 3, maxLength: 3 }),
  agents: fc.array(agentArb, { minLength: 0, maxLength: 6 }),
  /** Bets: whose (index over all members), valid bet in cents, excluded member or not. */
  bets: fc.array(fc.record({ who: fc.nat(), amount: fc.integer({ min: 1, max: 900_000 }) }), { maxLength: 25 }),
  excluded: fc.nat(),
});

let day = 0;
describe('settlement model', () => {
  it('keeps exclusion, non-negative nets, conservation, the chain bound and idempotence', async () => {
    const ledger = testLedger(database.db);
    const repo = new SettlementRepo(database.db);
    const settlement = new SettlementService(repo, new ContractsRepo(database.db), ledger, async () => ({
      timeZone: TZ,
      currencyExponent: 2,
    }));
    await fc.assert(
      fc.asyncProperty(scenarioArb, async (s) => {
        const start = new Date(FIRST_DAY + day++ * DAY);
        const end = new Date(start.getTime() + DAY);
        // The tree: a top agent, agents under earlier agents, and one player under each agent.
        const agents: { id: bigint; parent: number | null; tiers: StoredTier[] | null }[] = [];
        const topTiers = [...s.topRates]
          .sort((a, b) => a - b)
          .map((rate, i) => ({ ...THRESHOLDS[i]!, rateType: 'P' as const, rate, minNetLoss: null }));
        agents.push({ id: await insertTestMember(database.db, 1), parent: null, tiers: topTiers });
        for (const a of s.agents) {
          const parent = a.parent % agents.length;
          const up = agents[parent]!;
          const kept = (up.tiers ?? []).filter((_, i) => a.keep[i]);
          const tiers =
            up.tiers && a.contracted && kept.length > 0
              ? kept.map((t) => ({ ...t, rate: Math.floor((t.rate * a.pct) / 100) }))
              : null;
          agents.push({ id: await insertTestMember(database.db, 2, up.id), parent, tiers });
        }
        const players = await Promise.all(agents.map((a) => insertTestMember(database.db, 3, a.id)));
        const members = [...agents.map((a) => a.id), ...players];
        const excluded = members[s.excluded % members.length]!;
        await database.pool.query('update members set excluded_from_agent_payouts = true where id = $1', [excluded]);
        for (const c of agents.filter((a) => a.tiers)) {
          const payer = c.parent === null ? null : agents[c.parent]!.id;
          await database.pool.query(
            `insert into agent_contracts (payer_id, payee_id, kind, category, version, tiers, status, decided_at, effective_from, effective_to)
             values ($1, $2, 'daily', 'CONS', 1, $3::jsonb, 'terminated', now(), $4, $5)
             on conflict do nothing`,
            [payer, c.id, JSON.stringify(c.tiers), start, end],
          );
        }
        const own = new Map<bigint, bigint>();
        for (const [i, b] of s.bets.entries()) {
          const who = members[b.who % members.length]!;
          await database.pool.query(
            `insert into bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, valid_bet, payout, status, created_at, settled_at)
             values ($1, $2, $3, 'g', 'r', $4::bigint, $4::bigint, 0, 'settled', $5::timestamptz, $5::timestamptz)`,
            [who, vendor, `model-${start.getTime()}-${i}`, b.amount, new Date(start.getTime() + (i * DAY) / 30)],
          );
          if (who !== excluded) own.set(who, (own.get(who) ?? 0n) + BigInt(b.amount));
        }
        // The model: each agent's team volume and actives (1,000.00 in the day) from the generated data.
        const below = (i: number): number[] => [i, ...agents.flatMap((a, j) => (a.parent === i ? below(j) : []))];
        const team = (i: number) => [...below(i).map((j) => agents[j]!.id), ...below(i).map((j) => players[j]!)];
        const basis = (i: number) => {
          const vols = team(i).map((m) => own.get(m) ?? 0n);
          return { validBet: vols.reduce((x, y) => x + y, 0n), active: vols.filter((v) => v >= 100_000n).length };
        };
        // An agent whose payer has no contract has none in effect either (a broken chain is not paid).
        const paidChain = (i: number): boolean =>
          agents[i]!.tiers !== null && (agents[i]!.parent === null || paidChain(agents[i]!.parent!));

        expect(await settlement.settleWindow('daily', 'CONS', start, end)).toBe(true);
        const run = (await repo.run('daily', 'CONS', start))!;
        const lines = await repo.lines(run.id);
        const expected = agents.flatMap((a, i) => (paidChain(i) ? [{ agentId: a.id, ...basis(i) }] : []));
        expect(lines.map((l) => ({ agentId: l.agentId, validBet: l.validBet, active: l.activeMembers }))).toEqual(
          expect.arrayContaining(expected.map((e) => ({ agentId: e.agentId, validBet: e.validBet, active: e.active }))),
        );
        expect(lines).toHaveLength(expected.length);
        for (const l of lines) {
          const a = agents.find((x) => x.id === l.agentId)!;
          expect(l.gross).toBe(grossAmount('daily', a.tiers!, basis(agents.indexOf(a))).gross);
          expect(l.net).toBeGreaterThanOrEqual(0n);
          expect(l.paid).toBe(l.net);
        }
        const top = lines.find((l) => l.agentId === agents[0]!.id);
        if (top) {
          expect(lines.reduce((sum, l) => sum + l.net, 0n)).toBe(top.gross);
          const maxRate = BigInt(Math.max(...topTiers.map((t) => t.rate)));
          expect(top.gross).toBeLessThanOrEqual((basis(0).validBet * maxRate) / 1_000_000n);
        }
        const before = await database.pool.query(
          'select count(*)::int as n, sum(amount)::text as s from ledger_postings',
        );
        expect(await settlement.settleWindow('daily', 'CONS', start, end)).toBe(false);
        await database.pool.query(`update agent_settlement_runs set status = 'computed' where id = $1`, [run.id]);
        await settlement.settleWindow('daily', 'CONS', start, end);
        const after = await database.pool.query(
          'select count(*)::int as n, sum(amount)::text as s from ledger_postings',
        );
        expect(after.rows).toEqual(before.rows);
      }),
      { numRuns: 30 },
    );
  });
});
