import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '../db/client.ts';
import { buildApp } from '../http/app.ts';

export const TEST_OPERATOR_KEY = 'test-operator-key-0123456789abcdef';

/** A fresh database for one test file, copied from the migrated and seeded template. */
export async function createTestDatabase(
  poolSize = 4,
): Promise<Database & { name: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template portal_template`);
  } finally {
    await admin.end();
  }
  const database = connectTestDatabase(name, poolSize);
  const drop = async () => {
    await database.close();
    const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
  return { ...database, name, drop };
}

/** A new pool (and connections) on the test database `name`, as another server node would open. */
function connectTestDatabase(name: string, poolSize = 4): Database {
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return connectDatabase(url.toString(), poolSize);
}

/** The real app on a fresh database; requests go through `app.inject` (no socket needed). */
export async function createTestApp(
  overrides: {
    trustedProxies?: string[];
    rateLimitPerMinute?: number;
    webDist?: string;
    devEndpoints?: boolean;
    sessionIdleMinutes?: number;
    /** A real SMTP server to send e-mail to (see SmtpCapture). */
    smtpUrl?: string;
    /** Start the job queue (pg-boss); off by default. */
    jobs?: boolean;
    /** A GLS game vendor (e.g. GlsTestVendor): catalogue import, launch, transfers. */
    vendorEndpoint?: { url: string; secret: string };
    /** Pooled connections (4 by default); a concurrency test wants as many as the server has. */
    poolSize?: number;
    /**
     * Another server node on this app's database (its own pool and connections, nothing shared in
     * memory); closing it leaves the database to the app that created it.
     */
    nodeOf?: { database: { name: string } };
  } = {},
) {
  const shared = overrides.nodeOf?.database.name;
  const database = shared
    ? { ...connectTestDatabase(shared, overrides.poolSize), name: shared, drop: async () => {} }
    : await createTestDatabase(overrides.poolSize);
  const app = await buildApp({
    config: {
      operatorKey: TEST_OPERATOR_KEY,
      trustedProxies: overrides.trustedProxies ?? ['127.0.0.1'],
      logLevel: 'silent',
      webDist: overrides.webDist ?? '/nonexistent-web-dist',
      rateLimitPerMinute: overrides.rateLimitPerMinute ?? 100_000,
      statusCacheMs: 0,
      devEndpoints: overrides.devEndpoints ?? true,
      sessionIdleMinutes: overrides.sessionIdleMinutes ?? 120,
      sessionAbsoluteHours: 24,
      passwordExpiryDays: 90,
      smtpUrl: overrides.smtpUrl,
      mailFrom: 'Test Portal <no-reply@portal.test>',
      publicUrl: 'http://portal.test',
    },
    database,
    jobs: overrides.jobs ?? false,
    vendorEndpoint: overrides.vendorEndpoint,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      if (shared) await database.close();
      else await database.drop();
    },
  };
}
