import type pg from 'pg';
import { Coalescer } from '../db/coalescer.ts';
import type { NewBet } from './bets.repo.ts';
import { writeJournal } from './journal.repo.ts';
import {
  settleWithCredits,
  type Acknowledgement,
  type CallRecord,
  type OutboxRow,
  type SettleWithCredit,
} from './outbox.repo.ts';

/** Writes that share a statement at most (decision 0023). */
const MAX_PER_STATEMENT = 64;

type JournalItem = { bet: NewBet } | { call: CallRecord } | { ack: Acknowledgement };

/**
 * The seamless wallet's four writes of every spin: the bet before its debit, the debit's record, the
 * settlement with its queued credit, the credit's acknowledgement. Under load, concurrent spins share
 * statements and commits instead of one each (`Coalescer`): settlements in one lane, the three other
 * kinds, which only add rows or mark them delivered, together in another. Every caller goes on only
 * after its own write committed, as before, so what a crash can leave behind is unchanged.
 */
export class WalletWrites {
  private readonly journal: Coalescer<JournalItem, undefined>;
  private readonly settlements: Coalescer<SettleWithCredit, OutboxRow | null>;

  constructor(db: pg.Pool, leaseMs: number) {
    const max = MAX_PER_STATEMENT;
    this.journal = new Coalescer(
      async (items) => {
        await writeJournal(db, {
          bets: items.flatMap((i) => ('bet' in i ? [i.bet] : [])),
          calls: items.flatMap((i) => ('call' in i ? [i.call] : [])),
          acks: items.flatMap((i) => ('ack' in i ? [i.ack] : [])),
        });
        return items.map(() => undefined);
      },
      { max },
    );
    // One settlement per bet in a statement, so each answer is its own.
    this.settlements = new Coalescer((s) => settleWithCredits(db, s, { leaseMs }), { max, key: (s) => s.id });
  }

  async insertBet(bet: NewBet): Promise<void> {
    await this.journal.submit({ bet });
  }

  async recordCall(call: CallRecord): Promise<void> {
    await this.journal.submit({ call });
  }

  /** The queued credit, or null when the bet was not an open seamless bet (nothing written). */
  settleWithCredit(bet: SettleWithCredit): Promise<OutboxRow | null> {
    return this.settlements.submit(bet);
  }

  async acknowledge(ack: Acknowledgement): Promise<void> {
    await this.journal.submit({ ack });
  }
}
