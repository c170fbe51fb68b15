import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findBet } from './bets.repo.ts';
import { outboxOfBet, pendingCount, retryNow } from './outbox.repo.ts';
import { startTestPortal, type TestPortal } from './test/portal-kit.ts';
import { gate, SlowProxy } from './test/slow-proxy.ts';
import { startTestVendor, type TestVendor } from './test/vendor-kit.ts';
import type { Wallet } from './types.ts';
import type { PlaceBetResult } from './wallet-port.ts';

const SECRET = randomBytes(32).toString('hex');
const CODE = 'NSL';
const GAME = 'nova-7';
const today = () => new Date().toISOString().slice(0, 10);

let portal: TestPortal;
let vendor: TestVendor;
let proxy: SlowProxy;
/** A wallet that reaches the portal through the proxy. */
let proxied: Wallet;
/** The same with a short time-out, for the debits the proxy holds back. */
let held: Wallet;
let round = 0;

beforeAll(async () => {
  portal = await startTestPortal(SECRET, [CODE]);
  proxy = new SlowProxy(portal.url);
  await proxy.start();
  // baseMs 0: a failed delivery is due again at once, so each retryDue() below is one more attempt.
  vendor = await startTestVendor({ portalUrl: portal.url, secret: SECRET, retry: { baseMs: 0, pollMs: 20 } });
  proxied = vendor.newWallet(proxy.url, 5000);
  held = vendor.newWallet(proxy.url, 1500);
});

afterAll(async () => {
  await vendor?.close();
  await proxy?.stop();
  await portal?.close();
});

/** After every test: nothing owed, the portal's ledger holds, and both sides count the same calls. */
afterEach(async () => {
  await vendor.idle();
  expect(await pendingCount(vendor.db)).toBe(0);
  expect(await portal.check()).toMatchObject({
    balanceMismatches: 0,
    unbalancedTransactions: 0,
    negativeMemberAccounts: 0,
    emptyTransactions: 0,
  });
  const date = today();
  const theirs = await portal.reconciliation(CODE, date);
  const ours = await vendor.gls(CODE, '/gls/reconciliation', { date });
  expect(ours.status).toBe(200);
  expect(ours.body).toEqual({
    date,
    debits: theirs.debits,
    credits: theirs.credits,
    rollbacks: theirs.rollbacks,
    net: theirs.net,
  });
});

/** A member with money at the portal and a launched seamless session at the vendor. */
async function player(amount: bigint, token?: string) {
  const memberId = await portal.member(amount);
  const portalSession = await portal.openSession(memberId, CODE);
  const session = await vendor.session({
    vendorCode: CODE,
    playerId: portalSession.playerId,
    portalToken: token ?? portalSession.token,
    walletMode: 'seamless',
    gameId: GAME,
  });
  return { memberId, session };
}

const stake = (amount: bigint) => ({ roundId: `r${++round}`, gameId: GAME, amount, detail: { lines: 20 } });

function placed(result: PlaceBetResult): string {
  if (!result.ok) throw new Error(`bet refused: ${result.reason}`);
  return result.betId;
}

