import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';
import { migrateVendorDb, migrationFiles } from './migrate.ts';

let db: VendorTestDb;
beforeAll(async () => {
  db = await createVendorTestDb();
});
afterAll(() => db.drop());

describe('vendor migrations', () => {
  it('apply every file once, in name order, and record it', async () => {
    const { rows } = await db.pool.query<{ name: string }>('select name from vendor_migrations order by name');
    expect(rows.map((r) => r.name)).toEqual(migrationFiles());
    expect(migrationFiles()[0]).toBe('0001_core.sql');
    expect(await migrateVendorDb(db.pool)).toEqual([]);
  });

  it('create the sessions table with a 12-hour default expiry', async () => {
    const { rows } = await db.pool.query<{ hours: number }>(
      `insert into sessions (id, vendor_code, player_id, portal_token, nickname, currency, language, demo, wallet_mode, game_id)
       values ('s-1', 'NSL', '7', 'tok', 'ann', 'USD', 'en', false, 'seamless', 'g')
       returning extract(epoch from expires_at - created_at) / 3600 as hours`,
    );
    expect(Number(rows[0]?.hours)).toBe(12);
    await expect(
      db.pool.query(
        `insert into sessions (id, vendor_code, player_id, portal_token, nickname, currency, language, demo, wallet_mode, game_id)
         values ('s-2', 'NSL', '7', 'tok', 'ann', 'USD', 'en', false, 'credit', 'g')`,
      ),
    ).rejects.toThrow(/check constraint/);
  });

  it('roll a failing file back and leave it unrecorded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vendor-mig-'));
    writeFileSync(join(dir, '0001_ok.sql'), 'create table mig_ok (id int);');
    writeFileSync(join(dir, '0002_bad.sql'), 'create table mig_half (id int); select no_such_function();');
    await expect(migrateVendorDb(db.pool, dir)).rejects.toThrow(/0002_bad\.sql failed/);
    const names = (await db.pool.query<{ name: string }>('select name from vendor_migrations')).rows.map((r) => r.name);
    expect(names).toContain('0001_ok.sql');
    expect(names).not.toContain('0002_bad.sql');
    const half = await db.pool.query("select to_regclass('mig_half') as t");
    expect(half.rows[0]?.t).toBeNull();
  });

  it('let concurrent runs apply each file exactly once', async () => {
    const fresh = await createVendorTestDb();
    try {
      await fresh.pool.query('drop table vendor_migrations');
      await fresh.pool.query('drop schema public cascade; create schema public');
      const runs = await Promise.all([
        migrateVendorDb(fresh.pool),
        migrateVendorDb(fresh.pool),
        migrateVendorDb(fresh.pool),
      ]);
      expect(runs.flat().sort()).toEqual(migrationFiles());
    } finally {
      await fresh.drop();
    }
  });
});
