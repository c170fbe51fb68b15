import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findBet, insertBet } from './bets.repo.ts';
import { outboxOfBet, pendingCount } from './outbox.repo.ts';
import { createPortalClient } from './portal-client.ts';
import { txIds } from './seamless-wallet.ts';
import { createStaleBetSweeper } from './stale-bets.ts';
import { startTestPortal, type TestPortal } from './test/portal-kit.ts';
import { startTestVendor, type TestVendor } from './test/vendor-kit.ts';
import { creditWallet, walletBalance } from './transfer.repo.ts';
import type { PortalClient } from './types.ts';
import { newBetId } from './wallet.ts';
import type { PlaceBetResult, PlayerSession } from './wallet-port.ts';

const SECRET = randomBytes(32).toString('hex');
const CODE = 'NSL';
const GAME = 'nova-7';
const today = () => new Date().toISOString().slice(0, 10);

let portal: TestPortal;
let vendor: TestVendor;
/** The portal's wallet API as the vendor reaches it (to replay what a crashed process sent). */
let client: PortalClient;
let seq = 0;

beforeAll(async () => {
  portal = await startTestPortal(SECRET, [CODE]);
  vendor = await startTestVendor({ portalUrl: portal.url, secret: SECRET, retry: { baseMs: 0, pollMs: 20 } });
  client = createPortalClient({ portalUrl: portal.url, secret: SECRET, timeoutMs: 5000 });
});

afterAll(async () => {
  await vendor?.close();
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
  expect(ours.body).toEqual({
    date,
    debits: theirs.debits,
    credits: theirs.credits,
    rollbacks: theirs.rollbacks,
    net: theirs.net,
  });
});

const logs: string[] = [];
const log = {
  info: (msg: string) => logs.push(`info ${msg}`),
  warn: (msg: string) => logs.push(`warn ${msg}`),
  error: (msg: string) => logs.push(`error ${msg}`),
};
const sweeper = () => createStaleBetSweeper({ db: vendor.db, wallet: vendor.wallet, log });
const slotRound = () => `slot-${randomBytes(8).toString('hex')}-${++seq}`;

async function player(amount: bigint) {
  const memberId = await portal.member(amount);
  const portalSession = await portal.openSession(memberId, CODE);
  const session = await vendor.session({
    vendorCode: CODE,
    playerId: portalSession.playerId,
    portalToken: portalSession.token,
    walletMode: 'seamless',
    gameId: GAME,
  });
  return { memberId, session };
}

/** What a process that died mid-spin leaves: the bet row written, the debit sent (or not), no answer kept. */
async function crashedSpin(session: PlayerSession, amount: bigint, debitSent: boolean): Promise<string> {
  const betId = newBetId();
  const roundId = slotRound();
  await insertBet(vendor.db, {
    id: betId,
    vendorCode: session.vendorCode,
    playerId: session.playerId,
    sessionId: session.id,
    gameId: GAME,
    roundId,
    stake: amount,
    demo: false,
    detail: {},
    walletMode: 'seamless',
    debitTxId: txIds(betId).debit,
  });
  if (debitSent) {
    const answer = await client.call('debit', CODE, {
      token: session.portalToken,
      playerId: session.playerId,
      txId: txIds(betId).debit,
      roundId,
      gameCode: GAME,
      amount: String(amount),
    });
    expect(answer.kind).toBe('ok');
  }
  return betId;
}

/** Makes a bet look placed `ms` ago. */
const age = (betId: string, ms: number) =>
  vendor.db.query(`update bets set placed_at = now() - $2::int * interval '1 millisecond' where id = $1`, [betId, ms]);

function placed(result: PlaceBetResult): string {
  if (!result.ok) throw new Error(`bet refused: ${result.reason}`);
  return result.betId;
}

