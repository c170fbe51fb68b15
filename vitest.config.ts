import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/vendor/src/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
          // Some unit tests draw thousands of rounds: on a busy 2-core machine 5 s is not always enough.
          testTimeout: 20_000,
        },
      },
      'apps/*/vitest.config.ts',
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/vendor/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
