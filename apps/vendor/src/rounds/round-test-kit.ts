import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { GameServices } from '../games/game-module.ts';
import { creditWallet, walletBalance } from '../wallet/transfer.repo.ts';
import { createWallet, type Wallet } from '../wallet/wallet.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import type { RoundEngine } from './round-engine.ts';
import { BetInputError, type RoundGame, type RoundPhaseTimings, type RoundState } from './round-types.ts';

/**
 * Test helpers of the round engine's integration tests: the real transfer-mode wallet (no portal
 * calls), funded players, a coin game with a switchable failing draw, and waiting for a phase.
 */

export const quietLog = { info: () => {}, warn: () => {}, error: () => {} };

export function transferWallet(db: pg.Pool): Wallet {
  return createWallet({ db, portalUrl: 'http://127.0.0.1:9', secret: 'x'.repeat(32), log: quietLog });
}

export function testServices(
  db: pg.Pool,
  wallet: Wallet,
  timings: RoundPhaseTimings,
  session: GameServices['session'] = async () => {
    throw new Error('no sessions in this test');
  },
): GameServices {
  return {
    db,
    wallet,
    fair: { next: async () => Promise.reject(new Error('not used')) },
    session,
    timings,
    log: quietLog,
  };
}

export async function fundedPlayer(
  db: pg.Pool,
  amount: bigint,
  vendorCode = 'RYL',
): Promise<PlayerSession & { balance(): Promise<bigint> }> {
  const playerId = `p-${randomBytes(4).toString('hex')}`;
  await creditWallet(db, vendorCode, playerId, amount);
  return {
    id: randomBytes(32).toString('base64url'),
    vendorCode,
    playerId,
    portalToken: 'unused',
    nickname: playerId,
    currency: 'USD',
    language: 'en',
    demo: false,
    walletMode: 'transfer',
    gameId: 'coin',
    closedAt: null,
    balance: () => walletBalance(db, vendorCode, playerId),
  };
}

export type CoinSide = 'heads' | 'tails';
export interface CoinMeta {
  label: number;
}
export interface CoinResult {
  side: CoinSide;
}

/** A two-sided game: heads or tails pays 2×; `failDraw` makes the next draws throw. */
export function coinGame(gameId = 'coin'): RoundGame<CoinSide, CoinMeta, CoinResult> & { failDraw: boolean } {
  return {
    gameId,
    kind: 'dragon-tiger',
    failDraw: false,
    limits: { minBet: 10n, maxBet: 10_000n },
    prepare: (rng) => ({ label: rng.int(1000) }),
    parseBet(body) {
      const b = body as { side?: unknown; amount?: unknown };
      if ((b.side !== 'heads' && b.side !== 'tails') || typeof b.amount !== 'string' || !/^\d+$/.test(b.amount)) {
        throw new BetInputError('validation_failed', 'side and amount');
      }
      return { amount: BigInt(b.amount), selection: b.side };
    },
    draw(rng) {
      if (this.failDraw) throw new Error('the coin rolled away');
      return { side: rng.int(2) === 0 ? 'heads' : 'tails' };
    },
    settle: (side, amount, result) => ({ payout: side === result.side ? amount * 2n : 0n }),
  };
}

/** Resolves with the first state of the table that satisfies `test` (the current one or a later one). */
export function waitForState(
  engine: RoundEngine,
  gameId: string,
  test: (state: RoundState) => boolean,
): Promise<RoundState> {
  return new Promise((resolve) => {
    let done = false;
    const check = (state: RoundState) => {
      if (done || !test(state)) return;
      done = true;
      queueMicrotask(() => unsubscribe());
      resolve(state);
    };
    const unsubscribe = engine.subscribe(gameId, check);
    try {
      check(engine.state(gameId));
    } catch {
      // Not open yet: the first phase change is sent to the listener.
    }
  });
}

/** Waits for a round whose betting window has just opened (the whole window is left for the test's bets). */
export function freshBetting(engine: RoundEngine, gameId: string): Promise<RoundState> {
  let current: RoundState | null = null;
  try {
    current = engine.state(gameId);
  } catch {
    // Not open yet: its first round is fresh.
  }
  const skip = current?.phase === 'betting' ? current.roundId : null;
  return waitForState(engine, gameId, (s) => s.phase === 'betting' && s.roundId !== skip);
}
