/** The demo vendor's process: connect, migrate, build, listen; SIGINT/SIGTERM stop it cleanly. */
import type { FastifyInstance } from 'fastify';
import { buildVendorApp } from './app.ts';
import { loadVendorConfig, VendorConfigError } from './config.ts';
import { migrateVendorDb } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import { registerFairRoutes } from './fair/fair.routes.ts';
import { createFairSeeds } from './fair/fair-seeds.ts';
import { gameModules } from './games/registry.ts';
import { registerGlsWalletRoutes } from './gls/gls-wallet.routes.ts';
import { createStaleBetSweeper } from './wallet/stale-bets.ts';
import { createWallet } from './wallet/wallet.ts';

const say = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const config = loadVendorConfig();
  const pool = createPool(config.databaseUrl, 20);
  const applied = await migrateVendorDb(pool);
  if (applied.length > 0) say(`vendor database migrated: ${applied.join(', ')}`);

  // The wallet logs through the app's logger once the app exists.
  const built: { app?: FastifyInstance } = {};
  const log = {
    info: (msg: string) => (built.app ? built.app.log.info(msg) : say(msg)),
    warn: (msg: string) => (built.app ? built.app.log.warn(msg) : say(msg)),
    error: (msg: string) => (built.app ? built.app.log.error(msg) : say(msg)),
  };
  const wallet = createWallet({ db: pool, portalUrl: config.portalUrl, secret: config.secret, log });
  const fair = createFairSeeds(pool);
  const app = await buildVendorApp({
    config,
    pool,
    wallet,
    fair,
    modules: gameModules,
    glsRoutes: [(scope) => registerGlsWalletRoutes(scope, { db: pool })],
    routes: [(scope, services) => registerFairRoutes(scope, services, gameModules)],
  });
  built.app = app;
  await app.listen({ host: config.host, port: config.port });
  wallet.start();
  // Instant bets (slot, fish) a crashed process left open: cancelled and refunded now and every minute.
  const staleBets = createStaleBetSweeper({ db: pool, wallet, log });
  staleBets.start();
  say(`demo vendor ready on ${config.publicUrl} (portal ${config.portalUrl}, ${gameModules.length} game modules)`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    say(`${signal}: stopping the demo vendor…`);
    const stop = async () => {
      await app.close(); // stops the game modules (round engines) first
      await staleBets.stop();
      await wallet.stop();
      await pool.end();
    };
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        say(`stop failed: ${String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Spawned by the portal with an IPC channel: the channel closes when the portal ends, even by
  // SIGKILL, and the vendor stops with it instead of living on as an orphan.
  if (process.send) process.on('disconnect', () => shutdown('the portal ended'));
}

main().catch((err: unknown) => {
  if (err instanceof VendorConfigError) {
    say(err.message);
    process.exit(2);
  }
  say(`the demo vendor failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
