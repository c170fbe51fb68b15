import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVendorTestDb, type VendorTestDb } from '../test/vendor-db.ts';
import { findBet, type NewBet } from './bets.repo.ts';
import { writeJournal } from './journal.repo.ts';
import { outboxOfBet, settleWithCredits } from './outbox.repo.ts';
import { WalletWrites } from './wallet-writes.ts';

let vdb: VendorTestDb;
/** Statements sent through the counted pool. */
let statements = 0;
let writes: WalletWrites;
/** What the writes not waited for logged as lost. */
const errors: string[] = [];

beforeAll(async () => {
  vdb = await createVendorTestDb({ poolSize: 8 });
  const counted = {
    query: (...args: Parameters<pg.Pool['query']>) => {
      statements++;
      return (vdb.pool.query as (...a: unknown[]) => unknown)(...args);
    },
  } as unknown as pg.Pool;
  writes = new WalletWrites(counted, 5000, { error: (m: string) => errors.push(m) });
});

afterAll(async () => {
  await vdb?.drop();
});

const newBet = (over: Partial<NewBet> = {}): NewBet => {
  const id = randomBytes(9).toString('base64url');
  return {
    id,
    vendorCode: 'NSL',
    playerId: '42',
    sessionId: 's1',
    gameId: 'nova-7',
    roundId: `slot-${id}`,
    stake: 100n,
    demo: false,
    detail: { lines: 20 },
    walletMode: 'seamless',
    debitTxId: `${id}-d`,
    ...over,
  };
};

/** Runs `work` and answers how many statements it sent. */
async function counting(work: () => Promise<unknown>): Promise<number> {
  const before = statements;
  await work();
  return statements - before;
}

