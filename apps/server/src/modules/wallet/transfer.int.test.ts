import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-app.ts';
import { expectLedgerInvariants, fund, insertTestMember, testLedger } from '../../test/wallet-fixtures.ts';
import { VendorsRepo } from '../vendors/vendors.repo.ts';
import { VendorsService } from '../vendors/vendors.service.ts';
import type { LedgerService } from './ledger.service.ts';
import { SandboxTransferVendors } from './sandbox-transfer-vendor.ts';
import { SandboxVendorRepo } from './sandbox-vendor.repo.ts';
import { TransferRepo } from './transfer.repo.ts';
import { TransferService, vendorRef } from './transfer.service.ts';
import { vendorMemberRef } from './transfer-vendor.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let ledger: LedgerService;
let sandbox: SandboxTransferVendors;
let transfers: TransferService;
beforeAll(async () => {
  database = await createTestDatabase();
  ledger = testLedger(database.db);
  sandbox = new SandboxTransferVendors(database.db);
  transfers = new TransferService(
    ledger,
    new TransferRepo(database.db),
    new VendorsService(new VendorsRepo(database.db)),
    (code) => sandbox.for(code),
    { resolveAfterMs: 0 },
  );
});
afterAll(async () => database.drop());

const balances = async (member: bigint) => {
  const accounts = await ledger.repo.memberAccounts(member);
  const of = (kind: string, vendor?: string) =>
    accounts.find((a) => a.kind === kind && (vendor === undefined || a.vendorCode === vendor))?.balance ?? 0n;
  return {
    main: of('main'),
    RYL: of('vendor', 'RYL'),
    FRT: of('vendor', 'FRT'),
    atRYL: await sandbox.for('RYL').balance(vendorMemberRef(member)),
    atFRT: await sandbox.for('FRT').balance(vendorMemberRef(member)),
  };
};

const funded = async (amount = 10_000n) => {
  const member = await insertTestMember(database.db);
  await fund(ledger, member, amount);
  return member;
};

const move = (member: bigint, from: string, to: string, amount: bigint, requestId = randomUUID()) =>
  transfers.transfer(member, { from, to, amount, requestId });

describe('main ↔ vendor transfers', () => {
  it('moves main → vendor and back; the vendor holds the money in between', async () => {
    const m = await funded();
    const t = await move(m, 'MAIN', 'RYL', 3_000n);
    expect(t).toMatchObject({ status: 'done', direction: 'in', vendorCode: 'RYL', amount: 3_000n });
    expect(await balances(m)).toMatchObject({ main: 7_000n, RYL: 3_000n, atRYL: 3_000n });
    const back = await move(m, 'ryl', 'MAIN', 1_000n);
    expect(back).toMatchObject({ status: 'done', direction: 'out' });
    expect(await balances(m)).toMatchObject({ main: 8_000n, RYL: 2_000n, atRYL: 2_000n });
  });

  it('moves a repeated request id once; the same id for another amount is a conflict', async () => {
    const m = await funded();
    const id = randomUUID();
    const first = await move(m, 'MAIN', 'RYL', 500n, id);
    const again = await move(m, 'MAIN', 'RYL', 500n, id);
    expect(again.id).toBe(first.id);
    const both = await Promise.all([move(m, 'MAIN', 'FRT', 200n), move(m, 'MAIN', 'FRT', 700n)]);
    expect(both.map((b) => b.status)).toEqual(['done', 'done']);
    await expect(move(m, 'MAIN', 'RYL', 501n, id)).rejects.toMatchObject({ code: 'idempotency_conflict' });
    await expect(move(m, 'RYL', 'MAIN', 500n, id)).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await balances(m)).toMatchObject({ main: 10_000n - 500n - 900n, RYL: 500n, atRYL: 500n });
  });

  it('runs two parallel requests with one id once', async () => {
    const m = await funded();
    const id = randomUUID();
    const [a, b] = await Promise.all([move(m, 'MAIN', 'RYL', 400n, id), move(m, 'MAIN', 'RYL', 400n, id)]);
    expect(a.id).toBe(b.id);
    expect(await balances(m)).toMatchObject({ main: 9_600n, RYL: 400n, atRYL: 400n });
  });

  it('refuses more than the balance and moves nothing; the request id stays free', async () => {
    const m = await funded(100n);
    const id = randomUUID();
    await expect(move(m, 'MAIN', 'RYL', 101n, id)).rejects.toMatchObject({ code: 'insufficient_balance' });
    await expect(move(m, 'RYL', 'MAIN', 1n)).rejects.toMatchObject({ code: 'insufficient_balance' });
    expect(await balances(m)).toMatchObject({ main: 100n, RYL: 0n, atRYL: 0n });
    expect((await move(m, 'MAIN', 'RYL', 100n, id)).status).toBe('done');
  });

  it('refuses bad pairs, unknown vendors, seamless vendors and vendors in maintenance', async () => {
    const m = await funded();
    await expect(move(m, 'MAIN', 'MAIN', 1n)).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(move(m, 'RYL', 'FRT', 1n)).rejects.toMatchObject({ code: 'validation_failed' });
    await expect(move(m, 'MAIN', 'NOPE', 1n)).rejects.toMatchObject({ code: 'not_found' });
    const [seamless] = (
      await database.db.execute<{ code: string }>(sql`select code from game_vendors where wallet_mode = 'seamless'`)
    ).rows;
    await expect(move(m, 'MAIN', seamless!.code, 1n)).rejects.toMatchObject({ code: 'not_found' });
    await database.db.execute(sql`update game_vendors set maintenance = true where code = 'FRT'`);
    try {
      await expect(move(m, 'MAIN', 'FRT', 1n)).rejects.toMatchObject({ code: 'vendor_maintenance' });
    } finally {
      await database.db.execute(sql`update game_vendors set maintenance = false where code = 'FRT'`);
    }
    expect((await balances(m)).main).toBe(10_000n);
  });

  it('refunds a transfer the vendor refuses (transfer_failed), both ways', async () => {
    const m = await funded();
    sandbox.for('RYL').inject('fail');
    await expect(move(m, 'MAIN', 'RYL', 2_000n)).rejects.toMatchObject({ code: 'transfer_failed' });
    expect(await balances(m)).toMatchObject({ main: 10_000n, RYL: 0n, atRYL: 0n });
    await move(m, 'MAIN', 'RYL', 2_000n);
    sandbox.for('RYL').inject('fail');
    await expect(move(m, 'RYL', 'MAIN', 2_000n)).rejects.toMatchObject({ code: 'transfer_failed' });
    expect(await balances(m)).toMatchObject({ main: 8_000n, RYL: 2_000n, atRYL: 2_000n });
  });
});

