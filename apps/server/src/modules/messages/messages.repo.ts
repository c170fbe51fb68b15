import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The pool or an open transaction (same shape as the ledger's executor). */
export type Executor = Pick<Db, 'execute'>;

export interface MessageRow {
  id: bigint;
  kind: string;
  params: Record<string, string>;
  readAt: Date | null;
  createdAt: Date;
}

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];
const toDate = (v: unknown) => (v instanceof Date ? v : new Date(String(v)));

/** The only SQL of the member inbox. */
export class MessagesRepo {
  constructor(private readonly db: Db) {}

  async insert(memberId: bigint, kind: string, params: Record<string, string>, exec: Executor = this.db) {
    const rows = rowsOf<{ id: bigint }>(
      await exec.execute(sql`
        insert into member_messages (member_id, kind, params)
        values (${memberId}, ${kind}, ${JSON.stringify(params)}::jsonb) returning id`),
    );
    return rows[0]!.id;
  }

  async list(memberId: bigint, offset: number, limit: number, unreadOnly: boolean) {
    const unread = unreadOnly ? sql`and read_at is null` : sql``;
    const [list, totals] = await Promise.all([
      this.db.execute(sql`
        select id, kind, params, read_at as "readAt", created_at as "createdAt"
        from member_messages where member_id = ${memberId} ${unread}
        order by created_at desc, id desc offset ${offset} limit ${limit}`),
      this.db.execute(sql`select count(*)::int as total from member_messages where member_id = ${memberId} ${unread}`),
    ]);
    return {
      list: rowsOf<MessageRow>(list).map((r) => ({
        ...r,
        readAt: r.readAt === null ? null : toDate(r.readAt),
        createdAt: toDate(r.createdAt),
      })),
      total: Number(rowsOf<{ total: number }>(totals)[0]?.total ?? 0),
    };
  }

  async unreadCount(memberId: bigint): Promise<number> {
    const rows = rowsOf<{ n: number }>(
      await this.db.execute(
        sql`select count(*)::int as n from member_messages where member_id = ${memberId} and read_at is null`,
      ),
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** Marks the member's messages read (all when `ids` is null); answers how many changed. */
  async markRead(memberId: bigint, ids: bigint[] | null): Promise<number> {
    const only = ids === null ? sql`` : sql`and id = any(${`{${ids.join(',')}}`}::bigint[])`;
    const result = await this.db.execute(sql`
      update member_messages set read_at = now()
      where member_id = ${memberId} and read_at is null ${only}`);
    return result.rowCount ?? 0;
  }
}
