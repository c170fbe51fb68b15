import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountKind, LedgerKind } from '../../db/schema.ts';

/** The pool or an open transaction: anything that can run a statement. */
export type Executor = Pick<Db, 'execute'>;

export interface AccountKey {
  memberId: bigint | null;
  kind: AccountKind;
  vendorCode: string | null;
  currency: string;
  demo: boolean;
  shard: number;
}

export interface PostingRow {
  /**
   * ok: written now; replayed: the key's first answer; insufficient: nothing written (balances now);
   * conflict: the key was used for another request (one row, nothing else set).
   */
  status: 'ok' | 'replayed' | 'insufficient' | 'conflict';
  transactionId: bigint | null;
  createdAt: Date;
  accountId: bigint;
  amount: bigint;
  balanceAfter: bigint;
}

export interface PostArgs {
  key: string;
  kind: LedgerKind;
  memberId: bigint | null;
  reference: string | null;
  memo: Record<string, unknown>;
  accounts: bigint[];
  amounts: bigint[];
}

export interface MemberAccountRow {
  id: bigint;
  kind: AccountKind;
  vendorCode: string | null;
  currency: string;
  demo: boolean;
  balance: bigint;
}

export interface InvariantReport {
  accounts: number;
  transactions: number;
  postings: number;
  /** Accounts whose cached balance differs from the sum of their postings. */
  balanceMismatches: number;
  /** Transactions whose postings do not sum to zero per currency. */
  unbalancedTransactions: number;
  /** Member accounts below zero. */
  negativeMemberAccounts: number;
  /** Transactions without postings. */
  emptyTransactions: number;
}

/** A bigint[] parameter as a PostgreSQL array literal (drizzle would spread a JS array). */
const pgArray = (values: bigint[]) => `{${values.join(',')}}`;

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

/** SQL of the ledger. Postings go only through the database function `ledger_post`. */
export class LedgerRepo {
  constructor(private readonly db: Db) {}

  /** The id of an account, opened (at zero) when it does not exist yet (`created`). */
  async openAccount(key: AccountKey, exec: Executor = this.db): Promise<{ id: bigint; created: boolean }> {
    const inserted = rowsOf<{ id: bigint }>(
      await exec.execute(sql`
        insert into wallet_accounts (member_id, kind, vendor_code, currency, demo, shard)
        values (${key.memberId}, ${key.kind}, ${key.vendorCode}, ${key.currency}, ${key.demo}, ${key.shard})
        on conflict do nothing returning id`),
    );
    if (inserted[0]) return { id: inserted[0].id, created: true };
    const memberClause: SQL =
      key.memberId === null
        ? sql`member_id is null and currency = ${key.currency} and demo = ${key.demo} and shard = ${key.shard}`
        : sql`member_id = ${key.memberId}`;
    const found = rowsOf<{ id: bigint }>(
      await exec.execute(sql`
        select id from wallet_accounts
        where ${memberClause} and kind = ${key.kind} and coalesce(vendor_code, '') = ${key.vendorCode ?? ''}`),
    );
    if (!found[0]) throw new Error(`account ${key.kind} could not be opened`);
    return { id: found[0].id, created: false };
  }

  /** One movement (or its first answer when the key was seen before, or the balances that fall short). */
  async post(args: PostArgs, exec: Executor = this.db): Promise<PostingRow[]> {
    const result = await exec.execute(sql`
      select status, transaction_id as "transactionId", created_at as "createdAt", account_id as "accountId",
             amount, balance_after as "balanceAfter"
      from ledger_post(${args.key}, ${args.kind}, ${args.memberId}, ${args.reference},
                       ${JSON.stringify(args.memo)}::jsonb, ${pgArray(args.accounts)}::bigint[],
                       ${pgArray(args.amounts)}::bigint[])`);
    return rowsOf<PostingRow>(result).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
  }

  /** The member's accounts (main, vendor sub-wallets, demo) with their cached balances. */
  async memberAccounts(memberId: bigint, exec?: Executor): Promise<MemberAccountRow[]> {
    if (exec) {
      return rowsOf<MemberAccountRow>(
        await exec.execute(sql`
          select id, kind, vendor_code as "vendorCode", currency, demo, balance
          from wallet_accounts where member_id = ${memberId} order by kind, vendor_code`),
      );
    }
    // Outside a transaction (every balance read): a named prepared statement, planned once per connection.
    const result = await this.db.$client.query<MemberAccountRow>({
      name: 'ledger_member_accounts',
      text: `select id, kind, vendor_code as "vendorCode", currency, demo, balance
             from wallet_accounts where member_id = $1 order by kind, vendor_code`,
      values: [memberId],
    });
    return result.rows;
  }

  /** Balance of one account, read under its row lock when `forUpdate`. */
  async balanceOf(accountId: bigint, exec: Executor = this.db, forUpdate = false): Promise<bigint> {
    const rows = rowsOf<{ balance: bigint }>(
      await exec.execute(
        sql`select balance from wallet_accounts where id = ${accountId} ${forUpdate ? sql`for update` : sql``}`,
      ),
    );
    return rows[0]?.balance ?? 0n;
  }

  /** Balance of one account with the id of its latest posting (0 when none), read in one snapshot. */
  async versionedBalance(accountId: bigint, exec: Executor = this.db): Promise<{ balance: bigint; version: bigint }> {
    const rows = rowsOf<{ balance: bigint; version: bigint }>(
      await exec.execute(sql`
        select a.balance,
               coalesce((select max(p.id) from ledger_postings p where p.account_id = a.id), 0)::bigint as version
        from wallet_accounts a where a.id = ${accountId}`),
    );
    return rows[0] ?? { balance: 0n, version: 0n };
  }

  /** Cached balance and sum of postings of each given account (model checks). */
  async accountsCheck(
    ids: bigint[],
    exec: Executor = this.db,
  ): Promise<{ id: bigint; balance: bigint; sum: bigint }[]> {
    return rowsOf<{ id: bigint; balance: bigint; sum: bigint }>(
      await exec.execute(sql`
        select a.id, a.balance,
               coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)::bigint as sum
        from wallet_accounts a where a.id = any(${pgArray(ids)}::bigint[])`),
    );
  }

  /** Checks the whole ledger (tests, benchmarks, the admin `wallet check` command). */
  async checkInvariants(exec: Executor = this.db): Promise<InvariantReport> {
    const rows = rowsOf<Record<keyof InvariantReport, string>>(
      await exec.execute(sql`
        select
          (select count(*) from wallet_accounts) as accounts,
          (select count(*) from ledger_transactions) as transactions,
          (select count(*) from ledger_postings) as postings,
          (select count(*) from wallet_accounts a
             where a.balance <> coalesce((select sum(p.amount) from ledger_postings p where p.account_id = a.id), 0)
          ) as "balanceMismatches",
          (select count(*) from (
             select p.transaction_id from ledger_postings p join wallet_accounts a on a.id = p.account_id
             group by p.transaction_id, a.currency having sum(p.amount) <> 0) u
          ) as "unbalancedTransactions",
          (select count(*) from wallet_accounts where member_id is not null and balance < 0) as "negativeMemberAccounts",
          (select count(*) from ledger_transactions t
             where not exists (select 1 from ledger_postings p where p.transaction_id = t.id)) as "emptyTransactions"`),
    );
    const r = rows[0]!;
    return Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Number(v)])) as unknown as InvariantReport;
  }
}
