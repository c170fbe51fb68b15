import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TransferDirection, TransferStatus } from '../../db/schema.ts';
import type { Executor } from './ledger.repo.ts';

export interface TransferRow {
  id: bigint;
  memberId: bigint;
  vendorCode: string;
  direction: TransferDirection;
  amount: bigint;
  status: TransferStatus;
  requestId: string;
  createdAt: Date;
  resolvedAt: Date | null;
}

const COLUMNS = `id, member_id as "memberId", vendor_code as "vendorCode", direction, amount, status,
  request_id as "requestId", created_at as "createdAt", resolved_at as "resolvedAt"`;

const columns = sql.raw(COLUMNS);

const rowsOf = (result: { rows: unknown[] }) =>
  (result.rows as TransferRow[]).map((r) => ({
    ...r,
    createdAt: new Date(r.createdAt),
    resolvedAt: r.resolvedAt ? new Date(r.resolvedAt) : null,
  }));

/** SQL of the main ↔ vendor transfers (table wallet_transfers). */
export class TransferRepo {
  constructor(private readonly db: Db) {}

  /** A new pending transfer; undefined when the member already used the request id. */
  async insertPending(
    exec: Executor,
    t: { memberId: bigint; vendorCode: string; direction: TransferDirection; amount: bigint; requestId: string },
  ): Promise<TransferRow | undefined> {
    return rowsOf(
      await exec.execute(sql`
        insert into wallet_transfers (member_id, vendor_code, direction, amount, request_id)
        values (${t.memberId}, ${t.vendorCode}, ${t.direction}, ${t.amount}, ${t.requestId})
        on conflict (member_id, request_id) do nothing
        returning ${columns}`),
    )[0];
  }

  async findByRequest(memberId: bigint, requestId: string): Promise<TransferRow | undefined> {
    return rowsOf(
      await this.db.execute(sql`
        select ${columns} from wallet_transfers where member_id = ${memberId} and request_id = ${requestId}`),
    )[0];
  }

  async findById(id: bigint): Promise<TransferRow | undefined> {
    return rowsOf(await this.db.execute(sql`select ${columns} from wallet_transfers where id = ${id}`))[0];
  }

  /** Settles a pending transfer; undefined when someone else settled it first. */
  async settle(exec: Executor, id: bigint, status: 'done' | 'failed'): Promise<TransferRow | undefined> {
    return rowsOf(
      await exec.execute(sql`
        update wallet_transfers set status = ${status}, resolved_at = now()
        where id = ${id} and status = 'pending'
        returning ${columns}`),
    )[0];
  }

  /** Pending transfers created before `before` (of one member, or all), oldest first. */
  async pending(memberId: bigint | null, before: Date, limit = 100): Promise<TransferRow[]> {
    if (memberId === null) {
      return rowsOf(
        await this.db.execute(sql`
          select ${columns} from wallet_transfers
          where status = 'pending' and created_at <= ${before.toISOString()}
          order by created_at limit ${limit}`),
      );
    }
    // One member's (before every balance read): a named prepared statement, planned once per connection.
    const result = await this.db.$client.query({
      name: 'transfer_member_pending',
      text: `select ${COLUMNS} from wallet_transfers
             where status = 'pending' and member_id = $1 and created_at <= $2 order by created_at limit $3`,
      values: [memberId, before.toISOString(), limit],
    });
    return rowsOf(result);
  }
}
