import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { WalletService } from './wallet.service.ts';

export function walletHandlers(wallet: WalletService): Pick<Handlers, 'walletBalance'> {
  return {
    walletBalance: ({ session }) => {
      const principal = requireSession(session);
      return wallet.balance(principal.memberId, principal.customerType);
    },
  };
}
