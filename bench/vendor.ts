/**
 * `npm run bench:vendor`: spins per second one demo-vendor wallet sustains against the portal's
 * seamless wallet API over real HTTP, beside the wallet benchmark's ceiling measured in the same run
 * on the same embedded PostgreSQL (durable): pgbench tpcb-like, the ledger alone, and the portal's
 * wallet API called directly (signed debit+credit pairs, no vendor database).
 *
 * One spin = placeBet (vendor bet row + signed debit) and settleBet (bet settled + outbox credit in
 * one transaction, then the signed credit) with a payout drawn from a slot-like distribution.
 * Targets (printed, not enforced): ≥ 1,000 spins/s and p99 ≤ 50 ms per wallet call. Exits 1 only
 * when the portal's ledger invariants break or the two sides' reconciliation differs.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { VendorReconciliationService } from '../apps/server/src/modules/vendors/reconciliation.service.ts';
import { ensureDatabase } from '../apps/server/src/db/client.ts';
import { migrateVendorDb } from '../apps/vendor/src/db/migrate.ts';
import { createPool } from '../apps/vendor/src/db/pool.ts';
import { insertSession } from '../apps/vendor/src/sessions/session.repo.ts';
import { callTotals, pendingCount } from '../apps/vendor/src/wallet/outbox.repo.ts';
import { createPortalClient } from '../apps/vendor/src/wallet/portal-client.ts';
import { createWallet } from '../apps/vendor/src/wallet/wallet.ts';
import type { PlayerSession } from '../apps/vendor/src/wallet/wallet-port.ts';
import { benchWallet, brokenInvariants, fundedBenchMember } from './bench-portal.ts';
import { startBenchDatabase } from './embedded-db.ts';
import { startPortalWorker } from './portal-worker.ts';
import { ledgerOnlyPairs, load, percentile, pgbenchTps, WARMUP_SECONDS } from './wallet-ceiling.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const PLAYERS = CONCURRENCY * 2;
const VENDOR = 'NSL';
/** The direct-API phase uses another code, so the vendor's reconciliation of NSL stays its own. */
const DIRECT = 'JDR';
const STAKE = 100n;
const TARGET_SPINS = 1000;
const TARGET_P99_MS = 50;

/** A slot-like payout for a stake (RTP ≈ 96%): mostly nothing, small wins often, big wins rarely. */
function slotPayout(stake: bigint): bigint {
  const r = randomInt(10_000);
  const pct = (lo: number, span: number) => (stake * BigInt(lo + randomInt(span + 1))) / 100n;
  if (r < 6535) return 0n;
  if (r < 8735) return pct(100, 40); // 1–1.4×
  if (r < 9735) return pct(200, 200); // 2–4×
  if (r < 9985) return pct(500, 1000); // 5–15×
  return pct(5000, 10_000); // 50–150×
}

const db = await startBenchDatabase({ port: 54_761, durable: true, poolSize: 24 });
const secret = randomBytes(32).toString('hex');
const warnings: string[] = [];
/** Closed in order at the end, also when a phase fails. */
const cleanup: (() => Promise<unknown>)[] = [];
const log = { info: () => {}, warn: (m: string) => warnings.push(m), error: (m: string) => warnings.push(m) };

