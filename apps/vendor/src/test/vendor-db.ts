import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateVendorDb } from '../db/migrate.ts';
import { createPool } from '../db/pool.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The integration cluster's maintenance database (apps/server/src/test/global-setup.ts). */
    pgAdminUrl: string;
  }
}

export interface VendorTestDb {
  pool: pg.Pool;
  /** Connection URL of the database (for a second pool or a spawned vendor). */
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh vendor database with every vendor migration applied, in the integration test cluster. */
export async function createVendorTestDb(opts: { poolSize?: number } = {}): Promise<VendorTestDb> {
  const name = `v_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), opts.poolSize ?? 5);
  try {
    await migrateVendorDb(pool);
  } catch (err) {
    await pool.end();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    throw err;
  }
  let dropped = false;
  return {
    pool,
    url: url.toString(),
    name,
    async drop() {
      if (dropped) return;
      dropped = true;
      await pool.end().catch(() => {});
      await admin((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
