import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { expectLedgerInvariants, fund, insertTestMember, testLedger } from '../../test/wallet-fixtures.ts';
import type { LedgerService } from './ledger.service.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** A wide pool: the point is many movements in flight at once on separate connections. */
let wide: Database;
let ledger: LedgerService;
beforeAll(async () => {
  database = await createTestDatabase();
  const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
  wide = connectDatabase(url, 24);
  ledger = testLedger(wide.db);
});
afterAll(async () => {
  await wide.close();
  await database.drop();
});

const bet = (memberId: bigint, amount: bigint, key: string) =>
  ledger.post({
    key,
    kind: 'bet',
    memberId,
    legs: [
      { account: { member: memberId, kind: 'main' }, amount: -amount },
      { account: { system: 'house', vendor: 'HOT' }, amount },
    ],
  });

describe('ledger under concurrency', () => {
  it('lets many parallel debits on a few hot wallets neither overdraw nor lose an update', async () => {
    const wallets = [await insertTestMember(wide.db), await insertTestMember(wide.db), await insertTestMember(wide.db)];
    for (const w of wallets) await fund(ledger, w, 10_000n);
    const attempts = Array.from({ length: 600 }, (_, i) => ({
      member: wallets[i % wallets.length]!,
      amount: BigInt(1 + ((i * 37) % 97)),
      key: `hot:${i}`,
    }));
    const outcomes = await Promise.all(
      attempts.map((a) =>
        bet(a.member, a.amount, a.key).then(
          () => 'ok' as const,
          (e: { code?: string }) => e.code ?? 'error',
        ),
      ),
    );
    expect(outcomes.filter((o) => o !== 'ok' && o !== 'insufficient_balance')).toEqual([]);
    for (const w of wallets) {
      const spent = attempts.reduce((s, a, i) => (a.member === w && outcomes[i] === 'ok' ? s + a.amount : s), 0n);
      const balance = await ledger.repo.balanceOf(await ledger.accountId({ member: w, kind: 'main' }, w));
      expect(balance).toBe(10_000n - spent);
      expect(balance).toBeGreaterThanOrEqual(0n);
      // Every refusal was a real shortfall: the wallet ended below that refused amount.
      const refusedMin = attempts
        .filter((a, i) => a.member === w && outcomes[i] === 'insufficient_balance')
        .reduce((m, a) => (a.amount < m ? a.amount : m), 10n ** 9n);
      expect(balance < refusedMin).toBe(true);
    }
  });

  it('moves money once when the same key arrives many times at once', async () => {
    const member = await insertTestMember(wide.db);
    await fund(ledger, member, 1_000n);
    const results = await Promise.all(Array.from({ length: 40 }, () => bet(member, 25n, `same:${member}`)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(await ledger.repo.balanceOf(await ledger.accountId({ member, kind: 'main' }, member))).toBe(975n);
  });

  it('keeps transfers between the same wallets in both directions free of deadlocks and exact', async () => {
    const [a, b] = [await insertTestMember(wide.db), await insertTestMember(wide.db)];
    await fund(ledger, a, 5_000n);
    await fund(ledger, b, 5_000n);
    const move = (from: bigint, to: bigint, i: number) =>
      ledger.post({
        key: `swap:${a}:${i}`,
        kind: 'transfer_upline',
        memberId: from,
        legs: [
          { account: { member: from, kind: 'main' }, amount: -7n },
          { account: { member: to, kind: 'main' }, amount: 7n },
        ],
      });
    await Promise.all(Array.from({ length: 300 }, (_, i) => (i % 2 ? move(a, b, i) : move(b, a, i))));
    const balanceA = await ledger.repo.balanceOf(await ledger.accountId({ member: a, kind: 'main' }, a));
    const balanceB = await ledger.repo.balanceOf(await ledger.accountId({ member: b, kind: 'main' }, b));
    expect(balanceA + balanceB).toBe(10_000n);
    expect(balanceA).toBe(5_000n);
  });

  it('leaves every invariant intact', async () => {
    await expectLedgerInvariants(ledger);
  });
});
