import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One row of downline management, as the database answers it. */
export interface DownlineRow {
  id: bigint;
  username: string;
  nickname: string | null;
  customerType: number;
  level: number;
  balance: bigint;
  teamSize: bigint;
  directCount: bigint;
  status: 'active' | 'locked' | 'disabled';
  registeredAt: Date;
  lastLoginAt: Date | null;
  remark: string | null;
}

export interface DownlineFilter {
  /** The team's root: levels and remarks are counted from it. */
  rootId: bigint;
  /** Whose downlines: its direct ones, or with `search` its whole subtree. */
  parentId: bigint;
  search?: string | undefined;
  customerType?: number | undefined;
  status?: string | undefined;
}

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];
const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));

/**
 * SQL of downline management. Everything walks the team tree (member_tree): a subtree is
 * `ancestor_id = parent`, a level the depth below the root, team sizes counts of closure rows.
 */
export class TeamRepo {
  constructor(private readonly db: Db) {}

  private where(f: DownlineFilter): SQL {
    const depth = f.search
      ? sql`t.depth >= 1 and position(${f.search.toLowerCase()} in m.username_key) > 0`
      : sql`t.depth = 1`;
    const type = f.customerType === undefined ? sql`` : sql` and m.customer_type = ${f.customerType}`;
    const status = f.status === undefined ? sql`` : sql` and m.status = ${f.status}`;
    return sql`t.ancestor_id = ${f.parentId} and ${depth}${type}${status}`;
  }

  async count(f: DownlineFilter): Promise<number> {
    const [row] = rowsOf<{ total: bigint }>(
      await this.db.execute(sql`
        select count(*) as total from member_tree t join members m on m.id = t.descendant_id
        where ${this.where(f)}`),
    );
    return Number(row?.total ?? 0n);
  }

  /** One page, newest registration first (ties by id). */
  async page(f: DownlineFilter, limit: number, offset: number): Promise<DownlineRow[]> {
    const rows = rowsOf<DownlineRow>(
      await this.db.execute(sql`
        select m.id, m.username, m.nickname, m.customer_type as "customerType", r.depth as level,
               coalesce(w.balance, 0) as balance,
               (select count(*) from member_tree d where d.ancestor_id = m.id and d.depth > 0) as "teamSize",
               (select count(*) from member_tree d where d.ancestor_id = m.id and d.depth = 1) as "directCount",
               m.status, m.created_at as "registeredAt", m.last_login_at as "lastLoginAt", dr.remark
        from member_tree t
        join members m on m.id = t.descendant_id
        join member_tree r on r.ancestor_id = ${f.rootId} and r.descendant_id = m.id
        left join wallet_accounts w on w.member_id = m.id and w.kind = 'main'
        left join downline_remarks dr on dr.agent_id = ${f.rootId} and dr.member_id = m.id
        where ${this.where(f)}
        order by m.created_at desc, m.id desc
        limit ${limit} offset ${offset}`),
    );
    return rows.map((r) => ({
      ...r,
      level: Number(r.level),
      registeredAt: new Date(r.registeredAt),
      lastLoginAt: date(r.lastLoginAt),
    }));
  }

  /** The chain from the root down to `memberId` (both included), each with its level. */
  async breadcrumb(rootId: bigint, memberId: bigint): Promise<{ username: string; level: number }[]> {
    const rows = rowsOf<{ username: string; level: number }>(
      await this.db.execute(sql`
        select m.username, r.depth as level
        from member_tree a
        join member_tree r on r.ancestor_id = ${rootId} and r.descendant_id = a.ancestor_id
        join members m on m.id = a.ancestor_id
        where a.descendant_id = ${memberId}
        order by r.depth`),
    );
    return rows.map((r) => ({ username: r.username, level: Number(r.level) }));
  }

  async setRemark(agentId: bigint, memberId: bigint, remark: string): Promise<void> {
    await this.db.execute(sql`
      insert into downline_remarks (agent_id, member_id, remark) values (${agentId}, ${memberId}, ${remark})
      on conflict (agent_id, member_id) do update set remark = excluded.remark, updated_at = now()`);
  }

  async clearRemark(agentId: bigint, memberId: bigint): Promise<void> {
    await this.db.execute(sql`delete from downline_remarks where agent_id = ${agentId} and member_id = ${memberId}`);
  }
}
