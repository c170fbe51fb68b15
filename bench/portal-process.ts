/** Starts the real portal (built web app + embedded PostgreSQL) on a throw-away data folder, for benchmarks. */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export interface PortalProcess {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

export function makeDataDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  chmodSync(dir, 0o755);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function waitFor200(url: string, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export function spawnPortal(args: string[], env: { port: number; pgPort: number; dataDir: string }): PortalProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(env.port),
      EMBEDDED_PG_PORT: String(env.pgPort),
      DATA_DIR: env.dataDir,
      LOG_LEVEL: 'warn',
    },
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => (stderr += c.toString()));
  child.on('exit', (code) => {
    if (code && code !== 0 && code !== 130) process.stderr.write(stderr);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
  return { url: `http://127.0.0.1:${env.port}`, child, stop };
}
