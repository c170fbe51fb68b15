/**
 * `npm run bench:chaos`: the crash test at scale. The real stack (start command, embedded
 * PostgreSQL, demo vendor) takes OPS seamless bets (default 10,000) from parallel loops while the
 * server process and the postmaster are each killed with SIGKILL KILLS times (default 5), in turn.
 * After a server kill the start command is run again, as an operator would; after a postmaster
 * kill the portal restarts its PostgreSQL itself. Prints the bets acknowledged, lost (an
 * acknowledged bet the ledger does not hold; must be 0), duplicated (booked twice; 0), the 5xx
 * answers (503 while the database restarts is the designed answer; any other 5xx is a failure)
 * and the seconds from each kill until /api/health answers 200 again (target ≤ 10 s).
 */
import {
  betLoad,
  healthStatus,
  killStack,
  makeStackOptions,
  portalPids,
  postmasterPid,
  removeDataDir,
  replayBets,
  seamlessPlayer,
  startStack,
  type Stack,
} from '../apps/server/src/test/stack-process.ts';

const OPS = Number(process.env.OPS ?? 10_000);
const KILLS = Number(process.env.KILLS ?? 5);
const WORKERS = Number(process.env.WORKERS ?? 8);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const opts = await makeStackOptions();
let stack: Stack | undefined;
const recoveries: { kind: 'portal' | 'postgres'; seconds: number }[] = [];
try {
  stack = await startStack(opts);
  const player = await seamlessPlayer(stack, opts.operatorKey, 1n);
  const start = await player.balance();
  const load = betLoad(player, `chaos-${Date.now()}`, WORKERS);
  const kinds: ('portal' | 'postgres')[] = Array.from({ length: KILLS * 2 }, (_, i) =>
    i % 2 === 0 ? 'portal' : 'postgres',
  );
  const step = Math.floor(OPS / (kinds.length + 1));
  for (const [i, kind] of kinds.entries()) {
    while (load.acknowledged.length < step * (i + 1)) await sleep(20);
    const t0 = performance.now();
    if (kind === 'portal') {
      // The start command is run again as soon as the old one has ended, as an operator would; the
      // demo vendor may still be stopping then, and the new start deals with it.
      process.kill(portalPids(opts.dataDir).server, 'SIGKILL');
      const previous: Stack = stack;
      while (previous.child.exitCode === null && previous.child.signalCode === null) await sleep(20);
      stack = await startStack(opts);
    } else {
      process.kill(postmasterPid(opts.dataDir), 'SIGKILL');
      while ((await healthStatus(stack.base)) === 200) await sleep(20);
      while ((await healthStatus(stack.base)) !== 200) await sleep(50);
    }
    const seconds = (performance.now() - t0) / 1000;
    recoveries.push({ kind, seconds });
    console.log(`kill -9 ${kind.padEnd(8)} #${Math.floor(i / 2) + 1}: back in ${seconds.toFixed(1)} s`);
  }
  while (load.acknowledged.length < OPS) await sleep(20);
  await load.stop();

  const { booked, missing } = await replayBets(player, load.acknowledged, load.sent);
  const spent = start - (await player.balance());
  const duplicated = Number(spent / player.stake - booked);
  const check = await player.walletCheck();
  const fivexx = [...load.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  const other5xx = fivexx - (load.statuses.get(503) ?? 0);
  const worst = Math.max(...recoveries.map((r) => r.seconds));
  const of = (kind: string) =>
    recoveries
      .filter((r) => r.kind === kind)
      .map((r) => r.seconds.toFixed(1))
      .join(' ');
  console.log('');
  console.log(`operations sent ${load.sent.length}, acknowledged ${load.acknowledged.length}`);
  console.log(`lost ${missing.length} (target 0), duplicated ${duplicated} (target 0)`);
  console.log(
    `5xx ${fivexx}: 503 service_unavailable ${load.statuses.get(503) ?? 0}, other 5xx ${other5xx} (target 0)`,
  );
  console.log(`no answer (connection refused or cut by a kill): ${load.statuses.get(0) ?? 0}`);
  console.log(`seconds to recover, portal kills: ${of('portal')}`);
  console.log(`seconds to recover, postgres kills: ${of('postgres')}`);
  console.log(`worst ${worst.toFixed(1)} s (target ≤ 10 s: ${worst <= 10 ? 'met' : 'NOT met'})`);
  console.log(`wallet check: ${JSON.stringify(check)}`);
  if (missing.length > 0 || duplicated !== 0 || other5xx > 0) process.exitCode = 1;
} finally {
  killStack(stack, opts.dataDir);
  removeDataDir(opts.dataDir);
}
