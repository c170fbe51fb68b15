#!/usr/bin/env node
// End-to-end tests: Debian Chromium, a fresh built web app, the real server on a throw-away data folder.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWebIfStale, root } from './build-web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const chromium = ensureChromium();
buildWebIfStale();
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
chmodSync(dataDir, 0o755);
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium },
});
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
