import { describe, expect, it } from 'vitest';
import en from '../../../../../packages/i18n/locales/en.json';
import { RECORD_KIND_OPTIONS } from './kinds.ts';

/** The kinds of ledger movement (the database CHECK of the ledger), in the order the filter offers them. */
const ledgerKinds = [
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
];

describe('record kinds', () => {
  it('offers every kind of the ledger, in order', () => {
    expect([...RECORD_KIND_OPTIONS]).toEqual(ledgerKinds);
  });

  it('has an English label for each kind', () => {
    const labels = (en as unknown as { records: { kind: Record<string, string> } }).records.kind;
    for (const kind of ledgerKinds) expect(labels[kind], kind).toBeTruthy();
  });
});
