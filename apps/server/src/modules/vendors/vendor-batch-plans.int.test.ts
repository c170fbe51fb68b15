import { afterAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../db/client.ts';
import { txId } from '../../test/vendor-client.ts';
import { vendorWalletTestbed } from '../../test/wallet-fixtures.ts';
import { VendorWalletRepo, type BatchCall, type WalletCall } from './vendor-wallet.repo.ts';
import { sessionTokenHash } from './vendor-wallet.service.ts';

// A batch reads each call's vendor transaction and bet by its whole
// unique key, whatever the statistics say. Before it, a plan made while a table was young expected a
// handful of rows per vendor and read every row of the vendor for every batch.

const bed = vendorWalletTestbed();
const CODE = 'NSL';
const call: WalletCall = { vendorCode: CODE, version: null, enabled: true, maintenance: false };
const OLD_ROWS = 3000;

/** Heap rows of bets and vendor_transactions read through indexes by `run`, in one transaction. */
async function rowsRead(pool: ReturnType<typeof connectDatabase>['pool'], run: () => Promise<unknown>) {
  const read = async () =>
    Number(
      (
        await pool.query<{ n: string }>(
          `select coalesce(sum(idx_tup_fetch), 0)::text as n from pg_stat_xact_user_tables
            where relname in ('bets', 'vendor_transactions')`,
        )
      ).rows[0]!.n,
    );
  await pool.query('begin');
  try {
    const before = await read();
    await run();
    return (await read()) - before;
  } finally {
    await pool.query('commit');
  }
}

describe('vendor wallet batches and the statistics', () => {
  // One connection: its plan cache is the one measured, and begin … commit stay on it.
  let one: ReturnType<typeof connectDatabase> | undefined;
  afterAll(async () => {
    await one?.close();
  });

  it('reads each call by its key even when a vendor seems to have only a few rows', async () => {
    const pool = bed.t.database.pool;
    const url = new URL(inject('pgAdminUrl'));
    url.pathname = `/${(await pool.query<{ db: string }>('select current_database() as db')).rows[0]!.db}`;
    one = connectDatabase(url.toString(), 1);
    const repo = new VendorWalletRepo(one.db);
    // Earlier traffic of the vendor: settled bets and tombstones.
    const old = await bed.player(0n);
    await pool.query(
      `insert into vendor_transactions (vendor_code, tx_id, kind)
         select $1, 'old-' || g, 'tombstone' from generate_series(1, ${OLD_ROWS}) g`,
      [CODE],
    );
    await pool.query(
      `insert into bets (member_id, vendor_code, debit_tx_id, game_code, round_id, stake, valid_bet, status, settled_at)
         select $2, $1, 'old-' || g, 'nova-7', 'r-old', 100, 100, 'settled', now() from generate_series(1, ${OLD_ROWS}) g`,
      [CODE, old.memberId],
    );
    // Statistics as a young table gets them: vendor codes that seem to grow with the rows.
    for (const table of ['vendor_transactions', 'bets']) {
      await pool.query(`alter table ${table} alter column vendor_code set (n_distinct = -0.5)`);
      await pool.query(`analyze ${table}`);
    }
    try {
      const players = await Promise.all([bed.player(1_000_000n), bed.player(1_000_000n)]);
      const round = async (shard: number) => {
        const batch: BatchCall = { vendorCode: CODE, version: null, currency: 'USD', shard, pipeline: 0 };
        const debits = players.map((p) => ({
          ...call,
          tokenHash: sessionTokenHash(p.token),
          playerId: p.playerId,
          txId: txId('d'),
          roundId: 'r1',
          gameCode: 'nova-7',
          amount: 100n,
          currency: 'USD',
          shard,
        }));
        const credits = debits.map((d) => ({
          ...call,
          kind: 'credit' as const,
          playerId: d.playerId,
          txId: txId('c'),
          debitTxId: d.txId,
          roundId: 'r1',
          gameCode: 'nova-7',
          amount: 150n,
          validBet: null,
          currency: 'USD',
          shard,
        }));
        const results = [...(await repo.debitBatch(batch, debits)), ...(await repo.creditBatch(batch, credits))];
        expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok']);
      };
      // The batch functions use generic plans (planned once, not per call); the rounds also warm the
      // trigger's plans.
      for (let i = 0; i < 7; i++) await round(i % 4);
      const read = await rowsRead(one.pool, () => round(0));
      // Four calls: each one's own rows (a few per call), never the vendor's thousands.
      expect(read).toBeLessThan(40);
    } finally {
      for (const table of ['vendor_transactions', 'bets']) {
        await pool.query(`alter table ${table} alter column vendor_code set (n_distinct = 20)`);
        await pool.query(`analyze ${table}`);
      }
    }
  });

  it('keeps the settings that make the wallet functions plan by key (CREATE OR REPLACE drops them)', async () => {
    const { rows } = await bed.t.database.pool.query<{ name: string; config: string[] | null }>(
      `select p.proname as name, p.proconfig as config from pg_proc p
        where p.proname in ('vendor_debit_batch', 'vendor_credit_batch', 'ledger_apply_balances',
                            'ledger_check_has_postings')
        order by 1`,
    );
    const generic = ['enable_seqscan=off', 'plan_cache_mode=force_generic_plan'];
    expect(rows.map((r) => [r.name, [...(r.config ?? [])].sort()])).toEqual([
      ['ledger_apply_balances', ['enable_seqscan=off']],
      ['ledger_check_has_postings', ['enable_seqscan=off']],
      ['vendor_credit_batch', generic],
      ['vendor_debit_batch', generic],
    ]);
  });

  it('keeps the unique keys the only indexes that lead with the vendor code', async () => {
    const { rows } = await bed.t.database.pool.query<{ table: string; index: string }>(
      `select c.relname as table, i.relname as index
         from pg_index x
         join pg_class c on c.oid = x.indrelid
         join pg_class i on i.oid = x.indexrelid
         join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
        where c.relname in ('bets', 'vendor_transactions') and a.attname = 'vendor_code'
        order by 1, 2`,
    );
    expect(rows).toEqual([
      { table: 'bets', index: 'bets_vendor_debit' },
      { table: 'vendor_transactions', index: 'vendor_transactions_vendor_code_tx_id_pk' },
    ]);
  });
});
