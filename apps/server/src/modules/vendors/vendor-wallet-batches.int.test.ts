import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { txId } from '../../test/vendor-client.ts';
import { expectLedgerInvariants, vendorMovement, vendorWalletTestbed } from '../../test/wallet-fixtures.ts';
import type { BatchCall, WalletCall } from './vendor-wallet.repo.ts';
import { sessionTokenHash } from './vendor-wallet.service.ts';

// Plain debits and credits in batches (docs/wallet.md): a batch takes
// only the plain calls and writes nothing for the others, which the single-call functions then answer
// as before.

const bed = vendorWalletTestbed();

const CODE = 'NSL';
const caller = { code: CODE, enabled: true, maintenance: false };
const call: WalletCall = { vendorCode: CODE, version: null, enabled: true, maintenance: false };
const batch: BatchCall = { vendorCode: CODE, version: null, currency: 'USD', shard: 3, pipeline: 0 };

async function player(amount: bigint, customerType = 3, ttlMs?: number) {
  const p = await bed.player(amount, { customerType, ttlMs });
  return { ...p, tokenHash: sessionTokenHash(p.token) };
}
const debit = (p: Awaited<ReturnType<typeof player>>, amount: bigint, id = txId('d'), roundId = 'r1') => ({
  ...call,
  tokenHash: p.tokenHash,
  playerId: p.playerId,
  txId: id,
  roundId,
  gameCode: 'nova-7',
  amount,
  currency: 'USD',
  shard: 0,
});
const credit = (p: { playerId: string }, debitTxId: string, amount: bigint, extra: { validBet?: bigint } = {}) => ({
  ...call,
  kind: 'credit' as const,
  playerId: p.playerId,
  txId: txId('c'),
  debitTxId,
  roundId: 'r1',
  gameCode: 'nova-7',
  amount,
  validBet: extra.validBet ?? null,
  currency: 'USD',
  shard: 0,
});
const rowsOf = async (ids: string[]) =>
  (
    await bed.t.database.pool.query<{ tx_id: string }>(
      `select tx_id from vendor_transactions where vendor_code = $1 and tx_id = any($2)`,
      [CODE, ids],
    )
  ).rows.map((r) => r.tx_id);
/** The ledger transaction a vendor id moved (the walletTx a call answers), and its row's. */
const movementOf = async (id: string) => {
  const { rows } = await bed.t.database.pool.query<{ moved: string | null; recorded: string | null }>(
    `select (select t.id from ledger_transactions t where t.idempotency_key = 'vendor:' || $1 || ':' || $2)::text as moved,
            (select v.ledger_transaction_id from vendor_transactions v where v.vendor_code = $1 and v.tx_id = $2)::text
              as recorded`,
    [CODE, id],
  );
  return rows[0]!;
};

