/**
 * `npm run bench:settlement` (issue 28): agent salary settlement and the agent reports at platform size.
 * An embedded PostgreSQL with the portal's schema gets 10,000 agents (5 top agents, depth up to 6 below
 * them) over 100,000 players, daily-salary, real-time salary and monthly dividend CONS contracts for the
 * whole tree, and 1,000,000 settled bets in one platform day (yesterday) plus 50,000 in the first
 * real-time window of today. Then it times the daily salary run of that day (target ≤ 60 s), the
 * real-time run of that window (≤ 5 s, tiers on yesterday's team basis) and the dividend run of the
 * month (≤ 60 s), starts the portal on the same database and measures team overview and team betting
 * for the top agent holding half the tree (p99 ≤ 300 ms), runs the three settlements again (they must
 * move 0), and prints a summary. BENCH_SCALE=0.05 for a quick run;
 * BENCH_HTTP_SECONDS (20) and BENCH_CONNECTIONS (4) shape the request load.
 */
import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { brandSettingsSchema } from '@portal/contract';
import { AuthRepo } from '../apps/server/src/modules/auth/auth.repo.ts';
import { ContractsRepo } from '../apps/server/src/modules/agents/contracts.repo.ts';
import { SettlementRepo } from '../apps/server/src/modules/agents/settlement.repo.ts';
import { SettlementService, type RunKind } from '../apps/server/src/modules/agents/settlement.service.ts';
import { SystemRepo } from '../apps/server/src/modules/system/system.repo.ts';
import { benchWallet } from './bench-portal.ts';
import { startBenchDatabase } from './embedded-db.ts';
import { makeDataDir, spawnPortal, waitFor200 } from './portal-process.ts';
import { buildTree, insertBets, insertContracts, ledgerTotals, openAgentAccounts, sizeAt } from './settlement-data.ts';

const SCALE = Number(process.env.BENCH_SCALE ?? 1);
const HTTP_SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 4);
const PORT = 8528;
const PG_PORT = 54_528;
const TARGET = { daily: 60, realtime: 5, p99: 300 };
/** The currency of benchWallet's ledger (bench/bench-portal.ts). */
const BENCH_CURRENCY = 'USD';

