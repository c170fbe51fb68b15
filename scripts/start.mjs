#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then runs the
// portal (API + web + embedded PostgreSQL). Ctrl-C stops everything cleanly.
import { spawn } from 'node:child_process';
import { buildWebIfStale, root } from './build-web.mjs';

buildWebIfStale();
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
// A signal sent to this process alone is passed on; the server ignores the duplicate that a
// terminal's Ctrl-C also delivers to it directly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 130 : 0)));
