import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { VendorError } from '../../errors.ts';
import { fairRandom } from '../../fair/fair-random.ts';
import type { BetRefusal } from '../../wallet/wallet-port.ts';
import type { GameServices } from '../game-module.ts';
import { betLevels, findSlotTitle, type SlotTitleEntry } from './slot-titles.ts';
import { spin, spinResultJson } from './spin.ts';

const spinBody = z.object({
  /** Total bet in minor units (one of the title's bet levels), digits or an integer. */
  bet: z.union([z.string().regex(/^\d{1,15}$/), z.number().int().min(1).max(Number.MAX_SAFE_INTEGER)]),
});

const refusals: Record<BetRefusal, [number, string]> = {
  insufficient_funds: [402, 'Your balance is too low for this bet'],
  session_closed: [401, 'The game session has ended: reopen the game from the portal'],
  wallet_timeout: [503, 'The wallet did not answer in time; your bet was cancelled and refunded. Please try again'],
  wallet_error: [502, 'The wallet refused the bet, please try again later'],
};

function titleOf(gameId: string): SlotTitleEntry {
  const title = findSlotTitle(gameId);
  if (!title) throw new VendorError(404, 'game_not_found', `${gameId} is not a slot game`);
  return title;
}

/** What the client needs to draw the game and its paytable. */
export function slotInfo(title: SlotTitleEntry) {
  const { math } = title;
  const exact = title.exact();
  return {
    gameId: title.gameId,
    names: title.names,
    reels: 5,
    rows: 3,
    symbols: math.symbols.map((s) => ({ id: s.id, kind: s.kind, pays: [...s.pays] })),
    lines: math.lines.map((l) => [...l]),
    scatterPays: math.scatterPays ? [...math.scatterPays] : null,
    freeSpins: math.freeSpins
      ? {
          awards: [...math.freeSpins.awards],
          multiplier: math.freeSpins.multiplier,
          retrigger: math.freeSpins.retrigger,
        }
      : null,
    betLevels: betLevels(title).map(String),
    rtp: exact.published,
    /** Reel strips of the base game and of free spins (public: the RTP can be checked from them). */
    strips: math.reels.map((r) => [...r]),
    freeStrips: math.freeSpins ? math.freeSpins.reels.map((r) => [...r]) : null,
    freeReelsDiffer: math.freeSpins ? math.freeSpins.reels !== math.reels : false,
  };
}

export type SlotInfo = ReturnType<typeof slotInfo>;

/** `POST /api/play/slot/info` and `POST /api/play/slot/spin` for the session's slot title. */
export function registerSlotRoutes(app: FastifyInstance, services: GameServices): void {
  app.post('/api/play/slot/info', async (request) => {
    const session = await services.session(request);
    return slotInfo(titleOf(session.gameId));
  });

  app.post('/api/play/slot/spin', async (request, reply: FastifyReply) => {
    const session = await services.session(request);
    const title = titleOf(session.gameId);
    const parsed = spinBody.safeParse(request.body ?? {});
    const bet = parsed.success ? BigInt(parsed.data.bet) : null;
    if (bet === null || !betLevels(title).includes(bet)) {
      const levels = betLevels(title).join(', ');
      return reply.status(400).send({ code: 'validation_failed', message: `The bet must be one of ${levels}` });
    }
    if (session.closedAt) {
      const [status, message] = refusals.session_closed;
      return reply.status(status).send({ code: 'session_closed', message });
    }
    const lineBet = bet / BigInt(title.math.lines.length);
    const draw = await services.fair.next(session);
    const roundId = `slot-${draw.serverSeedHash.slice(0, 16)}-${draw.nonce}`;
    const placed = await services.wallet.placeBet(session, {
      roundId,
      gameId: title.gameId,
      amount: bet,
      detail: { bet: bet.toString(), lineBet: lineBet.toString(), lines: title.math.lines.length, nonce: draw.nonce },
    });
    if (!placed.ok) {
      const [status, message] = refusals[placed.reason];
      return reply.status(status).send({
        code: placed.reason,
        message,
        ...(placed.balance !== null ? { balance: placed.balance.toString() } : {}),
      });
    }
    const result = spin(title.machine, lineBet, fairRandom(draw.serverSeed, draw.clientSeed, draw.nonce));
    const settled = await services.wallet.settleBet(placed.betId, result.totalWin, {
      detail: {
        stops: result.stops,
        grid: result.grid,
        freeSpins: result.freeSpins?.spins.length ?? 0,
        totalWin: result.totalWin.toString(),
      },
    });
    return {
      roundId,
      betId: placed.betId,
      result: spinResultJson(result),
      balance: (settled ?? placed.balance + result.totalWin).toString(),
      fair: { serverSeedHash: draw.serverSeedHash, clientSeed: draw.clientSeed, nonce: draw.nonce },
    };
  });
}
