import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { createTestDatabase } from '../test/test-app.ts';
import { applyDefinitions, readDefinitions, runDefinitions } from './definitions.ts';

const migrationsFolder = join(import.meta.dirname, '..', '..', 'drizzle');

let db: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db.drop());

/** Every function (with its full definition) and trigger of the product in the database. */
async function databaseCode(client: pg.ClientBase): Promise<Record<string, string>> {
  const { rows } = await client.query<{ name: string; def: string }>(`
    select 'function ' || p.oid::regprocedure::text as name, pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public'
       and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text, pg_get_triggerdef(t.oid)
      from pg_trigger t where not t.tgisinternal`);
  return Object.fromEntries(rows.map((r) => [r.name, r.def]));
}

describe('database code from src/db/sql', () => {
  it('the migrated database runs exactly the definitions in the files, and nothing else', async () => {
    const client = await db.pool.connect();
    try {
      const migrated = await databaseCode(client);
      await client.query('begin');
      // Drop every function of the product (and, with them, the triggers), then create them from the files alone.
      const { rows } = await client.query<{ fn: string }>(`
        select p.oid::regprocedure::text as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
         where n.nspname = 'public' and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`);
      for (const { fn } of rows) await client.query(`drop function if exists ${fn} cascade`);
      expect(await databaseCode(client)).toEqual({});
      await runDefinitions(client);
      const fromFiles = await databaseCode(client);
      await client.query('rollback');
      expect(Object.keys(migrated)).toContain('trigger ledger_postings_running_balances on ledger_postings');
      expect(fromFiles).toEqual(migrated);
    } finally {
      client.release();
    }
  });

  it('applies the files again only when they or the migrations changed', async () => {
    const client = await db.pool.connect();
    try {
      expect(await applyDefinitions(client, migrationsFolder)).toBe(false);
      // A definition changed by hand is put back when the checksum no longer matches.
      await client.query(`create or replace function ledger_refuse_change() returns trigger language plpgsql
                          as $$ begin return null; end $$`);
      await client.query(`update schema_definitions set checksum = 'changed' where id = 1`);
      expect(await applyDefinitions(client, migrationsFolder)).toBe(true);
      const restored = await client.query<{ def: string }>(
        `select pg_get_functiondef('ledger_refuse_change'::regproc) as def`,
      );
      expect(restored.rows[0]?.def).toContain('is append-only');
      expect(await applyDefinitions(client, migrationsFolder)).toBe(false);
    } finally {
      client.release();
    }
  });

  it('defines each function once, in a file that says what it guarantees', () => {
    const names = readDefinitions().flatMap(({ text }) =>
      [...text.matchAll(/^CREATE OR REPLACE FUNCTION (\w+)\(/gm)].map((m) => m[1]),
    );
    expect(names).toContain('ledger_post');
    expect(new Set(names).size).toBe(names.length);
    for (const { file, text } of readDefinitions()) expect(text.startsWith('-- '), file).toBe(true);
  });
});
