/**
 * The agent reports' test data (reports.int.test.ts, reports-money.int.test.ts): a real tree, agent →
 * sub-agent → player, a direct player and a staff account, next to an outsider and another agent whose
 * activity must never appear. Bets go through the seamless wallet and the transfer vendors' bet import,
 * money through the ledger as the wallet's services post it. `useReportsTestbed()` builds it in the
 * calling file's beforeAll; the members are live bindings, set once that has run.
 */
import { envelopeSchema } from '@portal/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { GlsTestVendor } from '../../test/gls-test-vendor.ts';
import { securityClient } from '../../test/security-client.ts';
import { createTestApp, TEST_OPERATOR_KEY } from '../../test/test-app.ts';
import { TestVendor, txId } from '../../test/vendor-client.ts';
import { fund, testLedger } from '../../test/wallet-fixtures.ts';
import type { LedgerService, Movement } from '../wallet/ledger.service.ts';
import { vendorCodeKey } from '../vendors/signature.ts';

const SECRET = 'reports-test-secret-0123456789abcdef';
let vendor: GlsTestVendor;
export let t: Awaited<ReturnType<typeof createTestApp>>;
export let c: ReturnType<typeof securityClient>;
let wallet: TestVendor;
let ledger: LedgerService;

export interface Member {
  name: string;
  id: bigint;
  token: string;
  session?: string;
}

const suffix = randomBytes(3).toString('hex');
let ip = 0;
/** A member of `customerType` below `upline`, signed in. */
async function member(prefix: string, customerType: number, upline: Member | null): Promise<Member> {
  const name = `${prefix}${suffix}`;
  const token = await c.signUp(name, {}, `10.65.0.${++ip}`);
  const { rows } = await t.database.pool.query<{ id: string }>(
    'update members set customer_type = $2, upline_id = $3 where username = $1 returning id',
    [name, customerType, upline ? String(upline.id) : null],
  );
  return { name, id: BigInt(rows[0]!.id), token };
}

/** Funds the member (a deposit) and launches an NSL game: its vendor session. */
async function player(m: Member): Promise<Member> {
  await fund(ledger, m.id, 100_000n);
  const launch = await c.call('POST', '/wps/game/launchGame', {
    token: m.token,
    body: { vassalage: 'NSL', gameId: 'nsl-1' },
  });
  expect(launch.statusCode).toBe(200);
  return { ...m, session: vendor.launches('NSL').at(-1)!.token };
}

/** One round at the seamless wallet: stake, then a payout, a rollback or nothing (open). Answers the debit's id. */
async function round(p: Member, stake: number, end: number | 'rollback' | 'open', game = 'nsl-1') {
  const debitTxId = txId('d');
  const base = { playerId: String(p.id), roundId: txId('r'), gameCode: game };
  const debit = await wallet.call('debit', { ...base, token: p.session, txId: debitTxId, amount: String(stake) });
  expect(debit.status).toBe(200);
  if (end === 'rollback') await wallet.call('rollback', { ...base, txId: txId('rb'), debitTxId });
  else if (end !== 'open') await wallet.call('credit', { ...base, txId: txId('c'), debitTxId, amount: String(end) });
  return debitTxId;
}

const post = (
  kind: 'bonus' | 'withdraw_hold' | 'withdraw_payout' | 'transfer_downline' | 'salary' | 'dividend',
  legs: Movement['legs'],
  memberId: bigint,
) => ledger.post({ key: `reports-test:${txId(kind)}`, kind, memberId, legs });

export async function get<T extends z.ZodType>(schema: T, url: string, who: Member): Promise<z.output<T>> {
  const res = await c.call('GET', url, { token: who.token });
  expect(res.statusCode, res.body).toBe(200);
  return (envelopeSchema(schema).parse(res.json()) as { value: z.output<T> }).value;
}
export const failure = async (url: string, who: Member) => (await c.call('GET', url, { token: who.token })).json().code;

export let agent: Member;
export let sub: Member;
export let p1: Member;
export let p2: Member;
export let staff: Member;
export let outsider: Member;
export let stranger: Member;

/** "Today" must be one day for the whole test file: waits out the last minute before midnight in UTC+7. */
async function awayFromLocalMidnight(): Promise<void> {
  const toMidnight = 86_400_000 - ((Date.now() + 7 * 3_600_000) % 86_400_000);
  if (toMidnight < 60_000) await new Promise((r) => setTimeout(r, toMidnight + 1_000));
}

