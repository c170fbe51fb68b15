import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { Notifications } from './notifications.ts';
import { Pipelines } from './pipelines.ts';
import * as schema from './schema.ts';

// int8 (bigint) columns arrive as BigInt, never as a lossy float (DESIGN.md, Money).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v));

/**
 * The application database; `$client` is its pool (named prepared statements for the hottest reads),
 * `$pipelines` its connections in pipeline mode (the vendor wallet's batches; see pipelines.ts),
 * `$notifications` the node's LISTEN/NOTIFY connection (live events between nodes; see notifications.ts).
 */
export type Db = NodePgDatabase<typeof schema> & {
  $client: pg.Pool;
  $pipelines: Pipelines;
  $notifications: Notifications;
};

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export function connectDatabase(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, application_name: 'portal' });
  // A client that loses its connection (PostgreSQL stopped or restarted) must not crash the process:
  // idle ones are reported on the pool and replaced; one checked out (inside a transaction, between
  // two statements) would emit 'error' with no listener, so every client gets its own. The query on it
  // fails, the pool drops it on release, and the next checkout connects anew.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const pipelines = new Pipelines({ connectionString: url, application_name: 'portal' });
  const notifications = new Notifications({ connectionString: url, application_name: 'portal-events' });
  const db = Object.assign(drizzle(pool, { schema }), { $pipelines: pipelines, $notifications: notifications });
  return {
    db,
    pool,
    close: async () => {
      await notifications.close();
      await pipelines.close();
      await pool.end();
    },
  };
}

/** Creates `name` on the cluster behind `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
