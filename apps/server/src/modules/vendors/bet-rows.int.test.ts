/**
 * The rows a vendor call writes. Their references (ledger transactions, bets, vendor transactions) are
 * checked per statement by triggers instead of foreign keys, which check and lock row by row. These are
 * the foreign keys' promises, kept: a row naming a member, vendor or ledger transaction that does not
 * exist is refused with 23503 and nothing of its statement stays; what they name never goes away.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { fund, insertTestMember, pgCode, testLedger, transactionByHand } from '../../test/wallet-fixtures.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

const MISSING = 9_000_000_000n;
const VENDOR = 'NSL';

const run = (q: ReturnType<typeof sql>) => () => database.db.execute(q);
const count = async (q: ReturnType<typeof sql>) => Number((await database.db.execute<{ n: string }>(q)).rows[0]!.n);

/** Bet rows as the vendor wallet writes them (debit id unique per vendor), in one statement. */
const insertBets = (...rows: { member: bigint; vendor: string; tx: string }[]) =>
  run(sql`insert into bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake)
    values ${sql.join(
      rows.map((r) => sql`(${r.member}, ${r.vendor}, ${r.tx}, 'ref-game', 'ref-round', 100)`),
      sql`, `,
    )}`);

interface VendorTxRow {
  vendor?: string;
  tx: string;
  member?: bigint | null;
  ledgerTx?: bigint | null;
}
/** Debit records as the vendor wallet writes them, in one statement. */
const insertVendorTx = (...rows: VendorTxRow[]) =>
  run(sql`insert into vendor_transactions (vendor_code, tx_id, kind, member_id, amount, ledger_transaction_id)
    values ${sql.join(
      rows.map(
        (r) =>
          sql`(${r.vendor ?? VENDOR}, ${r.tx}, 'debit', ${r.member ?? null}::bigint, 100, ${r.ledgerTx ?? null}::bigint)`,
      ),
      sql`, `,
    )}`);

