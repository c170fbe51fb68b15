import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';

/** Queries on a member's credentials and preferences (password, language) and on trial accounts. */
export class MemberCredentialsRepo {
  constructor(private readonly db: Db) {}

  /** Stores a new password hash, stamps password_changed_at and sets or clears the forced change. */
  async setPassword(memberId: bigint, passwordHash: string, mustChangePassword: boolean): Promise<void> {
    await this.db
      .update(members)
      .set({ passwordHash, mustChangePassword, passwordChangedAt: sql`now()` })
      .where(eq(members.id, memberId));
  }

  async setLanguage(memberId: bigint, language: string): Promise<void> {
    await this.db.update(members).set({ language }).where(eq(members.id, memberId));
  }

  /** Trial accounts (customer type 4) created from an IP since a moment (free-play throttle). */
  async countTrialsSince(ip: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(members)
      .where(and(eq(members.customerType, 4), eq(members.registerIp, ip), gt(members.createdAt, since)));
    return row?.n ?? 0;
  }
}
