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
import type { WalletLog } from './types.ts';

/** Writes that share a statement at most. */
const MAX_PER_STATEMENT = 64;

type JournalItem = { bet: NewBet } | { call: CallRecord } | { ack: Acknowledgement };

/**
 * The seamless wallet's four writes of every spin: the bet before its debit, the debit's record, the
 * settlement with its queued credit, the credit's acknowledgement. Under load, concurrent spins share
 * statements and commits instead of one each (`Coalescer`): settlements in one lane, the three other
 * kinds, which only add rows or mark them delivered, together in another. Fewer, larger statements
 * spare PostgreSQL parsing, planning and committing each small write.
 *
 * The bet and the settlement are waited for: a crash must not leave a debit the vendor does not know
 * about, nor a win that is not queued. The debit's record and the acknowledgement are not (`…Later`):
 * they only feed the daily totals and the outbox's bookkeeping, and each is written again if it is lost.
 * The settlement records its bet's debit too, a rollback's acknowledgement records the debit the portal
 * took, and an unacknowledged delivery is sent again, which the portal answers as the duplicate it is.
 * `idle()` waits for them (stop, tests, totals).
 */
export class WalletWrites {
  private readonly journal: Coalescer<JournalItem, undefined>;
  private readonly settlements: Coalescer<SettleWithCredit, OutboxRow | null>;

  /** The writes not waited for, still in flight. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    db: pg.Pool,
    leaseMs: number,
    private readonly log: Pick<WalletLog, 'error'>,
  ) {
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

  /** The queued credit, or null when the bet was not an open seamless bet (nothing written). */
  settleWithCredit(bet: SettleWithCredit): Promise<OutboxRow | null> {
    return this.settlements.submit(bet);
  }

  async acknowledge(ack: Acknowledgement): Promise<void> {
    await this.journal.submit({ ack });
  }

  /** A debit's record, not waited for (the settlement or the rollback's acknowledgement writes it again). */
  recordCallLater(call: CallRecord): void {
    this.later({ call }, `wallet debit ${call.txId}: its record`);
  }

  /** An acknowledgement, not waited for (an unacknowledged delivery is sent again). */
  acknowledgeLater(ack: Acknowledgement): void {
    this.later({ ack }, `wallet outbox row ${ack.id}: its acknowledgement`);
  }

  /** Resolves when every write not waited for so far has committed or failed (and was logged). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private later(item: JournalItem, what: string): void {
    const write = this.journal.submit(item).then(
      () => undefined,
      (err: unknown) => this.log.error(`${what} was not written: ${err instanceof Error ? err.message : String(err)}`),
    );
    this.pending.add(write);
    void write.then(() => this.pending.delete(write));
  }
}
