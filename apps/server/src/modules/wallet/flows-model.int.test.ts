import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor } from '../../test/vendor-client.ts';
import { testLedger, testVendorWallet } from '../../test/wallet-fixtures.ts';
import type { VendorWalletService } from '../vendors/vendor-wallet.service.ts';
import { runArbitrary } from '../../test/flows-model-steps.ts';
import { FlowsModel, outcomes, type FlowsEnv, type FlowsMember } from '../../test/flows-model.ts';
import type { LedgerService } from './ledger.service.ts';
import { WithdrawRepo } from './withdraw.repo.ts';
import { WithdrawService } from './withdraw.service.ts';

/** Runs of up to 12 steps, each with a fresh member; FLOWS_MODEL_RUNS overrides (about 40 s by default on this machine). */
const RUNS = Number(process.env.FLOWS_MODEL_RUNS ?? 230);
const PP = '864209';

/** The paths every full run must have taken at least once. */
const MUST_SEE = [
  'deposit approve → ok',
  'deposit reject → ok',
  'deposit approve credited → order_state_invalid',
  'withdraw → ok',
  'withdraw → insufficient_balance',
  'withdraw → withdraw_pending_limit',
  'withdraw cancel → ok',
  'withdraw reject → ok',
  'withdraw approve → ok',
  'withdraw pay → ok',
  'withdraw received → ok',
  'withdraw notReceived → ok',
  'auto-confirm → received',
  'transfer in → ok',
  'transfer out → ok',
  'transfer out → insufficient_balance',
  'debit → ok',
  'debit → insufficient_balance',
  'credit → ok',
  'rollback → ok',
  'rollback → vendor_tx_settled',
  'credit after rollback → vendor_tx_rolled_back',
  'rollback after rollback → vendor_tx_rolled_back',
  'debit after its rollback → vendor_tx_rolled_back',
  'ghostRollback → vendor_tx_not_found',
  'ghostCredit → vendor_tx_not_found',
  'replay deposit',
  'replay withdraw',
  'replay transfer',
  'replay vendor debit',
  'replay vendor credit',
  'replay vendor rollback',
];

let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof securityClient>;
let ledger: LedgerService;
let env: FlowsEnv;
let sessions: VendorWalletService;

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    headers: { 'x-operator-key': TEST_OPERATOR_KEY },
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  t = await createTestApp();
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
  // Withdrawals need no turnover here: the model follows balances, not the turnover rule.
  expect((await admin('PUT', '/wallet/settings', { turnoverMultiple: 0 })).json().success).toBe(true);
  const key = (await admin('POST', '/vendors/NSL/wallet-key')).json().value.secret as string;
  sessions = testVendorWallet(t.database.db, ledger);
  // The job function only needs its repo and the ledger.
  const withdraw = new WithdrawService(
    new WithdrawRepo(t.database.db),
    ledger,
    null as never,
    null as never,
    null as never,
    null as never,
    null as never,
  );
  env = {
    app: t.app,
    pool: t.database.pool,
    vendor: new TestVendor(t.app, 'NSL', key),
    transferVendor: 'RYL',
    autoConfirmDue: () => withdraw.autoConfirmDue(),
  };
});

afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** A fresh member with a payment password, a bank card and a game session at the seamless vendor. */
async function newMember(): Promise<FlowsMember> {
  const n = seq++;
  const name = `flow${n}x${Date.now().toString(36).slice(-4)}`;
  const token = await c.signUp(name, {}, `10.88.${Math.floor(n / 250)}.${(n % 250) + 1}`);
  const { rows } = await t.database.pool.query<{ id: string }>('select id from members where username = $1', [name]);
  const id = BigInt(rows[0]!.id);
  const body = { newPaymentPassword: PP, confirmPaymentPassword: PP };
  const pp = await c.call('POST', '/wps/member/paymentPassword', { token, encrypted: true, body });
  if (!pp.json().success) throw new Error(`payment password: ${pp.body}`);
  const card = await c.call('POST', '/wps/wallet/bankCards', {
    token,
    body: {
      bankName: 'Flow Bank',
      accountNumber: `6222${String(id).padStart(8, '0')}`,
      holderName: 'Flo Model',
      paymentPassword: PP,
    },
  });
  if (!card.json().success) throw new Error(`bank card: ${card.body}`);
  const { token: sessionToken, playerId } = await sessions.openSession(id, 'NSL');
  const session = { token: sessionToken, playerId };
  return { id, token, cardId: String(card.json().value.id), paymentPassword: PP, session };
}

/** After a run: cached balance = sum of postings = model, and each flow posted exactly its movements. */
async function checkRun(model: FlowsModel, m: FlowsMember) {
  const accounts = await ledger.repo.memberAccounts(m.id);
  const rows = await ledger.repo.accountsCheck(accounts.map((a) => a.id));
  for (const a of accounts) {
    const row = rows.find((r) => r.id === a.id)!;
    const expected = a.kind === 'main' ? model.main : a.kind === 'vendor' && a.vendorCode === 'RYL' ? model.game : 0n;
    if (row.balance !== expected || row.sum !== expected) {
      throw new Error(`${a.kind} ${a.vendorCode ?? ''}: cached ${row.balance}, postings ${row.sum}, model ${expected}`);
    }
  }
  const { rows: kinds } = await t.database.pool.query<{ kind: string; n: number }>(
    'select kind, count(*)::int as n from ledger_transactions where member_id = $1 group by kind',
    [m.id],
  );
  const actual = Object.fromEntries(kinds.map((k) => [k.kind, k.n]));
  expect(actual).toEqual(model.kinds);
}

it(`keeps the wallet flows equal to the model over ${RUNS} random runs`, { timeout: 900_000 }, async () => {
  const started = Date.now();
  await fc.assert(
    fc.asyncProperty(runArbitrary, async (steps) => {
      const m = await newMember();
      const model = new FlowsModel(env, m);
      try {
        for (const step of steps) {
          await model.apply(step);
          await model.check();
        }
        await checkRun(model, m);
      } catch (err) {
        throw new Error(`member ${m.id}, steps:\n${model.log.join('\n')}\n${(err as Error).message}`);
      }
    }),
    {
      numRuns: RUNS,
      endOnFailure: true,
      ...(process.env.FLOWS_MODEL_SEED ? { seed: Number(process.env.FLOWS_MODEL_SEED) } : {}),
    },
  );
  const report = (await admin('GET', '/wallet/check')).json().value;
  expect(report).toMatchObject({
    balanceMismatches: 0,
    unbalancedTransactions: 0,
    negativeMemberAccounts: 0,
    emptyTransactions: 0,
  });
  const seen = [...outcomes.entries()].sort(([a], [b]) => a.localeCompare(b));
  if (process.env.FLOWS_MODEL_VERBOSE) {
    console.warn(seen.map(([k, n]) => `${String(n).padStart(6)}  ${k}`).join('\n'));
    console.warn(`flows model: ${RUNS} runs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Each path was taken (the generators are tuned so a full run takes them all).
  if (RUNS >= 100) expect(seen.map(([k]) => k)).toEqual(expect.arrayContaining(MUST_SEE));
});
