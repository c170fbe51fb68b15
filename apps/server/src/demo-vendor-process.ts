/**
 * The demo game vendor (apps/vendor) as a child process of `npm start`: its own port and its own
 * database (`vendor`, in the portal's embedded cluster), reached by the portal only over HTTP with
 * the shared secret, like any outside vendor.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const VENDOR_MAIN = 'apps/vendor/src/main.ts';

/** The secret the portal and the demo vendor share: `<dataDir>/demo-vendor-secret` (mode 600), made once. */
export function demoVendorSecret(dataDir: string): string {
  const file = join(dataDir, 'demo-vendor-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

const WILDCARD = new Set(['0.0.0.0', '::', '[::]', '']);

/** Where the portal and the browsers reach a vendor on `port` of the portal's `host`. */
export function demoVendorUrl(host: string, port: number, publicUrl?: string): string {
  let name = host;
  if (WILDCARD.has(host)) name = publicUrl ? new URL(publicUrl).hostname : '127.0.0.1';
  if (name.includes(':') && !name.startsWith('[')) name = `[${name}]`;
  return `http://${name}:${port}`;
}

/** Origins of the portal pages that may frame the games: the listen address, its localhost twin, PUBLIC_URL. */
export function portalOrigins(portalUrl: string, publicUrl?: string): string[] {
  const origins = new Set<string>([new URL(portalUrl).origin]);
  const url = new URL(portalUrl);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') origins.add(`${url.protocol}//localhost:${url.port}`);
  if (url.hostname === 'localhost') origins.add(`${url.protocol}//127.0.0.1:${url.port}`);
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return [...origins];
}

export interface DemoVendorOptions {
  url: string;
  port: number;
  host: string;
  databaseUrl: string;
  portalUrl: string;
  publicUrl?: string | undefined;
  secret: string;
  logLevel: string;
  say: (line: string) => void;
  /** How long to wait for GET /health before going on with a warning (default 60 s). */
  healthTimeoutMs?: number;
}

export interface DemoVendorProcess {
  url: string;
  /** The child's pid (undefined when it could not be spawned). */
  pid: number | undefined;
  /** Resolves once /health answered, or false after the time-out or an early exit. */
  healthy: Promise<boolean>;
  stop(): Promise<void>;
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.signalCode === null) {
    try {
      const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Spawns `node --import tsx apps/vendor/src/main.ts`, its output prefixed with `[vendor]`. */
export function spawnDemoVendor(opts: DemoVendorOptions): DemoVendorProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', VENDOR_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      VENDOR_DATABASE_URL: opts.databaseUrl,
      PORTAL_URL: opts.portalUrl,
      PORTAL_ORIGIN: portalOrigins(opts.portalUrl, opts.publicUrl).join(','),
      VENDOR_SECRET: opts.secret,
      PORT: String(opts.port),
      HOST: opts.host,
      PUBLIC_URL: opts.url,
      LOG_LEVEL: opts.logLevel,
    },
    // The IPC channel closes when this process ends in any way, SIGKILL included: the vendor
    // sees 'disconnect' and stops itself rather than live on as an orphan.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // The channel alone must not keep this process running.
  child.channel?.unref();
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => opts.say(`[vendor] ${line}`));
  }
  let stopping = false;
  // 'close' comes after the last output line of the child has been read.
  const exited = new Promise<void>((resolveExit) => child.once('close', () => resolveExit()));
  child.once('exit', (code, signal) => {
    if (!stopping) opts.say(`[vendor] exited (${signal ?? `code ${code}`})`);
  });
  child.once('error', (err) => opts.say(`[vendor] could not start: ${err.message}`));
  // Never leave the vendor behind if the portal's process ends without stop().
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const timeoutMs = opts.healthTimeoutMs ?? 60_000;
  const healthy = waitForHealth(opts.url, child, timeoutMs).then((ok) => {
    if (!ok && !stopping) {
      opts.say(
        child.exitCode === null && child.signalCode === null
          ? `warning: the demo vendor did not answer ${opts.url}/health within ${timeoutMs / 1000} s; going on`
          : 'warning: the demo vendor stopped during start-up; games cannot be played',
      );
    }
    return ok;
  });

  return {
    url: opts.url,
    pid: child.pid,
    healthy,
    async stop() {
      stopping = true;
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
