import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { altchaSpent } from '../../db/schema.ts';

/** Spent proof-of-work solutions: a signature is accepted once (all nodes share the table). */
export class BotCheckRepo {
  constructor(private readonly db: Db) {}

  /** Records a solution as spent; false when it was spent before (a replay). */
  async spend(signature: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.db
      .insert(altchaSpent)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: altchaSpent.signature });
    if (Math.random() < 0.01) await this.db.delete(altchaSpent).where(lt(altchaSpent.expiresAt, sql`now()`));
    return rows.length === 1;
  }
}