describe('vendor wallet batches in the database', () => {
  it('takes the plain debits and leaves every other one untouched for the single-call function', async () => {
    const rich = await player(1_000n);
    const poor = await player(50n);
    const expired = await player(1_000n, 3, -1000);
    const trial = await player(0n, 4);
    const calls = [
      debit(rich, 100n),
      debit(poor, 100n), // not enough money
      debit(expired, 100n), // the session has expired
      debit(trial, 100n), // demo credit: always alone
      debit(rich, 100n), // a second call of one member
      { ...debit(poor, 10n), playerId: rich.playerId }, // another player's session
    ];
    const results = await bed.repo.debitBatch(batch, calls);
    expect(results.map((r) => r.status)).toEqual(['ok', 'fallback', 'fallback', 'fallback', 'fallback', 'fallback']);
    // The answer is the balance after and the ledger transaction the call moved, which its row records.
    const moved = await movementOf(calls[0]!.txId);
    expect(moved.moved).not.toBeNull();
    expect(moved.recorded).toBe(moved.moved);
    expect(results[0]).toEqual({ status: 'ok', balance: 900n, walletTx: BigInt(moved.moved!) });
    expect(await rowsOf(calls.map((c) => c.txId))).toEqual([calls[0]!.txId]);
    expect([await bed.mainBalance(rich.memberId), await bed.mainBalance(poor.memberId)]).toEqual([900n, 50n]);
    // The single-call function then gives each its own answer.
    expect((await bed.repo.debit(calls[1]!)).status).toBe('insufficient_balance');
    expect((await bed.repo.debit(calls[2]!)).status).toBe('vendor_session_expired');
    expect((await bed.repo.debit(calls[4]!)).status).toBe('ok');
    await expectLedgerInvariants(bed.ledger);
  });

  it('takes the plain credits, zero ones included, and leaves every other one untouched', async () => {
    const a = await player(1_000n);
    const b = await player(1_000n);
    const c = await player(1_000n);
    const d = await player(1_000n);
    const debits = [debit(a, 100n), debit(b, 100n), debit(c, 100n), debit(d, 100n)];
    expect((await bed.repo.debitBatch(batch, debits)).every((r) => r.status === 'ok')).toBe(true);
    const calls = [
      credit(a, debits[0]!.txId, 250n, { validBet: 80n }),
      credit(b, debits[1]!.txId, 0n), // a loss: settles, moves nothing
      credit(c, 'no-such-debit', 10n),
      credit(d, debits[3]!.txId, 10n, { validBet: 500n }), // validBet above the stake
      credit(a, debits[0]!.txId, 5n), // a second call of one member
    ];
    const results = await bed.repo.creditBatch(batch, calls);
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok', 'fallback', 'fallback', 'fallback']);
    expect(results[0]).toEqual({
      status: 'ok',
      balance: 1150n,
      walletTx: BigInt((await movementOf(calls[0]!.txId)).moved!),
    });
    // A zero win moves nothing: no ledger transaction, the balance as it is.
    expect(results[1]).toEqual({ status: 'ok', balance: 900n, walletTx: null });
    expect(await movementOf(calls[1]!.txId)).toEqual({ moved: null, recorded: null });
    expect(await rowsOf(calls.map((x) => x.txId))).toEqual(expect.arrayContaining([calls[0]!.txId, calls[1]!.txId]));
    expect(await rowsOf(calls.slice(2).map((x) => x.txId))).toEqual([]);
    const bets = await bed.t.database.pool.query(
      `select debit_tx_id, status, valid_bet, payout from bets where vendor_code = $1 and debit_tx_id = any($2)
       order by debit_tx_id`,
      [CODE, debits.map((x) => x.txId)],
    );
    const byDebit = new Map(bets.rows.map((r) => [r.debit_tx_id as string, r]));
    expect(byDebit.get(debits[0]!.txId)).toMatchObject({ status: 'settled', valid_bet: 80n, payout: 250n });
    expect(byDebit.get(debits[1]!.txId)).toMatchObject({ status: 'settled', valid_bet: 100n, payout: 0n });
    expect(byDebit.get(debits[3]!.txId)).toMatchObject({ status: 'open', payout: 0n });
    expect((await bed.repo.settle(calls[2]!)).status).toBe('vendor_tx_not_found');
    expect((await bed.repo.settle(calls[3]!)).status).toBe('validation_failed');
    await expectLedgerInvariants(bed.ledger);
  });

  it('writes the movement LedgerService and the single-call functions write: posted again, it is a replay', async () => {
    const a = await player(1_000n);
    const bets = [debit(a, 300n)];
    expect((await bed.repo.debitBatch(batch, bets)).map((r) => r.status)).toEqual(['ok']);
    const wins = [credit(a, bets[0]!.txId, 120n)];
    expect((await bed.repo.creditBatch(batch, wins)).map((r) => r.status)).toEqual(['ok']);
    const bet = await bed.ledger.post(vendorMovement(CODE, bets[0]!.txId, 'bet', a.memberId, -300n));
    const win = await bed.ledger.post(vendorMovement(CODE, wins[0]!.txId, 'win', a.memberId, 120n));
    expect([bet.replayed, win.replayed]).toEqual([true, true]);
    expect(await bed.mainBalance(a.memberId)).toBe(820n);
  });

  it('fails as a whole, writing nothing, when another transaction takes one of its ids meanwhile', async () => {
    const [a, b] = [await player(1_000n), await player(1_000n)];
    const calls = [debit(a, 100n), debit(b, 100n)];
    // Another portal process records b's id first and commits while the batch runs.
    const other = await bed.t.database.pool.connect();
    try {
      await other.query('begin');
      await other.query(
        `insert into vendor_transactions (vendor_code, tx_id, kind, member_id, amount) values ($1, $2, 'debit', $3, 5)`,
        [CODE, calls[1]!.txId, b.memberId],
      );
      const running = bed.repo.debitBatch(batch, calls).then(
        () => 'written',
        (e: { code?: string }) => e.code,
      );
      // The batch saw no row of that id (not committed yet) and now waits on its key.
      await vi.waitFor(
        async () => {
          const waiting = await bed.t.database.pool.query(`select 1 from pg_locks where not granted`);
          expect(waiting.rowCount).toBeGreaterThan(0);
        },
        { timeout: 5_000, interval: 20 },
      );
      await other.query('commit');
      expect(await running).toBe('23505');
    } finally {
      other.release();
    }
    expect(await rowsOf([calls[0]!.txId])).toEqual([]);
    expect(await bed.mainBalance(a.memberId)).toBe(1_000n);
    expect(await bed.mainBalance(b.memberId)).toBe(1_000n);
    // Alone, each call gets its own answer: a's debit, b's id already taken.
    expect((await bed.repo.debit(calls[0]!)).status).toBe('ok');
    expect((await bed.repo.debit(calls[1]!)).status).toBe('duplicate');
  });

  it('answers stale for every call when the vendor changed, and writes nothing', async () => {
    const p = await player(1_000n);
    const calls = [debit(p, 100n), debit(await player(1_000n), 100n)];
    const results = await bed.repo.debitBatch({ ...batch, version: 'not-the-version' }, calls);
    expect(results.map((r) => r.status)).toEqual(['stale', 'stale']);
    expect(await rowsOf(calls.map((c) => c.txId))).toEqual([]);
    expect(await bed.mainBalance(p.memberId)).toBe(1_000n);
  });

  it('books to the house shard the batch names, opening it the first time and reusing it after', async () => {
    const shard = 13; // no other test of this file books to it
    const house = async () =>
      (
        await bed.t.database.pool.query<{ id: bigint; balance: bigint }>(
          `select id, balance from wallet_accounts
            where member_id is null and kind = 'house' and vendor_code = $1 and currency = 'USD' and shard = $2`,
          [CODE, shard],
        )
      ).rows;
    expect(await house()).toEqual([]);
    const [a, b] = [await player(1_000n), await player(1_000n)];
    const bets = [debit(a, 100n), debit(b, 40n)];
    const placed = await bed.repo.debitBatch({ ...batch, shard }, bets);
    expect(placed.map((r) => r.status)).toEqual(['ok', 'ok']);
    const [opened] = await house();
    expect(opened).toMatchObject({ balance: 140n });
    const wins = [credit(a, bets[0]!.txId, 250n), credit(b, bets[1]!.txId, 0n)];
    const paid = await bed.repo.creditBatch({ ...batch, shard }, wins);
    expect(paid.map((r) => r.status)).toEqual(['ok', 'ok']);
    expect(paid[0]).toEqual({
      status: 'ok',
      balance: 1_150n,
      walletTx: BigInt((await movementOf(wins[0]!.txId)).moved!),
    });
    expect(await house()).toEqual([{ id: opened!.id, balance: -110n }]);
    await expectLedgerInvariants(bed.ledger);
  });
});