describe('references of the vendor wallet rows, checked per statement', () => {
  it('refuses a ledger transaction for a member that does not exist, with its postings', async () => {
    const ledger = testLedger(database.db);
    const member = await insertTestMember(database.db);
    await fund(ledger, member, 100n);
    const main = await ledger.accountId({ member, kind: 'main' }, member);
    const house = await ledger.accountId({ system: 'house', vendor: 'TEST' }, member);
    const houseBefore = await ledger.repo.balanceOf(house);
    const write = (owner: bigint, key: string) =>
      database.db.execute(
        transactionByHand({ key, kind: 'bet', member: owner }, [
          [main, -10n, 90n],
          [house, 10n, houseBefore + 10n],
        ]),
      );
    expect(await pgCode(() => write(MISSING, 'ref-orphan'))).toBe('23503');
    expect(await count(sql`select count(*) as n from ledger_transactions where idempotency_key = 'ref-orphan'`)).toBe(
      0,
    );
    expect(await ledger.repo.balanceOf(main)).toBe(100n);
    // The same movement for the real member goes through.
    expect(await pgCode(() => write(member, 'ref-owned'))).toBe('no error');
    expect(await ledger.repo.balanceOf(main)).toBe(90n);
  });

  it("refuses a bet whose member or vendor does not exist, and a change of either; the statement's other bets with it", async () => {
    const member = await insertTestMember(database.db);
    expect(await pgCode(insertBets({ member: MISSING, vendor: VENDOR, tx: 'rb-1' }))).toBe('23503');
    expect(await pgCode(insertBets({ member, vendor: 'NO-SUCH-VENDOR', tx: 'rb-2' }))).toBe('23503');
    expect(
      await pgCode(insertBets({ member, vendor: VENDOR, tx: 'rb-3' }, { member: MISSING, vendor: VENDOR, tx: 'rb-4' })),
    ).toBe('23503');
    expect(await count(sql`select count(*) as n from bets where debit_tx_id like 'rb-%'`)).toBe(0);

    expect(await pgCode(insertBets({ member, vendor: VENDOR, tx: 'rb-5' }))).toBe('no error');
    const other = await insertTestMember(database.db);
    expect(await pgCode(run(sql`update bets set member_id = ${other} where debit_tx_id = 'rb-5'`))).toBe('23503');
    expect(await pgCode(run(sql`update bets set vendor_code = 'GVS' where debit_tx_id = 'rb-5'`))).toBe('23503');
    // Setting them to what they are, and settling, are not changes.
    expect(
      await pgCode(
        run(sql`update bets set member_id = member_id, vendor_code = vendor_code, status = 'settled',
                  settled_at = now(), payout = 150 where debit_tx_id = 'rb-5'`),
      ),
    ).toBe('no error');
    expect(await count(sql`select count(*) as n from bets where debit_tx_id = 'rb-5' and member_id = ${member}`)).toBe(
      1,
    );
  });

  it('refuses a vendor transaction whose vendor, member or ledger transaction does not exist, written or set later', async () => {
    const member = await insertTestMember(database.db);
    expect(await pgCode(insertVendorTx({ vendor: 'NO-SUCH-VENDOR', tx: 'rv-1', member }))).toBe('23503');
    expect(await pgCode(insertVendorTx({ tx: 'rv-2', member: MISSING }))).toBe('23503');
    expect(await pgCode(insertVendorTx({ tx: 'rv-3', member, ledgerTx: MISSING }))).toBe('23503');
    expect(await pgCode(insertVendorTx({ tx: 'rv-4', member }, { tx: 'rv-5', member: MISSING }))).toBe('23503');
    expect(await count(sql`select count(*) as n from vendor_transactions where tx_id like 'rv-%'`)).toBe(0);

    const ledger = testLedger(database.db);
    await fund(ledger, member, 100n);
    const real = (
      await database.db.execute<{ id: string }>(
        sql`select id from ledger_transactions where member_id = ${member} limit 1`,
      )
    ).rows[0]!.id;
    expect(await pgCode(insertVendorTx({ tx: 'rv-6', member, ledgerTx: BigInt(real) }))).toBe('no error');
    expect(await pgCode(insertVendorTx({ tx: 'rv-7', member }))).toBe('no error');
    // Set later (as the single-call functions do once the movement is written).
    const setLedgerTx = (id: bigint) =>
      run(sql`update vendor_transactions set ledger_transaction_id = ${id} where tx_id = 'rv-7'`);
    expect(await pgCode(setLedgerTx(MISSING))).toBe('23503');
    // Its vendor and member never change, even to ones that exist.
    const other = await insertTestMember(database.db);
    expect(await pgCode(run(sql`update vendor_transactions set member_id = ${other} where tx_id = 'rv-7'`))).toBe(
      '23503',
    );
    expect(await pgCode(run(sql`update vendor_transactions set vendor_code = 'LVC' where tx_id = 'rv-7'`))).toBe(
      '23503',
    );
    expect(await pgCode(setLedgerTx(BigInt(real)))).toBe('no error');
  });

  it('keeps what they name: members and game vendors are never deleted, truncated or given another key', async () => {
    const member = await insertTestMember(database.db);
    expect(await pgCode(run(sql`delete from members where id = ${member}`))).toBe('23503');
    expect(await pgCode(run(sql`update members set id = ${MISSING} where id = ${member}`))).toBe('23503');
    expect(await pgCode(run(sql`truncate members cascade`))).toBe('23503');
    expect(await pgCode(run(sql`delete from game_vendors where code = ${VENDOR}`))).toBe('23503');
    expect(await pgCode(run(sql`update game_vendors set code = 'NSL2' where code = ${VENDOR}`))).toBe('23503');
    expect(await pgCode(run(sql`truncate game_vendors cascade`))).toBe('23503');
    expect(await count(sql`select count(*) as n from members where id = ${member}`)).toBe(1);
    expect(await count(sql`select count(*) as n from game_vendors where code = ${VENDOR}`)).toBe(1);
    // Other columns change as before.
    expect(await pgCode(run(sql`update game_vendors set code = code, display_name = display_name`))).toBe('no error');
  });
});

describe('settling a bet', () => {
  it('changes no indexed column, so the row is updated on its page (a HOT update)', async () => {
    const member = await insertTestMember(database.db);
    await insertBets({ member, vendor: VENDOR, tx: 'hot-1' })();
    // The columns the settling statements set (vendor_settle, vendor_credit_batch), in one transaction,
    // whose own statistics count a HOT update apart from the others.
    const hot = await database.db.transaction(async (tx) => {
      await tx.execute(sql`update bets set payout = payout + 250, valid_bet = stake, status = 'settled',
                             settled_at = now() where debit_tx_id = 'hot-1'`);
      const stats = await tx.execute<{ updated: bigint; hot: bigint }>(
        sql`select n_tup_upd as updated, n_tup_hot_upd as hot from pg_stat_xact_user_tables where relname = 'bets'`,
      );
      return stats.rows[0]!;
    });
    expect(hot).toEqual({ updated: 1n, hot: 1n });
  });
});
