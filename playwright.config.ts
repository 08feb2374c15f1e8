// Browser and HTTP tests against the real server (e2e/README.md).
// global-setup.ts builds or picks the web app, starts the server on a free port
// with a fresh data directory, and exports E2E_BASE_URL, which the workers read
// here when they load this file.
import { defineConfig, devices } from '@playwright/test';

const isCI = Boolean(process.env.CI);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: isCI ? 1 : 0,
  forbidOnly: isCI,
  timeout: 30_000,
  // Generous: two workers, their browsers and the server share two cores, and a page can take seconds to render.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  outputDir: process.env.E2E_OUTPUT_DIR ?? '/tmp/sdc-e2e-results',
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
    // The app registers a service worker (docs/offline.md); journeys that test it allow it (offline.spec.ts).
    // Elsewhere it would add its "ready to work offline" toast and cache answers between tests.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
  },
});
