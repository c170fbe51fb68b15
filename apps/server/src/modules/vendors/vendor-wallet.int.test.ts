import { TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestVendor, txId } from '../../test/vendor-client.ts';
import { fund, insertTestMember, vendorWalletTestbed } from '../../test/wallet-fixtures.ts';
import { signVendorRequest } from './signature.ts';

const bed = vendorWalletTestbed();
let vendor: TestVendor;

const rotate = async (code: string) => {
  const res = await bed.t.app.inject({
    method: 'POST',
    url: `/api/admin/vendors/${code}/wallet-key`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
  });
  return res.json() as { success: boolean; code: string; value: { secret: string; previousValidUntil: string | null } };
};

beforeAll(async () => {
  vendor = new TestVendor(bed.t.app, 'NSL', (await rotate('NSL')).value.secret);
});

const debitBody = (p: { token: string; playerId: string }, amount: unknown, id = txId('d'), round = 'r1') => ({
  token: p.token,
  playerId: p.playerId,
  txId: id,
  roundId: round,
  gameCode: 'nova-7',
  amount,
});
const ref = (p: { playerId: string }, debitTxId: string, extra: Record<string, unknown> = {}, round = 'r1') => ({
  playerId: p.playerId,
  txId: txId('c'),
  debitTxId,
  roundId: round,
  gameCode: 'nova-7',
  ...extra,
});

describe('vendor wallet: signatures and bad input', () => {
  it('answers the balance of a live session', async () => {
    const p = await bed.player(5_000n);
    const res = await vendor.call('balance', { token: p.token, playerId: p.playerId });
    expect(res.body).toMatchObject({
      success: true,
      value: { balance: '5000', currency: 'USD', playerId: p.playerId },
    });
  });

  it('refuses unsigned, tampered, stale and replayed-with-another-body requests; nothing moves', async () => {
    const p = await bed.player(5_000n);
    const body = debitBody(p, '100');
    const raw = JSON.stringify(body);
    const ts = String(Math.floor(Date.now() / 1000));
    const sig = signVendorRequest(vendor.secret, ts, raw);
    const cases = [
      await vendor.call('debit', body, { signature: '0'.repeat(64) }),
      await vendor.call('debit', body, { signature: 'not-hex' }),
      await vendor.call('debit', body, { raw: raw.replace('"100"', '"900"'), timestamp: ts, signature: sig }),
      await vendor.call('debit', body, { timestamp: String(Number(ts) - 301) }),
      await vendor.call('debit', body, { timestamp: String(Number(ts) + 400) }),
      await vendor.call('debit', body, { timestamp: 'yesterday' }),
      await vendor.call('debit', { ...body, txId: txId() }, { timestamp: ts, signature: sig }),
      await new TestVendor(bed.t.app, 'NSL', 'a-guessed-secret').call('debit', body),
    ];
    for (const res of cases) expect([res.status, res.body.code]).toEqual([401, 'vendor_signature_invalid']);
    const unknown = await vendor.call('debit', body, { code: 'NOPE' });
    const transfer = await vendor.call('debit', body, { code: 'RYL' });
    const noKey = await vendor.call('debit', body, { code: 'JDR' });
    for (const res of [unknown, transfer, noKey])
      expect([res.status, res.body.code]).toEqual([403, 'vendor_not_allowed']);
    expect(await bed.mainBalance(p.memberId)).toBe(5_000n);
  });

  it('refuses negative, zero, fractional, huge and non-numeric amounts', async () => {
    const p = await bed.player(5_000n);
    for (const amount of ['-5', '0', 0, '1.5', 1.5, '1e3', '99999999999999999999', 2 ** 60, 'ten', '', null, true]) {
      const res = await vendor.call('debit', debitBody(p, amount));
      expect([res.status, res.body.code], String(amount)).toEqual([400, 'validation_failed']);
    }
    const stray = await vendor.call('debit', { ...debitBody(p, '5'), extra: 1 });
    expect(stray.body.code).toBe('validation_failed');
    expect(await bed.mainBalance(p.memberId)).toBe(5_000n);
  });

  it('refuses a foreign player id and another vendor’s or an expired session', async () => {
    const p = await bed.player(5_000n);
    const other = await bed.player(5_000n);
    const foreign = await vendor.call('debit', { ...debitBody(p, '100'), playerId: other.playerId });
    expect([foreign.status, foreign.body.code]).toEqual([403, 'vendor_player_mismatch']);
    const jdr = await bed.svc.openSession(p.memberId, 'JDR');
    const wrongVendor = await vendor.call('debit', debitBody({ ...p, token: jdr.token }, '100'));
    expect(wrongVendor.body.code).toBe('vendor_session_expired');
    const expired = await bed.svc.openSession(p.memberId, 'NSL', -1000);
    const late = await vendor.call('balance', { token: expired.token, playerId: p.playerId });
    expect([late.status, late.body.code]).toEqual([401, 'vendor_session_expired']);
    expect(await bed.mainBalance(p.memberId)).toBe(5_000n);
  });
});

