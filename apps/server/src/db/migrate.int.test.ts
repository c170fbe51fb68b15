import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app.ts';
import { migrateDatabase } from './migrate.ts';
import { gameVendors, systemSettings } from './schema.ts';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.drop());

describe('migrations and demo content', () => {
  it('runs again without changes and never seeds twice', async () => {
    const before = await db.db.select().from(gameVendors);
    const again = await migrateDatabase(db, { seed: true });
    expect(again.seeded).toBe(false);
    expect(await db.db.select().from(gameVendors)).toHaveLength(before.length);
  });

  it('keeps what the operator changed across restarts', async () => {
    await db.db
      .update(systemSettings)
      .set({ value: { enabled: true, message: 'x' } })
      .where(eq(systemSettings.key, 'maintenance'));
    await migrateDatabase(db, { seed: true });
    const rows = await db.db.select().from(systemSettings);
    expect(rows.find((r) => r.key === 'maintenance')?.value).toEqual({ enabled: true, message: 'x' });
  });

  it('refuses data that breaks the constraints', async () => {
    await expect(db.pool.query(`insert into announcements (type, texts) values ('B', '{"fr": {}}')`)).rejects.toThrow(
      /announcements_texts_en/,
    );
    await expect(db.pool.query(`update game_vendors set game_type = 'POKER' where code = 'YB'`)).rejects.toThrow(
      /game_vendors_game_type/,
    );
  });

  it("is reached over the cluster's Unix socket, cheaper in kernel time than loopback TCP", async () => {
    const { rows } = await db.pool.query<{ addr: string | null }>('select inet_server_addr() as addr');
    expect(rows[0]?.addr).toBeNull();
  });
});
