import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { connectDatabase, ensureDatabase, type Database } from './db/client.ts';
import { demoVendorSecret, demoVendorUrl, spawnDemoVendor, type DemoVendorProcess } from './demo-vendor-process.ts';
import { resolveClusterDir, startEmbeddedPostgres, type EmbeddedHandle } from './db/embedded.ts';
import { migrateDatabase } from './db/migrate.ts';
import { lockDataDir, type DataDirLock } from './data-dir-lock.ts';
import { buildApp } from './http/app.ts';
import { SmtpCapture } from './modules/mail/smtp-capture.ts';

export interface RunningPortal {
  app: FastifyInstance;
  url: string;
  operatorKeySource: string;
  stop: () => Promise<void>;
}

const say = (line: string) => process.stderr.write(`[portal] ${line}\n`);

/** The operator key from OPERATOR_KEY, or one generated once and kept in the data folder (mode 600). */
function operatorKey(config: Config): { key: string; source: string } {
  if (config.operatorKey) return { key: config.operatorKey, source: 'OPERATOR_KEY' };
  const file = join(config.dataDir, 'operator-key');
  if (existsSync(file)) return { key: readFileSync(file, 'utf8').trim(), source: file };
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
  return { key, source: file };
}

/** Starts the database (embedded unless DATABASE_URL is set), migrates, seeds and serves. */
export async function startPortal(
  config: Config,
  opts: { prettyLogs?: boolean; lock?: DataDirLock } = {},
): Promise<RunningPortal> {
  const lock = opts.lock ?? (await lockDataDir(config.dataDir, say));
  const unlock = lock.release;
  let embedded: EmbeddedHandle | undefined;
  let database: Database | undefined;
  let mailCapture: SmtpCapture | undefined;
  let vendor: DemoVendorProcess | undefined;
  try {
    let url = config.databaseUrl;
    if (!url) {
      const clusterDir = resolveClusterDir(config.dataDir, say);
      embedded = await startEmbeddedPostgres({
        clusterDir,
        port: config.embeddedPgPort,
        takeOver: true,
        notice: say,
        log: (line) => {
          if (/FATAL|PANIC|ERROR/.test(line)) say(`postgres: ${line}`);
          else if (/^(creating a new|PostgreSQL binaries)/.test(line)) say(line);
        },
      });
      await ensureDatabase(embedded.url('postgres'), 'portal');
      url = embedded.url('portal');
      if (config.demoVendor.enabled && !config.demoVendor.url) await ensureDatabase(embedded.url('postgres'), 'vendor');
      say(`embedded PostgreSQL running on 127.0.0.1:${embedded.port} (data in ${clusterDir})`);
    }
    database = connectDatabase(url);
    const { seeded } = await migrateDatabase(database, { seed: config.seedDemo });
    if (seeded) say('new database: demo content loaded');
    const key = operatorKey(config);
    let smtpUrl = config.smtpUrl;
    if (!smtpUrl && config.env !== 'production') {
      mailCapture = await SmtpCapture.start(0, (mail) =>
        say(`mail to ${mail.to.join(', ')}: ${mail.subject}\n${mail.text.trim()}`),
      );
      smtpUrl = mailCapture.url;
      say(`no SMTP_URL: e-mail goes to a local capture server (${smtpUrl}) and is printed here`);
    }
    // The demo vendor: one already running (DEMO_VENDOR_URL), or spawned below with the embedded database.
    const spawnVendor = config.demoVendor.enabled && !config.demoVendor.url && embedded !== undefined;
    if (config.demoVendor.enabled && !config.demoVendor.url && !embedded) {
      say('DATABASE_URL is set: the demo vendor is not started (run it yourself and set DEMO_VENDOR_URL)');
    }
    const vendorUrl =
      config.demoVendor.url ??
      (spawnVendor ? demoVendorUrl(config.host, config.demoVendor.port, config.publicUrl) : undefined);
    const vendorEndpoint = vendorUrl ? { url: vendorUrl, secret: demoVendorSecret(config.dataDir) } : undefined;
    const app = await buildApp({
      config: { ...config, smtpUrl, operatorKey: key.key },
      database,
      jobs: true,
      vendorEndpoint,
      ...(opts.prettyLogs !== undefined ? { prettyLogs: opts.prettyLogs } : {}),
    });
    const address = await app.listen({ host: config.host, port: config.port });
    if (spawnVendor && vendorEndpoint && embedded) {
      vendor = spawnDemoVendor({
        url: vendorEndpoint.url,
        port: config.demoVendor.port,
        host: config.host,
        databaseUrl: embedded.url('vendor'),
        portalUrl: address,
        publicUrl: config.publicUrl,
        secret: vendorEndpoint.secret,
        logLevel: config.logLevel,
        say,
      });
      lock.recordVendor(vendor.pid);
      if (await vendor.healthy) say(`demo game vendor running on ${vendorEndpoint.url}`);
    }
    const demoVendor = vendor;
    const db = database;
    const pg = embedded;
    const mail = mailCapture;
    let stopping: Promise<void> | undefined;
    const stop = () =>
      (stopping ??= (async () => {
        lock.markStopping();
        await demoVendor?.stop().catch((err: unknown) => say(`stopping the demo vendor: ${String(err)}`));
        await app.close().catch((err: unknown) => say(`closing HTTP: ${String(err)}`));
        await db.close().catch(() => {});
        await mail?.close();
        if (pg) await pg.stop();
        unlock();
      })());
    return { app, url: address, operatorKeySource: key.source, stop };
  } catch (err) {
    await vendor?.stop().catch(() => {});
    await database?.close().catch(() => {});
    await embedded?.stop().catch(() => {});
    await mailCapture?.close();
    unlock();
    throw err;
  }
}
