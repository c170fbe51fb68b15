import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withConflictRetry } from '../../db/conflict-retry.ts';
import type { TransferDirection } from '../../db/schema.ts';

const rowsOf = <T>(result: { rows: unknown[] }) => result.rows as T[];

/** SQL of the sandbox transfer-wallet vendor: its own wallets and its log of references. */
export class SandboxVendorRepo {
  constructor(private readonly db: Db) {}

  /**
   * Applies a reference once: credits (`in`) or debits (`out`) the vendor-side wallet. A reference
   * seen before answers its first outcome; a debit beyond the balance is recorded as failed.
   */
  async apply(vendor: string, ref: string, memberRef: string, direction: TransferDirection, amount: bigint) {
    return withConflictRetry('sandbox vendor transfer', () =>
      this.applyOnce(vendor, ref, memberRef, direction, amount),
    );
  }

  private async applyOnce(
    vendor: string,
    ref: string,
    memberRef: string,
    direction: TransferDirection,
    amount: bigint,
  ) {
    return this.db.transaction(async (tx) => {
      const seen = rowsOf<{ status: 'ok' | 'failed' }>(
        await tx.execute(sql`select status from sandbox_vendor_transfers where ref = ${ref} for update`),
      );
      if (seen[0]) return seen[0].status;
      await tx.execute(sql`
        insert into sandbox_vendor_wallets (vendor_code, member_ref) values (${vendor}, ${memberRef})
        on conflict do nothing`);
      const delta = direction === 'in' ? amount : -amount;
      const moved = rowsOf<{ balance: bigint }>(
        await tx.execute(sql`
          update sandbox_vendor_wallets set balance = balance + ${delta}
          where vendor_code = ${vendor} and member_ref = ${memberRef} and balance + ${delta} >= 0
          returning balance`),
      );
      const status = moved[0] ? 'ok' : 'failed';
      await tx.execute(sql`
        insert into sandbox_vendor_transfers (ref, vendor_code, member_ref, direction, amount, status)
        values (${ref}, ${vendor}, ${memberRef}, ${direction}, ${amount}, ${status})`);
      return status;
    });
  }

  /** The outcome of a reference; one never seen is recorded as failed so a late call is refused. */
  async status(vendor: string, ref: string): Promise<'ok' | 'failed'> {
    await this.db.execute(sql`
      insert into sandbox_vendor_transfers (ref, vendor_code, member_ref, direction, amount, status)
      values (${ref}, ${vendor}, '', 'in', 0, 'failed') on conflict do nothing`);
    const rows = rowsOf<{ status: 'ok' | 'failed' }>(
      await this.db.execute(sql`select status from sandbox_vendor_transfers where ref = ${ref}`),
    );
    return rows[0]!.status;
  }

  async balance(vendor: string, memberRef: string): Promise<bigint> {
    const rows = rowsOf<{ balance: string }>(
      await this.db.execute(sql`
        select balance from sandbox_vendor_wallets where vendor_code = ${vendor} and member_ref = ${memberRef}`),
    );
    return BigInt(rows[0]?.balance ?? 0);
  }
}
