import type { Db } from '../client.ts';
import {
  announcements,
  customerServiceChannels,
  domains,
  gameCategories,
  gameVendors,
  moduleFlags,
  registerFieldRules,
  resources,
  systemSettings,
} from '../schema.ts';
import { demoAnnouncements } from './demo-announcements.ts';
import {
  demoCustomerService,
  demoDomains,
  demoModuleFlags,
  demoRegisterRules,
  demoResources,
  demoSettings,
} from './demo-brand.ts';
import { demoCategories, demoVendors } from './demo-games.ts';
import { seedPaymentChannels } from './demo-payment-channels.ts';

/**
 * Fills an empty database with the demo brand. Runs once: a database that already has brand
 * settings keeps whatever the operator changed. Returns whether it seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const existing = await tx.select({ key: systemSettings.key }).from(systemSettings).limit(1);
    // Tables added after the first seed are filled when still empty.
    if (existing.length > 0) return seedPaymentChannels(tx).then(() => false);
    await tx.insert(systemSettings).values(Object.entries(demoSettings).map(([key, value]) => ({ key, value })));
    await tx
      .insert(moduleFlags)
      .values(Object.entries(demoModuleFlags).map(([moduleId, enabled]) => ({ moduleId, enabled })));
    await tx.insert(registerFieldRules).values(demoRegisterRules.map((r, i) => ({ ...r, sort: i })));
    await tx.insert(customerServiceChannels).values(demoCustomerService.map((c, i) => ({ ...c, sort: i })));
    await tx.insert(resources).values(demoResources.map((r, i) => ({ ...r, sort: i })));
    await tx.insert(domains).values(demoDomains);
    await tx.insert(gameCategories).values(demoCategories.map((code, i) => ({ code, sort: i + 1 })));
    await tx.insert(gameVendors).values(
      demoVendors.map((vendor, i) => ({
        ...vendor,
        iconUrl: `/assets/vendors/${vendor.code.toLowerCase()}.svg`,
        sort: i,
      })),
    );
    await tx.insert(announcements).values(demoAnnouncements);
    await seedPaymentChannels(tx);
    return true;
  });
}