const size = sizeAt(SCALE);
const db = await startBenchDatabase({ port: PG_PORT, durable: true });
const { pool } = db.database;
const seconds = (since: number) => (performance.now() - since) / 1000;
const s1 = (n: number) => n.toFixed(1);
const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label.padEnd(54)} ${s1(seconds(started)).padStart(7)} s`);
  return result;
};

const data = makeDataDir();
let portal: ReturnType<typeof spawnPortal> | undefined;
try {
  const brand = brandSettingsSchema.parse(await new SystemRepo(db.database.db).getSetting('brand'));
  const contracts = new ContractsRepo(db.database.db);
  const settlement = new SettlementService(
    new SettlementRepo(db.database.db),
    contracts,
    benchWallet(db.database).ledger,
    async () => ({ timeZone: brand.timeZone, currencyExponent: brand.currencyExponent }),
  );
  const today = await contracts.periodBounds('D', new Date(), brand.timeZone);
  const day = await contracts.periodBounds('D', new Date(today.start.getTime() - 1), brand.timeZone);
  const window = await contracts.periodBounds('5min', today.start, brand.timeZone);
  // The day's first window also computes and stores the previous day's team figures; the other 287
  // read them. Both are timed.
  const nextWindow = await contracts.periodBounds('5min', window.end, brand.timeZone);
  const month = await contracts.periodBounds('M', day.start, brand.timeZone);

  console.log(
    `settlement bench — scale ${SCALE}: ${size.agents} agents, ${size.players} players, ${size.dayBets} bets on ` +
      `${day.start.toISOString()} (${brand.timeZone} day), ${size.windowBets} in the window from ${window.start.toISOString()}`,
  );
  const setupStarted = performance.now();
  const top = await step('members: agents level by level, then players', () => buildTree(pool, size));
  const contractCount = await step('contracts: daily, real-time, dividend for every agent', () =>
    insertContracts(pool, new Date(day.start.getTime() - 86_400_000), {
      daily: day.end,
      realtime: nextWindow.end,
      dividend: month.end,
    }),
  );
  await step("agents' main wallet accounts", () => openAgentAccounts(pool, BENCH_CURRENCY));
  await step(`bets: ${size.dayBets} in the day`, () => insertBets(pool, { prefix: 'bd', count: size.dayBets, ...day }));
  await step(`bets: ${size.windowBets} in each of two real-time windows`, async () => {
    await insertBets(pool, { prefix: 'bw', count: size.windowBets, ...window });
    await insertBets(pool, { prefix: 'bx', count: size.windowBets, ...nextWindow });
  });
  // What autovacuum does on a live system: planner statistics, and BRIN ranges summarised.
  await step('vacuum analyze', () => pool.query('vacuum analyze'));
  const tree = (await pool.query<{ n: number }>('select count(*)::int as n from member_tree')).rows[0]!.n;
  console.log(`  setup ${s1(seconds(setupStarted))} s (${contractCount} contract versions, ${tree} member_tree rows)`);

  const run = async (kind: RunKind, w: { start: Date; end: Date }) => {
    const ledgerBefore = await ledgerTotals(pool);
    const started = performance.now();
    await settlement.prepare(kind, 'CONS', w.start, w.end);
    const computed = seconds(started);
    if (!(await settlement.settleWindow(kind, 'CONS', w.start, w.end))) throw new Error(`${kind} was already posted`);
    const total = seconds(started);
    return { total, computed, paid: (await ledgerTotals(pool)).credits - ledgerBefore.credits };
  };
  const daily = await run('daily', day);
  console.log(
    `\ndaily salary run: ${s1(daily.total)} s (compute and store lines ${s1(daily.computed)} s, post ` +
      `${s1(daily.total - daily.computed)} s), paid ${daily.paid} minor units`,
  );
  const firstWindow = await run('realtime', window);
  console.log(
    `real-time, the day's first window (${size.windowBets} bets, stores yesterday's team figures): ` +
      `${s1(firstWindow.total)} s (compute and store lines ${s1(firstWindow.computed)} s, post ` +
      `${s1(firstWindow.total - firstWindow.computed)} s), paid ${firstWindow.paid}`,
  );
  const realtime = await run('realtime', nextWindow);
  console.log(
    `real-time, a later window (${size.windowBets} bets): ${s1(realtime.total)} s (compute and store lines ` +
      `${s1(realtime.computed)} s, post ${s1(realtime.total - realtime.computed)} s), paid ${realtime.paid}`,
  );
  const dividend = await run('dividend_M', month);
  console.log(
    `monthly dividend run (${month.start.toISOString()} to ${month.end.toISOString()}): ${s1(dividend.total)} s ` +
      `(compute and store lines ${s1(dividend.computed)} s, post ${s1(dividend.total - dividend.computed)} s), paid ${dividend.paid}`,
  );

  // The portal on the same database, and an agent-site session of the top agent (the row a sign-in
  // writes; the sign-in path itself is bench:auth's).
  const token = randomBytes(32).toString('base64url');
  await new AuthRepo(db.database.db).insertSession({
    tokenHash: createHash('sha256').update(token).digest(),
    memberId: top.topId,
    site: 'agent',
    ip: '127.0.0.1',
    userAgent: 'bench',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  process.env.DATABASE_URL = db.url;
  process.env.DEMO_VENDOR = 'false';
  process.env.RATE_LIMIT_PER_MINUTE = '100000000';
  portal = spawnPortal(['--import', 'tsx', 'apps/server/src/main.ts'], {
    port: PORT,
    pgPort: PG_PORT,
    dataDir: data.dir,
  });
  await waitFor200(`${portal.url}/api/health`);
  const dayName = new Date(day.start.getTime() + 12 * 3_600_000).toLocaleDateString('en-CA', {
    timeZone: brand.timeZone,
  });
  const reports = {
    'team overview': `/api/wps/agent/team/overview?from=${dayName}&to=${dayName}`,
    'team betting': `/api/wps/agent/team/bets?from=${dayName}&to=${dayName}&page=1&pageSize=20`,
  };
  const headers = { 'x-session-token': token };
  const http: Record<string, autocannon.Result> = {};
  console.log(`\n${top.topName}'s team, ${CONNECTIONS} connections, ${HTTP_SECONDS} s each after 3 s unmeasured`);
  for (const [label, path] of Object.entries(reports)) {
    const check = await fetch(`${portal.url}${path}`, { headers });
    if (check.status !== 200) throw new Error(`${label}: ${check.status} ${await check.text()}`);
    await load({ url: `${portal.url}${path}`, headers, connections: CONNECTIONS, timeout: 60, duration: 3 });
    const r = await load({
      url: `${portal.url}${path}`,
      headers,
      connections: CONNECTIONS,
      timeout: 60,
      duration: HTTP_SECONDS,
    });
    http[label] = r;
    console.log(
      `  ${label.padEnd(14)} ${s1(r.requests.average).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms` +
        (r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''),
    );
  }
  await portal.stop();
  portal = undefined;

  const before = await ledgerTotals(pool);
  const again = [
    await settlement.settleWindow('daily', 'CONS', day.start, day.end),
    await settlement.settleWindow('realtime', 'CONS', window.start, window.end),
    await settlement.settleWindow('realtime', 'CONS', nextWindow.start, nextWindow.end),
    await settlement.settleWindow('dividend_M', 'CONS', month.start, month.end),
  ];
  const after = await ledgerTotals(pool);
  const moved = after.credits - before.credits;
  console.log(
    `\nthe four runs again: ${again.some(Boolean) ? 'one posted again' : 'each already posted'}, money moved ${moved}, ` +
      `postings added ${after.postings - before.postings}`,
  );

  const rows: [string, string, string, boolean][] = [
    ['daily salary run', `${s1(daily.total)} s`, `≤ ${TARGET.daily} s`, daily.total <= TARGET.daily],
    [
      'real-time, first window',
      `${s1(firstWindow.total)} s`,
      `≤ ${TARGET.realtime} s`,
      firstWindow.total <= TARGET.realtime,
    ],
    ['real-time, later window', `${s1(realtime.total)} s`, `≤ ${TARGET.realtime} s`, realtime.total <= TARGET.realtime],
    ['monthly dividend run', `${s1(dividend.total)} s`, `≤ ${TARGET.daily} s`, dividend.total <= TARGET.daily],
    ...Object.entries(http).map(([label, r]): [string, string, string, boolean] => [
      `${label} p99`,
      `${r.latency.p99} ms`,
      `≤ ${TARGET.p99} ms`,
      r.latency.p99 <= TARGET.p99 && r.non2xx === 0 && r.errors === 0,
    ]),
    ['second runs move', String(moved), '0', moved === 0n && after.postings === before.postings],
  ];
  console.log(`\nsummary (scale ${SCALE})`);
  for (const [label, value, target, ok] of rows) {
    console.log(`  ${label.padEnd(24)} ${value.padStart(10)}  ${target.padEnd(9)} ${ok ? 'PASS' : 'MISS'}`);
  }
} finally {
  await portal?.stop();
  await db.stop();
  data.remove();
}

function load(opts: autocannon.Options) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}