describe('a transfer whose answer timed out', () => {
  it('main → vendor applied by the vendor: pending, then completed by status(ref)', async () => {
    const m = await funded();
    sandbox.for('RYL').inject('timeout-after');
    const t = await move(m, 'MAIN', 'RYL', 1_500n);
    expect(t.status).toBe('pending');
    expect(await balances(m)).toMatchObject({ main: 8_500n, RYL: 0n, atRYL: 1_500n });
    sandbox.for('RYL').inject('status-unknown');
    expect(await transfers.resolvePending(m)).toEqual({ done: 0, failed: 0, pending: 1 });
    expect(await transfers.resolvePending(m)).toEqual({ done: 1, failed: 0, pending: 0 });
    expect(await balances(m)).toMatchObject({ main: 8_500n, RYL: 1_500n, atRYL: 1_500n });
  });

  it('main → vendor never applied: pending, then refunded, and the late call is refused', async () => {
    const m = await funded();
    sandbox.for('RYL').inject('timeout-before');
    const t = await move(m, 'MAIN', 'RYL', 1_500n);
    expect(t.status).toBe('pending');
    expect(await balances(m)).toMatchObject({ main: 8_500n, RYL: 0n, atRYL: 0n });
    // The member's next transfer settles it first.
    await move(m, 'MAIN', 'FRT', 100n);
    expect(await balances(m)).toMatchObject({ main: 9_900n, RYL: 0n, atRYL: 0n, FRT: 100n });
    expect(await sandbox.for('RYL').transferIn(vendorRef(t), vendorMemberRef(m), 1_500n)).toBe('failed');
    expect((await balances(m)).atRYL).toBe(0n);
  });

  it('vendor → main, applied and not applied', async () => {
    const m = await funded();
    await move(m, 'MAIN', 'RYL', 4_000n);
    sandbox.for('RYL').inject('timeout-after');
    expect((await move(m, 'RYL', 'MAIN', 1_000n)).status).toBe('pending');
    expect(await balances(m)).toMatchObject({ main: 6_000n, RYL: 3_000n, atRYL: 3_000n });
    sandbox.for('RYL').inject('timeout-before');
    // The member's next transfer first completes the applied one, then its own answer times out.
    expect((await move(m, 'RYL', 'MAIN', 500n)).status).toBe('pending');
    expect(await balances(m)).toMatchObject({ main: 7_000n, RYL: 2_500n, atRYL: 3_000n });
    expect(await transfers.resolvePending(null)).toMatchObject({ done: 0, failed: 1, pending: 0 });
    expect(await balances(m)).toMatchObject({ main: 7_000n, RYL: 3_000n, atRYL: 3_000n });
  });

  it('leaves a young pending transfer to the call still waiting for its answer', async () => {
    const m = await funded();
    sandbox.for('FRT').inject('timeout-before');
    expect((await move(m, 'MAIN', 'FRT', 100n)).status).toBe('pending');
    expect(await transfers.resolvePending(m, 60_000)).toEqual({ done: 0, failed: 0, pending: 0 });
    expect(await transfers.resolvePending(m, 0)).toEqual({ done: 0, failed: 1, pending: 0 });
  });
});

