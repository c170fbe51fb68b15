import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { announcements } from '../../db/schema.ts';

export class ContentRepo {
  constructor(private readonly db: Db) {}

  /** Published, unexpired announcements of the given types for a platform and audience. */
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
        ),
      )
      .orderBy(asc(announcements.type), asc(announcements.sort), desc(announcements.publishedAt));
  }
}