describe('WalletWrites', () => {
  it('writes concurrent bets in two statements (the first alone), each one as given', async () => {
    const bets = Array.from({ length: 12 }, (_, i) => newBet({ stake: BigInt(100 + i), detail: { i, q: `"\\'{}` } }));
    expect(await counting(() => Promise.all(bets.map((b) => writes.insertBet(b))))).toBe(2);
    for (const b of bets) {
      expect(await findBet(vdb.pool, b.id)).toMatchObject({
        ...b,
        status: 'open',
        payout: 0n,
      });
    }
  });

  it('fails only the bad write of a shared statement; the others are written', async () => {
    const taken = newBet();
    await writes.insertBet(taken);
    const others = Array.from({ length: 5 }, () => newBet());
    const results = await Promise.allSettled([others[0], taken, ...others.slice(1)].map((b) => writes.insertBet(b!)));
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    for (const b of others) expect(await findBet(vdb.pool, b.id)).not.toBeNull();
  });

  it('settles concurrent bets and queues their credits with the answers one at a time would give', async () => {
    const bets = Array.from({ length: 6 }, () => newBet());
    const transfer = newBet({ walletMode: 'transfer', debitTxId: null });
    for (const b of [...bets, transfer]) await writes.insertBet(b);
    const [plain, withValid, tooMuch, twice, zero, detailed] = bets as [NewBet, NewBet, NewBet, NewBet, NewBet, NewBet];
    const settle = (b: NewBet, payout: bigint, validBet: bigint | null = null, detail?: Record<string, unknown>) =>
      writes.settleWithCredit({ id: b.id, payout, validBet, detail, txId: `${b.id}-c` });
    const answers = await Promise.all([
      settle(plain, 250n),
      settle(withValid, 0n, 60n),
      settle(tooMuch, 10n, 101n),
      settle(twice, 70n),
      settle(twice, 80n),
      settle(zero, 0n),
      settle(transfer, 5n),
      settle(detailed, 1n, null, { reels: [1, 2, 3] }),
    ]);
    expect(answers.map((a) => a?.txId ?? null)).toEqual([
      `${plain.id}-c`,
      `${withValid.id}-c`,
      null,
      `${twice.id}-c`,
      null,
      `${zero.id}-c`,
      null,
      `${detailed.id}-c`,
    ]);
    for (const a of answers) if (a) expect(a).toMatchObject({ kind: 'credit', attempts: 1, stake: 100n });

    const body = (b: NewBet, amount: string, extra: Record<string, string> = {}) => ({
      playerId: '42',
      txId: `${b.id}-c`,
      debitTxId: `${b.id}-d`,
      roundId: b.roundId,
      gameCode: 'nova-7',
      amount,
      ...extra,
    });
    expect((await outboxOfBet(vdb.pool, plain.id)).map((r) => r.body)).toEqual([body(plain, '250')]);
    expect((await outboxOfBet(vdb.pool, withValid.id)).map((r) => r.body)).toEqual([
      body(withValid, '0', { validBet: '60' }),
    ]);
    expect((await outboxOfBet(vdb.pool, twice.id)).map((r) => r.body)).toEqual([body(twice, '70')]);
    expect(await outboxOfBet(vdb.pool, tooMuch.id)).toEqual([]);
    expect(await outboxOfBet(vdb.pool, transfer.id)).toEqual([]);
    // Each settled bet's debit is recorded with its stake, once (the record after the debit's answer
    // is not waited for, so the settlement writes it too); nothing for the bets left open.
    const { rows: debits } = await vdb.pool.query<{ tx_id: string; kind: string; amount: string }>(
      'select tx_id, kind, amount::text from wallet_calls where tx_id = any($1) order by tx_id',
      [[...bets, transfer].map((b) => `${b.id}-d`)],
    );
    expect(debits).toEqual(
      [plain, withValid, twice, zero, detailed]
        .map((b) => ({ tx_id: `${b.id}-d`, kind: 'debit', amount: '100' }))
        .sort((a, b) => (a.tx_id < b.tx_id ? -1 : 1)),
    );

    expect(await findBet(vdb.pool, plain.id)).toMatchObject({ status: 'settled', payout: 250n, validBet: 100n });
    expect(await findBet(vdb.pool, withValid.id)).toMatchObject({ status: 'settled', payout: 0n, validBet: 60n });
    expect(await findBet(vdb.pool, twice.id)).toMatchObject({ status: 'settled', payout: 70n });
    expect(await findBet(vdb.pool, tooMuch.id)).toMatchObject({ status: 'open' });
    expect(await findBet(vdb.pool, transfer.id)).toMatchObject({ status: 'open' });
    expect(await findBet(vdb.pool, detailed.id)).toMatchObject({ detail: { lines: 20, reels: [1, 2, 3] } });
  });

  it('acknowledges concurrent deliveries and records each call once', async () => {
    const bets = Array.from({ length: 4 }, () => newBet());
    for (const b of bets) await writes.insertBet(b);
    const rows = await Promise.all(
      bets.map((b) => writes.settleWithCredit({ id: b.id, payout: 5n, validBet: null, detail: {}, txId: `${b.id}-c` })),
    );
    const call = (b: NewBet) => ({ txId: `${b.id}-c`, vendorCode: 'NSL', kind: 'credit' as const, amount: 5n });
    const n = await counting(() =>
      Promise.all([
        ...rows.map((r, i) => writes.acknowledge({ id: r!.id, calls: [call(bets[i]!)], note: null })),
        // The same delivery acknowledged again (a duplicate answer) counts once.
        writes.acknowledge({ id: rows[0]!.id, calls: [call(bets[0]!)], note: null }),
        writes.acknowledge({ id: rows[1]!.id, calls: [], note: 'tombstone recorded' }),
      ]),
    );
    expect(n).toBe(2);
    for (const b of bets) {
      const [row] = await outboxOfBet(vdb.pool, b.id);
      expect(row!.deliveredAt).toBeInstanceOf(Date);
    }
    const { rows: recorded } = await vdb.pool.query<{ tx_id: string; n: number }>(
      'select tx_id, count(*)::int as n from wallet_calls where tx_id = any($1) group by tx_id',
      [bets.map((b) => `${b.id}-c`)],
    );
    expect(recorded.map((r) => r.n)).toEqual([1, 1, 1, 1]);
  });
});

