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
  walletAccounts,
} from '../../db/schema.ts';

/** The brand settings row as `SystemRepo.withBrandLocked` hands it to its work, locked. */
export interface LockedBrand {
  current: unknown;
  /** Whether any ledger transaction or wallet account exists; from then until commit none can start. */
  moneyHasMoved: () => Promise<boolean>;
  put: (value: unknown) => Promise<void>;
}

/** Whether `err` is PostgreSQL's lock_timeout (55P03; drizzle wraps the driver's error in `cause`). */
export function isLockTimeout(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === '55P03') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

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

  /**
   * Runs `work` in one transaction that holds the brand settings row (SELECT … FOR UPDATE), so two
   * operators' changes queue instead of the later one writing over a check the earlier one made.
   * `moneyHasMoved` first takes wallet_accounts and ledger_transactions in SHARE mode: it waits for
   * every posting in flight to commit and keeps new ones (and new accounts) from starting until this
   * one ends, so no first movement can commit between the check and the write (the check-then-write
   * race). The lock
   * is taken only when the money unit is about to change (a rare operator action, milliseconds
   * long); postings themselves take no extra lock, so a bet costs nothing more. `lock_timeout`
   * bounds the wait behind a long posting, and with it the queue of postings behind this one.
   */
  async withBrandLocked<T>(work: (locked: LockedBrand) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select({ value: systemSettings.value })
        .from(systemSettings)
        .where(eq(systemSettings.key, 'brand'))
        .for('update');
      return work({
        current: rows[0]?.value,
        moneyHasMoved: async () => {
          await tx.execute(sql`set local lock_timeout = '5s'`);
          // Accounts too: their currency never changes (ledger-accounts.sql), so one opened at zero
          // in the old currency would stay in it.
          await tx.execute(sql`lock table ${walletAccounts}, ${ledgerTransactions} in share mode`);
          const moved = await tx.execute(
            sql`select exists (select 1 from ${ledgerTransactions}) or exists (select 1 from ${walletAccounts}) as "moved"`,
          );
          return (moved.rows[0] as { moved: boolean } | undefined)?.moved === true;
        },
        put: async (value) => {
          await tx
            .insert(systemSettings)
            .values({ key: 'brand', value })
            .onConflictDoUpdate({ target: systemSettings.key, set: { value, updatedAt: new Date() } });
        },
      });
    });
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
