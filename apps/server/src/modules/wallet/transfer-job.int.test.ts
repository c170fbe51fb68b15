import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TRANSFERS_RESOLVE } from '../../jobs/job-queue.ts';
import { queueJobRun } from '../../test/job-runs.ts';
import { createTestApp } from '../../test/test-app.ts';
import { expectLedgerInvariants, fund, insertTestMember, testLedger } from '../../test/wallet-fixtures.ts';
import { VendorsRepo } from '../vendors/vendors.repo.ts';
import { VendorsService } from '../vendors/vendors.service.ts';
import type { LedgerService } from './ledger.service.ts';
import { SandboxTransferVendors } from './sandbox-transfer-vendor.ts';
import { TransferRepo } from './transfer.repo.ts';
import { TransferService } from './transfer.service.ts';

/**
 * A transfer left pending (the vendor never answered; the process that waited is gone) is settled
 * by the scheduled job, with nobody reading the balance: the portal's own run of the queue asks the
 * vendor, which never applied it, and the money goes back to the main wallet.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  ledger = testLedger(t.database.db);
});
afterAll(async () => {
  await expectLedgerInvariants(ledger);
  await t.close();
});

const statusOf = async (id: bigint) =>
  (await t.database.pool.query<{ status: string }>('select status from wallet_transfers where id = $1', [id])).rows[0]
    ?.status;

it('settles a pending transfer in the background, scheduled every minute', async () => {
  const schedules = await t.database.pool.query('select name, cron from pgboss.schedule where name = $1', [
    TRANSFERS_RESOLVE,
  ]);
  expect(schedules.rows).toEqual([{ name: TRANSFERS_RESOLVE, cron: '* * * * *' }]);

  // Another process's transfer, cut off before the vendor applied it.
  const sandbox = new SandboxTransferVendors(t.database.db);
  const other = new TransferService(
    ledger,
    new TransferRepo(t.database.db),
    new VendorsService(new VendorsRepo(t.database.db)),
    (code) => sandbox.for(code),
    { resolveAfterMs: 0 },
  );
  const member = await insertTestMember(t.database.db);
  await fund(ledger, member, 10_000n);
  sandbox.for('RYL').inject('timeout-before');
  const pending = await other.transfer(member, { from: 'MAIN', to: 'RYL', amount: 4_000n, requestId: randomUUID() });
  expect(pending.status).toBe('pending');
  // Older than the time a caller still waits for its answer.
  await t.database.pool.query(`update wallet_transfers set created_at = now() - interval '5 minutes' where id = $1`, [
    pending.id,
  ]);

  await queueJobRun(t.database.pool, TRANSFERS_RESOLVE);
  const until = Date.now() + 15_000;
  while ((await statusOf(pending.id)) === 'pending' && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
  expect(await statusOf(pending.id)).toBe('failed');
  const accounts = await ledger.repo.memberAccounts(member);
  expect(accounts.find((a) => a.kind === 'main')?.balance).toBe(10_000n);
});
