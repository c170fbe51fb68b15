import type { RecordKind } from '@portal/contract';

/**
 * The ledger kinds the type filter offers (the contract's RECORD_KINDS, copied so the page does not
 * load zod; kinds.test.ts keeps both equal). Labels: en.json `records.kind.<kind>`.
 */
export const RECORD_KIND_OPTIONS: readonly RecordKind[] = [
  'deposit',
  'withdraw_hold',
  'withdraw_release',
  'withdraw_payout',
  'transfer_to_vendor',
  'transfer_from_vendor',
  'transfer_upline',
  'transfer_downline',
  'bet',
  'win',
  'rollback',
  'demo_credit',
  'bonus',
  'adjustment',
];
