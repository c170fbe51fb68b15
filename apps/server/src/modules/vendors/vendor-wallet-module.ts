import type { Db } from '../../db/client.ts';
import type { MembersService } from '../members/members.service.ts';
import type { LedgerService } from '../wallet/ledger.service.ts';
import { VendorReconciliationService } from './reconciliation.service.ts';
import { VendorKeysService } from './vendor-keys.service.ts';
import { VendorWalletRepo } from './vendor-wallet.repo.ts';
import { vendorWalletHandlers } from './vendor-wallet.routes.ts';
import { VendorWalletService, type VendorWalletOptions } from './vendor-wallet.service.ts';

/**
 * Wires the seamless vendor wallet: `wallet.openSession(memberId, vendor)` for the game launch,
 * `keys.ensureKey(code)` for the demo vendor's key at start-up.
 */
export function createVendorWalletModule(
  db: Db,
  deps: {
    ledger: LedgerService;
    members: MembersService;
    currency: () => Promise<string>;
    /** The member of a portal session token (the development route that opens a vendor session). */
    authenticate: (token: string) => Promise<{ memberId: bigint } | null>;
  },
  opts: VendorWalletOptions = {},
) {
  const repo = new VendorWalletRepo(db);
  const wallet = new VendorWalletService(
    repo,
    deps.ledger,
    deps.currency,
    async (memberId) => (await deps.members.findById(memberId))?.customerType,
    opts,
  );
  const keys = new VendorKeysService(repo);
  const reconciliation = new VendorReconciliationService(repo);
  return {
    wallet,
    keys,
    reconciliation,
    handlers: () => vendorWalletHandlers(wallet, keys, reconciliation, deps.authenticate),
  };
}
