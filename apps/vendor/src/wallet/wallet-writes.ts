import type pg from 'pg';
import { Coalescer } from '../db/coalescer.ts';
import { insertBets, type NewBet } from './bets.repo.ts';
import {
  acknowledgeAll,
  recordCalls,
  settleWithCredits,
  type Acknowledgement,
  type CallRecord,
  type OutboxRow,
  type SettleWithCredit,
} from './outbox.repo.ts';

/** Writes of one kind that share a statement at most (decision 0023). */
const MAX_PER_STATEMENT = 64;

/**
 * The seamless wallet's four writes of every spin (the bet before its debit, the debit's record, the
 * settlement with its queued credit, the credit's acknowledgement), each kind through a `Coalescer`:
 * under load, concurrent spins share statements and commits instead of one each. Every caller goes on
 * only after its own write committed, as before, so what a crash can leave behind is unchanged.
 */
export class WalletWrites {
  private readonly bets: Coalescer<NewBet, undefined>;
  private readonly calls: Coalescer<CallRecord, undefined>;
  private readonly settlements: Coalescer<SettleWithCredit, OutboxRow | null>;
  private readonly acks: Coalescer<Acknowledgement, undefined>;

  constructor(db: pg.Pool, leaseMs: number) {
    const max = MAX_PER_STATEMENT;
    /** A write that answers nothing: one `undefined` per item once it committed. */
    const each =
      <T>(write: (db: pg.Pool, items: T[]) => Promise<void>) =>
      async (items: T[]) => {
        await write(db, items);
        return items.map(() => undefined);
      };
    this.bets = new Coalescer(each(insertBets), { max });
    this.calls = new Coalescer(each(recordCalls), { max });
    // One settlement per bet in a statement, so each answer is its own.
    this.settlements = new Coalescer((s) => settleWithCredits(db, s, { leaseMs }), { max, key: (s) => s.id });
    this.acks = new Coalescer(each(acknowledgeAll), { max });
  }

  async insertBet(bet: NewBet): Promise<void> {
    await this.bets.submit(bet);
  }

  async recordCall(call: CallRecord): Promise<void> {
    await this.calls.submit(call);
  }

  /** The queued credit, or null when the bet was not an open seamless bet (nothing written). */
  settleWithCredit(bet: SettleWithCredit): Promise<OutboxRow | null> {
    return this.settlements.submit(bet);
  }

  async acknowledge(ack: Acknowledgement): Promise<void> {
    await this.acks.submit(ack);
  }
}
