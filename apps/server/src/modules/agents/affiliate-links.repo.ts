import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { affiliateLinks, members } from '../../db/schema.ts';

export type AffiliateLinkRow = typeof affiliateLinks.$inferSelect;

/** SQL of the register centre's affiliate links. */
export class AffiliateLinksRepo {
  constructor(private readonly db: Db) {}

  list(agentId: bigint): Promise<AffiliateLinkRow[]> {
    return this.db
      .select()
      .from(affiliateLinks)
      .where(eq(affiliateLinks.agentId, agentId))
      .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id));
  }

  /**
   * Inserts a link unless the agent has `max` already (counted under a lock on the agent's row, so
   * parallel requests cannot pass the limit together): undefined when full, 'taken' when the code
   * is in use (a link's or an agent's own code).
   */
  async insert(
    link: { agentId: bigint; code: string; label: string; customerType: number },
    max: number,
  ): Promise<AffiliateLinkRow | 'taken' | undefined> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from members where id = ${link.agentId} for no key update`);
      const [held] = await tx
        .select({ n: count() })
        .from(affiliateLinks)
        .where(eq(affiliateLinks.agentId, link.agentId));
      if ((held?.n ?? 0) >= max) return undefined;
      const [own] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(sql`upper(${members.affiliateCode})`, link.code));
      if (own) return 'taken' as const;
      const [row] = await tx.insert(affiliateLinks).values(link).onConflictDoNothing().returning();
      return row ?? ('taken' as const);
    });
  }

  /** Changes a link of `agentId`; undefined when it has no such link. */
  async update(
    agentId: bigint,
    id: bigint,
    change: { label?: string | undefined; enabled?: boolean | undefined },
  ): Promise<AffiliateLinkRow | undefined> {
    const [row] = await this.db
      .update(affiliateLinks)
      .set({
        ...(change.label === undefined ? {} : { label: change.label }),
        ...(change.enabled === undefined
          ? {}
          : { disabledAt: change.enabled ? null : sql`coalesce(${affiliateLinks.disabledAt}, now())` }),
      })
      .where(and(eq(affiliateLinks.agentId, agentId), eq(affiliateLinks.id, id)))
      .returning();
    return row;
  }
}
