// Builds the web app when its sources changed since the last build (a stamp of paths, sizes, times).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/i18n/locales',
  'packages/i18n/src',
  'packages/contract/src',
  'package-lock.json',
];

function walk(path, out) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isDirectory()) for (const entry of readdirSync(path).sort()) walk(join(path, entry), out);
  else out.push(`${relative(root, path)}:${st.size}:${st.mtimeMs}`);
}

export function buildWebIfStale({ force = false } = {}) {
  const files = [];
  for (const input of inputs) walk(join(root, input), files);
  const stamp = createHash('sha256').update(files.join('\n')).digest('hex');
  const dist = join(root, 'apps/web/dist');
  const stampFile = join(dist, '.source-stamp');
  const fresh =
    existsSync(join(dist, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp;
  if (fresh && !force) return false;
  process.stderr.write('[portal] building the web app…\n');
  const result = spawnSync('npm', ['run', 'build', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, stamp);
  return true;
}
