import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onConflictRetry } from '../../db/conflict-retry.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor, txId } from '../../test/vendor-client.ts';
import { fund, testLedger, testVendorWallet } from '../../test/wallet-fixtures.ts';
import { canonicalCallback } from './deposit-sandbox.ts';
import type { LedgerService } from './ledger.service.ts';

// Many kinds of money movement for the same few members at once, through the real HTTP app: every
// answer is a success or a documented refusal (never a 5xx), every success is in the ledger exactly
// once, and the operator's wallet check finds nothing wrong.

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let ledger: LedgerService;
let vendor: TestVendor;
beforeAll(async () => {
  t = await createTestApp({ poolSize: 10 });
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
  const key = await admin('POST', '/admin/vendors/NSL/wallet-key');
  vendor = new TestVendor(t.app, 'NSL', key.json().value.secret);
  const settings = await admin('PUT', '/admin/wallet/settings', {
    withdrawMaxPending: 100,
    turnoverMultiple: 0,
    withdrawMin: '1000',
  });
  expect(settings.statusCode).toBe(200);
});
afterAll(async () => t.close());

const PP = '246810';
const MEMBERS = 3;
const ROUNDS = 4;
const LANES = 12;

function admin(method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) {
  return t.app.inject({
    method,
    url: `/api${url}`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    ...(payload ? { payload } : {}),
  });
}

const secret = Buffer.from(hkdfSync('sha256', TEST_OPERATOR_KEY, 'portal-deposit-sandbox', 'callback', 32));
const callback = (orderNo: string, amount: string) => {
  const fields = {
    orderNo,
    amount,
    currency: 'USD',
    status: 'paid' as const,
    gatewayTxId: `GW${orderNo}`,
    timestamp: String(Date.now()),
  };
  const signature = createHmac('sha256', secret).update(canonicalCallback(fields)).digest('hex');
  return t.app.inject({ method: 'POST', url: '/api/wps/deposit/callback/sandbox', payload: { ...fields, signature } });
};

interface Player {
  token: string;
  id: bigint;
  cardId: string;
  session: { token: string; playerId: string };
}

async function player(n: number): Promise<Player> {
  const name = `mcc${n}${randomUUID().slice(0, 6)}`;
  const token = await c.signUp(name, {}, `10.61.0.${n + 1}`);
  const { rows } = await t.database.pool.query<{ id: string }>('select id from members where username = $1', [name]);
  const id = BigInt(rows[0]!.id);
  const body = { newPaymentPassword: PP, confirmPaymentPassword: PP };
  expect((await c.call('POST', '/wps/member/paymentPassword', { token, encrypted: true, body })).statusCode).toBe(200);
  const card = await c.call('POST', '/wps/wallet/bankCards', {
    token,
    body: { bankName: 'Test Bank', accountNumber: `62220000${id}`, holderName: 'Ann Lee', paymentPassword: PP },
  });
  expect(card.statusCode).toBe(200);
  await fund(ledger, id, 200_000n);
  const session = await testVendorWallet(t.database.db, ledger).openSession(id, 'NSL');
  return { token, id, cardId: card.json().value.id, session };
}

/** One operation of the load: its name, the ledger keys a success writes (exactly once each), its answer. */
interface Op {
  name: string;
  keys: (res: LightMyRequestResponse) => Promise<string[]>;
  run: () => Promise<LightMyRequestResponse>;
}

const ok = (res: LightMyRequestResponse) => res.statusCode < 300 && res.json().success !== false;

/** The ledger keys of a main ↔ game wallet transfer, found by its request id. */
async function transferKeys(memberId: bigint, requestId: string): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ id: string; direction: string; status: string }>(
    'select id, direction, status from wallet_transfers where member_id = $1 and request_id = $2',
    [memberId, `req:${requestId}`],
  );
  const row = rows[0];
  if (!row) return [];
  const prefix = row.direction === 'in' ? 'transfer' : 'transfer-out';
  return [`${prefix}:${row.id}:start`, `${prefix}:${row.id}:${row.status === 'done' ? 'done' : 'refund'}`];
}