describe('vendor wallet: debit, credit, rollback', () => {
  it('debits once; an exact duplicate gets the first answer with the current balance', async () => {
    const p = await bed.player(1_000n);
    const body = debitBody(p, '300');
    const first = await vendor.call('debit', body);
    expect(first.body).toMatchObject({ success: true, value: { balance: '700', duplicate: false, txId: body.txId } });
    await fund(bed.ledger, p.memberId, 50n);
    const again = await vendor.call('debit', body);
    expect(again.body.value).toMatchObject({
      balance: '750',
      duplicate: true,
      walletTxId: first.body.value!.walletTxId,
    });
    for (const changed of [{ amount: '301' }, { roundId: 'r2' }, { gameCode: 'other' }]) {
      const res = await vendor.call('debit', { ...body, ...changed });
      expect([res.status, res.body.code]).toEqual([409, 'vendor_tx_conflict']);
    }
    expect(await bed.mainBalance(p.memberId)).toBe(750n);
  });

  it('answers insufficient funds with the real balance and keeps nothing', async () => {
    const p = await bed.player(250n);
    const body = debitBody(p, '300');
    const res = await vendor.call('debit', body);
    expect([res.status, res.body.code, res.body.value]).toEqual([
      400,
      'insufficient_balance',
      { balance: '250', currency: 'USD' },
    ]);
    await fund(bed.ledger, p.memberId, 100n);
    const retried = await vendor.call('debit', body);
    expect(retried.body, JSON.stringify(retried.body)).toMatchObject({ value: { balance: '50', duplicate: false } });
  });

  it('credits a win even after the session expired; the bet records stake, valid bet and payout', async () => {
    const memberId = await insertTestMember(bed.t.database.db);
    await fund(bed.ledger, memberId, 1_000n);
    const s = await bed.svc.openSession(memberId, 'NSL', 1500);
    const p = { ...s, memberId };
    const d = debitBody(p, '400', txId('d'), 'round-9');
    expect((await vendor.call('debit', d)).body.success).toBe(true);
    await new Promise((r) => setTimeout(r, 1600));
    // A retried debit still gets its first answer after the session expired; a new one is refused.
    expect((await vendor.call('debit', d)).body.value).toMatchObject({ balance: '600', duplicate: true });
    expect((await vendor.call('debit', { ...d, txId: txId() })).body.code).toBe('vendor_session_expired');
    const credit = ref(p, d.txId, { amount: '1000', validBet: '300' }, 'round-9');
    const won = await vendor.call('credit', credit);
    expect(won.body).toMatchObject({ success: true, value: { balance: '1600', duplicate: false } });
    expect((await vendor.call('credit', credit)).body.value).toMatchObject({ balance: '1600', duplicate: true });
    const changed = await vendor.call('credit', { ...credit, amount: '1001' });
    expect(changed.body.code).toBe('vendor_tx_conflict');
    const bet = await bed.t.database.pool.query(
      `select stake, valid_bet, payout, status, game_code, round_id, demo from bets where debit_tx_id = $1`,
      [d.txId],
    );
    expect(bet.rows[0]).toEqual({
      stake: 400n,
      valid_bet: 300n,
      payout: 1000n,
      status: 'settled',
      game_code: 'nova-7',
      round_id: 'round-9',
      demo: false,
    });
    const memo = await bed.t.database.pool.query(
      `select kind, memo from ledger_transactions where member_id = $1 and kind in ('bet','win')`,
      [memberId],
    );
    for (const row of memo.rows) expect(row.memo).toMatchObject({ vendor: 'NSL', game: 'nova-7', round: 'round-9' });
    // A rollback after a win is refused.
    const rb = await vendor.call('rollback', ref(p, d.txId, {}, 'round-9'));
    expect([rb.status, rb.body.code]).toEqual([409, 'vendor_tx_settled']);
    expect(await bed.mainBalance(memberId)).toBe(1_600n);
  });

  it('closes a lost round with a zero credit (nothing moves)', async () => {
    const p = await bed.player(1_000n);
    const d = debitBody(p, '100');
    await vendor.call('debit', d);
    const res = await vendor.call('credit', ref(p, d.txId, { amount: '0' }));
    expect(res.body.value).toMatchObject({ balance: '900', walletTxId: null });
    const bet = await bed.t.database.pool.query(`select status, valid_bet from bets where debit_tx_id = $1`, [d.txId]);
    expect(bet.rows[0]).toEqual({ status: 'settled', valid_bet: 100n });
  });

  it('answers "does not exist" for a credit or rollback of an unknown debit; the tombstone refuses a late debit', async () => {
    const p = await bed.player(1_000n);
    const ghost = txId('ghost');
    const credit = await vendor.call('credit', ref(p, ghost, { amount: '10' }));
    expect([credit.status, credit.body.code]).toEqual([404, 'vendor_tx_not_found']);
    const rb = await vendor.call('rollback', ref(p, ghost));
    expect([rb.status, rb.body.code]).toEqual([404, 'vendor_tx_not_found']);
    const late = await vendor.call('debit', debitBody(p, '100', ghost));
    expect([late.status, late.body.code]).toEqual([409, 'vendor_tx_rolled_back']);
    expect(await bed.mainBalance(p.memberId)).toBe(1_000n);
  });

  it('answers the documented codes, never 500, for a player that does not exist', async () => {
    const p = await bed.player(1_000n);
    const ghost = { playerId: '9100000000000000001' };
    const d = debitBody(p, '100');
    await vendor.call('debit', d);
    const unknownDebit = txId('ghost');
    const answers = [
      await vendor.call('credit', ref(ghost, unknownDebit, { amount: '10' })),
      await vendor.call('rollback', ref(ghost, unknownDebit)),
      await vendor.call('credit', ref(ghost, unknownDebit, { amount: '10' })),
      await vendor.call('credit', ref(ghost, d.txId, { amount: '10' })),
      await vendor.call('rollback', ref(ghost, d.txId)),
    ];
    expect(answers.map((a) => [a.status, a.body.code])).toEqual([
      [404, 'vendor_tx_not_found'],
      [404, 'vendor_tx_not_found'],
      [404, 'vendor_tx_not_found'],
      [403, 'vendor_player_mismatch'],
      [403, 'vendor_player_mismatch'],
    ]);
    expect(await bed.mainBalance(p.memberId)).toBe(900n);
  });

  it('rolls a debit back once; credit after rollback refused; foreign player and round refused', async () => {
    const p = await bed.player(1_000n);
    const other = await bed.player(0n);
    const d = debitBody(p, '250');
    await vendor.call('debit', d);
    const foreign = await vendor.call('rollback', ref(other, d.txId));
    expect(foreign.body.code).toBe('vendor_player_mismatch');
    const wrongRound = await vendor.call('rollback', ref(p, d.txId, {}, 'r-other'));
    expect(wrongRound.body.code).toBe('vendor_tx_conflict');
    const body = ref(p, d.txId);
    const res = await vendor.call('rollback', body);
    expect(res.body.value).toMatchObject({ balance: '1000', duplicate: false });
    expect((await vendor.call('rollback', body)).body.value).toMatchObject({ balance: '1000', duplicate: true });
    const second = await vendor.call('rollback', ref(p, d.txId));
    expect(second.body.code).toBe('vendor_tx_rolled_back');
    const win = await vendor.call('credit', ref(p, d.txId, { amount: '10' }));
    expect(win.body.code).toBe('vendor_tx_rolled_back');
    expect(await bed.mainBalance(p.memberId)).toBe(1_000n);
  });

  it('plays a trial account with demo credit against the demo house', async () => {
    const memberId = await insertTestMember(bed.t.database.db, 4);
    await bed.ledger.post({
      key: `demo:${memberId}`,
      kind: 'demo_credit',
      memberId,
      legs: [
        { account: { system: 'demo_issuer' }, amount: -2_000n },
        { account: { member: memberId, kind: 'demo' }, amount: 2_000n },
      ],
    });
    const p = { memberId, ...(await bed.svc.openSession(memberId, 'NSL')) };
    const d = debitBody(p, '500');
    const taken = (await vendor.call('debit', d)).body.value!;
    expect(taken).toMatchObject({ balance: '1500', duplicate: false });
    const win = ref(p, d.txId, { amount: '200' });
    const paid = (await vendor.call('credit', win)).body.value!;
    expect(paid).toMatchObject({ balance: '1700', duplicate: false });
    // Replays answer the demo wallet's balance now (their bet's wallet) and the first ledger transaction.
    expect((await vendor.call('debit', d)).body.value).toEqual({ ...taken, balance: '1700', duplicate: true });
    expect((await vendor.call('credit', win)).body.value).toEqual({ ...paid, duplicate: true });
    const bet = await bed.t.database.pool.query(`select demo from bets where debit_tx_id = $1`, [d.txId]);
    expect(bet.rows[0]).toEqual({ demo: true });
    expect(await bed.mainBalance(memberId)).toBe(0n);
  });

  it('keeps the previous key working after a rotation', async () => {
    const old = vendor.secret;
    const rotated = await rotate('NSL');
    expect(rotated.value.previousValidUntil).not.toBeNull();
    const p = await bed.player(100n);
    expect((await vendor.call('balance', { token: p.token, playerId: p.playerId })).body.success).toBe(true);
    vendor.secret = rotated.value.secret;
    expect((await vendor.call('balance', { token: p.token, playerId: p.playerId })).body.success).toBe(true);
    expect(old).not.toBe(rotated.value.secret);
  });
});
