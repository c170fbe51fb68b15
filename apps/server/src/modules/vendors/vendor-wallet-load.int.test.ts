import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor, txId } from '../../test/vendor-client.ts';
import { vendorWalletTestbed } from '../../test/wallet-fixtures.ts';

const bed = vendorWalletTestbed();

const admin = async (method: 'GET' | 'POST', url: string) =>
  (await bed.t.app.inject({ method, url: `/api${url}`, headers: { 'x-operator-key': TEST_OPERATOR_KEY } })).json();

async function vendorFor(code: string) {
  const key = await admin('POST', `/admin/vendors/${code}/wallet-key`);
  return new TestVendor(bed.t.app, code, key.value.secret);
}
describe('vendor wallet under load', () => {
  it('takes 50 parallel debits on one wallet without overdraft, totals exact', async () => {
    const vendor = await vendorFor('NSL');
    const p = await bed.player(1_000n, { code: 'NSL' });
    // 50 debits of 30 on 1 000: exactly 33 fit.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        vendor.call('debit', {
          token: p.token,
          playerId: p.playerId,
          txId: `par-${i}`,
          roundId: `r-${i}`,
          gameCode: 'g',
          amount: '30',
        }),
      ),
    );
    const ok = results.filter((r) => r.body.success);
    const refused = results.filter((r) => !r.body.success);
    expect(ok).toHaveLength(33);
    expect(refused.every((r) => r.body.code === 'insufficient_balance')).toBe(true);
    expect(await bed.mainBalance(p.memberId)).toBe(10n);
    const bets = await bed.t.database.pool.query(
      `select count(*)::int as n, sum(stake)::bigint as s from bets where member_id = $1`,
      [p.memberId],
    );
    expect(bets.rows[0]).toEqual({ n: 33, s: 990n });
  });

  it('moves money once for identical debits sent at the same time', async () => {
    const vendor = await vendorFor('NSL');
    const p = await bed.player(1_000n, { code: 'NSL' });
    const body = {
      token: p.token,
      playerId: p.playerId,
      txId: txId('same'),
      roundId: 'r',
      gameCode: 'g',
      amount: '100',
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => vendor.call('debit', body)));
    expect(results.every((r) => r.body.success)).toBe(true);
    expect(results.filter((r) => r.body.value!.duplicate === false)).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.value!.walletTxId)).size).toBe(1);
    expect(await bed.mainBalance(p.memberId)).toBe(900n);
  });

  it('a daily reconciliation matches the totals a simulated vendor kept', async () => {
    const vendor = await vendorFor('JDR');
    const own = {
      debits: { count: 0, total: 0n },
      credits: { count: 0, total: 0n },
      rollbacks: { count: 0, total: 0n },
    };
    let tombstones = 0;
    const players = await Promise.all([1, 2, 3].map(() => bed.player(5_000n, { code: 'JDR' })));
    let n = 0;
    for (const p of players) {
      for (let round = 0; round < 6; round++) {
        const stake = BigInt(10 + ((n * 37) % 90));
        const d = {
          token: p.token,
          playerId: p.playerId,
          txId: `d-${n}`,
          roundId: `r-${n}`,
          gameCode: 'jade',
          amount: String(stake),
        };
        const res = await vendor.call('debit', d);
        expect(res.body.success).toBe(true);
        own.debits.count++;
        own.debits.total += stake;
        await vendor.call('debit', d); // a retry: counted once
        const ref = { playerId: p.playerId, txId: `s-${n}`, debitTxId: d.txId, roundId: d.roundId, gameCode: 'jade' };
        if (round % 3 === 0) {
          expect((await vendor.call('rollback', ref)).body.success).toBe(true);
          own.rollbacks.count++;
          own.rollbacks.total += stake;
        } else {
          const win = round % 3 === 1 ? stake * 2n : 0n;
          expect((await vendor.call('credit', { ...ref, amount: String(win) })).body.success).toBe(true);
          own.credits.count++;
          own.credits.total += win;
        }
        n++;
      }
      const ghost = { playerId: p.playerId, txId: `g-${n}`, debitTxId: `missing-${n}`, roundId: 'x', gameCode: 'jade' };
      expect((await vendor.call('rollback', ghost)).body.code).toBe('vendor_tx_not_found');
      tombstones++;
    }
    const date = new Date().toISOString().slice(0, 10);
    const report = await admin('GET', `/admin/vendors/JDR/reconciliation?date=${date}`);
    const str = (x: { count: number; total: bigint }) => ({ count: x.count, total: String(x.total) });
    expect(report.value).toEqual({
      vendorCode: 'JDR',
      date,
      debits: str(own.debits),
      credits: str(own.credits),
      rollbacks: str(own.rollbacks),
      tombstones: { count: tombstones },
      net: String(own.debits.total - own.credits.total - own.rollbacks.total),
    });
    const empty = await admin('GET', `/admin/vendors/JDR/reconciliation?date=2001-01-01`);
    expect(empty.value.debits).toEqual({ count: 0, total: '0' });
    const bad = await admin('GET', `/admin/vendors/JDR/reconciliation?date=yesterday`);
    expect(bad.code).toBe('validation_failed');
  });
});
