import { defineConfig, devices } from '@playwright/test';

/**
 * The real stack: the built web app served by the real server, on a throw-away data folder with
 * its own embedded PostgreSQL (scripts/e2e.mjs makes the folder). One worker: tests switch
 * brand-wide states such as maintenance.
 */
const port = Number(process.env.E2E_PORT ?? 8181);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54391);
/** The demo game vendor that the portal spawns (apps/vendor). */
const vendorPort = Number(process.env.E2E_VENDOR_PORT ?? port + 7);
export const OPERATOR_KEY = 'e2e-operator-key-0123456789abcdef';
process.env.E2E_OPERATOR_KEY = OPERATOR_KEY;
process.env.E2E_BASE_URL = `http://127.0.0.1:${port}`;
process.env.E2E_VENDOR_URL = `http://127.0.0.1:${vendorPort}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: './playwright-report/results.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? '../data-e2e',
      EMBEDDED_PG_PORT: String(pgPort),
      DEMO_VENDOR: 'true',
      DEMO_VENDOR_PORT: String(vendorPort),
      OPERATOR_KEY,
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STATUS_CACHE_MS: '0',
      RATE_LIMIT_PER_MINUTE: '100000',
      ALLOW_DEV_ENDPOINTS: 'true',
      // The fresh database gets the demo brand: announcements and vendors the specs need (tests/demo-data.ts).
      SEED_DEMO: 'true',
      // Password-reset mails go to the SmtpCapture that password.spec.ts starts; links point at the e2e site.
      SMTP_URL: process.env.E2E_SMTP_URL ?? `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2602}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Short rounds for the demo vendor's round games (the spawned vendor inherits the portal's env).
      ROUND_BETTING_MS: '5000',
      ROUND_RESULT_MS: '2500',
      ROUND_SETTLE_MS: '1000',
    },
  },
});
