import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/client.ts';
import { MembersRepo } from '../modules/members/members.repo.ts';
import { VendorWalletRepo } from '../modules/vendors/vendor-wallet.repo.ts';
import { VendorWalletService } from '../modules/vendors/vendor-wallet.service.ts';
import { BalanceEvents } from '../modules/wallet/balance-events.ts';
import { LedgerService, type Movement } from '../modules/wallet/ledger.service.ts';
import { createTestApp } from './test-app.ts';

/** A member row for ledger tests (no password anyone could use). */
export async function insertTestMember(db: Db, customerType = 3, uplineId: bigint | null = null): Promise<bigint> {
  const username = `w${randomBytes(6).toString('hex')}`;
  const row = await new MembersRepo(db).insert({
    username,
    usernameKey: username,
    passwordHash: 'not-a-password',
    customerType,
    uplineId,
  });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

/** A ledger service on a test database, in US dollars. */
export const testLedger = (db: Db, events = new BalanceEvents(db.$notifications)) =>
  new LedgerService(db, async () => 'USD', events);

/**
 * A seamless vendor's real-money movement as the wallet functions post it: `walletAmount` on the
 * member's main wallet, its opposite on the vendor's house. Posted through LedgerService, it is a
 * replay of the functions' own movement (same key, kind, member and legs).
 */
export const vendorMovement = (
  vendor: string,
  txId: string,
  kind: 'bet' | 'win',
  memberId: bigint,
  walletAmount: bigint,
): Movement => ({
  key: `vendor:${vendor}:${txId}`,
  kind,
  memberId,
  legs: [
    { account: { member: memberId, kind: 'main' }, amount: walletAmount },
    { account: { system: 'house', vendor, demo: false }, amount: -walletAmount },
  ],
});

/** Puts real money in a member's main wallet (as an approved deposit would). */
export async function fund(
  ledger: LedgerService,
  memberId: bigint,
  amount: bigint,
  key = randomBytes(8).toString('hex'),
) {
  return ledger.post({
    key: `test-fund:${key}`,
    kind: 'deposit',
    memberId,
    legs: [
      { account: { system: 'payments_in' }, amount: -amount },
      { account: { member: memberId, kind: 'main' }, amount },
    ],
  });
}

/** Fails the test unless every ledger invariant holds (LedgerRepo.checkInvariants). */
export async function expectLedgerInvariants(ledger: LedgerService): Promise<void> {
  expect(await ledger.repo.checkInvariants()).toMatchObject({
    balanceMismatches: 0,
    unbalancedTransactions: 0,
    negativeMemberAccounts: 0,
    emptyTransactions: 0,
  });
}

/** The seamless vendor wallet on a test database, in US dollars, over `ledger`. */
export function testVendorWallet(db: Db, ledger: LedgerService, repo = new VendorWalletRepo(db)) {
  const members = new MembersRepo(db);
  return new VendorWalletService(
    repo,
    ledger,
    async () => 'USD',
    async (id) => (await members.findById(id))?.customerType,
  );
}

export interface VendorWalletTestbed {
  t: Awaited<ReturnType<typeof createTestApp>>;
  ledger: LedgerService;
  repo: VendorWalletRepo;
  svc: VendorWalletService;
  /** A member with `amount` in the main wallet (none when 0) and a live session at `code`. */
  player: (
    amount?: bigint,
    opts?: { code?: string; customerType?: number; ttlMs?: number },
  ) => Promise<{ memberId: bigint; token: string; playerId: string; expiresAt: Date }>;
  mainBalance: (memberId: bigint) => Promise<bigint>;
}

/**
 * The seamless vendor wallet's tests' set-up: a test app, its ledger and the wallet service, ready in
 * `beforeAll`; after the file's tests every ledger invariant must hold, then the app closes.
 */
export function vendorWalletTestbed(): VendorWalletTestbed {
  const bed = {} as VendorWalletTestbed;
  beforeAll(async () => {
    bed.t = await createTestApp();
    bed.ledger = testLedger(bed.t.database.db);
    bed.repo = new VendorWalletRepo(bed.t.database.db);
    bed.svc = testVendorWallet(bed.t.database.db, bed.ledger, bed.repo);
    bed.player = async (amount = 10_000n, opts = {}) => {
      const memberId = await insertTestMember(bed.t.database.db, opts.customerType);
      if (amount > 0n) await fund(bed.ledger, memberId, amount);
      return { memberId, ...(await bed.svc.openSession(memberId, opts.code ?? 'NSL', opts.ttlMs)) };
    };
    bed.mainBalance = async (memberId) =>
      bed.ledger.repo.balanceOf(await bed.ledger.accountId({ member: memberId, kind: 'main' }, memberId));
  });
  afterAll(async () => {
    await expectLedgerInvariants(bed.ledger);
    await bed.t.close();
  });
  return bed;
}

/** What `run` fails with (through drizzle's wrapper or not): SQLSTATE and constraint, or 'no error'. */
async function pgFailure(run: () => Promise<unknown>): Promise<{ code?: string; constraint?: string } | 'no error'> {
  try {
    await run();
  } catch (err) {
    const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
    return e.cause?.code !== undefined ? e.cause : e;
  }
  return 'no error';
}

/** The SQLSTATE `run` fails with (through drizzle's wrapper or not), or 'no error'. */
export async function pgCode(run: () => Promise<unknown>): Promise<string | undefined> {
  const failure = await pgFailure(run);
  return failure === 'no error' ? failure : failure.code;
}

/** The SQLSTATE and, when the error names one, the constraint `run` fails with ('23514 name'), or 'no error'. */
export async function pgRefusal(run: () => Promise<unknown>): Promise<string> {
  const failure = await pgFailure(run);
  if (failure === 'no error') return failure;
  return failure.constraint ? `${failure.code} ${failure.constraint}` : String(failure.code);
}

/**
 * A ledger transaction and its postings ([account, amount, balance after]) written by hand, in one
 * statement as the ledger takes them (a transaction without postings in its statement is refused),
 * for tests of what the database refuses.
 */
export const transactionByHand = (
  t: { key: string; kind: string; member: bigint },
  legs: readonly (readonly [bigint, bigint, bigint])[],
) => {
  const values = legs.map(([account, amount, after]) => sql`(${account}::bigint, ${amount}::bigint, ${after}::bigint)`);
  return sql`
    with t as (
      insert into ledger_transactions (idempotency_key, kind, member_id)
        values (${t.key}, ${t.kind}, ${t.member}) returning id
    )
    insert into ledger_postings (transaction_id, account_id, amount, balance_after)
      select t.id, v.account, v.amount, v.after from t, (values ${sql.join(values, sql`, `)}) as v(account, amount, after)`;
};
