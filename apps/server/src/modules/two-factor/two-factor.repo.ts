import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members, trustedIps, twoFactorChallenges } from '../../db/schema.ts';

export type ChallengeRow = typeof twoFactorChallenges.$inferSelect;
export type TrustedIpRow = typeof trustedIps.$inferSelect;

/** The only SQL of the two-factor module: trusted IPs, sign-in challenges, the authenticator secret. */
export class TwoFactorRepo {
  constructor(private readonly db: Db) {}

  /** True (and the IP's last use stamped) when the member trusts this IP. */
  async touchTrusted(memberId: bigint, ip: string): Promise<boolean> {
    const rows = await this.db
      .update(trustedIps)
      .set({ lastUsedAt: sql`now()` })
      .where(and(eq(trustedIps.memberId, memberId), eq(trustedIps.ip, ip)))
      .returning({ ip: trustedIps.ip });
    return rows.length > 0;
  }

  async trust(memberId: bigint, ip: string, method: string): Promise<void> {
    await this.db
      .insert(trustedIps)
      .values({ memberId, ip, method })
      .onConflictDoUpdate({
        target: [trustedIps.memberId, trustedIps.ip],
        set: { method, verifiedAt: sql`now()`, lastUsedAt: sql`now()` },
      });
  }

  listTrusted(memberId: bigint): Promise<TrustedIpRow[]> {
    return this.db
      .select()
      .from(trustedIps)
      .where(eq(trustedIps.memberId, memberId))
      .orderBy(desc(trustedIps.lastUsedAt));
  }

  async removeTrusted(memberId: bigint, ip: string): Promise<boolean> {
    const rows = await this.db
      .delete(trustedIps)
      .where(and(eq(trustedIps.memberId, memberId), eq(trustedIps.ip, ip)))
      .returning({ ip: trustedIps.ip });
    return rows.length > 0;
  }

  async createChallenge(c: {
    memberId: bigint;
    ip: string;
    site: string;
    loginMethod: string;
    methods: string[];
    expiresAt: Date;
  }): Promise<ChallengeRow> {
    const [row] = await this.db.insert(twoFactorChallenges).values(c).returning();
    if (!row) throw new Error('challenge insert returned nothing');
    return row;
  }

  /** A challenge that is unused, unexpired and has tries left (from this IP); undefined otherwise. */
  async liveChallenge(id: string, ip: string, maxAttempts: number): Promise<ChallengeRow | undefined> {
    const rows = await this.db
      .select()
      .from(twoFactorChallenges)
      .where(
        and(
          eq(twoFactorChallenges.id, id),
          eq(twoFactorChallenges.ip, ip),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, sql`now()`),
          lt(twoFactorChallenges.attempts, maxAttempts),
        ),
      );
    return rows[0];
  }

  /** Counts one try against a live challenge and returns it; undefined when it has none left. */
  async spendAttempt(id: string, ip: string, maxAttempts: number): Promise<ChallengeRow | undefined> {
    const rows = await this.db
      .update(twoFactorChallenges)
      .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
      .where(
        and(
          eq(twoFactorChallenges.id, id),
          eq(twoFactorChallenges.ip, ip),
          isNull(twoFactorChallenges.usedAt),
          gt(twoFactorChallenges.expiresAt, sql`now()`),
          lt(twoFactorChallenges.attempts, maxAttempts),
        ),
      )
      .returning();
    return rows[0];
  }

  /** Uses a challenge up; false when it was used already (a concurrent verify). */
  async markUsed(id: string): Promise<boolean> {
    const rows = await this.db
      .update(twoFactorChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(twoFactorChallenges.id, id), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    return rows.length > 0;
  }

  /** Keeps a new secret pending (not enabled); refused (false) while the app is enabled. */
  async setPendingSecret(memberId: bigint, secret: string): Promise<boolean> {
    const rows = await this.db
      .update(members)
      .set({ totpSecret: secret, totpLastStep: null })
      .where(and(eq(members.id, memberId), isNull(members.totpEnabledAt)))
      .returning({ id: members.id });
    return rows.length > 0;
  }

  /**
   * Records `step` as the newest accepted time step of the member's authenticator; false when a code
   * of this step (or a later one) was accepted before: a code works once. `enable` also switches it on.
   */
  async acceptStep(memberId: bigint, secret: string, step: bigint, enable: boolean): Promise<boolean> {
    const rows = await this.db
      .update(members)
      .set({ totpLastStep: step, ...(enable ? { totpEnabledAt: sql`now()` } : {}) })
      .where(
        and(
          eq(members.id, memberId),
          eq(members.totpSecret, secret),
          enable ? isNull(members.totpEnabledAt) : isNotNull(members.totpEnabledAt),
          or(isNull(members.totpLastStep), lt(members.totpLastStep, step)),
        ),
      )
      .returning({ id: members.id });
    return rows.length > 0;
  }

  async disableTotp(memberId: bigint): Promise<void> {
    await this.db
      .update(members)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(members.id, memberId));
  }
}
