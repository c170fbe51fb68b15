import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

export const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any number works as long as every vendor process uses the same one ("vendor" in ASCII). */
const MIGRATION_LOCK = 0x76656e646f72;

/** The migration files in name order (NNNN_<name>.sql). */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(name))
    .sort();
}

/**
 * Applies every migration not yet recorded in `vendor_migrations`, in file-name order, each in its
 * own transaction. A session-level advisory lock keeps two starting processes from racing.
 * Answers the names applied now.
 */
export async function migrateVendorDb(pool: pg.Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await client.query(
        'create table if not exists vendor_migrations (name text primary key, applied_at timestamptz not null default now())',
      );
      const done = new Set(
        (await client.query<{ name: string }>('select name from vendor_migrations')).rows.map((r) => r.name),
      );
      for (const name of migrationFiles(dir)) {
        if (done.has(name)) continue;
        const sql = readFileSync(join(dir, name), 'utf8');
        await client.query('begin');
        try {
          await client.query(sql);
          await client.query('insert into vendor_migrations (name) values ($1)', [name]);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => {});
          throw new Error(`vendor migration ${name} failed: ${err instanceof Error ? err.message : String(err)}`, {
            cause: err,
          });
        }
        applied.push(name);
      }
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    }
  } finally {
    client.release();
  }
  return applied;
}
