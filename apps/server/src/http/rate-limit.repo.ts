import type { Db } from '../db/client.ts';

export interface RateLimitCount {
  /** Requests counted in the key's window, this one included. */
  count: number;
  /** Milliseconds left in the window. */
  ttl: number;
}

/** The API rate limit's counters in PostgreSQL (`rate_limits`), shared by every server node. */
export class RateLimitRepo {
  constructor(private readonly db: Db) {}

  /**
   * Counts one request of `key`: a key without a row, or whose window is over, starts a window of
   * `windowMs` at 1. One statement on every API request: a named prepared statement, planned once
   * per connection, and on the database's clock, so every node agrees on the windows.
   */
  async increment(key: string, windowMs: number): Promise<RateLimitCount> {
    const result = await this.db.$client.query<RateLimitCount>({
      name: 'rate_limit_increment',
      text: `insert into rate_limits as r (key, reset_at, count)
               values ($1, now() + $2 * interval '1 millisecond', 1)
             on conflict (key) do update set
               reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end,
               count = case when r.reset_at <= now() then 1 else r.count + 1 end
             returning count, greatest(0, ceil(extract(epoch from reset_at - now()) * 1000))::int as ttl`,
      values: [key, windowMs],
    });
    return result.rows[0]!;
  }

  /** Deletes the counters whose window is over; answers how many. */
  async prune(): Promise<number> {
    const result = await this.db.$client.query({
      name: 'rate_limit_prune',
      text: `delete from rate_limits where reset_at <= now()`,
    });
    return result.rowCount ?? 0;
  }
}
