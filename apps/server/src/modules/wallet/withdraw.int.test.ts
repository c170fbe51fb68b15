import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptFor } from '../../test/auth-client.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { fund, testLedger } from '../../test/wallet-fixtures.ts';
import type { LedgerService } from './ledger.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp();
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
});
afterAll(async () => {
  const report = await ledger.repo.checkInvariants();
  expect(report).toMatchObject({
    balanceMismatches: 0,
    unbalancedTransactions: 0,
    negativeMemberAccounts: 0,
    emptyTransactions: 0,
  });
  await t.close();
});

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('0000000d49484452', 'hex')]);
const PP = '246810';

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    ...(payload ? { payload } : {}),
  });

async function memberId(username: string): Promise<bigint> {
  const { rows } = await t.database.pool.query('select id from members where username = $1', [username]);
  return BigInt(rows[0].id);
}

const mainBalance = async (id: bigint) =>
  (await ledger.repo.memberAccounts(id)).find((a) => a.kind === 'main')?.balance ?? 0n;

/** Posts a bet of `amount` from the member's main wallet (as a seamless vendor debit would). */
const bet = (id: bigint, amount: bigint) =>
  ledger.post({
    key: `test-bet:${randomUUID()}`,
    kind: 'bet',
    memberId: id,
    legs: [
      { account: { member: id, kind: 'main' }, amount: -amount },
      { account: { system: 'house' }, amount },
    ],
  });

const win = (id: bigint, amount: bigint) =>
  ledger.post({
    key: `test-win:${randomUUID()}`,
    kind: 'win',
    memberId: id,
    legs: [
      { account: { system: 'house' }, amount: -amount },
      { account: { member: id, kind: 'main' }, amount },
    ],
  });

/** A member with a payment password, a bank card, `deposit` funded and fully bet (turnover met). */
async function player(name: string, deposit = 1_000_000n) {
  const token = await c.signUp(name);
  const id = await memberId(name);
  const setPp = await c.call('POST', '/wps/member/paymentPassword', {
    token,
    encrypted: true,
    body: { newPaymentPassword: PP, confirmPaymentPassword: PP },
  });
  expect(setPp.json().success).toBe(true);
  const card = await c.call('POST', '/wps/wallet/bankCards', {
    token,
    body: {
      bankName: 'Test Bank',
      accountNumber: `6222 0000 ${String(id).padStart(6, '0')}`,
      holderName: 'Ann Lee',
      paymentPassword: PP,
    },
  });
  expect(card.json()).toMatchObject({ success: true });
  await fund(ledger, id, deposit);
  await bet(id, deposit);
  await win(id, deposit); // winnings: spendable without further turnover
  return { token, id, cardId: card.json().value.id as string };
}

const request = (token: string, body: Record<string, unknown>) =>
  c.call('POST', '/wps/wallet/withdrawals', { token, body: { requestId: randomUUID(), paymentPassword: PP, ...body } });

