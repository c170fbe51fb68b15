import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AccountKind, LedgerKind } from '../../db/schema.ts';

export interface PostingRecordRow {
  id: bigint;
  createdAt: Date;
  kind: LedgerKind;
  amount: bigint;
  balanceAfter: bigint;
  reference: string | null;
  accountKind: AccountKind;
  vendorCode: string | null;
}

export interface RecordFilter {
  memberId: bigint;
  /** Instants [since, until). */
  since: Date;
  until: Date;
  kinds: readonly LedgerKind[];
}

export interface ProfitRow {
  day: string;
  vendor: string;
  /** The vendor's display name; null for a code that is not a vendor of the brand ('OTHER'). */
  vendorName: string | null;
  stake: bigint;
  payout: bigint;
}

/** Kinds that move money between one member's own wallets (through the pending account). */
export const OWN_WALLET_KINDS: readonly LedgerKind[] = ['transfer_to_vendor', 'transfer_from_vendor'];

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

/**
 * SQL of the member's records. Every query starts from the member's own accounts
 * (`wallet_accounts.member_id`), so another member's postings never appear — even for movements
 * that touched both (a transfer to an upline shows each side only to its owner).
 */
export class RecordsRepo {
  constructor(private readonly db: Db) {}

  private where(f: RecordFilter): SQL {
    const kinds = f.kinds.length > 0 ? sql` and t.kind = any(${`{${f.kinds.join(',')}}`}::text[])` : sql``;
    return sql`a.member_id = ${f.memberId} and t.created_at >= ${f.since.toISOString()}::timestamptz
      and t.created_at < ${f.until.toISOString()}::timestamptz${kinds}`;
  }

  /** One page of postings on the member's accounts, newest first. */
  async postings(f: RecordFilter, limit: number, offset: number): Promise<PostingRecordRow[]> {
    const rows = rowsOf<PostingRecordRow>(
      await this.db.execute(sql`
        select p.id, t.created_at as "createdAt", t.kind, p.amount, p.balance_after as "balanceAfter",
               t.reference, a.kind as "accountKind", a.vendor_code as "vendorCode"
        from ledger_postings p
        join wallet_accounts a on a.id = p.account_id
        join ledger_transactions t on t.id = p.transaction_id
        where ${this.where(f)}
        order by t.created_at desc, p.id desc
        limit ${limit} offset ${offset}`),
    );
    return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
  }

  /**
   * How many postings match, and the sums of money in and out. Moves between the member's own
   * wallets (main ↔ a game's transfer wallet) are listed but left out of the sums: the money
   * neither came in nor went out.
   */
  async summary(f: RecordFilter): Promise<{ total: number; totalIn: bigint; totalOut: bigint }> {
    const own = sql`t.kind = any(${`{${OWN_WALLET_KINDS.join(',')}}`}::text[])`;
    const [row] = rowsOf<{ total: bigint; totalIn: string; totalOut: string }>(
      await this.db.execute(sql`
        select count(*)::bigint as total,
               coalesce(sum(p.amount) filter (where p.amount > 0 and not ${own}), 0)::text as "totalIn",
               coalesce(sum(p.amount) filter (where p.amount < 0 and not ${own}), 0)::text as "totalOut"
        from ledger_postings p
        join wallet_accounts a on a.id = p.account_id
        join ledger_transactions t on t.id = p.transaction_id
        where ${this.where(f)}`),
    );
    return { total: Number(row!.total), totalIn: BigInt(row!.totalIn), totalOut: BigInt(row!.totalOut) };
  }

  /**
   * Stake and payout per local day and vendor from the member's bet, win and rollback postings.
   * A bet posting is negative (money out), a rollback gives it back: stake = −(bets + rollbacks).
   * The vendor is the one the vendor wallet wrote in the movement's memo, else the sub-wallet's.
   */
  async profit(memberId: bigint, since: Date, until: Date, tzMinutes: number): Promise<ProfitRow[]> {
    const rows = rowsOf<{ day: string; vendor: string; vendorName: string | null; stake: string; payout: string }>(
      await this.db.execute(sql`
        select q.day, q.vendor, v.display_name as "vendorName", q.stake, q.payout
        from (
          select to_char((t.created_at at time zone 'UTC') + make_interval(mins => ${tzMinutes}::int), 'YYYY-MM-DD') as day,
                 coalesce(nullif(t.memo->>'vendor', ''), a.vendor_code, 'OTHER') as vendor,
                 (-coalesce(sum(p.amount) filter (where t.kind in ('bet', 'rollback')), 0))::text as stake,
                 coalesce(sum(p.amount) filter (where t.kind = 'win'), 0)::text as payout
          from ledger_postings p
          join wallet_accounts a on a.id = p.account_id
          join ledger_transactions t on t.id = p.transaction_id
          where a.member_id = ${memberId} and t.kind in ('bet', 'win', 'rollback')
            and t.created_at >= ${since.toISOString()}::timestamptz and t.created_at < ${until.toISOString()}::timestamptz
          group by 1, 2
        ) q
        left join game_vendors v on v.code = q.vendor
        order by q.day, q.vendor`),
    );
    return rows.map((r) => ({
      day: r.day,
      vendor: r.vendor,
      vendorName: r.vendorName,
      stake: BigInt(r.stake),
      payout: BigInt(r.payout),
    }));
  }
}
