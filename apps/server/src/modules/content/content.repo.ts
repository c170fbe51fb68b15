import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';

export class ContentRepo {
  constructor(private readonly db: Db) {}

  /**
   * Published, unexpired announcements of the given types for a platform and audience; only those
   * for everyone (announcements addressed to customer types are the agent centre's).
   */
  listAnnouncements(types: string[], platform: string, executions: string[], now: Date) {
    return this.db
      .select()
      .from(announcements)
      .where(
        and(
          inArray(announcements.type, types),
          eq(announcements.platform, platform),
          inArray(announcements.execution, executions),
          lte(announcements.publishedAt, now),
          or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
          isNull(announcements.customerTypes),
        ),
      )
      .orderBy(asc(announcements.type), asc(announcements.sort), desc(announcements.publishedAt));
  }

  /** Published, unexpired announcements addressed to any of `customerTypes`, newest first. */
  listForCustomerTypes(customerTypes: readonly number[], now: Date) {
    return this.db
      .select()
      .from(announcements)
      .where(
        and(
          sql`${announcements.customerTypes} && ${`{${customerTypes.join(',')}}`}::smallint[]`,
          lte(announcements.publishedAt, now),
          or(isNull(announcements.expiresAt), gt(announcements.expiresAt, now)),
        ),
      )
      .orderBy(desc(announcements.publishedAt), asc(announcements.sort));
  }
}
