import { newServerSeed, seedHash } from '../fair/fair-random.ts';
import type { GameServices } from '../games/game-module.ts';
import type { PlayerSession } from '../wallet/wallet-port.ts';
import type { RoundBetRow, RoundRepo, RoundRow } from './round.repo.ts';
import { RoundSettler, roundRandom } from './round-settlement.ts';
import { betViews, roundStats } from './round-state.ts';
import {
  RoundError,
  type RoundGame,
  type RoundPhase,
  type RoundPhaseTimings,
  type RoundState,
  type RoundSummary,
} from './round-types.ts';

const DEFAULT_LIMITS = { minBet: 1n, maxBet: 1_000_000_000_000n };
const RETRY_MS = 1000;

interface LiveRound {
  id: string;
  index: number;
  phase: RoundPhase;
  serverSeed: string;
  seedHash: string;
  meta: unknown;
  result: unknown;
  openedAt: number;
  closesAt: number;
  endsAt: number;
  bets: RoundBetRow[];
  /** placeBet calls under way: betting closes only when they are all answered. */
  pending: Set<Promise<unknown>>;
}

// The engine stores the game's generic types as JSON; inside a table they are opaque.
type AnyGame = RoundGame<unknown, unknown, unknown>;

/** One shared table: the loop betting → drawing → settled → next round of one game. */
export class RoundTable {
  readonly timings: RoundPhaseTimings;
  readonly limits: { minBet: bigint; maxBet: bigint };
  private round: LiveRound | null = null;
  private history: RoundSummary[] = [];
  private nextIndex = 1;
  private timer: NodeJS.Timeout | null = null;
  private emitTimer: NodeJS.Timeout | null = null;
  private running = false;
  private starting: Promise<void> | null = null;
  private step: Promise<void> = Promise.resolve();
  private readonly listeners = new Set<(state: RoundState) => void>();
  private readonly settler: RoundSettler;

  constructor(
    readonly game: AnyGame,
    private readonly services: GameServices,
    private readonly repo: RoundRepo,
    private readonly historySize: number,
  ) {
    this.timings = { ...services.timings, ...game.timings };
    this.limits = game.limits ?? DEFAULT_LIMITS;
    this.settler = new RoundSettler(game, services, repo);
  }

  /** Finishes rounds a previous run left open, loads the history and opens a round. */
  async start(): Promise<void> {
    this.starting ??= this.startOnce();
    return this.starting;
  }

  private async startOnce(): Promise<void> {
    this.round = null;
    for (const row of await this.repo.unfinished(this.game.gameId)) await this.settler.recover(row);
    this.nextIndex = (await this.repo.lastIndex(this.game.gameId)) + 1;
    this.history = (await this.repo.history(this.game.gameId, this.historySize)).map((r) => this.summary(r));
    this.running = true;
    this.run(() => this.open());
  }

  /** Stops the loop after the step under way; an open round stays in the database for the next start. */
  async stop(): Promise<void> {
    await this.starting?.catch(() => undefined);
    this.starting = null;
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    if (this.emitTimer) clearTimeout(this.emitTimer);
    this.timer = this.emitTimer = null;
    await this.step;
    if (this.round) await Promise.allSettled([...this.round.pending]);
  }

