import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gameCategories, gameVendors } from '../../db/schema.ts';

export class VendorsRepo {
  constructor(private readonly db: Db) {}

  /** Enabled vendors with their menu category, in menu order then vendor order. */
  listMenuVendors() {
    return this.db
      .select({ vendor: gameVendors, categorySort: gameCategories.sort })
      .from(gameVendors)
      .innerJoin(gameCategories, eq(gameVendors.menuCategory, gameCategories.code))
      .where(eq(gameVendors.enabled, true))
      .orderBy(asc(gameCategories.sort), asc(gameVendors.sort), asc(gameVendors.code));
  }

  /** Enabled vendors that keep their own wallet (transfer mode), in menu order. */
  listTransferVendors() {
    return this.db
      .select({ code: gameVendors.code, displayName: gameVendors.displayName, maintenance: gameVendors.maintenance })
      .from(gameVendors)
      .where(and(eq(gameVendors.enabled, true), eq(gameVendors.walletMode, 'transfer')))
      .orderBy(asc(gameVendors.sort), asc(gameVendors.code));
  }
}