describe('sweeps and recycle', () => {
  it('sweeps the whole main balance into a vendor and all of it back', async () => {
    const m = await funded(5_000n);
    expect(await transfers.sweepIn(m, 'FRT')).toMatchObject({ status: 'done', amount: 5_000n });
    expect(await balances(m)).toMatchObject({ main: 0n, FRT: 5_000n, atFRT: 5_000n });
    expect(await transfers.sweepIn(m, 'FRT')).toBeNull();
    expect(await transfers.sweepOut(m, 'FRT')).toMatchObject({ status: 'done', amount: 5_000n });
    expect(await balances(m)).toMatchObject({ main: 5_000n, FRT: 0n, atFRT: 0n });
    expect(await transfers.sweepOut(m, 'FRT')).toBeNull();
  });

  it('recycles every vendor wallet back to main and says what moved per vendor', async () => {
    const m = await funded();
    await move(m, 'MAIN', 'RYL', 3_000n);
    await move(m, 'MAIN', 'FRT', 2_000n);
    sandbox.for('FRT').inject('timeout-after');
    const moved = await transfers.recycle(m);
    expect(moved.sort((a, b) => a.vendor.localeCompare(b.vendor))).toEqual([
      { vendor: 'FRT', amount: 2_000n, status: 'pending' },
      { vendor: 'RYL', amount: 3_000n, status: 'done' },
    ]);
    expect(await transfers.recycle(m)).toEqual([]);
    expect(await balances(m)).toMatchObject({ main: 10_000n, RYL: 0n, FRT: 0n, atRYL: 0n, atFRT: 0n });
  });

  it('leaves a vendor in maintenance alone during recycle', async () => {
    const m = await funded();
    await move(m, 'MAIN', 'RYL', 1_000n);
    await database.db.execute(sql`update game_vendors set maintenance = true where code = 'RYL'`);
    try {
      expect(await transfers.recycle(m)).toEqual([{ vendor: 'RYL', amount: 1_000n, status: 'maintenance' }]);
    } finally {
      await database.db.execute(sql`update game_vendors set maintenance = false where code = 'RYL'`);
    }
    expect(await balances(m)).toMatchObject({ main: 9_000n, RYL: 1_000n });
  });
});

describe('play at a transfer-wallet vendor', () => {
  // The vendor's side changes by itself while the member plays there (the sandbox's own wallet stands
  // in for the game here); bringing money back books the difference first.
  const play = (member: bigint, vendor: string, direction: 'in' | 'out', amount: bigint) =>
    new SandboxVendorRepo(database.db).apply(
      vendor,
      `play-${randomUUID()}`,
      vendorMemberRef(member),
      direction,
      amount,
    );

  it('a win at the vendor comes back whole and is booked as a win', async () => {
    const m = await funded();
    await move(m, 'MAIN', 'RYL', 3_000n);
    expect(await play(m, 'RYL', 'in', 1_200n)).toBe('ok');
    const back = await transfers.sweepOut(m, 'RYL');
    expect(back).toMatchObject({ status: 'done', amount: 4_200n });
    expect(await balances(m)).toMatchObject({ main: 11_200n, RYL: 0n, atRYL: 0n });
  });

  it('a loss at the vendor is booked before the transfer out, which then moves what is left', async () => {
    const m = await funded();
    await move(m, 'MAIN', 'RYL', 3_000n);
    expect(await play(m, 'RYL', 'out', 2_500n)).toBe('ok');
    await expect(move(m, 'RYL', 'MAIN', 3_000n)).rejects.toThrow();
    expect(await balances(m)).toMatchObject({ main: 7_000n, RYL: 500n, atRYL: 500n });
    expect(await transfers.sweepOut(m, 'RYL')).toMatchObject({ status: 'done', amount: 500n });
    expect(await balances(m)).toMatchObject({ main: 7_500n, RYL: 0n, atRYL: 0n });
  });

  it('books a difference once when two sweeps race', async () => {
    const m = await funded();
    await move(m, 'MAIN', 'RYL', 1_000n);
    await play(m, 'RYL', 'in', 300n);
    await Promise.all([transfers.bookVendorResult(m, 'RYL'), transfers.bookVendorResult(m, 'RYL')]);
    expect(await balances(m)).toMatchObject({ RYL: 1_300n, atRYL: 1_300n });
  });
});

describe('the ledger after all of the above', () => {
  it('keeps every invariant, and transfers_pending holds exactly what is pending', async () => {
    await transfers.resolvePending(null, 0);
    await expectLedgerInvariants(ledger);
    const { rows } = await database.db.execute<{ pending: string; held: string }>(sql`
      select (select coalesce(sum(amount), 0) from wallet_transfers where status = 'pending') as pending,
             (select coalesce(sum(balance), 0) from wallet_accounts where kind = 'transfers_pending') as held`);
    expect(rows[0]).toEqual({ pending: '0', held: '0' });
  });
});
