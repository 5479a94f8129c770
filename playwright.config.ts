import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 4173)
const CI = Boolean(process.env.CI)

/** End-to-end tests against the production server and build, in Debian's Chromium (no browser download). */
export default defineConfig({
  testDir: 'tests/e2e',
  // Separate result folders let parallel runs (one per DIST_DIR) coexist.
  outputDir: process.env.DIST_DIR ? `test-results/${process.env.DIST_DIR}` : 'test-results/default',
  fullyParallel: true,
  workers: 2,
  retries: CI ? 1 : 0,
  forbidOnly: CI,
  reporter: 'list',
  timeout: 30_000,
  // Screenshot baselines (tests/e2e/visual.spec.ts) in one folder per spec, the same on every machine (no platform
  // or project suffix: one browser, Debian's Chromium). `npm run test:visual:update` rewrites them.
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace records every action's DOM and screen: on CI only for the retry of a failed test (recording all of
    // them cost 13 % of the e2e stage's time), locally for each failure.
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx app/server.ts',
    // The suite posts dozens of leads from one address; the limiter (10 a minute by default) has its own tests in
    // tests/integration (lead-endpoint, lead-hardening), so here it must not answer 429 to a form spec.
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_ROOT: `${process.env.DIST_DIR ?? 'dist'}/client`,
      LEADS_RATE_PER_MINUTE: '100000',
    },
    url: `http://127.0.0.1:${PORT}/pt-br`,
    reuseExistingServer: !CI,
    stdout: 'ignore',
  },
})