/** The operations of one round for one member; `open` are its withdrawals still pending. */
async function round(p: Player, upline: Player, open: string[]): Promise<Op[]> {
  const ops: Op[] = [];
  for (let i = 0; i < 5; i++) {
    const create = await c.call('POST', '/wps/v2/deposit/orders', {
      token: p.token,
      body: { channel: 'SANDBOX_ONLINE', amount: '3000', requestId: randomUUID() },
    });
    const orderNo: string = create.json().value.orderNo;
    ops.push({
      name: 'deposit callback',
      keys: async () => [`deposit:${orderNo}`],
      run: () => callback(orderNo, '3000'),
    });
  }
  for (let i = 0; i < 5; i++) {
    ops.push({
      name: 'withdraw request',
      keys: async (res) => [`withdraw:${res.json().value.orderNo}:hold`],
      run: () =>
        c.call('POST', '/wps/wallet/withdrawals', {
          token: p.token,
          body: { requestId: randomUUID(), bankCardId: p.cardId, amount: '2000', paymentPassword: PP },
        }),
    });
  }
  for (const [i, orderNo] of open.entries()) {
    const reject = i % 2 === 0;
    ops.push({
      name: reject ? 'withdraw reject' : 'withdraw approve',
      keys: async () => (reject ? [`withdraw:${orderNo}:release`] : []),
      run: () => admin('POST', `/admin/withdrawals/${orderNo}/${reject ? 'reject' : 'approve'}`, {}),
    });
  }
  for (const [from, to] of [
    ['MAIN', 'RYL'],
    ['RYL', 'MAIN'],
    ['MAIN', 'FRT'],
  ] as const) {
    const requestId = randomUUID();
    ops.push({
      name: `transfer ${from}→${to}`,
      keys: () => transferKeys(p.id, requestId),
      run: () =>
        c.call('POST', '/wps/relay/GCS_walletTransfer', {
          token: p.token,
          body: { from, to, amount: '1500', requestId },
        }),
    });
  }
  for (let i = 0; i < 4; i++) {
    const debitTx = txId('d');
    const creditTx = txId('c');
    const round = `r-${debitTx}`;
    const bet = { playerId: p.session.playerId, roundId: round, gameCode: 'nova-7' };
    ops.push({
      name: 'vendor bet and win',
      keys: async () => [`vendor:NSL:${debitTx}`, `vendor:NSL:${creditTx}`],
      run: async () => {
        const debit = await vendor.call('debit', { ...bet, token: p.session.token, txId: debitTx, amount: '700' });
        if (debit.status >= 500 || !debit.body.success) return fakeAnswer(debit.status, debit.body);
        const credit = await vendor.call('credit', { ...bet, txId: creditTx, debitTxId: debitTx, amount: '500' });
        return fakeAnswer(credit.status, credit.body);
      },
    });
  }
  if (p !== upline) {
    const requestId = randomUUID();
    ops.push({
      name: 'transfer to upline',
      keys: async () => [`transfer-upline:${p.id}:${requestId}`],
      run: () =>
        c.call('POST', '/wps/member/transfer/upline', {
          token: p.token,
          encrypted: true,
          body: { amount: '1000', requestId, paymentPassword: PP },
        }),
    });
  }
  return ops;
}

/** A vendor answer (status and body) as an inject response, for the one answer list. */
const fakeAnswer = (statusCode: number, body: unknown) =>
  ({ statusCode, json: () => body, body: JSON.stringify(body) }) as unknown as LightMyRequestResponse;

/**
 * Runs the operations in LANES parallel lanes, each one after the other, with the kinds dealt out in
 * turn: every kind keeps running while the others do (a withdrawal waits for its payment-password
 * check first, so fired all at once the deposits would be over before the withdrawals begin).
 * Answers in the order of `ops`.
 */
