import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { WithdrawStatusRow } from '../../db/schema.ts';
import type { Executor } from './ledger.repo.ts';

export interface BankCardRow {
  id: bigint;
  memberId: bigint;
  bankName: string;
  accountNumber: string;
  holderName: string;
  createdAt: Date;
}

export interface OrderRow {
  id: bigint;
  orderNo: string;
  memberId: bigint;
  username: string;
  bankCardId: bigint;
  bankName: string;
  accountNumber: string;
  amount: bigint;
  status: WithdrawStatusRow;
  createdAt: Date;
  paidAt: Date | null;
  confirmDeadline: Date | null;
  reviewerNote: string | null;
  hasProof: boolean;
}

export interface EventRow {
  orderId: bigint;
  status: WithdrawStatusRow;
  at: Date;
  actor: 'member' | 'operator' | 'system';
  note: string | null;
}

export type Actor = EventRow['actor'];

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];
/** Raw statements answer timestamps as text (drizzle's parsers): make them Dates. */
const date = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
const dateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : date(v));
const cardOf = (r: BankCardRow): BankCardRow => ({ ...r, createdAt: date(r.createdAt) });
const orderOf = (r: OrderRow): OrderRow => ({
  ...r,
  createdAt: date(r.createdAt),
  paidAt: dateOrNull(r.paidAt),
  confirmDeadline: dateOrNull(r.confirmDeadline),
});
const pgArray = (values: bigint[]) => `{${values.join(',')}}`;
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

const ORDER_COLUMNS = sql`
  o.id, o.order_no as "orderNo", o.member_id as "memberId", m.username, o.bank_card_id as "bankCardId",
  c.bank_name as "bankName", c.account_number as "accountNumber", o.amount, o.status,
  o.created_at as "createdAt", o.paid_at as "paidAt", o.confirm_deadline as "confirmDeadline",
  o.reviewer_note as "reviewerNote", (o.proof_image is not null) as "hasProof"`;
const ORDER_FROM = sql`withdrawal_orders o join members m on m.id = o.member_id join bank_cards c on c.id = o.bank_card_id`;

/** SQL of withdrawals and bank cards (and the ledger sums the turnover rule reads). */
export class WithdrawRepo {
  constructor(readonly db: Db) {}

  async cards(memberId: bigint, exec: Executor = this.db): Promise<BankCardRow[]> {
    return rowsOf<BankCardRow>(
      await exec.execute(sql`
        select id, member_id as "memberId", bank_name as "bankName", account_number as "accountNumber",
               holder_name as "holderName", created_at as "createdAt"
        from bank_cards where member_id = ${memberId} order by id`),
    ).map(cardOf);
  }

  /**
   * Locks the member row so that two binds or two withdrawal requests of one member run one after
   * the other. FOR NO KEY UPDATE, never FOR UPDATE: it must not conflict with the KEY SHARE locks the
   * foreign keys of the member's other rows take (an inbox message, a deposit order, a transfer),
   * or a money movement holding its accounts would wait for this row while this transaction waits
   * for those accounts — a deadlock (docs/wallet.md, "Lock order").
   */
  async lockMember(memberId: bigint, exec: Executor): Promise<{ payeeName: string | null } | undefined> {
    return rowsOf<{ payeeName: string | null }>(
      await exec.execute(sql`select payee_name as "payeeName" from members where id = ${memberId} for no key update`),
    )[0];
  }

  /** The first bank card names the member's payee when none is set yet. */
  async setPayeeNameIfMissing(memberId: bigint, name: string, exec: Executor): Promise<void> {
    await exec.execute(
      sql`update members set payee_name = ${name} where id = ${memberId} and coalesce(trim(payee_name), '') = ''`,
    );
  }

  /** Null when the member already has this account number. */
  async insertCard(
    card: { memberId: bigint; bankName: string; accountNumber: string; holderName: string },
    exec: Executor,
  ): Promise<BankCardRow | null> {
    const rows = rowsOf<BankCardRow>(
      await exec.execute(sql`
        insert into bank_cards (member_id, bank_name, account_number, holder_name)
        values (${card.memberId}, ${card.bankName}, ${card.accountNumber}, ${card.holderName})
        on conflict (member_id, account_number) do nothing
        returning id, member_id as "memberId", bank_name as "bankName", account_number as "accountNumber",
                  holder_name as "holderName", created_at as "createdAt"`),
    );
    return rows[0] ? cardOf(rows[0]) : null;
  }

  /** Null when an order with this request id exists already (a replay). */
  async insertOrder(
    o: { orderNo: string; memberId: bigint; bankCardId: bigint; amount: bigint; requestId: string },
    exec: Executor,
  ): Promise<bigint | null> {
    const rows = rowsOf<{ id: bigint }>(
      await exec.execute(sql`
        insert into withdrawal_orders (order_no, member_id, bank_card_id, amount, request_id)
        values (${o.orderNo}, ${o.memberId}, ${o.bankCardId}, ${o.amount}, ${o.requestId})
        on conflict (member_id, request_id) do nothing
        returning id`),
    );
    return rows[0]?.id ?? null;
  }

  async orderByRequest(memberId: bigint, requestId: string, exec: Executor = this.db): Promise<OrderRow | undefined> {
    return rowsOf<OrderRow>(
      await exec.execute(
        sql`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.member_id = ${memberId} and o.request_id = ${requestId}`,
      ),
    ).map(orderOf)[0];
  }

  async order(orderNo: string, exec: Executor = this.db): Promise<OrderRow | undefined> {
    return rowsOf<OrderRow>(
      await exec.execute(sql`select ${ORDER_COLUMNS} from ${ORDER_FROM} where o.order_no = ${orderNo}`),
    ).map(orderOf)[0];
  }

