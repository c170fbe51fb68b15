import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliateLinks, members } from '../../db/schema.ts';

export type MemberRow = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;

export class MembersRepo {
  constructor(private readonly db: Db) {}

  async findByUsernameKey(usernameKey: string): Promise<MemberRow | undefined> {
    const rows = await this.db.select().from(members).where(eq(members.usernameKey, usernameKey));
    return rows[0];
  }

  async findById(id: bigint): Promise<MemberRow | undefined> {
    const rows = await this.db.select().from(members).where(eq(members.id, id));
    return rows[0];
  }

  /** A member by normalised mobile number (`+84912345678`). */
  async findByMobileKey(mobileKey: string): Promise<MemberRow | undefined> {
    const rows = await this.db.select().from(members).where(eq(members.mobileKey, mobileKey));
    return rows[0];
  }

  /** Stores a new password hash: the forced change is done and the password age starts again. */
  async setPassword(id: bigint, passwordHash: string): Promise<MemberRow | undefined> {
    const rows = await this.db
      .update(members)
      .set({ passwordHash, mustChangePassword: false, passwordChangedAt: sql`now()` })
      .where(eq(members.id, id))
      .returning();
    return rows[0];
  }

  /**
   * Replaces a hash by a re-hash of the same password (new Argon2 parameters): the password's age and
   * a forced change stay as they are, and nothing changes when the password changed meanwhile.
   */
  async upgradePasswordHash(id: bigint, previousHash: string, passwordHash: string): Promise<void> {
    await this.db
      .update(members)
      .set({ passwordHash })
      .where(and(eq(members.id, id), eq(members.passwordHash, previousHash)));
  }

  /** An agent (customer type 1 or 2) by its invitation code. */
  async findAgentByAffiliateCode(code: string): Promise<MemberRow | undefined> {
    const rows = await this.db
      .select()
      .from(members)
      .where(
        and(
          eq(sql`upper(${members.affiliateCode})`, code.toUpperCase()),
          inArray(members.customerType, [1, 2]),
          eq(members.status, 'active'),
        ),
      );
    return rows[0];
  }

  /**
   * An enabled affiliate link (register centre) by its code, with its agent when that agent is an
   * active agent (customer type 1 or 2).
   */
  async findAffiliateLink(
    code: string,
  ): Promise<{ agent: MemberRow; linkId: bigint; code: string; customerType: number } | undefined> {
    const rows = await this.db
      .select({
        agent: members,
        linkId: affiliateLinks.id,
        code: affiliateLinks.code,
        customerType: affiliateLinks.customerType,
      })
      .from(affiliateLinks)
      .innerJoin(members, eq(members.id, affiliateLinks.agentId))
      .where(
        and(
          eq(affiliateLinks.code, code.toUpperCase()),
          isNull(affiliateLinks.disabledAt),
          inArray(members.customerType, [1, 2]),
          eq(members.status, 'active'),
        ),
      );
    return rows[0];
  }

  /** Counts a visit of an affiliate link (the landing page checked its code). */
  async countAffiliateVisit(linkId: bigint): Promise<void> {
    await this.db
      .update(affiliateLinks)
      .set({ visits: sql`${affiliateLinks.visits} + 1` })
      .where(eq(affiliateLinks.id, linkId));
  }

  /** Inserts a member; returns undefined when the username or the mobile number is taken (unique constraints). */
  async insert(member: NewMember): Promise<MemberRow | undefined> {
    const rows = await this.db.insert(members).values(member).onConflictDoNothing().returning();
    return rows[0];
  }

  /**
   * `insert` through an affiliate link: the link's registrations count goes up in the same
   * transaction, and nothing is inserted (`'link_disabled'`) when the link was disabled meanwhile.
   */
  async insertViaLink(member: NewMember, linkId: bigint): Promise<MemberRow | 'link_disabled' | undefined> {
    const disabled = new Error('link disabled');
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(members).values(member).onConflictDoNothing().returning();
        if (!row) return undefined;
        const counted = await tx
          .update(affiliateLinks)
          .set({ registrations: sql`${affiliateLinks.registrations} + 1` })
          .where(and(eq(affiliateLinks.id, linkId), isNull(affiliateLinks.disabledAt)))
          .returning({ id: affiliateLinks.id });
        if (counted.length === 0) throw disabled;
        return row;
      });
    } catch (error) {
      if (error === disabled) return 'link_disabled';
      throw error;
    }
  }

  /** Stamps the login times and returns the member as it is now. */
  async markLogin(id: bigint): Promise<MemberRow | undefined> {
    const rows = await this.db
      .update(members)
      .set({ lastLoginAt: sql`now()`, firstLoginAt: sql`coalesce(${members.firstLoginAt}, now())` })
      .where(eq(members.id, id))
      .returning();
    return rows[0];
  }
}