describe('seamless wallet against the real portal', () => {
  it('plays a full round: the stake is debited, the win credited, the bet settled once', async () => {
    const { memberId, session } = await player(10_000n);
    expect(await vendor.wallet.balance(session)).toBe(10_000n);
    const bet = await vendor.wallet.placeBet(session, stake(500n));
    expect(bet).toMatchObject({ ok: true, balance: 9_500n });
    expect(await portal.mainBalance(memberId)).toBe(9_500n);

    const betId = placed(bet);
    expect(await vendor.wallet.settleBet(betId, 1_200n, { detail: { symbols: 'AAA' } })).toBe(10_700n);
    expect(await portal.mainBalance(memberId)).toBe(10_700n);
    // Settling twice is a no-op.
    expect(await vendor.wallet.settleBet(betId, 1_200n)).toBeNull();
    expect(await portal.mainBalance(memberId)).toBe(10_700n);

    expect(await findBet(vendor.db, betId)).toMatchObject({
      status: 'settled',
      stake: 500n,
      payout: 1_200n,
      validBet: 500n,
      walletMode: 'seamless',
      detail: { lines: 20, symbols: 'AAA' },
    });
    // The acknowledgement is written after the spin went on: the spin does not wait for it.
    await vendor.idle();
    const [credit] = await outboxOfBet(vendor.db, betId);
    expect(credit).toMatchObject({ kind: 'credit', attempts: 1, lastError: null });
    expect(credit?.deliveredAt).toBeInstanceOf(Date);
  });

  it('closes a lost round with a zero credit', async () => {
    const { memberId, session } = await player(10_000n);
    const betId = placed(await vendor.wallet.placeBet(session, stake(300n)));
    expect(await vendor.wallet.settleBet(betId, 0n)).toBe(9_700n);
    expect(await portal.mainBalance(memberId)).toBe(9_700n);
    expect(await findBet(vendor.db, betId)).toMatchObject({ status: 'settled', payout: 0n, validBet: 300n });
  });

  it('settles and queues the credit in one step: the body is the wallet API’s, with validBet when given', async () => {
    const { memberId, session } = await player(10_000n);
    const betId = placed(await vendor.wallet.placeBet(session, stake(400n)));
    // A valid bet above the stake or below zero is refused, and nothing is written.
    await expect(vendor.wallet.settleBet(betId, 100n, { validBet: 401n })).rejects.toThrow(RangeError);
    await expect(vendor.wallet.settleBet(betId, 100n, { validBet: -1n })).rejects.toThrow(RangeError);
    expect(await findBet(vendor.db, betId)).toMatchObject({ status: 'open' });
    expect(await outboxOfBet(vendor.db, betId)).toEqual([]);
    expect(await vendor.wallet.settleBet(betId, 100n, { validBet: 150n })).toBe(9_700n);
    expect(await findBet(vendor.db, betId)).toMatchObject({ status: 'settled', payout: 100n, validBet: 150n });
    const [credit] = await outboxOfBet(vendor.db, betId);
    expect(credit?.body).toEqual({
      playerId: String(memberId),
      txId: `${betId}-c`,
      debitTxId: `${betId}-d`,
      roundId: expect.any(String),
      gameCode: expect.any(String),
      amount: '100',
      validBet: '150',
    });
    expect(credit).toMatchObject({ kind: 'credit', attempts: 1, stake: 400n });
  });

  it('refuses a stake beyond the balance with the real balance; the bet is not counted', async () => {
    const { memberId, session } = await player(200n);
    const result = await vendor.wallet.placeBet(session, stake(500n));
    expect(result).toMatchObject({ ok: false, reason: 'insufficient_funds', balance: 200n });
    expect(await portal.mainBalance(memberId)).toBe(200n);
    const res = await vendor.gls(CODE, '/gls/bets', {
      from: new Date(Date.now() - 60_000).toISOString(),
      to: new Date(Date.now() + 60_000).toISOString(),
    });
    const bets = (res.body as { bets: { playerId: string }[] }).bets;
    expect(bets.filter((b) => b.playerId === session.playerId)).toEqual([]);
  });

  it('closes the session when the portal refuses its token; open bets still settle', async () => {
    const { memberId, session } = await player(10_000n);
    const betId = placed(await vendor.wallet.placeBet(session, stake(400n)));
    // The same player in a session whose portal token the portal does not know (expired).
    const stale = await vendor.session({
      vendorCode: CODE,
      playerId: session.playerId,
      portalToken: randomBytes(32).toString('base64url'),
      walletMode: 'seamless',
      gameId: GAME,
    });
    await expect(vendor.wallet.balance(stale)).rejects.toMatchObject({ code: 'session_closed' });
    const again = await vendor.session({ ...stale, portalToken: randomBytes(32).toString('base64url') });
    expect(await vendor.wallet.placeBet(again, stake(100n))).toEqual({
      ok: false,
      reason: 'session_closed',
      balance: null,
    });
    expect(again.closedAt).toBeInstanceOf(Date);
    expect(await vendor.wallet.placeBet(again, stake(100n))).toMatchObject({ ok: false, reason: 'session_closed' });
    // A win is never lost: the credit needs no session.
    expect(await vendor.wallet.settleBet(betId, 1_000n)).toBe(10_600n);
    expect(await portal.mainBalance(memberId)).toBe(10_600n);
  });

  it('cancels an open bet: the stake comes back once', async () => {
    const { memberId, session } = await player(10_000n);
    const betId = placed(await vendor.wallet.placeBet(session, stake(700n)));
    expect(await portal.mainBalance(memberId)).toBe(9_300n);
    expect(await vendor.wallet.cancelBet(betId)).toBe(true);
    expect(await vendor.wallet.cancelBet(betId)).toBe(false);
    expect(await portal.mainBalance(memberId)).toBe(10_000n);
    expect(await findBet(vendor.db, betId)).toMatchObject({ status: 'rolled_back', validBet: 0n });
    expect(await vendor.wallet.settleBet(betId, 5_000n)).toBeNull();
    expect(await portal.mainBalance(memberId)).toBe(10_000n);
  });
});

