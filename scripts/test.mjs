#!/usr/bin/env node
// `npm test`: every check of the project, in order, stopping at the first failure:
// format, lint (zero warnings), typecheck, locale keys, unit, integration (real PostgreSQL), the web
// bundle's size budget and end-to-end (real Chromium) tests. Ends with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './build-web.mjs';

const reports = join(root, 'node_modules/.cache/portal-test');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const typecheckProjects = [
  'packages/contract',
  'packages/i18n',
  'apps/server',
  'apps/vendor',
  'apps/web',
  'e2e',
  'bench',
];
const steps = [
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ...typecheckProjects.map((p) => [`typecheck ${p}`, 'npx', ['tsc', '--noEmit', '-p', p]]),
  ['i18n keys', 'node', ['--import', 'tsx', 'packages/i18n/scripts/check-keys.ts']],
  [
    'unit',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'unit',
      '--project',
      'web',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'unit.json')}`,
    ],
  ],
  [
    'integration',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'integration.json')}`,
    ],
  ],
  // Calendar days, weeks and months of the agent centre are the platform's, never the process's: its
  // suites run again with the server in a zone far from the platform's (and with daylight saving).
  [
    'integration (agents, TZ=America/New_York)',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'integration',
      'apps/server/src/modules/agents',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, 'integration-tz.json')}`,
    ],
    { TZ: 'America/New_York' },
  ],
  // Builds the web when stale; e2e then reuses that build.
  ['bundle size', 'node', ['--import', 'tsx', 'scripts/check-bundle-size.mjs']],
  ['e2e', 'node', ['scripts/e2e.mjs']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const s = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}

const started = Date.now();
for (const [name, cmd, args, env = {}] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const t0 = Date.now();
  process.stdout.write(`\n▶ ${name}\n`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  // A vitest run has been seen to exit 0 with a failed test in its report: trust the report too.
  const report =
    { unit: 'unit.json', integration: 'integration.json' }[name] ??
    (name.startsWith('integration (') ? 'integration-tz.json' : undefined);
  const reportFailed =
    report && existsSync(join(reports, report))
      ? (JSON.parse(readFileSync(join(reports, report), 'utf8')).numFailedTests ?? 0) > 0
      : false;
  if (result.status !== 0 || reportFailed) {
    countVitest(join(reports, 'unit.json'));
    countVitest(join(reports, 'integration.json'));
    countVitest(join(reports, 'integration-tz.json'));
    countPlaywright(join(root, 'e2e/playwright-report/results.json'));
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    console.log(`tests: ${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(result.status || 1);
  }
  process.stdout.write(`✔ ${name} (${seconds}s)\n`);
}
countVitest(join(reports, 'unit.json'));
countVitest(join(reports, 'integration.json'));
countVitest(join(reports, 'integration-tz.json'));
if (!only.length || only.some((o) => 'e2e'.startsWith(o)))
  countPlaywright(join(root, 'e2e/playwright-report/results.json'));
console.log(`\nall checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
console.log(`tests: ${passed} passed, ${failed} failed`);
