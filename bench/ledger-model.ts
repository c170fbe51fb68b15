/**
 * `npm run bench:ledger-model`: the ledger's model-based check (apps/server/src/test/
 * ledger-model.ts) with 100,000 random runs against a real PostgreSQL — ten times what the test
 * suite runs. Prints runs, steps, runs per second and the invariant report; exits 1 on any failure.
 * LEDGER_MODEL_RUNS overrides the count.
 */
import fc from 'fast-check';
import { MembersRepo } from '../apps/server/src/modules/members/members.repo.ts';
import { BalanceEvents } from '../apps/server/src/modules/wallet/balance-events.ts';
import {
  runModel,
  stepArbitrary,
  zeroBalances,
  type Balances,
  type World,
} from '../apps/server/src/test/ledger-model.ts';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';
import { startBenchDatabase } from './embedded-db.ts';

const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 100_000);

const db = await startBenchDatabase({ port: 54_731, durable: false });
try {
  const ledger = new LedgerService(db.database.db, async () => 'USD', new BalanceEvents(db.database.db.$notifications));
  const repo = new MembersRepo(db.database.db);
  const member = async (name: string, customerType: number) =>
    (await repo.insert({ username: name, usernameKey: name, passwordHash: 'x', customerType }))!.id;
  const world: World = {
    members: [await member('model0', 3), await member('model1', 3)],
    trial: await member('model2', 4),
  };
  await ledger.post({
    key: 'model:demo-credit',
    kind: 'demo_credit',
    memberId: world.trial,
    legs: [
      { account: { system: 'demo_issuer' }, amount: -(10n ** 12n) },
      { account: { member: world.trial, kind: 'demo' }, amount: 10n ** 12n },
    ],
  });
  let balances: Balances = { ...zeroBalances(), demo: 10n ** 12n };
  let run = 0;
  let steps = 0;
  const started = performance.now();
  const result = await fc.check(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), async (s) => {
      steps += s.length;
      balances = await runModel(ledger, world, `model:${run++}`, balances, s);
      if (run % 10_000 === 0) console.log(`  ${run} runs…`);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  const seconds = (performance.now() - started) / 1000;
  const report = await ledger.repo.checkInvariants();
  console.log('\nLedger model-based check (fast-check, real PostgreSQL)');
  console.log(`  runs              ${RUNS}${result.failed ? ' — FAILED' : ''}`);
  console.log(`  steps             ${steps}`);
  console.log(`  runs per second   ${(RUNS / seconds).toFixed(0)} (${seconds.toFixed(1)} s)`);
  console.log(`  invariants        ${JSON.stringify(report)}`);
  const broken =
    report.balanceMismatches + report.unbalancedTransactions + report.negativeMemberAccounts + report.emptyTransactions;
  if (result.failed || broken > 0) {
    if (result.failed) console.error(fc.defaultReportMessage(result));
    process.exitCode = 1;
  }
} finally {
  await db.stop();
}
