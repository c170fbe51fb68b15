/**
 * `npm run bench:start`: time from the start command to the first 200 on / — once on a new data
 * folder (creates and seeds the database) and five times on the existing one. Baseline: a bare
 * `node -e ''` started the same way in the same run. Target: ≤ 3 s once the database exists.
 */
import { spawn } from 'node:child_process';
import { buildWebIfStale } from '../scripts/build-web.mjs';
import { makeDataDir, root, spawnPortal, waitFor200 } from './portal-process.ts';

const PORT = 8284;
const PG_PORT = 54394;

async function timeStart(dataDir: string): Promise<number> {
  const t0 = performance.now();
  const portal = spawnPortal(['scripts/start.mjs'], { port: PORT, pgPort: PG_PORT, dataDir });
  await waitFor200(`${portal.url}/`);
  const ms = performance.now() - t0;
  await portal.stop();
  return ms;
}

async function bareNode(): Promise<number> {
  const t0 = performance.now();
  await new Promise((resolve) => spawn(process.execPath, ['-e', ''], { cwd: root }).once('exit', resolve));
  return performance.now() - t0;
}

buildWebIfStale();
const data = makeDataDir();
try {
  const first = await timeStart(data.dir);
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) warm.push(await timeStart(data.dir));
  const baseline: number[] = [];
  for (let i = 0; i < 5; i++) baseline.push(await bareNode());
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  const warmMedian = median(warm);
  const baseMedian = median(baseline);
  console.log('start command → first 200 on /');
  console.log(`  new data folder (initdb + migrate + seed): ${(first / 1000).toFixed(2)} s`);
  console.log(`  existing database, 5 runs: ${warm.map((m) => (m / 1000).toFixed(2)).join(' ')} s`);
  console.log(
    `  median ${(warmMedian / 1000).toFixed(2)} s (target ≤ 3.00 s: ${warmMedian <= 3000 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `  baseline bare node start median ${baseMedian.toFixed(0)} ms; ratio ${(warmMedian / baseMedian).toFixed(1)}×`,
  );
} finally {
  data.remove();
}
