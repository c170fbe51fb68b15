import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema.ts';

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

  /** Inserts a member; returns undefined when the username or the mobile number is taken (unique constraints). */
  async insert(member: NewMember): Promise<MemberRow | undefined> {
    const rows = await this.db.insert(members).values(member).onConflictDoNothing().returning();
    return rows[0];
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