export function useReportsTestbed(): void {
  beforeAll(build, 120_000);
  afterAll(async () => {
    await t.close();
    await vendor.stop();
  });
}

async function build(): Promise<void> {
  await awayFromLocalMidnight();
  vendor = await new GlsTestVendor(SECRET).start();
  vendor.addCatalogue('NSL', 'seamless', [{ names: { en: 'Alpha', vi: 'Anpha' } }, { names: { en: 'Beta' } }]);
  vendor.addCatalogue('FRT', 'transfer', [{ names: { en: 'Fortune Wheel' } }]);
  t = await createTestApp({ vendorEndpoint: { url: vendor.url, secret: SECRET } });
  c = securityClient(t.app, t.database.pool);
  ledger = testLedger(t.database.db);
  const importGames = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/games/import',
      headers: { 'x-operator-key': TEST_OPERATOR_KEY },
      payload,
    });
  await importGames({});
  wallet = new TestVendor(t.app, 'NSL', vendorCodeKey(SECRET, 'NSL'));

  agent = await player(await member('ragent', 1, null));
  sub = await member('rsub', 2, agent);
  p1 = await player(await member('rpone', 3, sub));
  p2 = await player(await member('rptwo', 3, agent));
  staff = await member('rstaff', 41, agent);
  outsider = await player(await member('rout', 3, null));
  stranger = await member('rxagent', 1, null);

  await round(p1, 1_000, 2_500);
  await round(p1, 2_000, 0, 'nsl-2');
  await round(p1, 500, 'open');
  await round(p1, 300, 'rollback');
  await round(p2, 700, 900);
  await round(agent, 100, 0);
  await round(outsider, 5_000, 10_000);
  // Just before and just after midnight of 9 → 10 March in Ho Chi Minh City (UTC+7).
  const lateDebit = await round(p2, 111, 0);
  const earlyDebit = await round(p2, 222, 0);
  const move = (debit: string, at: string) =>
    t.database.pool.query('update bets set created_at = $2, settled_at = $2 where debit_tx_id = $1', [debit, at]);
  await move(lateDebit, '2026-03-09T16:59:59.999Z');
  await move(earlyDebit, '2026-03-09T17:00:00.000Z');

  const now = new Date().toISOString();
  const frt = { roundId: 'frt-r', gameId: 'frt-1', status: 'settled' as const, placedAt: now, settledAt: now };
  vendor.bets.set('FRT', [
    { ...frt, betId: 'frt-1', playerId: `m${p2.id}`, stake: '400', payout: '1000', validBet: '400', demo: false },
    { ...frt, betId: 'frt-2', playerId: `m${p1.id}`, stake: '9999', payout: '0', validBet: '9999', demo: true },
    { ...frt, betId: 'frt-3', playerId: `m${outsider.id}`, stake: '800', payout: '0', validBet: '800', demo: false },
  ]);
  await importGames({ vendor: 'FRT' });

  const main = (m: Member, amount: bigint) => ({ account: { member: m.id, kind: 'main' as const }, amount });
  await post('bonus', [{ account: { system: 'bonus' }, amount: -500n }, main(p2, 500n)], p2.id);
  await post('bonus', [{ account: { system: 'bonus' }, amount: -700n }, main(outsider, 700n)], outsider.id);
  await post('transfer_downline', [main(agent, -1_000n), main(p2, 1_000n)], agent.id);
  // A salary run pays each contracted agent its net in one movement; a dividend likewise.
  const payout = (amount: bigint) => ({ account: { system: 'agent_payout' as const }, amount });
  await post('salary', [payout(-300n), main(agent, 200n), main(sub, 100n)], agent.id);
  await post('dividend', [payout(-50n), main(sub, 50n)], sub.id);
  await post('salary', [payout(-40n), main(outsider, 40n)], outsider.id);
  await post('withdraw_hold', [main(p1, -3_000n), { account: { system: 'withdrawals_held' }, amount: 3_000n }], p1.id);
  await post(
    'withdraw_payout',
    [
      { account: { system: 'withdrawals_held' }, amount: -3_000n },
      { account: { system: 'payments_out' }, amount: 3_000n },
    ],
    p1.id,
  );
}
