import { describe, expect, it } from 'vitest';
import { TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor, txId } from '../../test/vendor-client.ts';
import { vendorMovement, vendorWalletTestbed } from '../../test/wallet-fixtures.ts';

// The one-round-trip wallet functions (db/sql/vendor-*.sql): the cached vendor keys and flags
// stay exact, the ledger movements are the ledger's own, odd input and races stay refusals.

const bed = vendorWalletTestbed();

const CODE = 'NSL';

async function signedVendor(): Promise<TestVendor> {
  const res = await bed.t.app.inject({
    method: 'POST',
    url: `/api/admin/vendors/${CODE}/wallet-key`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
  });
  return new TestVendor(bed.t.app, CODE, (res.json() as { value: { secret: string } }).value.secret);
}
const debitBody = (p: { token: string; playerId: string }, amount: string, id = txId('d')) => ({
  token: p.token,
  playerId: p.playerId,
  txId: id,
  roundId: 'r1',
  gameCode: 'nova-7',
  amount,
});
const refBody = (p: { playerId: string }, debitTxId: string, extra: Record<string, unknown> = {}) => ({
  playerId: p.playerId,
  txId: txId('c'),
  debitTxId,
  roundId: 'r1',
  gameCode: 'nova-7',
  ...extra,
});

describe('vendor wallet functions: the cached vendor stays exact', () => {
  it('takes a key rotated elsewhere at once and refuses a key dropped elsewhere at once', async () => {
    const vendor = await signedVendor();
    const p = await bed.player(1_000n);
    const first = vendor.secret;
    expect((await vendor.call('balance', { token: p.token, playerId: p.playerId })).body.success).toBe(true);
    // Two rotations behind the portal's back (another node, the admin command): the first key is gone.
    await bed.repo.rotateKey(CODE, 'b'.repeat(64), new Date(Date.now() + 3600_000));
    await bed.repo.rotateKey(CODE, 'c'.repeat(64), new Date(Date.now() + 3600_000));
    const dropped = await vendor.call('debit', debitBody(p, '100'));
    expect([dropped.status, dropped.body.code]).toEqual([401, 'vendor_signature_invalid']);
    vendor.secret = 'b'.repeat(64);
    expect((await vendor.call('debit', debitBody(p, '100'))).body.value).toMatchObject({ balance: '900' });
    vendor.secret = 'c'.repeat(64);
    expect((await vendor.call('debit', debitBody(p, '100'))).body.value).toMatchObject({ balance: '800' });
    vendor.secret = first;
    expect((await vendor.call('balance', { token: p.token, playerId: p.playerId })).body.code).toBe(
      'vendor_signature_invalid',
    );
    expect(await bed.mainBalance(p.memberId)).toBe(800n);
  });

  it('follows maintenance and switching off set in the database at once', async () => {
    const vendor = await signedVendor();
    const p = await bed.player(1_000n);
    const d = debitBody(p, '100');
    expect((await vendor.call('debit', d)).body.success).toBe(true);
    const setVendor = (sql: string) =>
      bed.t.database.pool.query(`update game_vendors set ${sql} where code = $1`, [CODE]);
    await setVendor('maintenance = true');
    try {
      const refused = await vendor.call('debit', debitBody(p, '100'));
      expect([refused.status, refused.body.code]).toEqual([403, 'vendor_not_allowed']);
      // A retry of a debit taken before still gets its first answer; wins are still paid.
      expect((await vendor.call('debit', d)).body.value).toMatchObject({ duplicate: true, balance: '900' });
      expect((await vendor.call('credit', refBody(p, d.txId, { amount: '50' }))).body.success).toBe(true);
      await setVendor('maintenance = false, enabled = false');
      const off = await vendor.call('balance', { token: p.token, playerId: p.playerId });
      expect([off.status, off.body.code]).toEqual([403, 'vendor_not_allowed']);
    } finally {
      await setVendor('maintenance = false, enabled = true');
    }
    expect((await vendor.call('debit', debitBody(p, '100'))).body.value).toMatchObject({ balance: '850' });
  });
});

