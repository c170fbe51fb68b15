import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../db/pool.ts';
import { registerGlsWalletRoutes } from '../gls/gls-wallet.routes.ts';
import { insertBet } from './bets.repo.ts';
import { recordCall } from './outbox.repo.ts';
import { startTestVendor, type TestVendor } from './test/vendor-kit.ts';

const SECRET = randomBytes(32).toString('hex');
let vendor: TestVendor;

beforeAll(async () => {
  // No portal: these calls never reach it (port 9 is the discard port, nothing listens).
  vendor = await startTestVendor({ portalUrl: 'http://127.0.0.1:9', secret: SECRET });
});
afterAll(async () => {
  await vendor?.close();
});

const bet = (id: string, vendorCode: string, stake = 100n) => ({
  id,
  vendorCode,
  playerId: 'p1',
  sessionId: 's1',
  gameId: 'g1',
  roundId: `r-${id}`,
  stake,
  demo: false,
  detail: {},
  walletMode: 'transfer' as const,
  debitTxId: null,
});

describe('/gls wallet routes: signing and bad input', () => {
  it('refuses unsigned, tampered and unknown-code calls', async () => {
    const body = { playerId: 'm1', ref: 'PT1', amount: '100' };
    const tampered = await vendor.gls('FRT', '/gls/transfer/in', body, { signature: '0'.repeat(64) });
    expect([tampered.status, tampered.body.code]).toEqual([401, 'signature_invalid']);
    const unknown = await vendor.gls('NOPE', '/gls/transfer/in', body);
    expect([unknown.status, unknown.body.code]).toEqual([403, 'vendor_unknown']);
    expect((await vendor.gls('FRT', '/gls/transfer/balance', { playerId: 'm1' })).body).toEqual({ balance: '0' });
  });

  it('answers 400 validation_failed for bad bodies; nothing moves', async () => {
    const cases: [string, unknown][] = [
      ['/gls/transfer/in', { playerId: 'm1', ref: 'PTbad', amount: '-5' }],
      ['/gls/transfer/in', { playerId: 'm1', ref: 'PTbad', amount: '1.5' }],
      ['/gls/transfer/in', { playerId: 'm1', ref: 'PTbad', amount: 100 }],
      ['/gls/transfer/in', { playerId: 'm1', ref: 'PTbad', amount: '0' }],
      ['/gls/transfer/in', { playerId: 'm1', amount: '5' }],
      ['/gls/transfer/out', { playerId: 'has space', ref: 'PTbad', amount: '5' }],
      ['/gls/transfer/status', {}],
      ['/gls/transfer/balance', { playerId: '' }],
      ['/gls/bets', { from: 'yesterday', to: new Date().toISOString() }],
      ['/gls/bets', { from: new Date(0).toISOString(), to: new Date().toISOString(), cursor: 'nope' }],
      ['/gls/bets', { from: new Date(0).toISOString(), to: new Date().toISOString(), limit: 5000 }],
      ['/gls/reconciliation', { date: '2024-02-30' }],
      ['/gls/reconciliation', { date: 'today' }],
    ];
    for (const [path, body] of cases) {
      const res = await vendor.gls('FRT', path, body);
      expect([res.status, res.body.code], `${path} ${JSON.stringify(body)}`).toEqual([400, 'validation_failed']);
    }
    expect((await vendor.gls('FRT', '/gls/transfer/balance', { playerId: 'm1' })).body).toEqual({ balance: '0' });
  });

  it('refuses transfer calls for a seamless code', async () => {
    const res = await vendor.gls('NSL', '/gls/transfer/in', { playerId: '1', ref: 'PTx', amount: '5' });
    expect([res.status, res.body.code]).toEqual([403, 'transfer_not_supported']);
  });

  it('refuses every call when registered outside the signed scope', async () => {
    const bare = Fastify();
    await registerGlsWalletRoutes(bare, { db: vendor.db });
    const res = await bare.inject({ method: 'POST', url: '/gls/transfer/balance', payload: { playerId: 'm1' } });
    expect(res.statusCode).toBe(403);
    await bare.close();
  });
});

describe('/gls/bets', () => {
  it('pages a code’s bets by (placed_at, id), ties included, and leaves other codes out', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `page${i}${randomBytes(4).toString('hex')}`);
    // One transaction: every bet has the same placed_at, so the id breaks the ties.
    await inTransaction(vendor.db, async (tx) => {
      for (const id of ids) await insertBet(tx, bet(id, 'RYL'));
      await insertBet(tx, bet(`other${randomBytes(4).toString('hex')}`, 'FRT'));
    });
    await insertBet(vendor.db, bet(`later${randomBytes(4).toString('hex')}`, 'RYL', 250n));
    const from = new Date(Date.now() - 60_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const seen: { betId: string; stake: string; status: string; placedAt: string }[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const res = await vendor.gls('RYL', '/gls/bets', { from, to, limit: 3, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      const value = res.body as { bets: typeof seen; nextCursor: string | null };
      seen.push(...value.bets);
      if (!value.nextCursor) break;
      cursor = value.nextCursor;
    }
    expect(seen).toHaveLength(8);
    expect(new Set(seen.map((b) => b.betId)).size).toBe(8);
    expect(seen.slice(0, 7).map((b) => b.betId)).toEqual([...ids].sort());
    expect(seen[7]).toMatchObject({ stake: '250', status: 'open' });
    const none = await vendor.gls('RYL', '/gls/bets', { from: to, to: new Date(Date.now() + 120_000).toISOString() });
    expect(none.body).toEqual({ bets: [], nextCursor: null });
  });
});

describe('/gls/reconciliation', () => {
  it('totals the first ok answers of a code for the UTC day', async () => {
    const tx = () => randomBytes(6).toString('hex');
    await recordCall(vendor.db, { txId: `a${tx()}`, vendorCode: 'JDR', kind: 'debit', amount: 500n });
    await recordCall(vendor.db, { txId: `b${tx()}`, vendorCode: 'JDR', kind: 'debit', amount: 300n });
    const credit = `c${tx()}`;
    await recordCall(vendor.db, { txId: credit, vendorCode: 'JDR', kind: 'credit', amount: 900n });
    // A duplicate answer of the same transaction counts once.
    await recordCall(vendor.db, { txId: credit, vendorCode: 'JDR', kind: 'credit', amount: 900n });
    await recordCall(vendor.db, { txId: `d${tx()}`, vendorCode: 'JDR', kind: 'rollback', amount: 300n });
    await recordCall(vendor.db, { txId: `e${tx()}`, vendorCode: 'NSL', kind: 'debit', amount: 7n });
    const date = new Date().toISOString().slice(0, 10);
    const res = await vendor.gls('JDR', '/gls/reconciliation', { date });
    expect(res.body).toEqual({
      date,
      debits: { count: 2, total: '800' },
      credits: { count: 1, total: '900' },
      rollbacks: { count: 1, total: '300' },
      net: '-400',
    });
    const empty = await vendor.gls('JDR', '/gls/reconciliation', { date: '2001-01-01' });
    expect(empty.body).toMatchObject({ debits: { count: 0, total: '0' }, net: '0' });
  });
});
