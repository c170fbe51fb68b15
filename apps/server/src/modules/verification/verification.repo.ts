import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox, verificationCodes } from '../../db/schema.ts';

export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type NewVerificationCode = typeof verificationCodes.$inferInsert;
export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

/** The only place of the verification module with queries. */
export class VerificationRepo {
  constructor(private readonly db: Db) {}

  async insert(code: NewVerificationCode): Promise<VerificationCodeRow> {
    const [row] = await this.db.insert(verificationCodes).values(code).returning();
    if (!row) throw new Error('verification code insert returned nothing');
    return row;
  }

  /** The newest code for a target and purpose (used or not), to throttle resends. */
  async latest(channel: string, target: string, purpose: string): Promise<VerificationCodeRow | undefined> {
    const rows = await this.db
      .select()
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.channel, channel),
          eq(verificationCodes.target, target),
          eq(verificationCodes.purpose, purpose),
        ),
      )
      .orderBy(desc(verificationCodes.createdAt))
      .limit(1);
    return rows[0];
  }

  /** Codes sent since a moment, to a target and from an IP (the hourly caps). */
  async countSince(target: string, ip: string, since: Date): Promise<{ target: number; ip: number }> {
    const [row] = await this.db
      .select({
        target: sql<number>`count(*) filter (where ${verificationCodes.target} = ${target})`.mapWith(Number),
        ip: sql<number>`count(*) filter (where ${verificationCodes.ip} = ${ip})`.mapWith(Number),
      })
      .from(verificationCodes)
      .where(gt(verificationCodes.createdAt, since));
    return { target: row?.target ?? 0, ip: row?.ip ?? 0 };
  }

  /**
   * Counts one try against the newest live code of a target and purpose and returns it (with the
   * try counted); undefined when there is no unused, unexpired code with tries left.
   */
  async spendAttempt(channel: string, target: string, purpose: string): Promise<VerificationCodeRow | undefined> {
    const live = await this.latest(channel, target, purpose);
    if (!live) return undefined;
    const rows = await this.db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(
        and(
          eq(verificationCodes.id, live.id),
          isNull(verificationCodes.usedAt),
          gt(verificationCodes.expiresAt, sql`now()`),
          lt(verificationCodes.attempts, verificationCodes.maxAttempts),
        ),
      )
      .returning();
    return rows[0];
  }

  /** Marks a code used; false when another request used it first (single use). */
  async markUsed(id: string): Promise<boolean> {
    const rows = await this.db
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
      .returning({ id: verificationCodes.id });
    return rows.length === 1;
  }

  async isExpired(channel: string, target: string, purpose: string): Promise<boolean> {
    const live = await this.latest(channel, target, purpose);
    return !!live && !live.usedAt && live.expiresAt.getTime() <= Date.now();
  }

  async insertSms(to: string, body: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ to, body });
  }

  async listSms(to: string, limit: number): Promise<SmsOutboxRow[]> {
    return this.db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(desc(smsOutbox.id)).limit(limit);
  }
}
