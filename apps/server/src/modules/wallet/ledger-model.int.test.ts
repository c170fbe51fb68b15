import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { insertTestMember, testLedger } from '../../test/wallet-fixtures.ts';
import { runModel, stepArbitrary, zeroBalances, type Balances, type World } from '../../test/ledger-model.ts';
import type { LedgerService } from './ledger.service.ts';

/** At least 10,000 random runs in the suite; bench/ledger-model.ts runs 100,000. */
const RUNS = Number(process.env.LEDGER_MODEL_RUNS ?? 10_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ledger: LedgerService;
let world: World;
beforeAll(async () => {
  database = await createTestDatabase();
  ledger = testLedger(database.db);
  world = {
    members: [await insertTestMember(database.db), await insertTestMember(database.db)],
    trial: await insertTestMember(database.db, 4),
  };
  // The trial account's demo credit, as free play grants it.
  await ledger.post({
    key: 'model:demo-credit',
    kind: 'demo_credit',
    memberId: world.trial,
    legs: [
      { account: { system: 'demo_issuer' }, amount: -1_000_000n },
      { account: { member: world.trial, kind: 'demo' }, amount: 1_000_000n },
    ],
  });
});
afterAll(async () => database.drop());

it(`keeps the ledger equal to the model over ${RUNS} random runs`, { timeout: 600_000 }, async () => {
  let balances: Balances = { ...zeroBalances(), demo: 1_000_000n };
  let run = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 12 }), async (steps) => {
      balances = await runModel(ledger, world, `model:${run++}`, balances, steps);
    }),
    { numRuns: RUNS, endOnFailure: true },
  );
  const report = await ledger.repo.checkInvariants();
  expect(report.transactions).toBeGreaterThan(RUNS);
  expect(report).toMatchObject({
    balanceMismatches: 0,
    unbalancedTransactions: 0,
    negativeMemberAccounts: 0,
    emptyTransactions: 0,
  });
});