  async orders(filter: { memberId?: bigint; status?: WithdrawStatusRow }, size: number): Promise<OrderRow[]> {
    const member = filter.memberId !== undefined ? sql`o.member_id = ${filter.memberId}` : sql`true`;
    const status = filter.status ? sql`o.status = ${filter.status}` : sql`true`;
    return rowsOf<OrderRow>(
      await this.db.execute(
        sql`select ${ORDER_COLUMNS} from ${ORDER_FROM} where ${member} and ${status} order by o.id desc limit ${size}`,
      ),
    ).map(orderOf);
  }

  /** Orders of a member still waiting for the operator (pending or approved). */
  async openCount(memberId: bigint, exec: Executor = this.db): Promise<number> {
    const rows = rowsOf<{ n: number }>(
      await exec.execute(
        sql`select count(*)::int as n from withdrawal_orders where member_id = ${memberId} and status in ('pending','approved')`,
      ),
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * Moves an order from one of `from` to `to` (conditional: only one caller wins a race). Answers
   * the order's id, or null when it was not in one of `from`.
   */
  async transition(
    orderNo: string,
    from: readonly WithdrawStatusRow[],
    to: WithdrawStatusRow,
    patch: { note?: string | null; confirmMinutes?: number; proof?: { bytes: Buffer; type: string } },
    exec: Executor,
  ): Promise<{ id: bigint; memberId: bigint; amount: bigint } | null> {
    const stamp =
      to === 'approved'
        ? sql`, approved_at = now()`
        : to === 'paid'
          ? sql`, paid_at = now(), confirm_deadline = now() + make_interval(mins => ${patch.confirmMinutes ?? 30})`
          : to === 'received' || to === 'not_received'
            ? sql`, confirmed_at = now(), closed_at = now()`
            : sql`, closed_at = now()`;
    const note = patch.note !== undefined ? sql`, reviewer_note = coalesce(${patch.note}, reviewer_note)` : sql``;
    const proof = patch.proof ? sql`, proof_image = ${patch.proof.bytes}, proof_type = ${patch.proof.type}` : sql``;
    const rows = rowsOf<{ id: bigint; memberId: bigint; amount: bigint }>(
      await exec.execute(sql`
        update withdrawal_orders set status = ${to} ${stamp} ${note} ${proof}
        where order_no = ${orderNo} and status = any(${textArray(from)}::text[])
        returning id, member_id as "memberId", amount`),
    );
    return rows[0] ?? null;
  }

  async addEvent(orderId: bigint, status: WithdrawStatusRow, actor: Actor, note: string | null, exec: Executor) {
    await exec.execute(
      sql`insert into withdrawal_events (order_id, status, actor, note) values (${orderId}, ${status}, ${actor}, ${note})`,
    );
  }

  async events(orderIds: bigint[]): Promise<EventRow[]> {
    if (orderIds.length === 0) return [];
    return rowsOf<EventRow>(
      await this.db.execute(sql`
        select order_id as "orderId", status, at, actor, note from withdrawal_events
        where order_id = any(${pgArray(orderIds)}::bigint[]) order by id`),
    ).map((e) => ({ ...e, at: date(e.at) }));
  }

  /** Paid orders whose confirmation time is over (oldest first). */
  async dueOrders(limit: number): Promise<string[]> {
    const rows = rowsOf<{ orderNo: string }>(
      await this.db.execute(sql`
        select order_no as "orderNo" from withdrawal_orders
        where status = 'paid' and confirm_deadline <= now() order by confirm_deadline limit ${limit}`),
    );
    return rows.map((r) => r.orderNo);
  }

  async proof(orderNo: string): Promise<{ bytes: Buffer; type: string } | undefined> {
    const rows = rowsOf<{ bytes: Buffer | null; type: string | null }>(
      await this.db.execute(
        sql`select proof_image as bytes, proof_type as type from withdrawal_orders where order_no = ${orderNo}`,
      ),
    );
    const row = rows[0];
    return row?.bytes && row.type ? { bytes: row.bytes, type: row.type } : undefined;
  }

  /**
   * The turnover rule's sums since the member's last paid withdrawal: deposits credited to the
   * main account, and stakes (bets minus rolled-back bets) taken from it — never below zero (a bet
   * placed before the period and rolled back in it does not count against the member).
   */
  async turnover(memberId: bigint, exec: Executor = this.db): Promise<{ deposits: bigint; stakes: bigint }> {
    const rows = rowsOf<{ deposits: bigint; stakes: bigint }>(
      await exec.execute(sql`
        with since as (
          select coalesce(max(paid_at), '-infinity'::timestamptz) as at from withdrawal_orders
          where member_id = ${memberId} and paid_at is not null
        )
        select
          coalesce(sum(p.amount) filter (where t.kind = 'deposit' and p.amount > 0), 0)::bigint as deposits,
          greatest(0, coalesce(sum(-p.amount) filter (where t.kind = 'bet'), 0)
            - coalesce(sum(p.amount) filter (where t.kind = 'rollback' and p.amount > 0), 0))::bigint as stakes
        from ledger_postings p
        join ledger_transactions t on t.id = p.transaction_id
        join wallet_accounts a on a.id = p.account_id
        where a.member_id = ${memberId} and a.kind = 'main'
          and t.kind in ('deposit','bet','rollback')
          and t.created_at > (select at from since)`),
    );
    return rows[0] ?? { deposits: 0n, stakes: 0n };
  }
}
