/**
 * The team tree's closure table follows every registration and every upline change (db/sql/member-tree.sql):
 * after any sequence of inserts and moves it holds exactly the pairs the upline chains give, and a move
 * that would close a loop is refused and changes nothing.
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { insertTestMember, pgRefusal } from '../test/wallet-fixtures.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

type Step = { op: 'insert'; parent: number | null } | { op: 'move'; member: number; parent: number | null };

/** The pairs the upline chains of `uplines` give, as `ancestor>descendant@depth` strings. */
function expectedPairs(uplines: Map<bigint, bigint | null>): string[] {
  const pairs: string[] = [];
  for (const id of uplines.keys()) {
    let at: bigint | null = id;
    for (let depth = 0; at !== null; depth++) {
      pairs.push(`${at}>${id}@${depth}`);
      at = uplines.get(at) ?? null;
    }
  }
  return pairs.sort();
}

async function storedPairs(ids: bigint[]): Promise<string[]> {
  const { rows } = await database.db.execute<{ pair: string }>(sql`
    select ancestor_id || '>' || descendant_id || '@' || depth as pair from member_tree
    where descendant_id = any(${`{${ids.join(',')}}`}::bigint[])`);
  return rows.map((r) => r.pair).sort();
}

const isBelow = (uplines: Map<bigint, bigint | null>, member: bigint, candidate: bigint) => {
  for (let at: bigint | null = candidate; at !== null; at = uplines.get(at) ?? null) if (at === member) return true;
  return false;
};

describe('member_tree', () => {
  it('holds exactly the upline chains after any inserts and moves', async () => {
    const step = fc.oneof(
      fc.record({ op: fc.constant('insert' as const), parent: fc.option(fc.nat(40)) }),
      fc.record({ op: fc.constant('move' as const), member: fc.nat(40), parent: fc.option(fc.nat(40)) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps: Step[]) => {
        const uplines = new Map<bigint, bigint | null>();
        const ids: bigint[] = [];
        const pick = (i: number | null) => (i === null || ids.length === 0 ? null : ids[i % ids.length]!);
        for (const s of steps) {
          if (s.op === 'insert') {
            const parent = pick(s.parent);
            const id = await insertTestMember(database.db, 2, parent);
            ids.push(id);
            uplines.set(id, parent);
            continue;
          }
          if (ids.length === 0) continue;
          const member = pick(s.member)!;
          const parent = pick(s.parent);
          const move = () => database.db.execute(sql`update members set upline_id = ${parent} where id = ${member}`);
          if (parent !== null && isBelow(uplines, member, parent)) {
            expect(await pgRefusal(move)).toMatch(/^23514/);
          } else {
            await move();
            uplines.set(member, parent);
          }
        }
        expect(await storedPairs(ids)).toEqual(expectedPairs(uplines));
      }),
      { numRuns: 30 },
    );
  });
});
