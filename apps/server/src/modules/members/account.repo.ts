import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { loginHistory, memberAvatars, members } from '../../db/schema.ts';
import type { MemberRow } from './members.repo.ts';

export type LoginHistoryRow = typeof loginHistory.$inferSelect;

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';

/** The member's own account settings (security centre): the only SQL of profile, contacts, payment password, avatar. */
export class AccountRepo {
  constructor(private readonly db: Db) {}

  private async update(id: bigint, set: Partial<typeof members.$inferInsert>): Promise<MemberRow | undefined> {
    const rows = await this.db.update(members).set(set).where(eq(members.id, id)).returning();
    return rows[0];
  }

  setNickname(id: bigint, nickname: string) {
    return this.update(id, { nickname });
  }

  async loginHistory(memberId: bigint, offset: number, limit: number) {
    const [list, totals] = await Promise.all([
      this.db
        .select()
        .from(loginHistory)
        .where(eq(loginHistory.memberId, memberId))
        .orderBy(desc(loginHistory.at), desc(loginHistory.id))
        .offset(offset)
        .limit(limit),
      this.db.select({ total: count() }).from(loginHistory).where(eq(loginHistory.memberId, memberId)),
    ]);
    return { list, total: totals[0]?.total ?? 0 };
  }

  /** Binds a verified mobile number; undefined when another member holds it (unique mobile_key). */
  async bindMobile(
    id: bigint,
    mobile: { mobileNum: string; countryDialingCode: string; mobileKey: string },
  ): Promise<MemberRow | undefined> {
    try {
      return await this.update(id, { ...mobile, mobileVerifiedAt: new Date() });
    } catch (error) {
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  }

  /** True when another member already holds this normalised mobile number. */
  async mobileTaken(mobileKey: string, exceptId: bigint): Promise<boolean> {
    const rows = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.mobileKey, mobileKey), sql`${members.id} <> ${exceptId}`));
    return rows.length > 0;
  }

  bindEmail(id: bigint, email: string) {
    return this.update(id, { email, emailVerifiedAt: new Date() });
  }

  setPaymentPassword(id: bigint, hash: string) {
    return this.update(id, {
      paymentPasswordHash: hash,
      paymentPasswordFailures: 0,
      paymentPasswordLockedUntil: null,
    });
  }

  /** Counts a wrong payment password; the `lockAfter`-th failure locks it for `lockMinutes`. */
  async paymentPasswordFailed(id: bigint, lockAfter: number, lockMinutes: number): Promise<MemberRow | undefined> {
    const failures = sql`${members.paymentPasswordFailures} + 1`;
    const rows = await this.db
      .update(members)
      .set({
        paymentPasswordFailures: sql`case when ${failures} >= ${lockAfter} then 0 else ${failures} end`,
        paymentPasswordLockedUntil: sql`case when ${failures} >= ${lockAfter}
          then now() + make_interval(mins => ${lockMinutes}) else ${members.paymentPasswordLockedUntil} end`,
      })
      .where(eq(members.id, id))
      .returning();
    return rows[0];
  }

  resetPaymentPasswordFailures(id: bigint) {
    return this.update(id, { paymentPasswordFailures: 0, paymentPasswordLockedUntil: null });
  }

  setStaticAvatar(id: bigint, url: string) {
    return this.db.transaction(async (tx) => {
      await tx.delete(memberAvatars).where(eq(memberAvatars.memberId, id));
      const rows = await tx
        .update(members)
        .set({ avatar: url, avatarType: 'STATIC' })
        .where(eq(members.id, id))
        .returning();
      return rows[0];
    });
  }

  setCustomAvatar(id: bigint, picture: { contentType: string; bytes: Buffer; url: string }) {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(memberAvatars)
        .values({ memberId: id, contentType: picture.contentType, bytes: picture.bytes })
        .onConflictDoUpdate({
          target: memberAvatars.memberId,
          set: { contentType: picture.contentType, bytes: picture.bytes, updatedAt: sql`now()` },
        });
      const rows = await tx
        .update(members)
        .set({ avatar: picture.url, avatarType: 'CUSTOM' })
        .where(eq(members.id, id))
        .returning();
      return rows[0];
    });
  }

  async customAvatar(memberId: bigint) {
    const rows = await this.db.select().from(memberAvatars).where(eq(memberAvatars.memberId, memberId));
    return rows[0];
  }
}