describe('bank cards', () => {
  it('need a payment password, match the payee name, refuse duplicates and a sixth card', async () => {
    const token = await c.signUp('cardCara');
    const bind = (body: Record<string, unknown>) =>
      c.call('POST', '/wps/wallet/bankCards', {
        token,
        body: {
          bankName: 'Test Bank',
          accountNumber: '62220000111',
          holderName: 'Cara  Jones',
          paymentPassword: PP,
          ...body,
        },
      });
    expect((await bind({})).json().code).toBe('payment_password_required');
    await c.call('POST', '/wps/member/paymentPassword', {
      token,
      encrypted: true,
      body: { newPaymentPassword: PP, confirmPaymentPassword: PP },
    });
    expect((await bind({ paymentPassword: '000000' })).json().code).toBe('payment_password_incorrect');
    const first = await bind({});
    expect(first.json()).toMatchObject({ code: 'ok' });
    expect(first.json().value).toMatchObject({
      bankName: 'Test Bank',
      accountMasked: '•••• 0111',
      holderName: 'Cara Jones',
    });
    const { rows } = await t.database.pool.query(`select payee_name from members where username = 'cardCara'`);
    expect(rows[0].payee_name).toBe('Cara Jones');
    expect((await bind({ accountNumber: '62220000222', holderName: 'Someone Else' })).json().code).toBe(
      'bank_card_name_mismatch',
    );
    expect((await bind({ accountNumber: '6222-0000-111' })).json().code).toBe('bank_card_duplicate');
    for (const n of [2, 3, 4, 5]) {
      expect((await bind({ accountNumber: `6222000000${n}`, holderName: ' cara   JONES ' })).json().success).toBe(true);
    }
    const sixth = await bind({ accountNumber: '62220000009' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('bank_card_limit');
    const info = (await c.call('GET', '/wps/wallet/withdraw/info', { token })).json().value;
    expect(info.cards).toHaveLength(5);
    expect(JSON.stringify(info)).not.toContain('62220000111');
    expect(info).toMatchObject({ payeeName: 'Cara Jones', paymentPasswordSet: true, maxCards: 5 });
  });

  it('refuses trial accounts', async () => {
    await admin('PUT', '/admin/system/module', { moduleId: 'FREEPLAY3', enabled: '1' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/wps/session/login/freeplay',
      headers: { 'x-forwarded-for': '10.77.0.1' },
      payload: await encryptFor(t.app, { os: 'Linux', platform: 'W', key: 'a'.repeat(20), gateway: 3 }),
    });
    const trial = res.json().value.token as string;
    expect((await c.call('GET', '/wps/wallet/withdraw/info', { token: trial })).json().code).toBe(
      'in_need_true_account',
    );
    const req = await request(trial, { bankCardId: '1', amount: '10000' });
    expect(req.json().code).toBe('in_need_true_account');
  });
});

describe('withdrawal requests', () => {
  it('hold the amount at once, replay by request id, and check limits, turnover and balance', async () => {
    const p = await player('reqRex');
    const before = await mainBalance(p.id);
    const requestId = randomUUID();
    const first = await request(p.token, { requestId, bankCardId: p.cardId, amount: '50000' });
    expect(first.json().value).toMatchObject({
      status: 'pending',
      amount: '50000',
      events: [{ status: 'pending', actor: 'member' }],
    });
    expect(await mainBalance(p.id)).toBe(before - 50_000n);
    const again = await request(p.token, { requestId, bankCardId: p.cardId, amount: '50000' });
    expect(again.json().value.orderNo).toBe(first.json().value.orderNo);
    expect(await mainBalance(p.id)).toBe(before - 50_000n);
    expect((await request(p.token, { requestId, bankCardId: p.cardId, amount: '50001' })).json().code).toBe(
      'idempotency_conflict',
    );
    const low = await request(p.token, { bankCardId: p.cardId, amount: '9999' });
    expect(low.json()).toMatchObject({
      code: 'amount_out_of_range',
      value: { limits: { min: '10000', max: '5000000' } },
    });
    expect((await request(p.token, { bankCardId: p.cardId, amount: '5000001' })).json().code).toBe(
      'amount_out_of_range',
    );
    expect((await request(p.token, { bankCardId: '999999', amount: '10000' })).json().code).toBe('not_found');
    expect((await request(p.token, { bankCardId: p.cardId, amount: '5000000' })).json().code).toBe(
      'insufficient_balance',
    );
    expect(
      (await request(p.token, { bankCardId: p.cardId, amount: '10000', paymentPassword: '999999' })).json().code,
    ).toBe('payment_password_incorrect');
    expect(await mainBalance(p.id)).toBe(before - 50_000n);
  });

  it('needs the turnover: deposits since the last paid withdrawal × the multiple must have been bet', async () => {
    const p = await player('turnTia');
    await fund(ledger, p.id, 300_000n);
    const refused = await request(p.token, { bankCardId: p.cardId, amount: '10000' });
    expect(refused.json()).toMatchObject({
      code: 'turnover_incomplete',
      value: { turnover: { required: '1300000', achieved: '1000000' } },
    });
    await bet(p.id, 300_000n);
    const ok = await request(p.token, { bankCardId: p.cardId, amount: '10000' });
    expect(ok.json().success).toBe(true);
    // After a payout the count starts again.
    const orderNo = ok.json().value.orderNo;
    await admin('POST', `/admin/withdrawals/${orderNo}/approve`, {});
    await admin('POST', `/admin/withdrawals/${orderNo}/pay`, {});
    await fund(ledger, p.id, 20_000n);
    const info = (await c.call('GET', '/wps/wallet/withdraw/info', { token: p.token })).json().value;
    expect(info.turnover).toEqual({ required: '20000', achieved: '0' });
    expect(await setSetting({ turnoverMultiple: 0 })).toMatchObject({ turnoverMultiple: 0 });
    expect((await request(p.token, { bankCardId: p.cardId, amount: '10000' })).json().success).toBe(true);
    await setSetting({ turnoverMultiple: 1 });
  });

  it('limits how many wait at once and locks the payment password after five wrong ones', async () => {
    const p = await player('pendPam');
    await setSetting({ withdrawMaxPending: 2 });
    expect((await request(p.token, { bankCardId: p.cardId, amount: '10000' })).json().success).toBe(true);
    expect((await request(p.token, { bankCardId: p.cardId, amount: '10000' })).json().success).toBe(true);
    expect((await request(p.token, { bankCardId: p.cardId, amount: '10000' })).json().code).toBe(
      'withdraw_pending_limit',
    );
    await setSetting({ withdrawMaxPending: 3 });
    for (let i = 0; i < 4; i++) {
      const wrong = await request(p.token, { bankCardId: p.cardId, amount: '10000', paymentPassword: '111111' });
      expect(wrong.json().code).toBe('payment_password_incorrect');
    }
    expect(
      (await request(p.token, { bankCardId: p.cardId, amount: '10000', paymentPassword: '111111' })).json().code,
    ).toBe('payment_password_locked');
    expect((await request(p.token, { bankCardId: p.cardId, amount: '10000' })).json().code).toBe(
      'payment_password_locked',
    );
    const info = (await c.call('GET', '/wps/wallet/withdraw/info', { token: p.token })).json().value;
    expect(info.paymentPasswordLockedUntil).not.toBeNull();
  });
});

async function setSetting(patch: Record<string, unknown>) {
  const res = await admin('PUT', '/admin/wallet/settings', patch);
  expect(res.json().success).toBe(true);
  return res.json().value;
}

describe('operator and member transitions', () => {
  it('cancel and reject release exactly once; pay after cancel is refused', async () => {
    const p = await player('relRoy');
    const before = await mainBalance(p.id);
    const a = (await request(p.token, { bankCardId: p.cardId, amount: '20000' })).json().value.orderNo;
    const cancel = () => c.call('POST', '/wps/wallet/withdrawals/cancel', { token: p.token, body: { orderNo: a } });
    const [one, two] = await Promise.all([cancel(), cancel()]);
    expect([one.json().code, two.json().code].sort()).toEqual(['ok', 'order_state_invalid']);
    expect(await mainBalance(p.id)).toBe(before);
    expect((await admin('POST', `/admin/withdrawals/${a}/approve`, {})).json().code).toBe('order_state_invalid');
    expect((await admin('POST', `/admin/withdrawals/${a}/pay`, {})).json().code).toBe('order_state_invalid');
    expect((await admin('POST', `/admin/withdrawals/${a}/reject`, {})).json().code).toBe('order_state_invalid');

    const b = (await request(p.token, { bankCardId: p.cardId, amount: '30000' })).json().value.orderNo;
    expect((await admin('POST', `/admin/withdrawals/${b}/approve`, { note: 'ok' })).json().value.status).toBe(
      'approved',
    );
    expect(
      (await c.call('POST', '/wps/wallet/withdrawals/cancel', { token: p.token, body: { orderNo: b } })).json().code,
    ).toBe('order_state_invalid');
    const rejects = await Promise.all(
      [1, 2].map(() => admin('POST', `/admin/withdrawals/${b}/reject`, { note: 'bad card' })),
    );
    expect(rejects.filter((r) => r.json().success)).toHaveLength(1);
    expect(await mainBalance(p.id)).toBe(before);
    const released = await t.database.pool.query(
      `select count(*)::int as n from ledger_transactions where idempotency_key in ($1, $2)`,
      [`withdraw:${a}:release`, `withdraw:${b}:release`],
    );
    expect(released.rows[0].n).toBe(2);
    const msg = await t.database.pool.query(`select kind, params from member_messages where member_id = $1`, [p.id]);
    expect(msg.rows).toEqual([
      { kind: 'withdrawal_rejected', params: expect.objectContaining({ orderNo: b, amount: '30000' }) },
    ]);
    expect((await admin('POST', `/admin/withdrawals/W12345678/approve`, {})).json().code).toBe('not_found');
    const other = await c.signUp('relOther');
    expect(
      (await c.call('POST', '/wps/wallet/withdrawals/cancel', { token: other, body: { orderNo: b } })).json().code,
    ).toBe('not_found');
  });

  it('pay moves the held amount out; the member confirms received or not received with a proof picture', async () => {
    const p = await player('payPete');
    const a = (await request(p.token, { bankCardId: p.cardId, amount: '40000' })).json().value.orderNo;
    expect((await admin('POST', `/admin/withdrawals/${a}/pay`, {})).json().code).toBe('order_state_invalid');
    await admin('POST', `/admin/withdrawals/${a}/approve`, {});
    const paid = (await admin('POST', `/admin/withdrawals/${a}/pay`, { note: 'sent' })).json().value;
    expect(paid.status).toBe('paid');
    const deadline = new Date(paid.confirmDeadline).getTime() - Date.now();
    expect(deadline).toBeGreaterThan(29 * 60_000);
    expect(deadline).toBeLessThanOrEqual(30 * 60_000);
    expect((await admin('POST', `/admin/withdrawals/${a}/reject`, {})).json().code).toBe('order_state_invalid');
    const payout = await t.database.pool.query(`select kind from ledger_transactions where idempotency_key = $1`, [
      `withdraw:${a}:payout`,
    ]);
    expect(payout.rows).toEqual([{ kind: 'withdraw_payout' }]);
    const confirm = (orderNo: string, body: Record<string, unknown>) =>
      c.call('POST', '/wps/wallet/withdrawals/confirm', { token: p.token, body: { orderNo, ...body } });
    const ok = await confirm(a, { received: true });
    expect(ok.json().value).toMatchObject({ status: 'received', confirmDeadline: null });
    expect(ok.json().value.events.map((e: { status: string }) => e.status)).toEqual([
      'pending',
      'approved',
      'paid',
      'received',
    ]);
    expect((await confirm(a, { received: false, proof: PNG.toString('base64') })).json().code).toBe(
      'order_state_invalid',
    );

    const b = (await request(p.token, { bankCardId: p.cardId, amount: '40000' })).json().value.orderNo;
    expect((await confirm(b, { received: true })).json().code).toBe('order_state_invalid');
    await admin('POST', `/admin/withdrawals/${b}/approve`, {});
    await admin('POST', `/admin/withdrawals/${b}/pay`, {});
    expect((await confirm(b, { received: false })).json().code).toBe('image_invalid');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await confirm(b, { received: false, proof: svg.toString('base64') })).json().code).toBe('image_invalid');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await confirm(b, { received: false, proof: big.toString('base64') })).json().code).toBe('image_invalid');
    const before = await mainBalance(p.id);
    const disputed = await confirm(b, { received: false, proof: `data:image/png;base64,${PNG.toString('base64')}` });
    expect(disputed.json().value).toMatchObject({ status: 'not_received', hasProof: true });
    const proof = await admin('GET', `/admin/withdrawals/${b}/proof`);
    expect(proof.headers['content-type']).toBe('image/png');
    expect(proof.rawPayload.equals(PNG)).toBe(true);
    expect((await admin('GET', `/admin/withdrawals/${a}/proof`)).json().code).toBe('not_found');
    expect(await mainBalance(p.id)).toBe(before);
    const msgs = await t.database.pool.query(`select kind from member_messages where member_id = $1`, [p.id]);
    expect(msgs.rows.map((r) => r.kind)).toEqual(['withdrawal_approved', 'withdrawal_approved']);
    const list = (await admin('GET', '/admin/withdrawals?status=not_received')).json().value.list;
    expect(list.map((o: { orderNo: string }) => o.orderNo)).toContain(b);
    const mine = (await c.call('GET', '/wps/wallet/withdrawals', { token: p.token })).json().value.list;
    expect(mine.map((o: { orderNo: string }) => o.orderNo)).toEqual([b, a]);
  });
});

describe('wallet settings', () => {
  it('default when missing and refuse bad values', async () => {
    await t.database.pool.query(`delete from system_settings where key = 'wallet'`);
    const p = await player('setSue');
    const info = (await c.call('GET', '/wps/wallet/withdraw/info', { token: p.token })).json().value;
    expect(info).toMatchObject({ min: '10000', max: '5000000', maxPending: 3, confirmMinutes: 30 });
    expect((await admin('PUT', '/admin/wallet/settings', { withdrawMin: '9000000' })).json().code).toBe(
      'validation_failed',
    );
    expect((await admin('PUT', '/admin/wallet/settings', { nonsense: 1 })).json().code).toBe('validation_failed');
    expect(await setSetting({ confirmMinutes: 5, withdrawMin: 20000 })).toMatchObject({
      confirmMinutes: 5,
      withdrawMin: '20000',
    });
    expect((await request(p.token, { bankCardId: p.cardId, amount: '10000' })).json().code).toBe('amount_out_of_range');
    await setSetting({ confirmMinutes: 30, withdrawMin: 10000 });
  });
});
