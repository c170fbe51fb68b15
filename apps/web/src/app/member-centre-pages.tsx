import { lazy } from 'react';
import type { MemberCentrePageComponents } from '../features/member-centre/index.ts';
import { loadChunk } from '../lib/chunk-load.ts';

/**
 * The component of each member-centre page (SPEC §2), each its own chunk and owned by its
 * feature; the panel shows a "coming soon" state for a page without one. One line per page.
 */
export const memberCentrePageComponents: MemberCentrePageComponents = {
  depositv2: lazy(() =>
    loadChunk(() => import('../features/deposit/index.ts').then((m) => ({ default: m.DepositV2 }))),
  ),
  transferFund: lazy(() =>
    loadChunk(() => import('../features/transfer/index.ts').then((m) => ({ default: m.TransferFund }))),
  ),
  transferUpline: lazy(() =>
    loadChunk(() => import('../features/transfer/index.ts').then((m) => ({ default: m.TransferUpline }))),
  ),
  withdraw: lazy(() =>
    loadChunk(() => import('../features/withdraw/index.ts').then((m) => ({ default: m.WithdrawPage }))),
  ),
  securityCenter: lazy(() =>
    loadChunk(() =>
      import('../features/member-centre/components/security-center.tsx').then((m) => ({ default: m.SecurityCenter })),
    ),
  ),
  transactionHistory: lazy(() =>
    loadChunk(() =>
      import('../features/records/components/transaction-history.tsx').then((m) => ({ default: m.TransactionHistory })),
    ),
  ),
  personalHistoryCopy: lazy(() =>
    loadChunk(() =>
      import('../features/betting-record/components/betting-record.tsx').then((m) => ({ default: m.BettingRecord })),
    ),
  ),
  personalProfit: lazy(() =>
    loadChunk(() =>
      import('../features/records/components/personal-profit.tsx').then((m) => ({ default: m.PersonalProfit })),
    ),
  ),
};
