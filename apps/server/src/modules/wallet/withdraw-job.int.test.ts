import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAW_AUTO_CONFIRM } from '../../jobs/job-queue.ts';
import { queueJobRun } from '../../test/job-runs.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { fund, testLedger } from '../../test/wallet-fixtures.ts';
import type { LedgerService } from './ledger.service.ts';
import { WithdrawRepo } from './withdraw.repo.ts';
import { WithdrawService } from './withdraw.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let ledger: LedgerService;
beforeAll(async () => {
  t = await createTestApp({ jobs: true });
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
  await t.app.inject({
    method: 'PUT',
    url: '/api/admin/wallet/settings',
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    payload: { turnoverMultiple: 0 },
  });
});
afterAll(async () => {
  const report = await ledger.repo.checkInvariants();
  expect(report).toMatchObject({ balanceMismatches: 0, unbalancedTransactions: 0, negativeMemberAccounts: 0 });
  await t.close();
});

const PP = '135790';
const admin = (url: string) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: { 'x-operator-key': TEST_OPERATOR_KEY }, payload: {} });

/** A paid withdrawal of a new member; answers its order number and the member's token. */
async function paidOrder(name: string) {
  const token = await c.signUp(name);
  const { rows } = await t.database.pool.query('select id from members where username = $1', [name]);
  await c.call('POST', '/wps/member/paymentPassword', {
    token,
    encrypted: true,
    body: { newPaymentPassword: PP, confirmPaymentPassword: PP },
  });
  const card = await c.call('POST', '/wps/wallet/bankCards', {
    token,
    body: { bankName: 'Job Bank', accountNumber: '5555000011', holderName: 'Jo Job', paymentPassword: PP },
  });
  await fund(ledger, BigInt(rows[0].id), 100_000n);
  const req = await c.call('POST', '/wps/wallet/withdrawals', {
    token,
    body: { requestId: randomUUID(), bankCardId: card.json().value.id, amount: '50000', paymentPassword: PP },
  });
  const orderNo = req.json().value.orderNo as string;
  await admin(`/admin/withdrawals/${orderNo}/approve`);
  expect((await admin(`/admin/withdrawals/${orderNo}/pay`)).json().value.status).toBe('paid');
  return { orderNo, token };
}

const expire = (orderNo: string) =>
  t.database.pool.query(
    `update withdrawal_orders set confirm_deadline = now() - interval '1 second' where order_no = $1`,
    [orderNo],
  );

const statusOf = async (orderNo: string) =>
  (await t.database.pool.query('select status from withdrawal_orders where order_no = $1', [orderNo])).rows[0].status;

describe('auto confirmation of paid withdrawals', () => {
  it('counts a paid withdrawal as received once its deadline passed (the job function)', async () => {
    const service = new WithdrawService(
      new WithdrawRepo(t.database.db),
      ledger,
      null as never,
      null as never,
      null as never,
      null as never,
      null as never,
    );
    const due = await paidOrder('jobJay');
    const notDue = await paidOrder('jobKim');
    expect(await service.autoConfirmDue()).toBe(0);
    await expire(due.orderNo);
    expect(await service.autoConfirmDue()).toBe(1);
    expect(await service.autoConfirmDue()).toBe(0);
    expect(await statusOf(due.orderNo)).toBe('received');
    expect(await statusOf(notDue.orderNo)).toBe('paid');
    const list = (await c.call('GET', '/wps/wallet/withdrawals', { token: due.token })).json().value.list;
    expect(list[0].events.at(-1)).toMatchObject({ status: 'received', actor: 'system', note: 'auto_confirmed' });
    // A late answer of the member is refused: it already counts as received.
    const late = await c.call('POST', '/wps/wallet/withdrawals/confirm', {
      token: due.token,
      body: { orderNo: due.orderNo, received: true },
    });
    expect(late.json().code).toBe('order_state_invalid');
  });

  it('runs in pg-boss: the schedule is registered every minute and a queued run does the work', async () => {
    const schedules = await t.database.pool.query('select name, cron from pgboss.schedule where name = $1', [
      WITHDRAW_AUTO_CONFIRM,
    ]);
    expect(schedules.rows).toEqual([{ name: WITHDRAW_AUTO_CONFIRM, cron: '* * * * *' }]);
    const { orderNo } = await paidOrder('jobLou');
    await expire(orderNo);
    await queueJobRun(t.database.pool, WITHDRAW_AUTO_CONFIRM);
    const until = Date.now() + 12_000;
    while ((await statusOf(orderNo)) !== 'received' && Date.now() < until) await new Promise((r) => setTimeout(r, 250));
    expect(await statusOf(orderNo)).toBe('received');
  });
});
