import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResets, sessions } from '../../db/schema.ts';

/** Queries of the password flows: reset links and the sessions a password change ends. */
export class PasswordRepo {
  constructor(private readonly db: Db) {}

  async insertReset(r: { tokenHash: Buffer; memberId: bigint; ip: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(passwordResets).values(r);
  }

  /**
   * Uses a reset link: marks it used when it is unused and not expired, and returns its member;
   * the member's other open links are used up with it.
   */
  async consumeReset(tokenHash: Buffer): Promise<bigint | undefined> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, sql`now()`),
          ),
        )
        .returning({ memberId: passwordResets.memberId });
      if (!row) return undefined;
      await tx
        .update(passwordResets)
        .set({ usedAt: sql`now()` })
        .where(and(eq(passwordResets.memberId, row.memberId), isNull(passwordResets.usedAt)));
      return row.memberId;
    });
  }

  /** Reset links a member was sent since a moment (per-account mail throttle). */
  async countResetsSince(memberId: bigint, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(passwordResets)
      .where(and(eq(passwordResets.memberId, memberId), gt(passwordResets.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Whether the session proved the password recently (opened by a password login, registration or reset). */
  async sessionPasswordKnown(sessionId: bigint, openedAfter: Date): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.passwordKnown, true), gt(sessions.createdAt, openedAfter)));
    return !!row;
  }

  async forgetPasswordKnown(sessionId: bigint): Promise<void> {
    await this.db.update(sessions).set({ passwordKnown: false }).where(eq(sessions.id, sessionId));
  }

  /** Revokes every open session of a member, except one when given. */
  async revokeMemberSessions(memberId: bigint, exceptSessionId?: bigint): Promise<number> {
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          exceptSessionId === undefined ? undefined : ne(sessions.id, exceptSessionId),
        ),
      )
      .returning({ id: sessions.id });
    return rows.length;
  }
}
