import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedHash } from '../fair/fair-random.ts';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';
import type { Wallet } from '../wallet/wallet.ts';
import { RoundEngine, roundRandom } from './round-engine.ts';
import { coinGame, freshBetting, fundedPlayer, testServices, transferWallet, waitForState } from './round-test-kit.ts';
import { RoundError } from './round-types.ts';

let db: VendorTestDb;
let wallet: Wallet;
const fast = { bettingMs: 1000, resultMs: 100, settleMs: 100 };

beforeAll(async () => {
  db = await createVendorTestDb();
  wallet = transferWallet(db.pool);
});
afterAll(async () => {
  await db?.drop();
});

const roundRow = async (id: string) =>
  (
    await db.pool.query<{ phase: string; server_seed: string; seed_hash: string; meta: unknown; result: unknown }>(
      'SELECT phase, server_seed, seed_hash, meta, result FROM rounds WHERE id = $1',
      [id],
    )
  ).rows[0]!;
const walletBet = async (betId: string) =>
  (
    await db.pool.query<{ status: string; payout: string; valid_bet: string }>(
      'SELECT status, payout, valid_bet FROM bets WHERE id = $1',
      [betId],
    )
  ).rows[0]!;

describe('round engine with the transfer wallet', () => {
  it('accepts bets in the window, refuses them after close, pays each bet exactly once', async () => {
    const game = coinGame('coin-a');
    const engine = new RoundEngine(testServices(db.pool, wallet, fast));
    engine.add(game);
    await engine.start();
    const alice = await fundedPlayer(db.pool, 10_000n);
    const bob = await fundedPlayer(db.pool, 10_000n, 'LVC');
    try {
      const open = await freshBetting(engine, 'coin-a');
      expect(open.serverSeed).toBeNull();
      expect(open.result).toBeNull();
      const a = await engine.placeBet(alice, 'coin-a', { side: 'heads', amount: '1000' });
      const b = await engine.placeBet(bob, 'coin-a', { side: 'tails', amount: '400' });
      await engine.placeBet(bob, 'coin-a', { side: 'tails', amount: '100' });
      expect(a.roundId).toBe(open.roundId);
      expect(a.balance).toBe(9_000n);
      expect(b.balance).toBe(9_600n);

      const mine = engine.state('coin-a', alice);
      expect(mine.myBets).toEqual([{ betId: a.betId, selection: 'heads', amount: '1000', payout: null }]);
      expect(mine.stats.players).toBe(2);
      expect(mine.stats.sides.tails).toEqual({ players: 1, bets: 2, staked: '500' });
      expect(mine.stats.staked).toBe('1500');

      const drawing = await waitForState(engine, 'coin-a', (s) => s.roundId === open.roundId && s.phase !== 'betting');
      await expect(engine.placeBet(alice, 'coin-a', { side: 'heads', amount: '50' })).rejects.toMatchObject({
        status: 409,
        code: 'betting_closed',
      });
      expect(drawing.result).not.toBeNull();

      const settled = await waitForState(engine, 'coin-a', (s) => s.roundId === open.roundId && s.phase === 'settled');
      const row = await roundRow(open.roundId);
      // Fairness: the published hash is the seed's, meta and result come from the round's random sources.
      expect(settled.serverSeed).toBe(row.server_seed);
      expect(seedHash(row.server_seed)).toBe(open.seedHash);
      expect(row.meta).toEqual(game.prepare(roundRandom(row.server_seed, open.roundId, 0), { id: '', index: 0 }));
      const result = game.draw(roundRandom(row.server_seed, open.roundId, 1), row.meta as never);
      expect(row.result).toEqual(result);
      expect(row.phase).toBe('settled');

      const headsWon = result.side === 'heads';
      expect(await alice.balance()).toBe(headsWon ? 11_000n : 9_000n);
      expect(await bob.balance()).toBe(headsWon ? 9_500n : 10_500n);
      expect((await walletBet(a.betId)).status).toBe('settled');
      expect(settled.history[0]).toMatchObject({ roundId: open.roundId, serverSeed: row.server_seed });
      const recorded = await db.pool.query<{ payout: string }>('SELECT payout FROM round_bets WHERE bet_id = $1', [
        a.betId,
      ]);
      expect(recorded.rows[0]?.payout).toBe(headsWon ? '2000' : '0');
    } finally {
      await engine.stop();
    }
    // A second engine on the same database pays nothing again.
    const balances = [await alice.balance(), await bob.balance()];
    const again = new RoundEngine(testServices(db.pool, wallet, fast));
    again.add(coinGame('coin-a'));
    await again.start();
    await again.stop();
    expect([await alice.balance(), await bob.balance()]).toEqual(balances);
  });

  it('checks stakes, limits, the session and the balance', async () => {
    const engine = new RoundEngine(testServices(db.pool, wallet, { ...fast, bettingMs: 60_000 }));
    engine.add(coinGame('coin-b'));
    await engine.start();
    const carol = await fundedPlayer(db.pool, 500n);
    try {
      await waitForState(engine, 'coin-b', (s) => s.phase === 'betting');
      const refusal = (body: unknown, who = carol) => engine.placeBet(who, 'coin-b', body).catch((e: RoundError) => e);
      expect(await refusal({ side: 'edge', amount: '100' })).toMatchObject({ code: 'validation_failed' });
      expect(await refusal({ side: 'heads', amount: '5' })).toMatchObject({ status: 400, code: 'bet_below_minimum' });
      expect(await refusal({ side: 'heads', amount: '20000' })).toMatchObject({ code: 'bet_above_maximum' });
      expect(await refusal({ side: 'heads', amount: '600' })).toMatchObject({
        status: 402,
        code: 'insufficient_funds',
        extra: { balance: '500' },
      });
      expect(await refusal({ side: 'heads', amount: '100' }, { ...carol, closedAt: new Date() })).toMatchObject({
        status: 401,
        code: 'session_closed',
      });
      expect(() => engine.state('nope')).toThrow(RoundError);
      expect(await carol.balance()).toBe(500n);
    } finally {
      await engine.stop();
    }
  });

  it('settles a round left open by a stopped engine when the next one starts', async () => {
    const slow = { ...fast, bettingMs: 60_000 };
    const first = new RoundEngine(testServices(db.pool, wallet, slow));
    first.add(coinGame('coin-c'));
    await first.start();
    const dave = await fundedPlayer(db.pool, 1_000n);
    const open = await waitForState(first, 'coin-c', (s) => s.phase === 'betting');
    const bet = await first.placeBet(dave, 'coin-c', { side: 'tails', amount: '300' });
    await first.stop(); // "crash" in the middle of the betting window
    expect((await roundRow(open.roundId)).phase).toBe('betting');
    expect(await dave.balance()).toBe(700n);

    const second = new RoundEngine(testServices(db.pool, wallet, slow));
    second.add(coinGame('coin-c'));
    await second.start();
    try {
      const row = await roundRow(open.roundId);
      expect(row.phase).toBe('settled');
      const result = coinGame().draw(roundRandom(row.server_seed, open.roundId, 1), { label: 0 });
      expect(row.result).toEqual(result);
      expect(await dave.balance()).toBe(result.side === 'tails' ? 1_300n : 700n);
      expect((await walletBet(bet.betId)).status).toBe('settled');
      // The table goes on with the next round.
      const next = await waitForState(second, 'coin-c', (s) => s.phase === 'betting');
      expect(next.index).toBe(open.index + 1);
      expect(next.history[0]?.roundId).toBe(open.roundId);
    } finally {
      await second.stop();
    }
  });

  it('refunds the bets of a round that cannot be drawn, and bets the engine never recorded', async () => {
    const game = coinGame('coin-d');
    const first = new RoundEngine(testServices(db.pool, wallet, { ...fast, bettingMs: 60_000 }));
    first.add(game);
    await first.start();
    const erin = await fundedPlayer(db.pool, 1_000n);
    const open = await waitForState(first, 'coin-d', (s) => s.phase === 'betting');
    await first.placeBet(erin, 'coin-d', { side: 'heads', amount: '200' });
    // A stake the wallet took while the engine stopped before recording it.
    const orphan = await wallet.placeBet(erin, { roundId: open.roundId, gameId: 'coin-d', amount: 100n });
    expect(orphan.ok).toBe(true);
    await first.stop();
    expect(await erin.balance()).toBe(700n);

    const broken = coinGame('coin-d');
    broken.failDraw = true;
    const second = new RoundEngine(testServices(db.pool, wallet, { ...fast, bettingMs: 60_000 }));
    second.add(broken);
    await second.start();
    await second.stop();
    expect((await roundRow(open.roundId)).phase).toBe('cancelled');
    expect(await erin.balance()).toBe(1_000n);
    if (orphan.ok) expect((await walletBet(orphan.betId)).status).toBe('rolled_back');
  });
});
