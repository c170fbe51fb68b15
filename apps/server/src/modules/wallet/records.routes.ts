import type { Handlers } from '../../http/contract-routes.ts';
import { requireSession } from '../../http/session.ts';
import type { RecordsService } from './records.service.ts';

/** transactionHistory and personalProfit: always the caller's own records. */
export function recordsHandlers(records: RecordsService): Pick<Handlers, 'walletTransactions' | 'walletProfit'> {
  return {
    walletTransactions: ({ session, query }) => records.transactions(requireSession(session).memberId, query),
    walletProfit: ({ session, query }) => records.profit(requireSession(session).memberId, query),
  };
}
