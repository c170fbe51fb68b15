/**
 * What the wallet and vendor benches set up alike: the portal's wallet services on the bench
 * database, funded members, the portal app on a socket, and the count of broken ledger invariants.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../apps/server/src/db/client.ts';
import { buildApp } from '../apps/server/src/http/app.ts';
import { MembersRepo } from '../apps/server/src/modules/members/members.repo.ts';
import { VendorWalletRepo } from '../apps/server/src/modules/vendors/vendor-wallet.repo.ts';
import { VendorWalletService } from '../apps/server/src/modules/vendors/vendor-wallet.service.ts';
import { BalanceEvents } from '../apps/server/src/modules/wallet/balance-events.ts';
import { LedgerService } from '../apps/server/src/modules/wallet/ledger.service.ts';

/**
 * The ledger, the seamless vendor wallet and the members repo of the bench database (US dollars);
 * `batch: false`: every wallet call alone, never gathered into batches under load.
 */
export function benchWallet(database: Database, opts: { batch?: boolean } = {}) {
  const ledger = new LedgerService(database.db, async () => 'USD', new BalanceEvents(database.db.$notifications));
  const repo = new VendorWalletRepo(database.db);
  const members = new MembersRepo(database.db);
  const wallet = new VendorWalletService(
    repo,
    ledger,
    async () => 'USD',
    async (id) => (await members.findById(id))?.customerType,
    { batch: opts.batch },
  );
  return { ledger, repo, members, wallet };
}

/** A player (customer type 3) whose main wallet holds 10^12 minor units from a deposit. */
export async function fundedBenchMember(
  { ledger, members }: Pick<ReturnType<typeof benchWallet>, 'ledger' | 'members'>,
  prefix: string,
): Promise<{ id: bigint; name: string }> {
  const name = `${prefix}${randomBytes(3).toString('hex')}`;
  const id = (await members.insert({ username: name, usernameKey: name, passwordHash: 'x', customerType: 3 }))!.id;
  await ledger.post({
    key: `bench-fund:${id}`,
    kind: 'deposit',
    memberId: id,
    legs: [
      { account: { system: 'payments_in' }, amount: -(10n ** 12n) },
      { account: { member: id, kind: 'main' }, amount: 10n ** 12n },
    ],
  });
  return { id, name };
}

/** The real portal app for a bench: quiet logs, no rate limit, no web app. */
export function benchApp(database: Database, publicUrl: string) {
  return buildApp({
    config: {
      operatorKey: randomBytes(16).toString('hex'),
      trustedProxies: [],
      logLevel: 'warn',
      webDist: '/nonexistent-web-dist',
      rateLimitPerMinute: 100_000_000,
      statusCacheMs: 1000,
      devEndpoints: false,
      sessionIdleMinutes: 120,
      sessionAbsoluteHours: 24,
      passwordExpiryDays: 90,
      smtpUrl: undefined,
      mailFrom: 'bench <bench@portal.test>',
      publicUrl,
    },
    database,
  });
}

/** How many ledger invariants a report says are broken (LedgerRepo.checkInvariants; 0 is right). */
export const brokenInvariants = (r: {
  balanceMismatches: number;
  unbalancedTransactions: number;
  negativeMemberAccounts: number;
  emptyTransactions: number;
}) => r.balanceMismatches + r.unbalancedTransactions + r.negativeMemberAccounts + r.emptyTransactions;
