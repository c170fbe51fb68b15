/**
 * `npm run bench:wallet`: the seamless vendor wallet against a pgbench baseline on the same
 * PostgreSQL (durable: default fsync and synchronous commit).
 *
 * 1. pgbench -b tpcb-like: transactions per second of PostgreSQL itself on this machine.
 * 2. Service level: seamless bet+win pairs per second (VendorWalletService, no HTTP), with the
 *    calls batched under load as the portal runs them, then each call alone (what batching gains).
 * 3. HTTP: signed vendor callbacks (debit, credit) per second with p50/p99 latency, sent from a
 *    worker thread (the vendor's side; bench/wallet-http-client.ts).
 * Then the ratios, the ledger's invariant report and the vendor reconciliation against the bench's
 * own totals. Exits 1 when an invariant or the reconciliation is off.
 */
import { VendorReconciliationService } from '../apps/server/src/modules/vendors/reconciliation.service.ts';
import { VendorKeysService } from '../apps/server/src/modules/vendors/vendor-keys.service.ts';
import { benchApp, benchWallet, brokenInvariants, fundedBenchMember } from './bench-portal.ts';
import { startBenchDatabase } from './embedded-db.ts';
import { runHttpClient } from './wallet-http-client.ts';
import { ledgerOnlyPairs, load as loadFor, pgbenchTps, WARMUP_SECONDS } from './wallet-ceiling.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const PLAYERS = 64;
const VENDOR = 'NSL';
const PORT = 8297;

const db = await startBenchDatabase({ port: 54_741, durable: true, poolSize: 20 });
const own = { debits: 0, debitTotal: 0n, credits: 0, creditTotal: 0n };

/** Runs `op` from `CONCURRENCY` workers for `SECONDS` (bench/wallet-ceiling.ts). */
const load = (op: (worker: number, i: number) => Promise<void>) =>
  loadFor(op, { seconds: SECONDS, concurrency: CONCURRENCY });

try {
  // 1. pgbench baseline on its own database of the same cluster.
  const tps = await pgbenchTps(db.url, { seconds: SECONDS, concurrency: CONCURRENCY });

  // Players with money and a live session at the vendor.
  const bench = benchWallet(db.database);
  const { ledger, repo, wallet } = bench;
  const players: { token: string; playerId: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { id } = await fundedBenchMember(bench, `wb${i}`);
    players.push(await wallet.openSession(id, VENDOR));
  }
  const caller = { code: VENDOR, enabled: true, maintenance: false };

  // 2a. The ledger alone: the same two movements without the vendor rows and bets (the floor).
  const ids = players.map((p) => BigInt(p.playerId));
  const ledgerOnly = await ledgerOnlyPairs(ledger, ids, { seconds: SECONDS, concurrency: CONCURRENCY });

  // 2. Service level: a bet and its win, the calls batched under load as the portal runs them, then each alone.
  const pairs = (service: typeof wallet, prefix: string) =>
    load(async (w, i) => {
      const p = players[(w * 7 + i) % PLAYERS]!;
      const id = `${prefix}-${w}-${i}`;
      const common = { roundId: `r-${id}`, gameCode: 'bench' };
      await service.debit(caller, { ...p, ...common, txId: `${id}-d`, amount: 100n });
      await service.credit(caller, {
        playerId: p.playerId,
        ...common,
        txId: `${id}-c`,
        debitTxId: `${id}-d`,
        amount: 150n,
      });
      own.debits++;
      own.debitTotal += 100n;
      own.credits++;
      own.creditTotal += 150n;
    });
  const service = await pairs(wallet, 'svc');
  const alone = await pairs(benchWallet(db.database, { batch: false }).wallet, 'one');

  // 3. HTTP: the real app on a socket, signed callbacks (each iteration: one debit, one credit).
  const secret = await new VendorKeysService(repo).ensureKey(VENDOR);
  const app = await benchApp(db.database, `http://127.0.0.1:${PORT}`);
  await app.listen({ port: PORT, host: '127.0.0.1' });
  // The vendor's side runs in a worker thread (bench/wallet-http-client.ts): a vendor calls from its
  // own servers, not from inside the portal's event loop.
  const http = await runHttpClient({
    port: PORT,
    vendor: VENDOR,
    secret,
    players,
    seconds: SECONDS,
    concurrency: CONCURRENCY,
  });
  own.debits += http.debits;
  own.debitTotal += BigInt(http.debitTotal);
  own.credits += http.credits;
  own.creditTotal += BigInt(http.creditTotal);
  await app.close();

  const invariants = await ledger.repo.checkInvariants();
  const report = await new VendorReconciliationService(repo).daily(VENDOR, new Date().toISOString().slice(0, 10));
  const reconciled =
    report.debits.count === own.debits &&
    report.debits.total === String(own.debitTotal) &&
    report.credits.count === own.credits &&
    report.credits.total === String(own.creditTotal);
  const f = (n: number) => n.toFixed(1);
  console.log(
    `vendor wallet bench — ${SECONDS} s per phase after ${WARMUP_SECONDS} s unmeasured, ${CONCURRENCY} clients, durable PostgreSQL`,
  );
  console.log(`  pgbench tpcb-like baseline        ${f(tps)} tps`);
  console.log(
    `  service bet+win pairs             ${f(service.perSecond)} /s (p50 ${f(service.p50)} ms, p99 ${f(service.p99)} ms)`,
  );
  console.log(
    `  same, each call alone             ${f(alone.perSecond)} /s (p50 ${f(alone.p50)} ms, p99 ${f(alone.p99)} ms)`,
  );
  console.log(
    `  HTTP vendor callbacks             ${f(http.perSecond)} /s (p50 ${f(http.p50)} ms, p99 ${f(http.p99)} ms)`,
  );
  console.log(`  ledger-only bet+win pairs         ${f(ledgerOnly.perSecond)} /s (p50 ${f(ledgerOnly.p50)} ms)`);
  console.log(`  ratio pairs / pgbench tps         ${(service.perSecond / tps).toFixed(2)}`);
  console.log(`  ratio pairs / pairs alone         ${(service.perSecond / alone.perSecond).toFixed(2)}`);
  console.log(`  ratio pairs / ledger-only pairs   ${(service.perSecond / ledgerOnly.perSecond).toFixed(2)}`);
  console.log(`  ratio callbacks / pgbench tps     ${(http.perSecond / tps).toFixed(2)}`);
  console.log(`  invariants ${JSON.stringify(invariants)}`);
  console.log(`  reconciliation ${reconciled ? 'matches' : 'DOES NOT MATCH'} ${JSON.stringify(report)}`);
  const broken = brokenInvariants(invariants);
  if (broken > 0 || !reconciled) process.exitCode = 1;
} finally {
  await db.stop();
}
