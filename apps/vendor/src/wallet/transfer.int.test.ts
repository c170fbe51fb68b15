import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findBet } from './bets.repo.ts';
import { startTestPortal, type TestPortal, type TransferWalletVendor } from './test/portal-kit.ts';
import { startTestVendor, type TestVendor } from './test/vendor-kit.ts';
import type { PlaceBetResult } from './wallet-port.ts';

const SECRET = randomBytes(32).toString('hex');
const CODE = 'FRT';
const GAME = 'fortune-test';
const today = () => new Date().toISOString().slice(0, 10);

type Fault = 'lose-answer' | 'no-answer';

let portal: TestPortal;
let vendor: TestVendor;
/** The portal's own GLS adapter for FRT, talking to the vendor over HTTP. */
let adapter: TransferWalletVendor;
/** Faults the next portal → vendor transfer meets (the adapter's call is real unless `no-answer`). */
const faults: Fault[] = [];
let transfers: ReturnType<TestPortal['transfers']>;
let round = 0;

beforeAll(async () => {
  portal = await startTestPortal(SECRET, []);
  vendor = await startTestVendor({ portalUrl: portal.url, secret: SECRET });
  adapter = portal.glsAdapter(CODE, vendor.url);
  const move = async (call: () => Promise<'ok' | 'failed'>) => {
    const fault = faults.shift();
    if (fault === 'no-answer') throw portal.timeoutError('the request was lost on the way');
    const outcome = await call();
    if (fault === 'lose-answer') throw portal.timeoutError('the answer was lost on the way back');
    return outcome;
  };
  const side: TransferWalletVendor = {
    transferIn: (ref, member, amount) => move(() => adapter.transferIn(ref, member, amount)),
    transferOut: (ref, member, amount) => move(() => adapter.transferOut(ref, member, amount)),
    status: (ref) => adapter.status(ref),
    balance: (member) => adapter.balance(member),
  };
  transfers = portal.transfers(() => side);
});

afterAll(async () => {
  await vendor?.close();
  await portal?.close();
});

afterEach(async () => {
  expect(faults).toEqual([]);
  expect(await portal.check()).toMatchObject({
    balanceMismatches: 0,
    unbalancedTransactions: 0,
    negativeMemberAccounts: 0,
    emptyTransactions: 0,
  });
  // A transfer-wallet code makes no seamless calls: both sides report an empty day.
  const date = today();
  const theirs = await portal.reconciliation(CODE, date);
  const ours = await vendor.gls(CODE, '/gls/reconciliation', { date });
  expect(ours.body).toEqual({
    date,
    debits: theirs.debits,
    credits: theirs.credits,
    rollbacks: theirs.rollbacks,
    net: theirs.net,
  });
  expect(theirs.debits.count).toBe(0);
});

const stake = (amount: bigint) => ({ roundId: `t${++round}`, gameId: GAME, amount });
function placed(result: PlaceBetResult): string {
  if (!result.ok) throw new Error(`bet refused: ${result.reason}`);
  return result.betId;
}
const move = (memberId: bigint, from: string, to: string, amount: bigint) =>
  transfers.transfer(memberId, { from, to, amount, requestId: randomBytes(8).toString('hex') });

