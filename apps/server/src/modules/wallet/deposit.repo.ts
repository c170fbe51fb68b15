import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DepositStatus } from '../../db/schema.ts';
import type { Executor } from './ledger.repo.ts';

export interface ChannelRow {
  code: string;
  type: 'bank_transfer' | 'online';
  name: string;
  min: bigint;
  max: bigint;
  enabled: boolean;
  details: Record<string, string>;
}

export interface DepositOrderRow {
  id: bigint;
  orderNo: string;
  memberId: bigint;
  username: string;
  channelCode: string;
  channelType: 'bank_transfer' | 'online';
  amount: bigint;
  currency: string;
  status: DepositStatus;
  playerReference: string | null;
  hasReceipt: boolean;
  receiptType: string | null;
  requestId: string;
  gatewayRef: string | null;
  reviewedAt: Date | null;
  reviewerNote: string | null;
  ledgerTransactionId: bigint | null;
  createdAt: Date;
}

export interface NewOrder {
  orderNo: string;
  memberId: bigint;
  channel: ChannelRow;
  amount: bigint;
  currency: string;
  reference: string | null;
  requestId: string;
}

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];
const date = (v: unknown) => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));
const toOrder = (r: DepositOrderRow): DepositOrderRow => ({
  ...r,
  reviewedAt: date(r.reviewedAt),
  createdAt: date(r.createdAt)!,
});

const ORDER_COLUMNS = sql`
  o.id, o.order_no as "orderNo", o.member_id as "memberId", m.username, o.channel_code as "channelCode",
  o.channel_type as "channelType", o.amount, o.currency, o.status, o.player_reference as "playerReference",
  (o.receipt is not null) as "hasReceipt", o.receipt_type as "receiptType", o.request_id as "requestId",
  o.gateway_ref as "gatewayRef", o.reviewed_at as "reviewedAt", o.reviewer_note as "reviewerNote",
  o.ledger_transaction_id as "ledgerTransactionId", o.created_at as "createdAt"`;

/** The only SQL of deposits: payment channels and deposit orders. */
export class DepositRepo {
  constructor(private readonly db: Db) {}

  async channels(): Promise<ChannelRow[]> {
    return rowsOf<ChannelRow>(
      await this.db.execute(sql`
        select code, type, name, min, max, enabled, details from payment_channels
        where enabled order by sort, code`),
    );
  }

  async channel(code: string): Promise<ChannelRow | undefined> {
    return rowsOf<ChannelRow>(
      await this.db.execute(sql`
        select code, type, name, min, max, enabled, details from payment_channels where code = ${code}`),
    )[0];
  }

  private async one(where: ReturnType<typeof sql>, exec: Executor = this.db, lock = false) {
    const rows = rowsOf<DepositOrderRow>(
      await exec.execute(sql`
        select ${ORDER_COLUMNS} from deposit_orders o join members m on m.id = o.member_id
        where ${where} ${lock ? sql`for update of o` : sql``}`),
    );
    return rows[0] ? toOrder(rows[0]) : undefined;
  }

  byOrderNo(orderNo: string, exec: Executor = this.db, lock = false) {
    return this.one(sql`o.order_no = ${orderNo}`, exec, lock);
  }

  byRequest(memberId: bigint, requestId: string) {
    return this.one(sql`o.member_id = ${memberId} and o.request_id = ${requestId}`);
  }

  /** Inserts a pending order; undefined when the member already used the request id. */
  async insert(o: NewOrder): Promise<DepositOrderRow | undefined> {
    const inserted = rowsOf<{ id: bigint }>(
      await this.db.execute(sql`
        insert into deposit_orders (order_no, member_id, channel_code, channel_type, amount, currency,
                                    player_reference, request_id)
        values (${o.orderNo}, ${o.memberId}, ${o.channel.code}, ${o.channel.type}, ${o.amount}, ${o.currency},
                ${o.reference}, ${o.requestId})
        on conflict (member_id, request_id) do nothing returning id`),
    );
    return inserted[0] ? this.one(sql`o.id = ${inserted[0].id}`) : undefined;
  }

