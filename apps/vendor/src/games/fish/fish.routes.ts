import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { VendorError } from '../../errors.ts';
import { fairRandom } from '../../fair/fair-random.ts';
import type { BetRefusal } from '../../wallet/wallet-port.ts';
import type { GameServices } from '../game-module.ts';
import { findFishTable, publishedFishRtp, shoot, type FishTable } from './fish-math.ts';
import { SPECIES } from './fish-titles.ts';

const shootBody = z.object({
  fishType: z.string().min(1).max(40),
  /** Bet per shot in minor units (one of the title's bet levels), digits or an integer. */
  bet: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]),
});

/** Wallet refusals as answered to the game (the shell translates the codes). */
const refusals: Record<BetRefusal, [number, string]> = {
  insufficient_funds: [402, 'Your balance is too low for this bet'],
  session_closed: [401, 'The game session has ended: reopen the game from the portal'],
  wallet_timeout: [503, 'The wallet did not answer in time; your bet was cancelled and refunded. Please try again'],
  wallet_error: [502, 'The wallet refused the bet, please try again later'],
};

function tableOf(gameId: string): FishTable {
  const table = findFishTable(gameId);
  if (!table) throw new VendorError(404, 'game_not_found', `${gameId} is not a fish game`);
  return table;
}

/** What the client needs: fish (names, multipliers, capture chances, looks), bet levels and the RTP. */
export function fishInfo(table: FishTable) {
  const { title } = table;
  return {
    gameId: title.gameId,
    names: title.names,
    rtp: publishedFishRtp(table),
    rtpFraction: `${title.rtp.numerator}/${title.rtp.denominator}`,
    denominator: table.denominator,
    betLevels: title.betLevels.map(String),
    fish: table.fish.map((fish) => ({
      type: fish.type,
      names: SPECIES[fish.type].names,
      multiplier: fish.multiplier,
      numerator: fish.numerator,
      boss: fish.boss === true,
      length: SPECIES[fish.type].length,
      speed: SPECIES[fish.type].speed,
    })),
  };
}

export type FishInfo = ReturnType<typeof fishInfo>;

/**
 * `POST /api/play/fish/info` and `POST /api/play/fish/shoot { fishType, bet }`: one shot is one
 * round: seed draw → placeBet(bet) → shoot (rng.int(D) < numerator) → settleBet(bet × multiplier or 0).
 */
export function registerFishRoutes(app: FastifyInstance, services: GameServices): void {
  app.post('/api/play/fish/info', async (request) => {
    const session = await services.session(request);
    return fishInfo(tableOf(session.gameId));
  });

  app.post('/api/play/fish/shoot', async (request, reply) => {
    const session = await services.session(request);
    const table = tableOf(session.gameId);
    const parsed = shootBody.safeParse(request.body ?? {});
    const bet = parsed.success ? BigInt(parsed.data.bet) : null;
    if (!parsed.success || bet === null || !table.title.betLevels.includes(bet)) {
      const levels = table.title.betLevels.join(', ');
      throw new VendorError(
        400,
        'validation_failed',
        `The bet must be one of ${levels} and fishType a fish of the game`,
      );
    }
    const fish = table.fish.find((entry) => entry.type === parsed.data.fishType);
    if (!fish)
      throw new VendorError(400, 'fish_unknown', `No fish ${parsed.data.fishType} swims in ${table.title.gameId}`);
    if (session.closedAt) {
      const [status, message] = refusals.session_closed;
      return reply.status(status).send({ code: 'session_closed', message });
    }
    const draw = await services.fair.next(session);
    // Unique per seed pair and nonce (nonces restart at 0 with each new pair).
    const roundId = `fish-${draw.serverSeedHash.slice(0, 16)}-${draw.nonce}`;
    const fair = { serverSeedHash: draw.serverSeedHash, clientSeed: draw.clientSeed, nonce: draw.nonce };
    const placed = await services.wallet.placeBet(session, {
      roundId,
      gameId: table.title.gameId,
      amount: bet,
      detail: { fishType: fish.type, multiplier: fish.multiplier, bet: bet.toString(), ...fair },
    });
    if (!placed.ok) {
      const [status, message] = refusals[placed.reason];
      return reply.status(status).send({
        code: placed.reason,
        message,
        ...(placed.balance !== null ? { balance: placed.balance.toString() } : {}),
      });
    }
    const shot = shoot(table, fish.type, fairRandom(draw.serverSeed, draw.clientSeed, draw.nonce));
    const payout = shot.captured ? bet * BigInt(shot.multiplier) : 0n;
    const settled = await services.wallet.settleBet(placed.betId, payout, {
      detail: { fishType: shot.fishType, captured: shot.captured, draw: shot.draw, denominator: shot.denominator },
    });
    return {
      roundId,
      betId: placed.betId,
      fishType: shot.fishType,
      captured: shot.captured,
      multiplier: shot.multiplier,
      bet: bet.toString(),
      payout: payout.toString(),
      draw: shot.draw,
      denominator: shot.denominator,
      balance: (settled ?? placed.balance + payout).toString(),
      fair,
    };
  });
}