  subscribe(listener: (state: RoundState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async placeBet(session: PlayerSession, body: unknown): Promise<{ betId: string; balance: bigint; roundId: string }> {
    const round = this.round;
    if (!this.running || !round || round.phase !== 'betting' || Date.now() >= round.closesAt) {
      throw new RoundError(409, 'betting_closed', 'Betting is closed for this round.');
    }
    if (session.closedAt) throw new RoundError(401, 'session_closed', 'The game session is closed.');
    const { amount, selection } = this.game.parseBet(body, round.meta);
    if (amount < this.limits.minBet) {
      throw new RoundError(400, 'bet_below_minimum', `The minimum bet is ${this.limits.minBet}.`);
    }
    if (amount > this.limits.maxBet) {
      throw new RoundError(400, 'bet_above_maximum', `The maximum bet is ${this.limits.maxBet}.`);
    }
    // Registered before the first await, so that closing waits for this bet.
    const work = this.takeBet(round, session, amount, selection);
    round.pending.add(work);
    try {
      return await work;
    } finally {
      round.pending.delete(work);
    }
  }

  private async takeBet(round: LiveRound, session: PlayerSession, amount: bigint, selection: unknown) {
    const answer = await this.services.wallet.placeBet(session, {
      roundId: round.id,
      gameId: this.game.gameId,
      amount,
      detail: { roundId: round.id, index: round.index, selection },
    });
    if (!answer.ok) {
      const status = { insufficient_funds: 402, session_closed: 401, wallet_timeout: 503, wallet_error: 503 }[
        answer.reason
      ];
      const balance = answer.balance === null ? null : answer.balance.toString();
      throw new RoundError(status, answer.reason, `The wallet refused the bet (${answer.reason}).`, { balance });
    }
    const bet: RoundBetRow = {
      betId: answer.betId,
      roundId: round.id,
      player: session.playerId,
      vendorCode: session.vendorCode,
      selection,
      amount,
      payout: null,
    };
    try {
      await this.repo.insertBet(bet);
    } catch (error) {
      await this.services.wallet.cancelBet(answer.betId);
      throw error;
    }
    round.bets.push(bet);
    this.emitSoon();
    return { betId: answer.betId, balance: answer.balance, roundId: round.id };
  }

  state(session?: PlayerSession): RoundState {
    const round = this.round;
    if (!round) throw new RoundError(503, 'table_closed', 'The table is not open yet.');
    return {
      gameId: this.game.gameId,
      kind: this.game.kind,
      phase: round.phase,
      roundId: round.id,
      index: round.index,
      openedAt: round.openedAt,
      endsAt: round.endsAt,
      serverNow: Date.now(),
      timings: this.timings,
      limits: { minBet: this.limits.minBet.toString(), maxBet: this.limits.maxBet.toString() },
      seedHash: round.seedHash,
      serverSeed: round.phase === 'settled' ? round.serverSeed : null,
      meta: round.meta,
      result: round.phase === 'betting' ? null : round.result,
      stats: roundStats(round.bets, (selection) => this.sideOf(selection)),
      myBets: session ? betViews(round.bets, session) : [],
      history: this.history,
    };
  }

  private sideOf(selection: unknown): string {
    if (this.game.sideOf) return this.game.sideOf(selection);
    return typeof selection === 'string' ? selection : JSON.stringify(selection);
  }

  private summary(row: RoundRow): RoundSummary {
    return {
      roundId: row.id,
      index: row.index,
      seedHash: row.seedHash,
      serverSeed: row.serverSeed,
      summary: this.game.summarize ? this.game.summarize(row.result, row.meta) : row.result,
      settledAt: (row.settledAt ?? new Date()).getTime(),
    };
  }

  /** Runs one step of the loop after the previous one; a failed step is retried after a pause. */
  private run(fn: () => Promise<number>, delay = 0): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.step = this.step.then(async () => {
        if (!this.running) return;
        try {
          const next = await fn();
          this.emit();
          this.schedule(next);
        } catch (error) {
          this.services.log.error(`round table ${this.game.gameId}: ${(error as Error).message}`);
          this.run(fn, RETRY_MS);
        }
      });
    }, delay);
  }

  /** Schedules the step that follows the current phase. */
  private schedule(delay: number): void {
    const phase = this.round?.phase;
    if (phase === 'betting') this.run(() => this.close(), delay);
    else if (phase === 'drawing') this.run(() => this.settle(), delay);
    else this.run(() => this.open(), delay);
  }

  private async open(): Promise<number> {
    const index = this.nextIndex;
    const id = `${this.game.gameId}-${index}`;
    const serverSeed = newServerSeed();
    const meta = this.game.prepare(roundRandom(serverSeed, id, 0), { id, index });
    const openedAt = Date.now();
    const closesAt = openedAt + this.timings.bettingMs;
    const hash = seedHash(serverSeed);
    await this.repo.insertRound({
      id,
      gameId: this.game.gameId,
      index,
      serverSeed,
      seedHash: hash,
      meta,
      openedAt: new Date(openedAt),
      closesAt: new Date(closesAt),
    });
    this.nextIndex = index + 1;
    this.round = {
      id,
      index,
      phase: 'betting',
      serverSeed,
      seedHash: hash,
      meta,
      result: null,
      openedAt,
      closesAt,
      endsAt: closesAt,
      bets: [],
      pending: new Set(),
    };
    return this.timings.bettingMs;
  }

  private async close(): Promise<number> {
    const round = this.round;
    if (!round) return 0;
    round.phase = 'drawing';
    round.endsAt = Date.now() + this.timings.resultMs;
    await Promise.allSettled([...round.pending]);
    try {
      round.result = this.game.draw(roundRandom(round.serverSeed, round.id, 1), round.meta);
    } catch (error) {
      // A rule that cannot draw this round: its bets are refunded, never lost.
      this.services.log.error(`round ${round.id} cannot be drawn (${(error as Error).message}): bets refunded`);
      await this.settler.cancelBets(round.bets);
      await this.repo.finish(round.id, 'cancelled');
      round.phase = 'settled';
      round.endsAt = Date.now() + this.timings.settleMs;
      return this.timings.settleMs;
    }
    await this.repo.markDrawing(round.id, round.result);
    round.endsAt = Date.now() + this.timings.resultMs;
    return this.timings.resultMs;
  }

  private async settle(): Promise<number> {
    const round = this.round;
    if (!round) return 0;
    await this.settler.payBets(round.bets, round.result, round.meta);
    const settledAt = await this.repo.finish(round.id, 'settled');
    round.phase = 'settled';
    round.endsAt = Date.now() + this.timings.settleMs;
    this.history = [
      this.summary({
        ...round,
        gameId: this.game.gameId,
        openedAt: new Date(round.openedAt),
        closesAt: new Date(round.closesAt),
        settledAt,
      }),
      ...this.history,
    ].slice(0, this.historySize);
    return this.timings.settleMs;
  }

  private emitSoon(): void {
    if (this.emitTimer) return;
    this.emitTimer = setTimeout(() => {
      this.emitTimer = null;
      this.emit();
    }, 100);
  }

  private emit(): void {
    if (!this.round || this.listeners.size === 0) return;
    const state = this.state();
    for (const listener of this.listeners) {
      try {
        listener(state);
      } catch (error) {
        this.services.log.warn(`round listener failed: ${(error as Error).message}`);
      }
    }
  }
}
