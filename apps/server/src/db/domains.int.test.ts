/**
 * The rules of single columns on the tables every bet and win writes are domains, and the rules across
 * the columns of an account are checked when it is opened (why: check-helpers.ts). The same
 * values are refused as by the CHECKs they replace, with SQLSTATE 23514, and the domains' lists are the
 * lists the code uses.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_KINDS } from '@portal/contract/ledger-kinds';
import { createTestDatabase } from '../test/test-app.ts';
import { insertTestMember, pgRefusal, testLedger } from '../test/wallet-fixtures.ts';
import { BET_STATUSES, VENDOR_TX_KINDS } from './schema-vendor-wallet.ts';
import { MEMBER_ACCOUNT_KINDS, SYSTEM_ACCOUNT_KINDS } from './schema-wallet.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.drop());

/** SQLSTATE and constraint name of what `q` raised ('no error' when it went through). */
const refusal = (q: ReturnType<typeof sql>) => pgRefusal(() => database.db.execute(q));

describe('domains of the hot columns', () => {
  it('gives each column its domain', async () => {
    const { rows } = await database.db.execute<{ col: string; domain: string }>(sql`
      select table_name || '.' || column_name as col, domain_name as domain from information_schema.columns
      where table_schema = 'public' and domain_name is not null order by 1`);
    expect(Object.fromEntries(rows.map((r) => [r.col, r.domain]))).toEqual({
      'bets.payout': 'amount_not_negative',
      'bets.stake': 'amount_positive',
      'bets.status': 'bet_status',
      'bets.valid_bet': 'amount_not_negative',
      'ledger_transactions.kind': 'ledger_kind',
      'vendor_transactions.amount': 'amount_not_negative',
      'vendor_transactions.kind': 'vendor_tx_kind',
      'wallet_accounts.currency': 'currency_code',
      'wallet_accounts.kind': 'account_kind',
    });
  });

  it('lists exactly the values the code uses', async () => {
    const { rows } = await database.db.execute<{ domain: string; def: string }>(sql`
      select t.typname as domain, pg_get_constraintdef(c.oid) as def
      from pg_constraint c join pg_type t on t.oid = c.contypid where t.typtype = 'd'`);
    const listOf = (domain: string) => {
      const def = rows.find((r) => r.domain === domain)?.def ?? '';
      return /'\{([^}]*)\}'::text\[\]/.exec(def)?.[1]?.split(',') ?? [];
    };
    expect(listOf('ledger_kind')).toEqual([...LEDGER_KINDS]);
    expect(listOf('account_kind')).toEqual([...MEMBER_ACCOUNT_KINDS, ...SYSTEM_ACCOUNT_KINDS]);
    expect(listOf('vendor_tx_kind')).toEqual([...VENDOR_TX_KINDS]);
    expect(listOf('bet_status')).toEqual([...BET_STATUSES]);
  });

  it('refuses a value outside its domain where it is written, an UPDATE included', async () => {
    const member = await insertTestMember(database.db);
    const tx = (kind: string) =>
      sql`insert into ledger_transactions (idempotency_key, kind, member_id)
          values (${`dom-${kind}`}, ${kind}, ${member})`;
    expect(await refusal(tx('payday'))).toBe('23514 ledger_kind_check');
    const bet = (tx: string, stake: number, payout = 0) =>
      sql`insert into bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, payout)
          values (${member}, 'NSL', ${tx}, 'g', 'r', ${stake}, ${payout})`;
    expect(await refusal(bet('dom-b0', 0))).toBe('23514 amount_positive_check');
    expect(await refusal(bet('dom-b1', 100, -1))).toBe('23514 amount_not_negative_check');
    expect(await refusal(bet('dom-b2', 100))).toBe('no error');
    const settle = (status: string, payout: number) =>
      sql`update bets set status = ${status}, payout = ${payout}, settled_at = now() where debit_tx_id = 'dom-b2'`;
    expect(await refusal(settle('paid', 10))).toBe('23514 bet_status_check');
    expect(await refusal(settle('settled', -10))).toBe('23514 amount_not_negative_check');
    expect(await refusal(settle('settled', 10))).toBe('no error');
    const vendorTx = (id: string, kind: string, amount: number) =>
      sql`insert into vendor_transactions (vendor_code, tx_id, kind, member_id, amount, ref_tx_id)
          values ('NSL', ${id}, ${kind}, ${member}, ${amount}, 'dom-b2')`;
    expect(await refusal(vendorTx('dom-v0', 'payout', 10))).toBe('23514 vendor_tx_kind_check');
    expect(await refusal(vendorTx('dom-v1', 'credit', -10))).toBe('23514 amount_not_negative_check');
    const account = (kind: string, currency: string) =>
      sql`insert into wallet_accounts (member_id, kind, vendor_code, currency)
          values (${member}, ${kind}, 'NSL', ${currency})`;
    expect(await refusal(account('purse', 'USD'))).toBe('23514 account_kind_check');
    expect(await refusal(account('vendor', 'usd'))).toBe('23514 currency_code_check');
    expect(await refusal(account('vendor', 'USD'))).toBe('no error');
  });

  it('checks which kinds of account have a member, a vendor and demo credit when one is opened', async () => {
    const member = await insertTestMember(database.db);
    const open = (owner: bigint | null, kind: string, vendor: string | null, demo: boolean) =>
      sql`insert into wallet_accounts (member_id, kind, vendor_code, currency, demo, shard)
          values (${owner}::bigint, ${kind}, ${vendor}::text, 'USD', ${demo}, 7)`;
    expect(await refusal(open(null, 'main', null, false))).toBe('23514 wallet_accounts_owner');
    expect(await refusal(open(member, 'bonus', null, false))).toBe('23514 wallet_accounts_owner');
    expect(await refusal(open(null, 'house', null, false))).toBe('23514 wallet_accounts_vendor');
    expect(await refusal(open(member, 'main', 'NSL', false))).toBe('23514 wallet_accounts_vendor');
    expect(await refusal(open(member, 'main', null, true))).toBe('23514 wallet_accounts_demo');
    expect(await refusal(open(null, 'demo_issuer', null, false))).toBe('23514 wallet_accounts_demo');
    expect(await refusal(open(null, 'house', 'NSL', true))).toBe('no error');
    expect(await refusal(open(member, 'demo', null, true))).toBe('no error');
  });

  it('never lets an account change its vendor, so what was checked at opening stays true', async () => {
    const member = await insertTestMember(database.db);
    const ledger = testLedger(database.db);
    const wallet = await ledger.accountId({ member, kind: 'vendor', vendor: 'NSL' }, member);
    expect(await refusal(sql`update wallet_accounts set vendor_code = 'JDR' where id = ${wallet}`)).toBe('WL005');
    expect(await refusal(sql`update wallet_accounts set vendor_code = null where id = ${wallet}`)).toBe('WL005');
  });
});
