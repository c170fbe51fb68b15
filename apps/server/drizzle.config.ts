import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './apps/server/src/db/schema.ts',
    './apps/server/src/db/schema-members.ts',
    './apps/server/src/db/schema-accounts.ts',
    './apps/server/src/db/schema-wallet.ts',
    './apps/server/src/db/schema-withdrawals.ts',
    './apps/server/src/db/schema-transfers.ts',
    './apps/server/src/db/schema-messages.ts',
    './apps/server/src/db/schema-deposits.ts',
    './apps/server/src/db/schema-vendor-wallet.ts',
    './apps/server/src/db/schema-games.ts',
  ],
  out: './apps/server/drizzle',
});
