import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { paymentChannels } from '../schema.ts';

/** The demo brand's deposit channels (limits in minor units of USD). */
export const demoPaymentChannels: (typeof paymentChannels.$inferInsert)[] = [
  {
    code: 'BANK_TRANSFER',
    type: 'bank_transfer',
    name: 'Bank transfer',
    min: 1_000n,
    max: 5_000_000n,
    sort: 1,
    details: {
      bankName: 'Demo National Bank',
      accountName: 'Demo Gaming Ltd',
      accountNumber: '0123 4567 8901',
      branch: 'Central branch',
    },
  },
  {
    code: 'SANDBOX_ONLINE',
    type: 'online',
    name: 'Online banking (sandbox)',
    min: 500n,
    max: 1_000_000n,
    sort: 2,
    details: { gateway: 'sandbox' },
  },
];

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Seeds the channels when the table is empty: also for databases seeded before deposits existed. */
export async function seedPaymentChannels(tx: Db | Tx): Promise<void> {
  const existing = await tx
    .select({ n: sql<number>`1` })
    .from(paymentChannels)
    .limit(1);
  if (existing.length === 0) await tx.insert(paymentChannels).values(demoPaymentChannels).onConflictDoNothing();
}
