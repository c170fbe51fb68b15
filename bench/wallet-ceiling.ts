/**
 * The measuring pieces of `bench:wallet`, shared with `bench:vendor` (which prints its spins beside
 * this ceiling, measured in the same run): a timed load loop, pgbench's tpcb-like baseline on the same
 * cluster, and the ledger alone (a bet and a win posted without the vendor rows and bets: the floor).
 */
import { execFileSync } from 'node:child_process';
import { ensureDatabase } from '../apps/server/src/db/client.ts';
import type { LedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';

/** Unmeasured seconds before each measured phase (pgbench's included). */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);

export interface LoadResult {
  perSecond: number;
  p50: number;
  p99: number;
}

/** Sorted latencies (ms) → the p-th percentile. */
export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * Runs `op` from `concurrency` workers for WARMUP_SECONDS unmeasured (plans cached, code optimised,
 * pools filled: `BENCH_WARMUP`, 2 s by default), then for `seconds` measured; returns operations per
 * second and latencies of the measured part (`op` is told which part it is in).
 */
export async function load(
  op: (worker: number, i: number, measuring: boolean) => Promise<void>,
  opts: { seconds: number; concurrency: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  const warmup = WARMUP_SECONDS * 1000;
  const until = Date.now() + warmup + opts.seconds * 1000;
  const measured = performance.now() + warmup;
  await Promise.all(
    Array.from({ length: opts.concurrency }, async (_, w) => {
      for (let i = 0; Date.now() < until; i++) {
        const t0 = performance.now();
        const measuring = t0 >= measured;
        await op(w, i, measuring);
        if (measuring) latencies.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - measured) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * `pgbench -i -s 4` (tpcb-like tables, 400,000 accounts) in `database` of the cluster at `dbUrl`;
 * returns the environment that points pgbench at it.
 */
export function pgbenchInit(dbUrl: string, database: string): NodeJS.ProcessEnv {
  const url = new URL(dbUrl);
  const env = {
    ...process.env,
    // The same transport as the portal's pool: the cluster's Unix socket when the URL names one.
    PGHOST: url.searchParams.get('host') ?? url.hostname,
    PGPORT: url.port,
    PGUSER: decodeURIComponent(url.username),
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: database,
  };
  execFileSync('/usr/bin/pgbench', ['-i', '-q', '-s', '4'], { env, stdio: 'ignore' });
  return env;
}

/** pgbench -b tpcb-like on its own database `pgbench` of the cluster at `dbUrl`: transactions per second. */
export async function pgbenchTps(dbUrl: string, opts: { seconds: number; concurrency: number }): Promise<number> {
  const admin = new URL(dbUrl);
  admin.pathname = '/postgres';
  await ensureDatabase(admin.toString(), 'pgbench');
  const env = pgbenchInit(dbUrl, 'pgbench');
  const run = (seconds: number) =>
    execFileSync(
      '/usr/bin/pgbench',
      ['-b', 'tpcb-like', '-c', String(opts.concurrency), '-j', '4', '-T', String(seconds), '-n'],
      { env, encoding: 'utf8' },
    );
  // Warmed up like every other phase: a first run unmeasured.
  if (WARMUP_SECONDS > 0) run(Math.ceil(WARMUP_SECONDS));
  const pgOut = run(opts.seconds);
  return Number(/tps = ([\d.]+)/.exec(pgOut)?.[1] ?? NaN);
}

/** The ledger alone: a bet and its win between members' main wallets and a bench house account. */
export function ledgerOnlyPairs(
  ledger: LedgerService,
  members: readonly bigint[],
  opts: { seconds: number; concurrency: number; keyPrefix?: string },
): Promise<LoadResult> {
  const prefix = opts.keyPrefix ?? 'lb';
  return load(async (w, i) => {
    const member = members[(w * 5 + i) % members.length]!;
    const legs = (amount: bigint) => [
      { account: { member, kind: 'main' as const }, amount: -amount },
      { account: { system: 'house' as const, vendor: 'LEDGERBENCH' }, amount },
    ];
    await ledger.post({ key: `${prefix}:${w}:${i}:d`, kind: 'bet', memberId: member, legs: legs(100n) });
    await ledger.post({ key: `${prefix}:${w}:${i}:c`, kind: 'win', memberId: member, legs: legs(-150n) });
  }, opts);
}
