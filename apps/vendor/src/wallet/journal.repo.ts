import type { NewBet, Queryable } from './bets.repo.ts';
import type { Acknowledgement, CallRecord } from './outbox.repo.ts';

/** Writes that only add rows or mark outbox rows delivered: any mix of them goes in one statement. */
export interface JournalWrites {
  /** New bets (written before their debit is sent). */
  bets: readonly NewBet[];
  /** First `ok` answers of seamless calls (duplicates of a tx id ignored). */
  calls: readonly CallRecord[];
  /** Delivered outbox rows, with the calls they brought. */
  acks: readonly Acknowledgement[];
}

/**
 * Writes new bets, call records and acknowledgements in one statement, prepared once per connection
 * (one text for any mix and count, through `unnest`), so PostgreSQL does not parse and plan it again
 * for every spin.
 */
export async function writeJournal(db: Queryable, w: JournalWrites): Promise<void> {
  const calls = [...w.calls, ...w.acks.flatMap((a) => a.calls)];
  await db.query({
    name: 'vendor_write_journal',
    text: `with new_bets as (
      insert into bets (id, vendor_code, player_id, session_id, game_id, round_id, stake, demo, detail, wallet_mode, debit_tx_id)
      select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::bigint[],
                           $8::boolean[], $9::jsonb[], $10::text[], $11::text[])
    ), delivered as (
      update wallet_outbox o set delivered_at = coalesce(o.delivered_at, now()), last_error = a.note
      from unnest($12::bigint[], $13::text[]) as a(id, note)
      where o.id = a.id and o.id = any($12::bigint[])
    )
    insert into wallet_calls (tx_id, vendor_code, kind, amount)
    select * from unnest($14::text[], $15::text[], $16::text[], $17::bigint[])
    on conflict do nothing`,
    values: [
      w.bets.map((b) => b.id),
      w.bets.map((b) => b.vendorCode),
      w.bets.map((b) => b.playerId),
      w.bets.map((b) => b.sessionId),
      w.bets.map((b) => b.gameId),
      w.bets.map((b) => b.roundId),
      w.bets.map((b) => String(b.stake)),
      w.bets.map((b) => b.demo),
      w.bets.map((b) => JSON.stringify(b.detail)),
      w.bets.map((b) => b.walletMode),
      w.bets.map((b) => b.debitTxId),
      w.acks.map((a) => String(a.id)),
      w.acks.map((a) => a.note),
      calls.map((c) => c.txId),
      calls.map((c) => c.vendorCode),
      calls.map((c) => c.kind),
      calls.map((c) => String(c.amount)),
    ],
  });
}
