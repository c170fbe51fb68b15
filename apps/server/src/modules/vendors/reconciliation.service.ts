import type { VendorReconciliation } from '@portal/contract';
import type { VendorWalletRepo } from './vendor-wallet.repo.ts';

/**
 * A vendor's daily reconciliation (UTC day): counts and totals of the debits, credits and rollbacks
 * the portal accepted, to compare with the vendor's own report. Duplicates are counted once (one row
 * per vendor transaction id); refused requests are not counted; rollbacks of unknown debits count
 * as tombstones.
 */
export class VendorReconciliationService {
  constructor(private readonly repo: VendorWalletRepo) {}

  async daily(vendorCode: string, date: string): Promise<VendorReconciliation> {
    const from = new Date(`${date}T00:00:00.000Z`);
    const to = new Date(from.getTime() + 86_400_000);
    const rows = await this.repo.totals(vendorCode, from, to);
    const of = (kind: string) => {
      const row = rows.find((r) => r.kind === kind);
      return { count: row?.count ?? 0, total: row?.total ?? 0n };
    };
    const [debits, credits, rollbacks, tombstones] = [of('debit'), of('credit'), of('rollback'), of('tombstone')];
    const out = (t: { count: number; total: bigint }) => ({ count: t.count, total: String(t.total) });
    return {
      vendorCode,
      date,
      debits: out(debits),
      credits: out(credits),
      rollbacks: out(rollbacks),
      tombstones: { count: tombstones.count },
      net: String(debits.total - credits.total - rollbacks.total),
    };
  }
}
