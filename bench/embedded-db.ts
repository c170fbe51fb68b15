/** A throw-away embedded PostgreSQL with the portal's migrations applied, for benchmarks. */
import { join } from 'node:path';
import { connectDatabase, ensureDatabase, type Database } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { makeDataDir } from './portal-process.ts';

export interface BenchDatabase {
  database: Database;
  url: string;
  port: number;
  stop: () => Promise<void>;
}

/** `durable`: PostgreSQL's default fsync and synchronous commit (what production runs with). */
export async function startBenchDatabase(opts: { port: number; durable: boolean; poolSize?: number }) {
  const data = makeDataDir();
  const pg = await startEmbeddedPostgres({
    clusterDir: join(data.dir, 'pg'),
    port: opts.port,
    ephemeral: !opts.durable,
  });
  await ensureDatabase(pg.url('postgres'), 'bench');
  const url = pg.url('bench');
  const database = connectDatabase(url, opts.poolSize ?? 10);
  await migrateDatabase(database, { seed: true });
  return {
    database,
    url,
    port: opts.port,
    stop: async () => {
      await database.close();
      await pg.stop();
      data.remove();
    },
  } satisfies BenchDatabase;
}
