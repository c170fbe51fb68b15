import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { applyDefinitions } from './definitions.ts';
import { seedDemo } from './seed/seed-demo.ts';

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');
/** Arbitrary constant: serialises migrations when several nodes start at once. */
const MIGRATION_LOCK = 724_001;

/**
 * Applies every pending migration, then the current database code of `src/db/sql/` when it changed (and,
 * when asked, the demo content on an empty database).
 */
export async function migrateDatabase(database: Database, opts: { seed: boolean }): Promise<{ seeded: boolean }> {
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(database.db, { migrationsFolder });
    await applyDefinitions(client, migrationsFolder);
    const seeded = opts.seed ? await seedDemo(database.db) : false;
    return { seeded };
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
