/** `npm start`: the portal with its database, stopped cleanly by Ctrl-C or SIGTERM. */
import { ConfigError, loadConfig } from './config.ts';
import { claimDataDir } from './data-dir-lock.ts';
import { DataDirInUseError } from './db/embedded.ts';

const say = (line: string) => process.stderr.write(`[portal] ${line}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  // The data folder is claimed (and what a killed portal left running is stopped) while the
  // server's modules load: after a crash that overlap is a good part of the restart time.
  const claimed = claimDataDir(config, say);
  claimed.catch(() => {});
  const { startPortal } = await import('./runtime.ts');
  const portal = await startPortal(config, { lock: await claimed });
  const shownUrl = portal.url.replace('127.0.0.1', 'localhost');
  say(`ready: ${shownUrl}  (API docs ${shownUrl}/docs, operator key in ${portal.operatorKeySource})`);
  // Ctrl-C reaches every process of the group (npm, the start script, this server) at once, so
  // repeats within two seconds are the same request; a later one means "stop now".
  let firstSignalAt = 0;
  const shutdown = (signal: string) => {
    if (firstSignalAt) {
      if (Date.now() - firstSignalAt < 2000) return;
      say('second signal: exiting now');
      process.exit(130);
    }
    firstSignalAt = Date.now();
    say(`${signal}: stopping (HTTP, then PostgreSQL)…`);
    portal.stop().then(
      () => {
        say('stopped cleanly');
        process.exit(0);
      },
      (err: unknown) => {
        say(`stop failed: ${String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Started by scripts/start.mjs with an IPC channel: when that process ends in any way (SIGKILL
  // included) the channel closes, and the portal stops cleanly rather than run on unattended.
  if (process.send) {
    process.channel?.unref();
    process.on('disconnect', () => shutdown('start command ended'));
  }
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirInUseError) {
    say(err.message);
    process.exit(2);
  }
  say(`failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  process.exit(1);
});