describe('transfer wallet with the portal’s transfer service', () => {
  it('moves money in, plays with it, and moves what is left out', async () => {
    const memberId = await portal.member(10_000n);
    const player = portal.memberRef(memberId);
    expect(await move(memberId, 'MAIN', CODE, 6_000n)).toMatchObject({ status: 'done', amount: 6_000n });
    expect(await portal.mainBalance(memberId)).toBe(4_000n);
    expect(await portal.subWalletBalance(memberId, CODE)).toBe(6_000n);
    expect(await adapter.balance(player)).toBe(6_000n);

    const session = await vendor.session({ vendorCode: CODE, playerId: player, walletMode: 'transfer', gameId: GAME });
    const wallet = vendor.wallet;
    expect(await wallet.balance(session)).toBe(6_000n);
    const lost = placed(await wallet.placeBet(session, stake(1_000n)));
    expect(await wallet.settleBet(lost, 0n)).toBe(5_000n);
    const won = await wallet.placeBet(session, stake(2_000n));
    expect(won).toMatchObject({ ok: true, balance: 3_000n });
    expect(await wallet.settleBet(placed(won), 2_500n)).toBe(5_500n);
    expect(await wallet.placeBet(session, stake(9_000n))).toEqual({
      ok: false,
      reason: 'insufficient_funds',
      balance: 5_500n,
    });
    const cancelled = placed(await wallet.placeBet(session, stake(400n)));
    expect(await wallet.cancelBet(cancelled)).toBe(true);
    expect(await wallet.cancelBet(cancelled)).toBe(false);
    expect(await wallet.balance(session)).toBe(5_500n);
    expect(await findBet(vendor.db, placed(won))).toMatchObject({
      status: 'settled',
      payout: 2_500n,
      walletMode: 'transfer',
    });
    expect(await findBet(vendor.db, cancelled)).toMatchObject({ status: 'rolled_back' });

    // Out: what the vendor holds comes back to main (the portal books the result of play first).
    expect(await move(memberId, CODE, 'MAIN', 5_500n)).toMatchObject({ status: 'done' });
    expect(await adapter.balance(player)).toBe(0n);
    expect(await portal.subWalletBalance(memberId, CODE)).toBe(0n);
    expect(await portal.mainBalance(memberId)).toBe(9_500n);
    // More than the vendor holds: refused, nothing moves.
    expect(await adapter.transferOut(`PTover${randomBytes(4).toString('hex')}`, player, 500n)).toBe('failed');
    expect(await adapter.balance(player)).toBe(0n);
  });

  it('a transfer whose answer was lost is settled by asking the vendor', async () => {
    const memberId = await portal.member(3_000n);
    faults.push('lose-answer');
    const pending = await move(memberId, 'MAIN', CODE, 1_000n);
    expect(pending.status).toBe('pending');
    expect(await adapter.status(`PT${pending.id}`)).toBe('ok');
    expect(await transfers.resolvePending(memberId, 0)).toEqual({ done: 1, failed: 0, pending: 0 });
    expect(await portal.subWalletBalance(memberId, CODE)).toBe(1_000n);
    expect(await adapter.balance(portal.memberRef(memberId))).toBe(1_000n);
    expect(await portal.mainBalance(memberId)).toBe(2_000n);
  });

  it('a reference the vendor never saw answers failed, and the late transfer is refused for good', async () => {
    const memberId = await portal.member(3_000n);
    const player = portal.memberRef(memberId);
    faults.push('no-answer');
    const pending = await move(memberId, 'MAIN', CODE, 1_200n);
    expect(pending.status).toBe('pending');
    expect(await transfers.resolvePending(memberId, 0)).toEqual({ done: 0, failed: 1, pending: 0 });
    expect(await portal.mainBalance(memberId)).toBe(3_000n);
    // The lost request finally reaches the vendor: refused, nothing credited.
    expect(await adapter.transferIn(`PT${pending.id}`, player, 1_200n)).toBe('failed');
    expect(await adapter.balance(player)).toBe(0n);
    expect(await adapter.status(`PT${pending.id}`)).toBe('failed');
  });

  it('applies a reference once: the same request gets the same answer, another one a conflict', async () => {
    const player = `m${randomBytes(4).toString('hex')}`;
    const ref = `PTdup${randomBytes(4).toString('hex')}`;
    expect(await adapter.transferIn(ref, player, 700n)).toBe('ok');
    expect(await adapter.transferIn(ref, player, 700n)).toBe('ok');
    expect(await adapter.balance(player)).toBe(700n);
    await expect(adapter.transferIn(ref, player, 800n)).rejects.toMatchObject({
      status: 409,
      code: 'transfer_conflict',
    });
    await expect(adapter.transferOut(ref, player, 700n)).rejects.toMatchObject({ status: 409 });

    const out = `PTout${randomBytes(4).toString('hex')}`;
    expect(await adapter.transferOut(out, player, 701n)).toBe('failed');
    expect(await adapter.transferIn(`${ref}b`, player, 1n)).toBe('ok');
    // Refused once, refused for good, even now that the balance would do.
    expect(await adapter.transferOut(out, player, 701n)).toBe('failed');
    expect(await adapter.status(out)).toBe('failed');
    expect(await adapter.transferOut(`${out}b`, player, 701n)).toBe('ok');
    expect(await adapter.balance(player)).toBe(0n);
  });

  it('concurrent requests with one reference move the money once', async () => {
    const player = `m${randomBytes(4).toString('hex')}`;
    const ref = `PTrace${randomBytes(4).toString('hex')}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => adapter.transferIn(ref, player, 300n)));
    expect(answers).toEqual(Array(8).fill('ok'));
    expect(await adapter.balance(player)).toBe(300n);
  });
});
