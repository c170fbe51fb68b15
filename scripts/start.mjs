#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the
// portal (API + web + embedded PostgreSQL). Ctrl-C stops everything cleanly.
import { spawn } from 'node:child_process';
import { buildWebIfStale, root } from './build-web.mjs';

// --no-build serves the web app as last built (tests and benchmarks that exercise the API only).
if (!process.argv.includes('--no-build')) buildWebIfStale();
// The IPC channel tells the server when this process ends, even by SIGKILL (it then stops itself).
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// A signal sent to this process alone is passed on; the server ignores the duplicate that a
// terminal's Ctrl-C also delivers to it directly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 0)));
