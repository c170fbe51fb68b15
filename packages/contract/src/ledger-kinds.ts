/**
 * Kinds of ledger movement, the one list: the database CHECK (schema-wallet.ts), the account
 * record's type filter (records.ts) and the web page (imported as `@portal/contract/ledger-kinds`,
 * free of zod, so the page does not load it). Labels: en.json `records.kind.<kind>`.
 */
export const LEDGER_KINDS = [
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
  'salary',
  'dividend',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