describe('WalletWrites, mixed', () => {
  it('puts new bets, call records and acknowledgements that arrive together into one statement', async () => {
    const settledBets = Array.from({ length: 2 }, () => newBet());
    for (const b of settledBets) await writes.insertBet(b);
    const rows = await Promise.all(
      settledBets.map((b) =>
        writes.settleWithCredit({ id: b.id, payout: 7n, validBet: null, detail: {}, txId: `${b.id}-c` }),
      ),
    );
    const fresh = Array.from({ length: 3 }, () => newBet());
    const debit = (b: NewBet) => ({ txId: `${b.id}-d`, vendorCode: 'NSL', kind: 'debit' as const, amount: 100n });
    const credit = (b: NewBet) => ({ txId: `${b.id}-c`, vendorCode: 'NSL', kind: 'credit' as const, amount: 7n });
    const n = await counting(async () => {
      const waited = [writes.insertBet(fresh[0]!)];
      writes.recordCallLater(debit(settledBets[0]!));
      writes.acknowledgeLater({ id: rows[0]!.id, calls: [credit(settledBets[0]!)], note: null });
      waited.push(writes.insertBet(fresh[1]!));
      writes.recordCallLater(debit(settledBets[1]!));
      writes.acknowledgeLater({ id: rows[1]!.id, calls: [credit(settledBets[1]!)], note: null });
      waited.push(writes.insertBet(fresh[2]!));
      await Promise.all(waited);
      await writes.idle();
    });
    expect(n).toBe(2);
    for (const b of fresh) expect((await findBet(vdb.pool, b.id))?.status).toBe('open');
    for (const b of settledBets) expect((await outboxOfBet(vdb.pool, b.id))[0]!.deliveredAt).toBeInstanceOf(Date);
    const { rows: recorded } = await vdb.pool.query<{ kind: string; n: number }>(
      `select kind, count(*)::int as n from wallet_calls where tx_id = any($1) group by kind order by kind`,
      [settledBets.flatMap((b) => [`${b.id}-d`, `${b.id}-c`])],
    );
    expect(recorded).toEqual([
      { kind: 'credit', n: 2 },
      { kind: 'debit', n: 2 },
    ]);
  });
});

describe('the shared statements’ plans', () => {
  it('find their rows through the primary keys, also in a generic plan made while the tables are small', async () => {
    // A statement prepared per connection runs with a generic plan after five executions. Joined with
    // the array parameters alone, the table was read whole (a hash join) until it held 1,000-4,000
    // rows, and the plan stayed until the next ANALYZE (bench:vendor: 1,116 scans reading 2.9 million
    // rows of wallet_outbox in one phase). With `id = any(ids)` the primary key is used from ~200 rows.
    const bets = Array.from({ length: 1000 }, () => newBet());
    for (let i = 0; i < bets.length; i += 500)
      await writeJournal(vdb.pool, { bets: bets.slice(i, i + 500), calls: [], acks: [] });
    const settled = await settleWithCredits(
      vdb.pool,
      bets.slice(0, 900).map((b) => ({ id: b.id, payout: 1n, validBet: null, detail: {}, txId: `${b.id}-c` })),
      { leaseMs: 5000 },
    );
    await vdb.pool.query('analyze bets; analyze wallet_outbox');
    const client = await vdb.pool.connect();
    // Whole-table reads of the two tables in this transaction so far (the view also holds counts of
    // earlier transactions on this connection that are not flushed yet: compare before and after).
    const seqScans = async () =>
      (
        await client.query<{ relname: string; n: number }>(
          `select relname, seq_scan::int as n from pg_stat_xact_user_tables
            where relname in ('bets', 'wallet_outbox') order by relname`,
        )
      ).rows;
    try {
      await client.query('begin; set local plan_cache_mode = force_generic_plan');
      const before = await seqScans();
      const next = bets.slice(900, 904);
      await settleWithCredits(
        client,
        next.map((b) => ({ id: b.id, payout: 2n, validBet: null, detail: {}, txId: `${b.id}-c` })),
        { leaseMs: 5000 },
      );
      await writeJournal(client, {
        bets: [newBet()],
        calls: [{ txId: `${next[0]!.id}-d`, vendorCode: 'NSL', kind: 'debit', amount: 100n }],
        acks: settled.slice(0, 4).map((r) => ({ id: r!.id, calls: [], note: null })),
      });
      expect(await seqScans()).toEqual(before);
      expect((await findBet(client, next[0]!.id))?.status).toBe('settled');
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});

describe('WalletWrites, writes not waited for', () => {
  it('logs a lost write instead of failing its caller, writes the others, and idle() waits for all', async () => {
    errors.length = 0;
    const ok = Array.from({ length: 3 }, () => `${randomBytes(8).toString('hex')}-d`);
    const record = (txId: string, amount: bigint) => ({ txId, vendorCode: 'NSL', kind: 'debit' as const, amount });
    writes.recordCallLater(record(ok[0]!, 1n));
    // A negative amount breaks the table's CHECK: that one write is lost, the statement's others are not.
    writes.recordCallLater(record(`${randomBytes(8).toString('hex')}-d`, -1n));
    writes.recordCallLater(record(ok[1]!, 2n));
    writes.recordCallLater(record(ok[2]!, 3n));
    await writes.idle();
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/its record was not written/);
    const { rows } = await vdb.pool.query<{ amount: string }>(
      'select amount::text from wallet_calls where tx_id = any($1) order by amount',
      [ok],
    );
    expect(rows.map((r) => r.amount)).toEqual(['1', '2', '3']);
  });
});
