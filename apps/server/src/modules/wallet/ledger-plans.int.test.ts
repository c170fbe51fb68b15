import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { fund, insertTestMember, testLedger, transactionByHand } from '../../test/wallet-fixtures.ts';

// The posting trigger looks up each posting's transaction and account, and each transaction's member,
// by key. A plan cached while the tables were small must not read them whole: the first version of the
// transaction check was planned as a hash join over a sequential scan of ledger_transactions, and
// bench:wallet fell from ~1,700 to ~1,100 pairs/s as the table grew.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
// One connection: its plan cache is the one measured, and begin … commit stay on it.
let one: ReturnType<typeof connectDatabase>;
beforeAll(async () => {
  database = await createTestDatabase();
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${database.name}`;
  one = connectDatabase(url.toString(), 1);
});
afterAll(async () => {
  await one.close();
  await database.drop();
});

describe('the posting trigger and young tables', () => {
  it('reads no ledger table whole, whatever the statistics said when its plans were made', async () => {
    const member = await insertTestMember(database.db);
    const ledger = testLedger(database.db);
    await fund(ledger, member, 10n, 'young');
    const from = await ledger.accountId({ system: 'payments_in' }, member);
    const to = await ledger.accountId({ member, kind: 'main' }, member);
    // Statistics of a young ledger: a few rows, analysed.
    for (const table of ['ledger_transactions', 'ledger_postings', 'wallet_accounts', 'members']) {
      await database.pool.query(`analyze ${table}`);
    }
    const scans = async () =>
      (
        await one.pool.query<{ relname: string; seq_scan: string }>(
          `select relname, seq_scan::text from pg_stat_xact_user_tables
            where relname in ('ledger_transactions', 'ledger_postings', 'wallet_accounts', 'members') order by relname`,
        )
      ).rows.map((r) => `${r.relname} ${r.seq_scan}`);
    // A deposit of 5 written by hand on the measured connection: one statement that reads no table,
    // so every scan counted is the trigger's.
    const deposit = async (key: string) => {
      const [fromBefore, toBefore] = [await ledger.repo.balanceOf(from), await ledger.repo.balanceOf(to)];
      await one.pool.query('begin');
      try {
        const before = await scans();
        await one.db.execute(
          transactionByHand({ key: `${key}-${member}`, kind: 'deposit', member }, [
            [from, -5n, fromBefore - 5n],
            [to, 5n, toBefore + 5n],
          ]),
        );
        return { before, after: await scans() };
      } finally {
        await one.pool.query('commit');
      }
    };
    // The trigger's statements are planned at their first run on a connection and the plans are kept.
    for (let i = 0; i < 3; i++) await deposit(`warm-${i}`);
    const { before, after } = await deposit('measured');
    expect(after).toEqual(before);
    expect(await ledger.repo.balanceOf(to)).toBe(30n);
  });
});
