import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { fund, insertTestMember, pgCode, testLedger, transactionByHand } from '../../test/wallet-fixtures.ts';
import type { LedgerService } from './ledger.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ledger: LedgerService;
beforeAll(async () => {
  database = await createTestDatabase();
  ledger = testLedger(database.db);
});
afterAll(async () => database.drop());

const bet = (memberId: bigint, amount: bigint, key: string) =>
  ledger.post({
    key,
    kind: 'bet',
    memberId,
    legs: [
      { account: { member: memberId, kind: 'main' }, amount: -amount },
      { account: { system: 'house', vendor: 'TEST' }, amount },
    ],
  });

/** A bet written by hand: its transaction and its postings (account, amount, balance after) in one statement. */
const postByHand = (member: bigint, key: string, legs: [bigint, bigint, bigint][]) =>
  database.db.execute(transactionByHand({ key: `${key}-${member}`, kind: 'bet', member }, legs));

describe('ledger', () => {
  it('moves money with postings that sum to zero and keeps the balance after each posting', async () => {
    const member = await insertTestMember(database.db);
    const posted = await fund(ledger, member, 10_000n);
    expect(posted.replayed).toBe(false);
    expect(posted.postings.map((p) => p.amount).reduce((a, b) => a + b)).toBe(0n);
    const main = await ledger.accountId({ member, kind: 'main' }, member);
    expect(posted.postings.find((p) => p.accountId === main)?.balanceAfter).toBe(10_000n);
    await bet(member, 2_500n, `bet-${member}-1`);
    expect(await ledger.repo.balanceOf(main)).toBe(7_500n);
  });

  it('answers a replayed key with the first answer and moves nothing', async () => {
    const member = await insertTestMember(database.db);
    await fund(ledger, member, 1_000n);
    const first = await bet(member, 300n, `bet-${member}-r`);
    const again = await bet(member, 300n, `bet-${member}-r`);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.postings).toEqual(first.postings);
    expect(await ledger.repo.balanceOf(await ledger.accountId({ member, kind: 'main' }, member))).toBe(700n);
  });

  it('refuses the same key for another request (idempotency_conflict)', async () => {
    const member = await insertTestMember(database.db);
    await fund(ledger, member, 1_000n);
    await bet(member, 300n, `bet-${member}-c`);
    await expect(bet(member, 301n, `bet-${member}-c`)).rejects.toMatchObject({ code: 'idempotency_conflict' });
    const other = await insertTestMember(database.db);
    await fund(ledger, other, 1_000n);
    const key = `bet-${member}-c`;
    const legs = (m: bigint, vendor = 'TEST') => [
      { account: { member: m, kind: 'main' as const }, amount: -300n },
      { account: { system: 'house' as const, vendor }, amount: 300n },
    ];
    // Another kind, another member, another account: each is another request under the same key.
    for (const asked of [
      { key, kind: 'adjustment' as const, memberId: member, legs: legs(member) },
      { key, kind: 'bet' as const, memberId: other, legs: legs(other) },
      { key, kind: 'bet' as const, memberId: member, legs: legs(member, 'OTHER') },
    ]) {
      await expect(ledger.post(asked)).rejects.toMatchObject({ code: 'idempotency_conflict' });
    }
    expect((await ledger.post({ key, kind: 'bet', memberId: member, legs: legs(member) })).replayed).toBe(true);
    expect(await ledger.repo.balanceOf(await ledger.accountId({ member, kind: 'main' }, member))).toBe(700n);
    expect(await ledger.repo.balanceOf(await ledger.accountId({ member: other, kind: 'main' }, other))).toBe(1_000n);
  });

  it('refuses an overdraft of a member account (insufficient_balance) and moves nothing', async () => {
    const member = await insertTestMember(database.db);
    await fund(ledger, member, 100n);
    await expect(bet(member, 101n, `bet-${member}-o`)).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await ledger.repo.balanceOf(await ledger.accountId({ member, kind: 'main' }, member))).toBe(100n);
    // The refused key is free: nothing was acted on.
    expect((await bet(member, 100n, `bet-${member}-o`)).replayed).toBe(false);
  });

  it('lets the database refuse updates and deletes of postings and transactions', async () => {
    const member = await insertTestMember(database.db);
    await fund(ledger, member, 50n);
    expect(await pgCode(() => database.db.execute(sql`update ledger_postings set amount = amount + 1`))).toBe('WL001');
    expect(await pgCode(() => database.db.execute(sql`delete from ledger_postings`))).toBe('WL001');
    expect(await pgCode(() => database.db.execute(sql`truncate ledger_postings cascade`))).toBe('WL001');
    expect(await pgCode(() => database.db.execute(sql`update ledger_transactions set kind = 'bonus'`))).toBe('WL001');
    expect(await pgCode(() => database.db.execute(sql`delete from ledger_transactions`))).toBe('WL001');
  });

  it('lets a balance change only through a posting', async () => {
    const member = await insertTestMember(database.db);
    await fund(ledger, member, 50n);
    expect(await pgCode(() => database.db.execute(sql`update wallet_accounts set balance = balance + 1`))).toBe(
      'WL005',
    );
    expect(
      await pgCode(() =>
        database.db.execute(sql`insert into wallet_accounts (member_id, kind, currency, balance)
          values (${member}, 'demo', 'USD', 5)`),
      ),
    ).toBe('WL005');
    expect(await pgCode(() => database.db.execute(sql`delete from wallet_accounts`))).toBe('WL001');
  });

  it('refuses unbalanced postings, postings added later and a transaction without postings in its statement', async () => {
    const member = await insertTestMember(database.db);
    const main = await ledger.accountId({ member, kind: 'main' }, member);
    const house = await ledger.accountId({ system: 'house', vendor: 'TEST' }, member);
    const unbalanced = () =>
      database.db.execute(
        sql`select * from ledger_post('u1', 'adjustment', null, null, '{}', ${`{${main},${house}}`}::bigint[], '{5,-4}'::bigint[])`,
      );
    expect(await pgCode(unbalanced)).toBe('WL002');
    await fund(ledger, member, 10n, 'late');
    const late = () =>
      database.db.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
        select id, ${main}, 1, 0 from ledger_transactions where idempotency_key = 'test-fund:late'`);
    expect(await pgCode(late)).toBe('WL002');
    // Balanced, with right running balances, but the transaction has its postings already.
    const lateTx = (
      await database.db.execute<{ id: bigint }>(
        sql`select id from ledger_transactions where idempotency_key = 'test-fund:late'`,
      )
    ).rows[0]!.id;
    const [mainNow, houseNow] = [await ledger.repo.balanceOf(main), await ledger.repo.balanceOf(house)];
    const lateBalanced = () =>
      database.db.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
        values (${lateTx}, ${main}, -1, ${mainNow - 1n}), (${lateTx}, ${house}, 1, ${houseNow + 1n})`);
    expect(await pgCode(lateBalanced)).toBe('WL002');
    expect(await ledger.repo.balanceOf(main)).toBe(mainNow);
    const empty = () =>
      database.db.execute(sql`insert into ledger_transactions (idempotency_key, kind) values ('empty', 'bonus')`);
    expect(await pgCode(empty)).toBe('WL006');
    // Written first, with its postings to follow in the same database transaction: refused at once.
    const before = () =>
      database.db.transaction(async (tx) => {
        const created = await tx.execute<{ id: bigint }>(
          sql`insert into ledger_transactions (idempotency_key, kind, member_id)
              values ('postings-later', 'bet', ${member}) returning id`,
        );
        const id = created.rows[0]!.id;
        await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
          values (${id}, ${main}, -1, ${mainNow - 1n}), (${id}, ${house}, 1, ${houseNow + 1n})`);
      });
    expect(await pgCode(before)).toBe('WL006');
    expect(await ledger.repo.balanceOf(main)).toBe(mainNow);
    const kept = await database.db.execute(
      sql`select id from ledger_transactions where idempotency_key in ('empty', 'postings-later')`,
    );
    expect(kept.rows).toHaveLength(0);
  });

  it('takes postings only with their accounts’ running balances, never below zero on the way', async () => {
    const member = await insertTestMember(database.db);
    await fund(ledger, member, 100n);
    const main = await ledger.accountId({ member, kind: 'main' }, member);
    const house = await ledger.accountId({ system: 'house', vendor: 'TEST' }, member);
    const houseBefore = await ledger.repo.balanceOf(house);
    const post = (key: string, legs: [bigint, bigint, bigint][]) => postByHand(member, key, legs);
    const bet30 = (mainAfter: bigint, houseAfter: bigint): [bigint, bigint, bigint][] => [
      [main, -30n, mainAfter],
      [house, 30n, houseAfter],
    ];
    expect(await pgCode(() => post('wrong-main', bet30(0n, houseBefore + 30n)))).toBe('WL007');
    expect(await pgCode(() => post('wrong-house', bet30(70n, houseBefore)))).toBe('WL007');
    expect(await ledger.repo.balanceOf(main)).toBe(100n);
    expect(await pgCode(() => post('right', bet30(70n, houseBefore + 30n)))).toBe('no error');
    expect(await ledger.repo.balanceOf(main)).toBe(70n);
    expect(await ledger.repo.balanceOf(house)).toBe(houseBefore + 30n);
    // Main pays 100 and gets it back in one statement: it would pass through -30.
    const through = () =>
      post('through', [
        [main, -100n, -30n],
        [house, 100n, houseBefore + 130n],
        [main, 100n, 70n],
        [house, -100n, houseBefore + 30n],
      ]);
    expect(await pgCode(through)).toBe('23514');
    expect(await ledger.repo.balanceOf(main)).toBe(70n);
  });

  it('refuses a posting whose transaction or account does not exist, and keeps both from going away', async () => {
    const member = await insertTestMember(database.db);
    await fund(ledger, member, 100n);
    const main = await ledger.accountId({ member, kind: 'main' }, member);
    const house = await ledger.accountId({ system: 'house', vendor: 'TEST' }, member);
    const houseBefore = await ledger.repo.balanceOf(house);
    const missing = 9_000_000_000n;
    // Balanced postings with right running balances, of a transaction that was never written.
    const orphans = () =>
      database.db.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
        values (${missing}, ${main}, -10, 90), (${missing}, ${house}, 10, ${houseBefore + 10n})`);
    expect(await pgCode(orphans)).toBe('23503');
    // A written transaction whose postings name an account that does not exist.
    const toNowhere = () =>
      postByHand(member, 'nowhere', [
        [main, -10n, 90n],
        [missing, 10n, 10n],
      ]);
    expect(await pgCode(toNowhere)).toBe('23503');
    expect(await ledger.repo.balanceOf(main)).toBe(100n);
    expect(await ledger.repo.balanceOf(house)).toBe(houseBefore);
    // What a posting names stays: an account keeps its id and is never truncated (nor deleted, above).
    expect(
      await pgCode(() => database.db.execute(sql`update wallet_accounts set id = ${missing} where id = ${main}`)),
    ).toBe('WL005');
    expect(await pgCode(() => database.db.execute(sql`truncate wallet_accounts`))).toBe('WL001');
  });

  it('never mixes demo credit with real money', async () => {
    const member = await insertTestMember(database.db, 4);
    const mixed = ledger.post({
      key: `mix-${member}`,
      kind: 'adjustment',
      memberId: member,
      legs: [
        { account: { system: 'payments_in' }, amount: -10n },
        { account: { member, kind: 'demo' }, amount: 10n },
      ],
    });
    await expect(mixed).rejects.toMatchObject({ cause: { code: 'WL004' } });
  });

  it('reports no broken invariant after all of the above', async () => {
    const report = await ledger.repo.checkInvariants();
    expect(report.transactions).toBeGreaterThan(5);
    expect(report).toMatchObject({
      balanceMismatches: 0,
      unbalancedTransactions: 0,
      negativeMemberAccounts: 0,
      emptyTransactions: 0,
    });
  });
});