async function runInLanes(ops: Op[]): Promise<LightMyRequestResponse[]> {
  const byKind = new Map<string, number[]>();
  for (const [i, op] of ops.entries()) byKind.set(op.name, [...(byKind.get(op.name) ?? []), i]);
  const dealt: number[] = [];
  for (let k = 0; dealt.length < ops.length; k++) {
    for (const list of byKind.values()) if (k < list.length) dealt.push(list[k]!);
  }
  const results: LightMyRequestResponse[] = [];
  const lanes = Array.from({ length: LANES }, (_, lane) => dealt.filter((_, n) => n % LANES === lane));
  await Promise.all(
    lanes.map(async (lane) => {
      for (const i of lane) results[i] = await ops[i]!.run();
    }),
  );
  return results;
}

async function ledgerCount(key: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'select count(*)::int as n from ledger_transactions where idempotency_key = $1',
    [key],
  );
  return rows[0]!.n;
}

describe('money under concurrent load', () => {
  it(
    'answers no 5xx, books each success exactly once, and leaves the wallet check clean',
    { timeout: 60_000 },
    async () => {
      const players = [];
      for (let n = 0; n < MEMBERS; n++) players.push(await player(n));
      const upline = players[0]!;
      await t.database.pool.query('update members set upline_id = $1 where id = any($2::bigint[])', [
        upline.id,
        players.slice(1).map((p) => String(p.id)),
      ]);
      const failures: string[] = [];
      const retries: string[] = [];
      const stop = onConflictRetry((r) => retries.push(`${r.operation}: ${r.code}`));
      const answers: { name: string; status: number; code: string }[] = [];
      let open = new Map<bigint, string[]>();
      for (let r = 0; r < ROUNDS; r++) {
        const ops = (await Promise.all(players.map((p) => round(p, upline, open.get(p.id) ?? [])))).flat();
        const results = await runInLanes(ops);
        const nextOpen = new Map<bigint, string[]>();
        for (const [i, res] of results.entries()) {
          const op = ops[i]!;
          const code = String(res.json().code);
          answers.push({ name: op.name, status: res.statusCode, code });
          if (res.statusCode >= 500) failures.push(`${op.name}: ${res.statusCode} ${code}`);
          const success = ok(res);
          for (const key of success ? await op.keys(res) : []) {
            const n = await ledgerCount(key);
            if (n !== 1) failures.push(`${op.name}: ${key} is in the ledger ${n} times`);
          }
        }
        for (const p of players) {
          const { rows } = await t.database.pool.query<{ order_no: string }>(
            `select order_no from withdrawal_orders where member_id = $1 and status = 'pending'`,
            [p.id],
          );
          nextOpen.set(
            p.id,
            rows.map((row) => row.order_no),
          );
        }
        open = nextOpen;
      }
      stop();
      expect(failures).toEqual([]);
      // The documented lock order holds: no transaction of the load was aborted for a lock cycle (a
      // retry would hide it from the answers, so it is checked on its own).
      expect(retries).toEqual([]);
      // The load did move money of every kind, not just refusals.
      const succeeded = new Set(answers.filter((a) => a.status < 300 && a.code === 'ok').map((a) => a.name));
      expect([...succeeded].sort()).toEqual(
        [
          'deposit callback',
          'transfer MAIN→FRT',
          'transfer MAIN→RYL',
          'transfer RYL→MAIN',
          'transfer to upline',
          'vendor bet and win',
          'withdraw approve',
          'withdraw reject',
          'withdraw request',
        ].sort(),
      );
      const check = await admin('GET', '/admin/wallet/check');
      expect(check.json().value).toMatchObject({
        balanceMismatches: 0,
        unbalancedTransactions: 0,
        negativeMemberAccounts: 0,
        emptyTransactions: 0,
      });
    },
  );
});
