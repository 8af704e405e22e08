import { existsSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Each port gets its own data dir, so two runs on one machine do not share a database. */
export const E2E_DATA_DIR = path.resolve('.e2e', `data-${PORT}`);

const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    // The site's service worker (registered when the app is idle) would answer some requests itself, out of reach of
    // the specs' network stubs and request counts; tests/e2e/offline.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  webServer: {
    command: `rm -rf "${E2E_DATA_DIR}" && node --import tsx server/main.ts`,
    // Ready, not just listening: the server answers 503 "preparing" while it seeds its DEMO catalogue.
    url: `http://localhost:${PORT}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: E2E_DATA_DIR,
      ...(process.env.SITE_DIR ? { SITE_DIR: process.env.SITE_DIR } : {}),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every spec signs in from 127.0.0.1: the suite's hundred-odd sign-ins, PIN and reset calls in 15 minutes must
      // stay under the per-address allowance (3 × this). The limits themselves are tested in tests/api.
      AUTH_RATE_LIMIT: '200',
      // A small DEMO catalogue keeps the fresh server's first start short.
      SEED_HOTELS: '300',
      SEED_DAYS: '60',
      // A cheap proof of work for the advertise captcha: the browser's widget solves it whatever the machine's load.
      CAPTCHA_COST: '500',
      MAP_TILE_URL: `http://localhost:${PORT}/tiles/{z}/{x}/{y}.png`,
    },
  },
});
