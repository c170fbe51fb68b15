import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { socialIdentities, socialProviders, socialStates } from '../../db/schema.ts';

export type SocialProviderRow = typeof socialProviders.$inferSelect;

export interface ProviderSettings {
  displayName: string;
  issuer: string;
  clientId: string;
  /** Undefined keeps the stored secret. */
  clientSecret: string | undefined;
  enabled: boolean;
  sort: number;
}

/** The only place of the social module with queries. */
export class SocialRepo {
  constructor(private readonly db: Db) {}

  listProviders(): Promise<SocialProviderRow[]> {
    return this.db.select().from(socialProviders).orderBy(asc(socialProviders.sort), asc(socialProviders.key));
  }

  async findProvider(key: string): Promise<SocialProviderRow | undefined> {
    const rows = await this.db.select().from(socialProviders).where(eq(socialProviders.key, key));
    return rows[0];
  }

  /** Creates or updates a provider; returns undefined when a new provider comes without a secret. */
  async upsertProvider(key: string, s: ProviderSettings): Promise<SocialProviderRow | undefined> {
    const values = {
      displayName: s.displayName,
      issuer: s.issuer,
      clientId: s.clientId,
      enabled: s.enabled ? 1 : 0,
      sort: s.sort,
      updatedAt: sql`now()`,
    };
    if (s.clientSecret === undefined) {
      const rows = await this.db.update(socialProviders).set(values).where(eq(socialProviders.key, key)).returning();
      return rows[0];
    }
    const rows = await this.db
      .insert(socialProviders)
      .values({ key, ...values, clientSecret: s.clientSecret })
      .onConflictDoUpdate({ target: socialProviders.key, set: { ...values, clientSecret: s.clientSecret } })
      .returning();
    return rows[0];
  }

  /** Stores an authorisation request in flight; drops requests that ended more than a day ago. */
  async insertState(s: {
    state: string;
    provider: string;
    nonce: string;
    codeVerifier: string;
    returnTo: string;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.delete(socialStates).where(lt(socialStates.expiresAt, sql`now() - interval '1 day'`));
    await this.db.insert(socialStates).values(s);
  }

  /**
   * Claims an authorisation request for its callback, once: marks it used and returns what the
   * code exchange needs, or undefined when unknown, of another provider, expired or already used.
   */
  async claimState(state: string, provider: string) {
    const rows = await this.db
      .update(socialStates)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(socialStates.state, state),
          eq(socialStates.provider, provider),
          isNull(socialStates.usedAt),
          isNull(socialStates.handoverHash),
          gt(socialStates.expiresAt, sql`now()`),
        ),
      )
      .returning({
        nonce: socialStates.nonce,
        codeVerifier: socialStates.codeVerifier,
        returnTo: socialStates.returnTo,
      });
    return rows[0];
  }

  /** Turns a claimed request into a one-time hand-over code for the member (unused, new expiry). */
  async setHandover(state: string, handoverHash: Buffer, memberId: bigint, expiresAt: Date): Promise<void> {
    await this.db
      .update(socialStates)
      .set({ handoverHash, memberId, expiresAt, usedAt: null })
      .where(eq(socialStates.state, state));
  }

  /** Uses a hand-over code, once; the member it signs in, or undefined. */
  async takeHandover(handoverHash: Buffer): Promise<bigint | undefined> {
    const rows = await this.db
      .update(socialStates)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(socialStates.handoverHash, handoverHash),
          isNull(socialStates.usedAt),
          gt(socialStates.expiresAt, sql`now()`),
        ),
      )
      .returning({ memberId: socialStates.memberId });
    return rows[0]?.memberId ?? undefined;
  }

  async findIdentity(provider: string, subject: string): Promise<bigint | undefined> {
    const rows = await this.db
      .select({ memberId: socialIdentities.memberId })
      .from(socialIdentities)
      .where(and(eq(socialIdentities.provider, provider), eq(socialIdentities.subject, subject)));
    return rows[0]?.memberId;
  }

  /** Links an identity; returns false when (provider, subject) is already linked. */
  async insertIdentity(i: {
    provider: string;
    subject: string;
    memberId: bigint;
    email: string | null;
  }): Promise<boolean> {
    const rows = await this.db
      .insert(socialIdentities)
      .values(i)
      .onConflictDoNothing({ target: [socialIdentities.provider, socialIdentities.subject] })
      .returning({ id: socialIdentities.id });
    return rows.length > 0;
  }
}
