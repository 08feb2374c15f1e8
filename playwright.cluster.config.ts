// The cluster's browser journeys (e2e/cluster/): two server processes on one
// PostgreSQL behind the distribution's HAProxy, started by the journey itself
// (scripts/cluster-launcher.ts) so it can kill one. `npm run test:cluster`;
// .ci/run runs it when PostgreSQL is reachable. Skipped without PostgreSQL or HAProxy.
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: './e2e/cluster',
  testMatch: '**/*.cluster.ts',
  globalSetup: undefined,
  workers: 1,
  fullyParallel: false,
  outputDir: process.env.E2E_OUTPUT_DIR ?? '/tmp/sdc-e2e-cluster-results',
  use: { ...base.use, baseURL: undefined },
});
