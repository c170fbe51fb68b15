import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { TEAM_MONEY_PREDICATE } from '../../db/schema.ts';

export interface TeamTransactionFilter {
  rootId: bigint;
  /** Instants [since, until), as SQL (the local days' bounds). */
  since: SQL;
  until: SQL;
  /** One member of the team only. */
  memberId?: bigint | undefined;
  kind?: string | undefined;
}

export type TeamTransactionRow = {
  id: string;
  time: Date | string;
  username: string;
  type: string;
  amount: string;
  balanceAfter: string;
};

/**
 * The downline transaction details: postings of TEAM_MONEY_KINDS on the team members' main wallets
 * (a transfer between two members shows on each side, with its own sign), and the withdrawals paid out
 * to them, which post nothing on the member's wallet (the hold did): shown as the paid amount going
 * out, with the wallet's balance at that time. Ids: the posting's, or W and the payout's movement.
 */
function rows(f: TeamTransactionFilter): SQL {
  const team = sql`(select descendant_id from member_tree where ancestor_id = ${f.rootId})`;
  const who = f.memberId === undefined ? sql`in ${team}` : sql`= ${f.memberId}`;
  const kind = f.kind ? sql`and t.kind = ${f.kind}` : sql``;
  const time = sql`t.created_at >= ${f.since} and t.created_at < ${f.until}`;
  return sql`(
    select p.id::text as id, t.created_at as time, a.member_id, t.kind, p.amount, p.balance_after
    from ledger_transactions t
    join ledger_postings p on p.transaction_id = t.id
    join wallet_accounts a on a.id = p.account_id and a.kind = 'main'
    where ${TEAM_MONEY_PREDICATE} and t.kind <> 'withdraw_payout' and ${time} ${kind} and a.member_id ${who}
    union all
    select 'W' || t.id::text, t.created_at, t.member_id, t.kind,
      -(select sum(p.amount) from ledger_postings p where p.transaction_id = t.id and p.amount > 0),
      coalesce((select p.balance_after from ledger_postings p
                join wallet_accounts a on a.id = p.account_id
                where a.member_id = t.member_id and a.kind = 'main' and p.transaction_id < t.id
                order by p.id desc limit 1), 0)
    from ledger_transactions t
    where ${TEAM_MONEY_PREDICATE} and t.kind = 'withdraw_payout' and ${time} ${kind} and t.member_id ${who}
  )`;
}

export class TeamTransactionsRepo {
  constructor(private readonly db: Db) {}

  async page(f: TeamTransactionFilter, limit: number, offset: number): Promise<TeamTransactionRow[]> {
    const result = await this.db.execute<TeamTransactionRow>(sql`
      select x.id, x.time, m.username, x.kind as type, x.amount::text as amount,
        x.balance_after::text as "balanceAfter"
      from ${rows(f)} x
      join members m on m.id = x.member_id
      order by x.time desc, x.id desc
      limit ${limit} offset ${offset}`);
    return result.rows;
  }

  async count(f: TeamTransactionFilter): Promise<number> {
    const result = await this.db.execute<{ count: number }>(sql`select count(*)::int as count from ${rows(f)} x`);
    return result.rows[0]!.count;
  }
}
