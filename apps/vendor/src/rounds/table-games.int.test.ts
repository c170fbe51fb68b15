import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baccaratGame } from '../games/baccarat/baccarat.module.ts';
import { cockfightGame } from '../games/cockfight/cockfight.module.ts';
import { dragonTigerGame } from '../games/dragon-tiger/dragon-tiger.module.ts';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';
import { RoundEngine, type RoundGame } from './round-engine.ts';
import { freshBetting, fundedPlayer, testServices, transferWallet, waitForState } from './round-test-kit.ts';

let db: VendorTestDb;
beforeAll(async () => {
  db = await createVendorTestDb();
});
afterAll(async () => {
  await db?.drop();
});

type AnyGame = RoundGame<unknown, unknown, unknown>;
const cases: [string, AnyGame, string[]][] = [
  ['baccarat', baccaratGame('baccarat-a') as AnyGame, ['player', 'banker', 'tie', 'player-pair', 'banker-pair']],
  ['dragon-tiger', dragonTigerGame as AnyGame, ['dragon', 'tiger', 'tie']],
  ['cockfight', cockfightGame as AnyGame, ['meron', 'wala', 'draw']],
];

describe.each(cases)('%s through the round engine', (_name, game, spots) => {
  it('takes a bet on every spot and pays each by the rules of the drawn result', async () => {
    const wallet = transferWallet(db.pool);
    const engine = new RoundEngine(testServices(db.pool, wallet, { bettingMs: 1000, resultMs: 100, settleMs: 100 }));
    engine.add(game);
    await engine.start();
    try {
      const player = await fundedPlayer(db.pool, 100_000n, 'LVC');
      const open = await freshBetting(engine, game.gameId);
      for (const [i, spot] of spots.entries()) {
        await engine.placeBet(player, game.gameId, { spot, amount: String(1000 + i * 100) });
      }
      await waitForState(engine, game.gameId, (s) => s.roundId === open.roundId && s.phase === 'settled');
      const { rows } = await db.pool.query<{ meta: unknown; result: unknown }>(
        'SELECT meta, result FROM rounds WHERE id = $1',
        [open.roundId],
      );
      const { meta, result } = rows[0]!;
      let expected = 100_000n;
      for (const [i, spot] of spots.entries()) {
        const stake = BigInt(1000 + i * 100);
        expected += game.settle(spot, stake, result, meta).payout - stake;
      }
      expect(await player.balance()).toBe(expected);
      const bets = await db.pool.query<{ payout: string | null }>('SELECT payout FROM round_bets WHERE round_id = $1', [
        open.roundId,
      ]);
      expect(bets.rows).toHaveLength(spots.length);
      expect(bets.rows.every((b) => b.payout !== null)).toBe(true);
    } finally {
      await engine.stop();
    }
  });
});
