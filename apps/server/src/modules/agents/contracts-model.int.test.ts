/**
 * research/agents.md §6.7 invariants 4–6 and 14 as a state-machine property: after any sequence of line
 * grants, offers, acceptances, rejections and termination steps, every in-force version below the platform
 * is dominated by an in-force version of its payer (so none is orphaned), and each payee has at most one
 * pending and one in-force version per kind and category.
 */
import type { ContractTerms } from '@portal/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredTier } from '../../db/schema-agents.ts';
import { AppError } from '../../http/errors.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { insertTestMember } from '../../test/wallet-fixtures.ts';
import { dominates } from './contract-terms.ts';
import { ContractsRepo } from './contracts.repo.ts';
import { ContractsService } from './contracts.service.ts';
import { TeamScopeRepo } from './team-scope.repo.ts';
import { TeamScopeService, type TeamScope } from './team-scope.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** A top agent over a chain of two more levels, with a sibling at the first. */
async function tree() {
  const ids: bigint[] = [];
  const add = async (upline: number | null) => {
    ids.push(await insertTestMember(database.db, 2, upline === null ? null : ids[upline]!));
  };
  await add(null); // 0 top
  await add(0); // 1
  await add(0); // 2
  await add(1); // 3
  const { rows } = await database.pool.query<{ id: string; username: string }>(
    'select id, username from members where id = any($1::bigint[])',
    [ids.map(String)],
  );
  const name = new Map(rows.map((r) => [BigInt(r.id), r.username]));
  const upline = [null, 0, 0, 1];
  return { ids, name: (i: number) => name.get(ids[i]!)!, upline };
}

const THRESHOLDS = [
  { minValidBet: '0', minActive: 0 },
  { minValidBet: '100000', minActive: 3 },
  { minValidBet: '500000', minActive: 8 },
];
const termsArb = fc
  .tuple(
    fc.subarray([0, 1, 2], { minLength: 1 }),
    fc.array(fc.integer({ min: 1, max: 30 }), { minLength: 3, maxLength: 3 }),
  )
  .map(([levels, rates]): ContractTerms => {
    const sorted = [...rates].sort((a, b) => a - b);
    return {
      kind: 'daily',
      category: 'CONS',
      tiers: levels.map((l) => ({ ...THRESHOLDS[l]!, rate: sorted[l]! * 1_000 })),
    };
  });
/** Terms for a downline made from its payer's: some of the payer's tiers, rates scaled (above 100 % is refused). */
const shareArb = fc.record({
  keep: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
  pct: fc.integer({ min: 40, max: 110 }),
});
const shared = (payer: StoredTier[], share: { keep: boolean[]; pct: number }): ContractTerms => {
  const kept = payer.filter((_, i) => share.keep[i] !== false);
  return {
    kind: 'daily',
    category: 'CONS',
    tiers: (kept.length > 0 ? kept : payer.slice(0, 1)).map((t) => ({
      minValidBet: t.minValidBet,
      minActive: t.minActive,
      rate: Math.floor((t.rate * share.pct) / 100),
    })),
  };
};
const step = fc.oneof(
  fc.record({ op: fc.constant('line' as const), who: fc.constant(0), terms: termsArb }),
  fc.record({ op: fc.constant('offer' as const), who: fc.integer({ min: 1, max: 3 }), share: shareArb }),
  fc.record({ op: fc.constant('agree' as const), who: fc.integer({ min: 1, max: 3 }), share: shareArb }),
  fc.record({ op: fc.constant('decide' as const), who: fc.integer({ min: 1, max: 3 }), accept: fc.boolean() }),
  fc.record({
    op: fc.constant('terminate' as const),
    who: fc.integer({ min: 1, max: 3 }),
    bySelf: fc.boolean(),
    action: fc.constantFrom('request' as const, 'consent' as const, 'decline' as const, 'withdraw' as const),
  }),
);

describe('contract lifecycle model', () => {
  it('keeps dominance, no orphans and one pending and one in-force version under any sequence', async () => {
    const repo = new ContractsRepo(database.db);
    const scopes = new TeamScopeService(new TeamScopeRepo(database.db));
    const contracts = new ContractsService(database.db, {
      repo,
      scope: scopes,
      timeZone: async () => 'Asia/Ho_Chi_Minh',
      notify: async () => undefined,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), async (steps) => {
        const t = await tree();
        const scope = (i: number): TeamScope => ({
          rootId: t.ids[i]!,
          actorId: t.ids[i]!,
          isAgent: true,
          mayRegister: true,
        });
        for (const s of steps) {
          try {
            if (s.op === 'line') await contracts.grantLine(t.name(s.who), s.terms, async () => t.ids[s.who]!);
            else if (s.op === 'offer' || s.op === 'agree') {
              const payer = await repo.inForce(t.ids[t.upline[s.who]!]!, 'daily', 'CONS');
              const fallback: StoredTier = {
                minValidBet: '0',
                minActive: 0,
                rateType: 'P',
                rate: 1_000,
                minNetLoss: null,
              };
              const terms = shared(payer?.tiers ?? [fallback], s.share);
              const offered = await contracts.offer(scope(t.upline[s.who]!), t.name(s.who), terms);
              if (s.op === 'agree') await contracts.decide(scope(s.who), offered.id, 'accept');
            } else if (s.op === 'decide') {
              const pending = await repo.pending(t.ids[s.who]!, 'daily', 'CONS');
              if (pending) await contracts.decide(scope(s.who), pending.id, s.accept ? 'accept' : 'reject');
            } else {
              const c = await repo.inForce(t.ids[s.who]!, 'daily', 'CONS');
              if (c) await contracts.termination(scope(s.bySelf ? s.who : t.upline[s.who]!), c.id, s.action);
            }
          } catch (err) {
            if (!(err instanceof AppError)) throw err;
          }
        }
        const { rows } = await database.pool.query<{
          payee_id: string;
          payer_id: string | null;
          status: string;
          tiers: StoredTier[];
        }>(
          `select payee_id, payer_id, status, tiers from agent_contracts
           where payee_id = any($1::bigint[]) and status in ('pending', 'active', 'termination_requested')`,
          [t.ids.map(String)],
        );
        const inForce = rows.filter((r) => r.status !== 'pending');
        const pendingPayees = rows.filter((r) => r.status === 'pending').map((r) => r.payee_id);
        expect(new Set(pendingPayees).size).toBe(pendingPayees.length);
        expect(new Set(inForce.map((r) => r.payee_id)).size).toBe(inForce.length);
        for (const c of inForce.filter((r) => r.payer_id !== null)) {
          const payer = inForce.find((r) => r.payee_id === c.payer_id);
          expect(payer, 'an in-force contract whose payer holds none').toBeDefined();
          expect(dominates(payer!.tiers, c.tiers)).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });
});