describe('seamless wallet failures', () => {
  it('rolls back a debit whose answer timed out, after the portal applied it late', async () => {
    const { memberId, session } = await player(10_000n);
    const hold = gate();
    proxy.add({ op: 'debit', until: hold.promise, times: 1 });
    const late = proxy.next('debit');

    const result = await held.placeBet(session, stake(500n));
    expect(result).toEqual({ ok: false, reason: 'wallet_timeout', balance: null });
    const betId = (await vendor.db.query<{ id: string }>('select id from bets order by placed_at desc limit 1'))
      .rows[0]!.id;
    expect(await findBet(vendor.db, betId)).toMatchObject({ status: 'rolled_back', stake: 500n });
    expect(await outboxOfBet(vendor.db, betId)).toMatchObject([{ kind: 'rollback', deliveredAt: null }]);

    // The portal gets the debit only now, long after the vendor gave up on it, and takes the stake.
    hold.release();
    expect((await late).body.code).toBe('ok');
    expect(await portal.mainBalance(memberId)).toBe(9_500n);

    // The queued rollback gives it back.
    expect(await held.retryDue()).toBe(1);
    expect(await portal.mainBalance(memberId)).toBe(10_000n);
    expect((await outboxOfBet(vendor.db, betId))[0]?.deliveredAt).toBeInstanceOf(Date);
  });

  it('a rollback that arrives before the late debit leaves a tombstone: the debit is refused', async () => {
    const { memberId, session } = await player(10_000n);
    const hold = gate();
    proxy.add({ op: 'debit', until: hold.promise, times: 1 });
    const late = proxy.next('debit');

    expect(await held.placeBet(session, stake(800n))).toMatchObject({ ok: false, reason: 'wallet_timeout' });
    expect(await held.retryDue()).toBe(1);
    hold.release();
    expect((await late).body.code).toBe('vendor_tx_rolled_back');
    expect(await portal.mainBalance(memberId)).toBe(10_000n);
    const tombstones = (await portal.reconciliation(CODE, today())).tombstones.count;
    expect(tombstones).toBeGreaterThanOrEqual(1);
  });

  it('retries a credit whose answers were lost until acknowledged; the money moves once', async () => {
    const { memberId, session } = await player(10_000n);
    const betId = placed(await proxied.placeBet(session, stake(500n)));
    proxy.add({ op: 'credit', loseAnswer: true, times: 2 });
    const forwardedBefore = proxy.forwarded.filter((f) => f.path.endsWith('/credit')).length;

    expect(await proxied.settleBet(betId, 800n)).toBeNull();
    expect(await portal.mainBalance(memberId)).toBe(10_300n);
    expect(await proxied.retryDue()).toBe(0);
    expect(await proxied.retryDue()).toBe(1);
    expect(await proxied.retryDue()).toBe(0);

    const credits = proxy.forwarded.filter((f) => f.path.endsWith('/credit')).slice(forwardedBefore);
    expect(credits.map((c) => c.body.code)).toEqual(['ok', 'ok', 'ok']);
    expect(await portal.mainBalance(memberId)).toBe(10_300n);
    expect(await outboxOfBet(vendor.db, betId)).toMatchObject([{ kind: 'credit', attempts: 3 }]);
  });

  it('parks a credit the portal refuses, logs it, and delivers it on a later retry', async () => {
    const { memberId, session } = await player(10_000n);
    const betId = placed(await proxied.placeBet(session, stake(500n)));
    proxy.add({ op: 'credit', refuse: { status: 409, code: 'vendor_tx_conflict' }, times: 1 });

    expect(await proxied.settleBet(betId, 2_000n)).toBeNull();
    const [parked] = await outboxOfBet(vendor.db, betId);
    expect(parked).toMatchObject({ deliveredAt: null, attempts: 1 });
    expect(parked?.lastError).toContain('vendor_tx_conflict');
    // Parked: not due again before the longest back-off.
    expect(parked!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(await proxied.retryDue()).toBe(0);
    expect(vendor.logs.some((l) => l.startsWith('error') && l.includes('vendor_tx_conflict'))).toBe(true);
    expect(await portal.mainBalance(memberId)).toBe(9_500n);

    await retryNow(vendor.db, betId);
    expect(await proxied.retryDue()).toBe(1);
    expect(await portal.mainBalance(memberId)).toBe(11_500n);
  });

  it('the retry worker delivers on its own once started', async () => {
    const { memberId, session } = await player(10_000n);
    const betId = placed(await proxied.placeBet(session, stake(100n)));
    proxy.add({ op: 'credit', loseAnswer: true, times: 1 });
    expect(await proxied.settleBet(betId, 250n)).toBeNull();
    proxied.start();
    try {
      await vi.waitFor(async () => expect(await pendingCount(vendor.db)).toBe(0), { timeout: 10_000, interval: 20 });
    } finally {
      await proxied.stop();
    }
    expect(await portal.mainBalance(memberId)).toBe(10_150n);
  });
});