  async list(where: ReturnType<typeof sql>, order: 'asc' | 'desc', offset: number, limit: number) {
    const direction = order === 'asc' ? sql`asc` : sql`desc`;
    const [list, totals] = await Promise.all([
      this.db.execute(sql`
        select ${ORDER_COLUMNS} from deposit_orders o join members m on m.id = o.member_id
        where ${where} order by o.created_at ${direction}, o.id ${direction} offset ${offset} limit ${limit}`),
      this.db.execute(sql`select count(*)::int as total from deposit_orders o where ${where}`),
    ]);
    return {
      list: rowsOf<DepositOrderRow>(list).map(toOrder),
      total: Number(rowsOf<{ total: number }>(totals)[0]?.total ?? 0),
    };
  }

  forMember(memberId: bigint, offset: number, limit: number) {
    return this.list(sql`o.member_id = ${memberId}`, 'desc', offset, limit);
  }

  withStatus(status: DepositStatus, offset: number, limit: number) {
    return this.list(sql`o.status = ${status}`, status === 'pending' ? 'asc' : 'desc', offset, limit);
  }

  /** Stores the receipt of the member's pending bank-transfer order; false when there is no such order. */
  async setReceipt(memberId: bigint, orderNo: string, bytes: Buffer, type: string): Promise<boolean> {
    const result = await this.db.execute(sql`
      update deposit_orders set receipt = ${bytes}, receipt_type = ${type}, updated_at = now()
      where order_no = ${orderNo} and member_id = ${memberId} and status = 'pending'
        and channel_type = 'bank_transfer'`);
    return (result.rowCount ?? 0) > 0;
  }

  async receipt(orderNo: string): Promise<{ bytes: Buffer; type: string } | undefined> {
    const rows = rowsOf<{ bytes: Buffer | null; type: string | null }>(
      await this.db.execute(
        sql`select receipt as bytes, receipt_type as type from deposit_orders where order_no = ${orderNo}`,
      ),
    );
    const r = rows[0];
    return r?.bytes && r.type ? { bytes: r.bytes, type: r.type } : undefined;
  }

  /**
   * Moves an order to its final state from `from` (pending, or an expired online order that its
   * gateway reports paid after all); the caller holds the row lock.
   */
  async finish(
    exec: Executor,
    id: bigint,
    status: Exclude<DepositStatus, 'pending'>,
    f: { note?: string | null; gatewayRef?: string | null; ledgerTransactionId?: bigint | null },
    from: 'pending' | 'expired' = 'pending',
  ): Promise<boolean> {
    const result = await exec.execute(sql`
      update deposit_orders set status = ${status}, reviewed_at = now(), updated_at = now(),
        reviewer_note = coalesce(${f.note ?? null}, reviewer_note),
        gateway_ref = coalesce(${f.gatewayRef ?? null}, gateway_ref),
        ledger_transaction_id = ${f.ledgerTransactionId ?? null}
      where id = ${id} and status = ${from}`);
    return (result.rowCount ?? 0) === 1;
  }

  /**
   * Expires pending online orders created more than `minutes` ago (at most `limit`, oldest first);
   * answers their order numbers. Bank transfers wait for the operator however old they are.
   */
  async expireOnline(minutes: number, limit: number): Promise<string[]> {
    return rowsOf<{ orderNo: string }>(
      await this.db.execute(sql`
        update deposit_orders set status = 'expired', reviewed_at = now(), updated_at = now()
        where id in (select id from deposit_orders
                     where status = 'pending' and channel_type = 'online'
                       and created_at < now() - make_interval(mins => ${minutes})
                     order by created_at limit ${limit} for update skip locked)
          and status = 'pending'
        returning order_no as "orderNo"`),
    ).map((r) => r.orderNo);
  }
}