describe('vendor wallet batches in the service', () => {
  it('answers many calls at once exactly as one at a time would', async () => {
    const spy = vi.spyOn(bed.repo, 'debitBatch');
    const players = await Promise.all(Array.from({ length: 24 }, (_, i) => player(i % 6 === 5 ? 50n : 1_000n)));
    const ids = players.map(() => txId('d'));
    const bet = (p: (typeof players)[number], i: number) =>
      bed.svc.debit(caller, {
        token: p.token,
        playerId: p.playerId,
        txId: ids[i]!,
        roundId: 'r1',
        gameCode: 'g',
        amount: 100n,
      });
    const debits = await Promise.allSettled(players.map(bet));
    expect(spy.mock.calls.some(([, calls]) => calls.length > 1)).toBe(true);
    debits.forEach((r, i) => {
      if (i % 6 === 5) expect(r).toMatchObject({ status: 'rejected', reason: { code: 'insufficient_balance' } });
      else expect(r).toMatchObject({ status: 'fulfilled', value: { balance: '900', duplicate: false } });
    });
    // Wins, losses, a retry of a debit and a credit of an unknown debit, all at once.
    const settled = await Promise.allSettled(
      players.flatMap((p, i) => {
        const ref = { playerId: p.playerId, txId: `${ids[i]}-c`, roundId: 'r1', gameCode: 'g' };
        if (i % 6 === 5) return [bed.svc.credit(caller, { ...ref, debitTxId: ids[i]!, amount: 10n })];
        const win = bed.svc.credit(caller, { ...ref, debitTxId: ids[i]!, amount: BigInt(i % 3) * 100n });
        if (i % 6 !== 0) return [win];
        return [win, bet(p, i)];
      }),
    );
    expect(settled.filter((r) => r.status === 'rejected').map((r) => (r.reason as { code: string }).code)).toEqual(
      Array(4).fill('vendor_tx_not_found'),
    );
    const retries = settled.filter((r) => r.status === 'fulfilled' && r.value.duplicate);
    expect(retries).toHaveLength(4);
    for (const [i, p] of players.entries()) {
      expect(await bed.mainBalance(p.memberId)).toBe(i % 6 === 5 ? 50n : 900n + BigInt(i % 3) * 100n);
    }
    await expectLedgerInvariants(bed.ledger);
    spy.mockRestore();
  });

  it('sends half of a long queue first, so its callers go on while the other half waits in the backend', async () => {
    const spy = vi.spyOn(bed.repo, 'debitBatch');
    const players = await Promise.all(Array.from({ length: 16 }, () => player(1_000n)));
    const results = await Promise.all(
      players.map((p) => bed.svc.debit(caller, { ...p, txId: txId('h'), roundId: 'r', gameCode: 'g', amount: 40n })),
    );
    expect(spy.mock.calls.map(([, calls]) => calls.length)).toEqual([8, 8]);
    // Both halves go on the lanes' one pipelined connection, so the second runs as soon as the first
    // commits, each on its own house shard.
    expect(new Set(spy.mock.calls.map(([b]) => b.pipeline)).size).toBe(1);
    expect(new Set(spy.mock.calls.map(([b]) => b.shard)).size).toBe(2);
    expect(results.map((r) => r.balance)).toEqual(Array(16).fill('960'));
    spy.mockRestore();
  });

  it('puts only a batch behind a running one: a lone call waits to go with the calls after it', async () => {
    const original = bed.repo.debitBatch.bind(bed.repo);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const batches = vi.spyOn(bed.repo, 'debitBatch').mockImplementationOnce(async (b, calls) => {
      await held;
      return original(b, calls);
    });
    const singles = vi.spyOn(bed.repo, 'debit');
    const players = await Promise.all(Array.from({ length: 4 }, () => player(1_000n)));
    const bet = (p: (typeof players)[number]) =>
      bed.svc.debit(caller, { ...p, txId: txId('l'), roundId: 'r', gameCode: 'g', amount: 10n });
    const first = [bet(players[0]!), bet(players[1]!)];
    await vi.waitFor(() => expect(batches).toHaveBeenCalledTimes(1));
    const lone = bet(players[2]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(batches).toHaveBeenCalledTimes(1);
    expect(singles).not.toHaveBeenCalled();
    // A second call makes it a batch, which goes behind the running one at once.
    const next = bet(players[3]!);
    await vi.waitFor(() => expect(batches).toHaveBeenCalledTimes(2));
    expect(batches.mock.calls[1]![1].map((c) => c.playerId)).toEqual([players[2]!.playerId, players[3]!.playerId]);
    release();
    const results = await Promise.all([...first, lone, next]);
    expect(results.map((r) => r.balance)).toEqual(Array(4).fill('990'));
    expect(singles).not.toHaveBeenCalled();
    batches.mockRestore();
    singles.mockRestore();
  });

  it('sends every call of a batch that failed through the single-call function', async () => {
    const spy = vi.spyOn(bed.repo, 'debitBatch').mockRejectedValue(new Error('connection lost'));
    const players = await Promise.all(Array.from({ length: 6 }, () => player(1_000n)));
    const results = await Promise.all(
      players.map((p) =>
        bed.svc.debit(caller, {
          token: p.token,
          playerId: p.playerId,
          txId: txId('f'),
          roundId: 'r',
          gameCode: 'g',
          amount: 70n,
        }),
      ),
    );
    expect(spy).toHaveBeenCalled();
    expect(results.map((r) => r.balance)).toEqual(Array(6).fill('930'));
    spy.mockRestore();
  });
});

describe('vendor wallet batches: any burst of calls', () => {
  it('accounts exactly for the money in every answer, whatever arrives together', async () => {
    const step = fc.record({
      player: fc.nat(4),
      amount: fc.integer({ min: 1, max: 400 }),
      debit: fc.nat(30),
      kind: fc.constantFrom('debit', 'debit', 'credit', 'credit', 'rollback'),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 5, maxLength: 5 }),
        fc.array(step, { maxLength: 40 }),
        async (funds, steps) => {
          const players = await Promise.all(funds.map((f) => player(BigInt(f))));
          const debitIds = Array.from({ length: 31 }, () => txId('d'));
          // Every call at once: debits first in the queue, then wins and rollbacks of random debit ids.
          const sent = steps.map((s, i) => {
            const p = players[s.player]!;
            const ref = {
              playerId: p.playerId,
              txId: `${debitIds[s.debit]}-${i}`,
              debitTxId: debitIds[s.debit]!,
              roundId: 'r',
              gameCode: 'g',
            };
            if (s.kind === 'debit')
              return bed.svc.debit(caller, {
                token: p.token,
                playerId: p.playerId,
                txId: debitIds[s.debit]!,
                roundId: 'r',
                gameCode: 'g',
                amount: BigInt(s.amount),
              });
            return s.kind === 'credit'
              ? bed.svc.credit(caller, { ...ref, amount: BigInt(s.amount) })
              : bed.svc.rollback(caller, ref);
          });
          const answers = await Promise.allSettled(sent);
          // The money each player's accepted, first-time answers moved.
          const moved = players.map(() => 0n);
          const stakes = new Map<string, bigint>();
          steps.forEach((s, i) => {
            const a = answers[i]!;
            if (s.kind === 'debit' && a.status === 'fulfilled' && !a.value.duplicate)
              stakes.set(debitIds[s.debit]!, BigInt(s.amount));
          });
          steps.forEach((s, i) => {
            const a = answers[i]!;
            if (a.status !== 'fulfilled' || a.value.duplicate) return;
            const owner = players.findIndex((p) => p.playerId === a.value.playerId);
            if (s.kind === 'debit') moved[owner]! -= BigInt(s.amount);
            else if (s.kind === 'credit') moved[owner]! += BigInt(s.amount);
            else moved[owner]! += stakes.get(debitIds[s.debit]!) ?? 0n;
          });
          for (const [i, p] of players.entries())
            expect(await bed.mainBalance(p.memberId)).toBe(BigInt(funds[i]!) + moved[i]!);
          await expectLedgerInvariants(bed.ledger);
        },
      ),
      { numRuns: 100 },
    );
  });
});