describe('stale instant bets', () => {
  it('refunds an open slot bet older than a minute exactly once and leaves fresh and round bets alone', async () => {
    const { memberId, session } = await player(10_000n);
    const stale = await crashedSpin(session, 500n, true);
    await age(stale, 90_000);
    // A spin in progress right now, and an old bet of a shared round (those stay open for their round).
    const fresh = placed(await vendor.wallet.placeBet(session, { roundId: slotRound(), gameId: GAME, amount: 300n }));
    const round = placed(
      await vendor.wallet.placeBet(session, { roundId: `r-${++seq}`, gameId: 'baccarat-a', amount: 200n }),
    );
    await age(round, 10 * 60_000);
    expect(await portal.mainBalance(memberId)).toBe(9_000n);

    // Two vendor processes sweeping at the same moment refund the stake once.
    const counts = await Promise.all([sweeper().runOnce(), sweeper().runOnce()]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await sweeper().runOnce()).toBe(0);

    expect(await portal.mainBalance(memberId)).toBe(9_500n);
    expect(await findBet(vendor.db, stale)).toMatchObject({ status: 'rolled_back', payout: 0n, validBet: 0n });
    const outbox = await outboxOfBet(vendor.db, stale);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ kind: 'rollback', lastError: null });
    expect(outbox[0]?.deliveredAt).toBeInstanceOf(Date);
    expect(logs.filter((l) => l.startsWith('warn') && l.includes(stale))).toHaveLength(1);
    expect(await findBet(vendor.db, fresh)).toMatchObject({ status: 'open' });
    expect(await findBet(vendor.db, round)).toMatchObject({ status: 'open' });

    // The spin in progress settles normally afterwards; the cancelled bet can no longer be paid.
    expect(await vendor.wallet.settleBet(fresh, 600n)).toBe(10_100n);
    expect(await vendor.wallet.settleBet(stale, 5_000n)).toBeNull();
    expect(await vendor.wallet.settleBet(round, 0n)).toBe(10_100n);
    expect(await portal.mainBalance(memberId)).toBe(10_100n);
  });

  it('cancels a stale bet whose debit never reached the portal: nothing moves, and the late debit is refused', async () => {
    const { memberId, session } = await player(10_000n);
    const stale = await crashedSpin(session, 700n, false);
    await age(stale, 61_000);
    expect(await sweeper().runOnce()).toBe(1);
    expect(await findBet(vendor.db, stale)).toMatchObject({ status: 'rolled_back' });
    expect((await outboxOfBet(vendor.db, stale))[0]?.deliveredAt).toBeInstanceOf(Date);
    expect(await portal.mainBalance(memberId)).toBe(10_000n);

    const late = await client.call('debit', CODE, {
      token: session.portalToken,
      playerId: session.playerId,
      txId: txIds(stale).debit,
      roundId: (await findBet(vendor.db, stale))!.roundId,
      gameCode: GAME,
      amount: '700',
    });
    expect(late).toMatchObject({ kind: 'refused', code: 'vendor_tx_rolled_back' });
    expect(await portal.mainBalance(memberId)).toBe(10_000n);
  });

  it('refunds a stale fish bet at a transfer-wallet code into the vendor-held balance', async () => {
    const session = await vendor.session({ vendorCode: 'FRT', playerId: `m${++seq}`, walletMode: 'transfer' });
    await creditWallet(vendor.db, 'FRT', session.playerId, 1_000n);
    const shot = { roundId: `fish-${randomBytes(8).toString('hex')}-1`, gameId: 'ocean-king', amount: 40n };
    const stale = placed(await vendor.wallet.placeBet(session, shot));
    await age(stale, 5 * 60_000);
    expect(await walletBalance(vendor.db, 'FRT', session.playerId)).toBe(960n);

    expect(await sweeper().runOnce()).toBe(1);
    expect(await sweeper().runOnce()).toBe(0);
    expect(await walletBalance(vendor.db, 'FRT', session.playerId)).toBe(1_000n);
    expect(await findBet(vendor.db, stale)).toMatchObject({ status: 'rolled_back' });
  });

  it('the started sweeper looks once at start-up', async () => {
    const { memberId, session } = await player(10_000n);
    const stale = await crashedSpin(session, 250n, true);
    await age(stale, 120_000);
    const running = createStaleBetSweeper({
      db: vendor.db,
      wallet: vendor.wallet,
      log,
      everyMs: 60_000,
    });
    running.start();
    try {
      await expect
        .poll(async () => (await findBet(vendor.db, stale))?.status, { timeout: 10_000, interval: 20 })
        .toBe('rolled_back');
    } finally {
      await running.stop();
    }
    expect(await portal.mainBalance(memberId)).toBe(10_000n);
  });
});