try {
  const opts = { seconds: SECONDS, concurrency: CONCURRENCY };
  // The vendor's own database in the same cluster.
  const admin = new URL(db.url);
  admin.pathname = '/postgres';
  await ensureDatabase(admin.toString(), 'vendor_bench');
  const vendorUrl = new URL(db.url);
  vendorUrl.pathname = '/vendor_bench';
  const vendorDb = createPool(vendorUrl.toString(), 24);
  cleanup.unshift(() => vendorDb.end());
  await migrateVendorDb(vendorDb);

  // Ceiling 1: PostgreSQL itself.
  const tps = await pgbenchTps(db.url, opts);

  // Members with money and portal sessions at both codes.
  const bench = benchWallet(db.database);
  const { ledger, repo, wallet: portalWallet } = bench;
  for (const code of [VENDOR, DIRECT]) await repo.rotateKey(code, secret, new Date());
  const ids: bigint[] = [];
  const sessions: PlayerSession[] = [];
  const direct: { token: string; playerId: string }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const { id, name } = await fundedBenchMember(bench, `vb${i}`);
    ids.push(id);
    const portalSession = await portalWallet.openSession(id, VENDOR);
    direct.push(await portalWallet.openSession(id, DIRECT));
    sessions.push(
      await insertSession(
        vendorDb,
        {
          id: randomBytes(32).toString('base64url'),
          vendorCode: VENDOR,
          playerId: portalSession.playerId,
          portalToken: portalSession.token,
          nickname: name,
          currency: 'USD',
          language: 'en',
          demo: false,
          walletMode: 'seamless',
          gameId: 'bench-slot',
        },
        3_600_000,
      ),
    );
  }

  // Ceiling 2: the ledger alone.
  const ledgerOnly = await ledgerOnlyPairs(ledger, ids, { ...opts, keyPrefix: 'vlb' });

  // The portal on a socket, in its own thread (bench/portal-worker.ts): the vendor is another service.
  const portal = await startPortalWorker(db.url);
  cleanup.unshift(() => portal.stop());
  const portalUrl = portal.url;

  // Ceiling 3: the portal's wallet API called directly (signed debit + credit, no vendor database).
  const client = createPortalClient({ portalUrl, secret, timeoutMs: 3000 });
  const directCalls: number[] = [];
  let directFailed = 0;
  const timed = async (call: () => Promise<{ kind: string }>, measuring: boolean) => {
    const t0 = performance.now();
    const answer = await call();
    if (measuring) directCalls.push(performance.now() - t0);
    if (answer.kind !== 'ok') directFailed++;
  };
  const directPairs = await load(async (w, i, measuring) => {
    const p = direct[w * 2 + (i % 2)]!;
    const tx = `dp-${w}-${i}`;
    const common = { playerId: p.playerId, roundId: `r-${tx}`, gameCode: 'bench-slot' };
    await timed(
      () => client.call('debit', DIRECT, { ...common, token: p.token, txId: `${tx}-d`, amount: '100' }),
      measuring,
    );
    await timed(
      () => client.call('credit', DIRECT, { ...common, txId: `${tx}-c`, debitTxId: `${tx}-d`, amount: '96' }),
      measuring,
    );
  }, opts);

  // The vendor: spins through its WalletPort.
  const wallet = createWallet({ db: vendorDb, portalUrl, secret, log });
  wallet.start();
  cleanup.unshift(() => wallet.stop());
  const walletCalls: number[] = [];
  let refused = 0;
  let queued = 0;
  const spins = await load(async (w, i, measuring) => {
    const session = sessions[w * 2 + (i % 2)]!;
    let t0 = performance.now();
    const bet = await wallet.placeBet(session, { roundId: `spin-${w}-${i}`, gameId: 'bench-slot', amount: STAKE });
    if (measuring) walletCalls.push(performance.now() - t0);
    if (!bet.ok) {
      refused++;
      return;
    }
    t0 = performance.now();
    const balance = await wallet.settleBet(bet.betId, slotPayout(STAKE));
    if (measuring) walletCalls.push(performance.now() - t0);
    if (balance === null) queued++;
  }, opts);

  // Let the outbox deliver anything left, then compare the two sides.
  const drainUntil = Date.now() + 120_000;
  while ((await pendingCount(vendorDb)) > 0 && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 100));
  const owed = await pendingCount(vendorDb);
  await wallet.stop();

  const invariants = await ledger.repo.checkInvariants();
  const date = new Date().toISOString().slice(0, 10);
  const portalTotals = await new VendorReconciliationService(repo).daily(VENDOR, date);
  const from = new Date(`${date}T00:00:00.000Z`);
  const ours = await callTotals(vendorDb, VENDOR, from, new Date(from.getTime() + 86_400_000));
  const same = (a: { count: number; total: string }, b: { count: number; total: bigint }) =>
    a.count === b.count && a.total === String(b.total);
  const reconciled =
    same(portalTotals.debits, ours.debit) &&
    same(portalTotals.credits, ours.credit) &&
    same(portalTotals.rollbacks, ours.rollback);

  walletCalls.sort((a, b) => a - b);
  directCalls.sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1);
  const callP50 = percentile(walletCalls, 50);
  const callP99 = percentile(walletCalls, 99);
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    `demo vendor bench — ${SECONDS} s per phase after ${WARMUP_SECONDS} s unmeasured, ${CONCURRENCY} clients, durable PostgreSQL`,
  );
  console.log('  ceiling (same run, same cluster):');
  console.log(`    pgbench tpcb-like                 ${f(tps)} tps`);
  console.log(`    ledger-only bet+win pairs         ${f(ledgerOnly.perSecond)} /s (p50 ${f(ledgerOnly.p50)} ms)`);
  console.log(
    `    portal API debit+credit pairs     ${f(directPairs.perSecond)} /s (per call p50 ${f(percentile(directCalls, 50))} ms, p99 ${f(percentile(directCalls, 99))} ms, ${directFailed} not ok)`,
  );
  console.log('  vendor wallet:');
  console.log(
    `    spins (placeBet + settleBet)      ${f(spins.perSecond)} /s (per spin p50 ${f(spins.p50)} ms, p99 ${f(spins.p99)} ms)`,
  );
  console.log(`    wallet calls                      p50 ${f(callP50)} ms, p99 ${f(callP99)} ms`);
  console.log(
    `    refused bets ${refused}, credits left to the retry worker ${queued}, still owed ${owed}, warnings ${warnings.length}`,
  );
  console.log(`  ratio spins / portal API pairs      ${(spins.perSecond / directPairs.perSecond).toFixed(2)}`);
  console.log(`  ratio spins / ledger-only pairs     ${(spins.perSecond / ledgerOnly.perSecond).toFixed(2)}`);
  console.log(`  ratio spins / pgbench tps           ${(spins.perSecond / tps).toFixed(2)}`);
  console.log(`  target ≥ ${TARGET_SPINS} spins/s: ${met(spins.perSecond >= TARGET_SPINS)}`);
  console.log(`  target wallet-call p99 ≤ ${TARGET_P99_MS} ms: ${met(callP99 <= TARGET_P99_MS)}`);
  console.log(`  invariants ${JSON.stringify(invariants)}`);
  console.log(`  reconciliation ${reconciled ? 'matches' : 'DOES NOT MATCH'} portal ${JSON.stringify(portalTotals)}`);
  if (warnings.length > 0) console.log(`  first warning: ${warnings[0]}`);
  const broken = brokenInvariants(invariants);
  if (broken > 0 || !reconciled || owed > 0) process.exitCode = 1;
} finally {
  for (const close of cleanup) await close().catch((err: unknown) => console.error(err));
  await db.stop();
}
