import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { expectLedgerInvariants, fund, insertTestMember, pgCode, testLedger } from '../../test/wallet-fixtures.ts';
import type { LedgerService } from './ledger.service.ts';

// ledger_write is the one writer of the ledger: ledger_post and both vendor batches call it.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ledger: LedgerService;
beforeAll(async () => {
  database = await createTestDatabase();
  ledger = testLedger(database.db);
});
afterAll(async () => database.drop());

interface Movement {
  key: string;
  member: bigint;
  legs: [account: bigint, amount: bigint][];
}
interface Written {
  movement: number;
  transaction_id: string;
  account_id: string;
  amount: string;
  balance_after: string;
}

/** ledger_write in one transaction that first locks the legs' accounts, as its callers do. */
async function write(movements: Movement[]): Promise<Written[]> {
  const legs = movements.flatMap((m, i) => m.legs.map(([account, amount]) => ({ n: i + 1, account, amount })));
  const ints = (values: (bigint | number)[], type: 'bigint' | 'integer') =>
    sql.raw(`ARRAY[${values.join(',')}]::${type}[]`);
  const texts = (values: string[]) => sql`${`{${values.join(',')}}`}::text[]`;
  const keys = texts(movements.map((m) => m.key));
  const kinds = texts(movements.map(() => 'bet'));
  const members = ints(
    movements.map((m) => m.member),
    'bigint',
  );
  const references = texts(movements.map(() => 'r'));
  const memos = sql.raw(`array_fill('{}'::jsonb, ARRAY[${movements.length}])`);
  const legMovements = ints(
    legs.map((l) => l.n),
    'integer',
  );
  const legAccounts = ints(
    legs.map((l) => l.account),
    'bigint',
  );
  const legAmounts = ints(
    legs.map((l) => l.amount),
    'bigint',
  );
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from wallet_accounts where id = any(${legAccounts}) order by id for update`);
    const rows = await tx.execute(sql`
      select movement, transaction_id::text, account_id::text, amount::text, balance_after::text
      from ledger_write(${keys}, ${kinds}, ${members}, ${references}, ${memos},
                        ${legMovements}, ${legAccounts}, ${legAmounts})`);
    return rows.rows as unknown as Written[];
  });
}

describe('ledger_write', () => {
  it('writes many movements over the same accounts in one statement, each posting with its running balance', async () => {
    const a = await insertTestMember(database.db);
    const b = await insertTestMember(database.db);
    await fund(ledger, a, 1_000n);
    await fund(ledger, b, 500n);
    const mainA = await ledger.accountId({ member: a, kind: 'main' }, a);
    const mainB = await ledger.accountId({ member: b, kind: 'main' }, b);
    const house = await ledger.accountId({ system: 'house', vendor: 'TEST' }, null);
    const houseBefore = await ledger.repo.balanceOf(house);
    const written = await write([
      {
        key: `lw-${a}-1`,
        member: a,
        legs: [
          [mainA, -300n],
          [house, 300n],
        ],
      },
      {
        key: `lw-${b}-1`,
        member: b,
        legs: [
          [mainB, -200n],
          [house, 200n],
        ],
      },
      {
        key: `lw-${a}-2`,
        member: a,
        legs: [
          [mainA, -100n],
          [house, 100n],
        ],
      },
    ]);
    expect(written.map((w) => [w.movement, w.account_id, w.amount, w.balance_after])).toEqual([
      [1, String(mainA), '-300', '700'],
      [1, String(house), '300', String(houseBefore + 300n)],
      [2, String(mainB), '-200', '300'],
      [2, String(house), '200', String(houseBefore + 500n)],
      [3, String(mainA), '-100', '600'],
      [3, String(house), '100', String(houseBefore + 600n)],
    ]);
    expect(new Set(written.map((w) => w.transaction_id)).size).toBe(3);
    expect(await ledger.repo.balanceOf(mainA)).toBe(600n);
  });

  it('skips a key that exists, and writes a key given twice once, for its first movement', async () => {
    const a = await insertTestMember(database.db);
    await fund(ledger, a, 1_000n);
    const main = await ledger.accountId({ member: a, kind: 'main' }, a);
    const house = await ledger.accountId({ system: 'house', vendor: 'TEST' }, null);
    await write([
      {
        key: `lw-${a}-seen`,
        member: a,
        legs: [
          [main, -100n],
          [house, 100n],
        ],
      },
    ]);
    const written = await write([
      {
        key: `lw-${a}-seen`,
        member: a,
        legs: [
          [main, -100n],
          [house, 100n],
        ],
      },
      {
        key: `lw-${a}-twice`,
        member: a,
        legs: [
          [main, -10n],
          [house, 10n],
        ],
      },
      {
        key: `lw-${a}-twice`,
        member: a,
        legs: [
          [main, -20n],
          [house, 20n],
        ],
      },
    ]);
    expect(written.map((w) => [w.movement, w.amount])).toEqual([
      [2, '-10'],
      [2, '10'],
    ]);
    expect(await ledger.repo.balanceOf(main)).toBe(890n);
  });

  it('leaves every rule to the triggers: an unbalanced or overdrawing movement is refused whole', async () => {
    const a = await insertTestMember(database.db);
    await fund(ledger, a, 100n);
    const main = await ledger.accountId({ member: a, kind: 'main' }, a);
    const house = await ledger.accountId({ system: 'house', vendor: 'TEST' }, null);
    const ok = {
      key: `lw-${a}-ok`,
      member: a,
      legs: [
        [main, -50n],
        [house, 50n],
      ],
    } satisfies Movement;
    expect(
      await pgCode(() =>
        write([
          ok,
          {
            key: `lw-${a}-u`,
            member: a,
            legs: [
              [main, -1n],
              [house, 2n],
            ],
          },
        ]),
      ),
    ).toBe('WL002');
    expect(
      await pgCode(() =>
        write([
          ok,
          {
            key: `lw-${a}-o`,
            member: a,
            legs: [
              [main, -60n],
              [house, 60n],
            ],
          },
        ]),
      ),
    ).toBe('23514');
    expect(
      await pgCode(() =>
        write([
          {
            key: `lw-${a}-x`,
            member: a,
            legs: [
              [main, -1n],
              [-7n, 1n],
            ],
          },
        ]),
      ),
    ).toBe('23503');
    expect(await ledger.repo.balanceOf(main)).toBe(100n);
    await expectLedgerInvariants(ledger);
  });
});