describe('vendor wallet functions: movements, odd input and races', () => {
  it('writes the movements LedgerService would write: the same movement posted again is a replay', async () => {
    const p = await bed.player(1_000n);
    const d = debitBody(p, '300');
    const debit = await bed.svc.debit({ code: CODE, enabled: true, maintenance: false }, { ...d, amount: 300n });
    const credit = await bed.svc.credit(
      { code: CODE, enabled: true, maintenance: false },
      { ...refBody(p, d.txId), amount: 120n },
    );
    const bet = await bed.ledger.post(vendorMovement(CODE, d.txId, 'bet', p.memberId, -300n));
    expect([bet.replayed, String(bet.transactionId)]).toEqual([true, debit.walletTxId]);
    const win = await bed.ledger.post(vendorMovement(CODE, credit.txId, 'win', p.memberId, 120n));
    expect([win.replayed, String(win.transactionId)]).toEqual([true, credit.walletTxId]);
    expect(await bed.mainBalance(p.memberId)).toBe(820n);
  });

  it('answers a player id beyond any member id as a foreign player, never an internal error', async () => {
    const vendor = await signedVendor();
    const p = await bed.player(1_000n);
    const d = debitBody(p, '100');
    await vendor.call('debit', d);
    const huge = '9999999999999999999';
    for (const [op, body] of [
      ['debit', { ...debitBody(p, '100'), playerId: huge }],
      ['credit', refBody({ playerId: huge }, d.txId, { amount: '10' })],
      ['rollback', refBody({ playerId: huge }, d.txId)],
      ['balance', { token: p.token, playerId: huge }],
    ] as const) {
      const res = await vendor.call(op, body);
      expect([op, res.status, res.body.code]).toEqual([op, 403, 'vendor_player_mismatch']);
    }
    expect(await bed.mainBalance(p.memberId)).toBe(900n);
  });

  it('a debit and its rollback sent at the same time never keep the stake', async () => {
    const vendor = await signedVendor();
    const p = await bed.player(100_000n);
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const d = debitBody(p, '100');
        const [debit, rollback] = await Promise.all([
          vendor.call('debit', d),
          vendor.call('rollback', refBody(p, d.txId)),
        ]);
        return `${debit.body.code}/${rollback.body.code}`;
      }),
    );
    for (const r of results) expect(['ok/ok', 'vendor_tx_rolled_back/vendor_tx_not_found']).toContain(r);
    expect(await bed.mainBalance(p.memberId)).toBe(100_000n);
  });

  it('a win and a rollback of one debit at the same time: exactly one of them is taken', async () => {
    const vendor = await signedVendor();
    const p = await bed.player(100_000n);
    for (let i = 0; i < 10; i++) {
      const d = debitBody(p, '100');
      expect((await vendor.call('debit', d)).body.success).toBe(true);
      const [win, rollback] = await Promise.all([
        vendor.call('credit', refBody(p, d.txId, { amount: '250' })),
        vendor.call('rollback', refBody(p, d.txId)),
      ]);
      expect([win.body.success, rollback.body.success].filter(Boolean)).toHaveLength(1);
      if (!win.body.success) expect(win.body.code).toBe('vendor_tx_rolled_back');
      if (!rollback.body.success) expect(rollback.body.code).toBe('vendor_tx_settled');
    }
    const taken = await bed.t.database.pool.query<{ won: string; rolled: string }>(
      `select count(*) filter (where status = 'settled') as won, count(*) filter (where status = 'rolled_back') as rolled
       from bets where member_id = $1`,
      [p.memberId],
    );
    const { won, rolled } = taken.rows[0]!;
    expect(Number(won) + Number(rolled)).toBe(10);
    expect(await bed.mainBalance(p.memberId)).toBe(100_000n + 150n * BigInt(won));
  });
});
