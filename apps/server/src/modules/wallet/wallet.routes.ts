import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { WalletService } from './wallet.service.ts';

/** `beforeRead`: settles what is pending for the member first (transfers); its failure never blocks a read. */
export function walletHandlers(
  wallet: WalletService,
  beforeRead?: (memberId: bigint) => Promise<unknown>,
): Pick<Handlers, 'walletBalance' | 'adminWalletCheck'> {
  return {
    walletBalance: async ({ session }) => {
      const principal = requireSession(session);
      await beforeRead?.(principal.memberId).catch(() => undefined);
      return wallet.balance(principal.memberId, principal.customerType);
    },
    adminWalletCheck: () => wallet.ledger.repo.checkInvariants(),
  };
}
