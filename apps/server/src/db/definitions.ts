import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';

const sqlFolder = join(dirname(fileURLToPath(import.meta.url)), 'sql');

/**
 * The database code the product runs: every SQL function and trigger, one file per function or group, in
 * the order they are applied (a trigger after its function, a SQL-language function after those it calls).
 * Each file is the current definition (`CREATE OR REPLACE`); the migrations hold tables, indexes, types and
 * the history. A function that is renamed, removed or changes its signature or result type is dropped by a
 * new migration; `definitions.int.test.ts` fails while the database holds anything these files do not.
 */
export const DEFINITION_FILES = [
  'ledger-append-only.sql',
  'ledger-accounts.sql',
  'ledger-postings.sql',
  'ledger-write.sql',
  'ledger-post.sql',
  'reference-checks.sql',
  'vendor-wallet-common.sql',
  'vendor-balance.sql',
  'vendor-debit.sql',
  'vendor-settle.sql',
  'vendor-debit-batch.sql',
  'vendor-credit-batch.sql',
  'member-tree.sql',
  'agent-periods.sql',
  'agent-contracts.sql',
] as const;

export function readDefinitions(): { file: string; text: string }[] {
  return DEFINITION_FILES.map((file) => ({ file, text: readFileSync(join(sqlFolder, file), 'utf8') }));
}

/** The checksum of the definitions and of the migrations applied before them (a migration may drop one). */
export function definitionsChecksum(migrationsFolder: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')));
  for (const { file, text } of readDefinitions()) hash.update(`\0${file}\0${text}`);
  return hash.digest('hex');
}

/** Runs every definition file, in order, in the client's current transaction. */
export async function runDefinitions(client: pg.ClientBase): Promise<void> {
  for (const { file, text } of readDefinitions()) {
    try {
      await client.query(text);
    } catch (error) {
      throw new Error(`db/sql/${file}: ${(error as Error).message}`, { cause: error });
    }
  }
}

/**
 * Applies the definitions after the migrations, in one transaction, when they or the migrations changed
 * since the last time (the caller holds the migration lock, so one node at a time does it).
 */
export async function applyDefinitions(client: pg.ClientBase, migrationsFolder: string): Promise<boolean> {
  const checksum = definitionsChecksum(migrationsFolder);
  const stored = await client.query<{ checksum: string }>('select checksum from schema_definitions where id = 1');
  if (stored.rows[0]?.checksum === checksum) return false;
  await client.query('begin');
  try {
    await runDefinitions(client);
    await client.query(
      `insert into schema_definitions (id, checksum) values (1, $1)
       on conflict (id) do update set checksum = excluded.checksum, applied_at = now()`,
      [checksum],
    );
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
