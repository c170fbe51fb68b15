import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  customerServiceChannels,
  domains,
  ledgerTransactions,
  moduleFlags,
  registerFieldRules,
  resources,
  systemSettings,
} from '../../db/schema.ts';

/** The only place of the system module that talks to the database. */
export class SystemRepo {
  constructor(private readonly db: Db) {}

  async getSetting(key: string): Promise<unknown> {
    const rows = await this.db
      .select({ value: systemSettings.value })
      .from(systemSettings)
      .where(eq(systemSettings.key, key));
    return rows[0]?.value;
  }

  async getSettings(keys: string[]): Promise<Map<string, unknown>> {
    const rows = await this.db.select().from(systemSettings);
    return new Map(rows.filter((r) => keys.includes(r.key)).map((r) => [r.key, r.value]));
  }

  /** Whether any money has moved: one ledger transaction is enough. */
  async hasLedgerMovements(): Promise<boolean> {
    const rows = await this.db
      .select({ one: sql<number>`1` })
      .from(ledgerTransactions)
      .limit(1);
    return rows.length > 0;
  }

  async putSetting(key: string, value: unknown): Promise<void> {
    await this.db
      .insert(systemSettings)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
  }

  listModuleFlags() {
    return this.db.select().from(moduleFlags).orderBy(asc(moduleFlags.moduleId));
  }

  async putModuleFlag(moduleId: string, enabled: boolean): Promise<void> {
    await this.db
      .insert(moduleFlags)
      .values({ moduleId, enabled })
      .onConflictDoUpdate({ target: moduleFlags.moduleId, set: { enabled, updatedAt: new Date() } });
  }

  listRegisterRules() {
    return this.db.select().from(registerFieldRules).orderBy(asc(registerFieldRules.sort));
  }

  listCustomerService() {
    return this.db
      .select()
      .from(customerServiceChannels)
      .where(eq(customerServiceChannels.enabled, true))
      .orderBy(asc(customerServiceChannels.sort), asc(customerServiceChannels.id));
  }

  listResources() {
    return this.db.select().from(resources).orderBy(asc(resources.sort), asc(resources.id));
  }

  listDomains() {
    return this.db.select().from(domains).where(eq(domains.enabled, true)).orderBy(asc(domains.speed));
  }

  async ping(): Promise<void> {
    await this.db.execute('select 1');
  }
}
