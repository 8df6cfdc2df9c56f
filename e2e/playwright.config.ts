import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_SECOND_PORT (default: the next one) let several checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;
const SECOND_BASE_URL = `http://localhost:${process.env.E2E_SECOND_PORT ?? PORT + 1}`;

/**
 * The journeys run by the second server, chosen so both halves take about as long. The first server keeps the rest,
 * among them the browser extension's journey (its test build knows only the first server's origin).
 */
const SECOND_SERVER_JOURNEYS = [
  'tests/landing-settings.spec.ts',
  'tests/foundation.spec.ts',
  'tests/ai-rent-prediction.spec.ts',
  'tests/ai-financial-insights.spec.ts',
  'tests/calendar.spec.ts',
  'tests/short-term-rentals.spec.ts',
  'tests/tools.spec.ts',
  'tests/rent-rules.spec.ts',
  'tests/financials-analytics.spec.ts',
  'tests/time-zone.spec.ts',
];

/**
 * Journeys in Debian's Chromium against the built app. Two servers, each on a throw-away data directory with its own
 * demo data, and one worker for each: a journey shares the demo data only with the journeys that run before it on
 * the same server, one at a time, as when all ran on one.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'first server', testIgnore: SECOND_SERVER_JOURNEYS, workers: 1, use: { baseURL: BASE_URL } },
    { name: 'second server', testMatch: SECOND_SERVER_JOURNEYS, workers: 1, use: { baseURL: SECOND_BASE_URL } },
  ],
  // One retry in CI absorbs a slow machine; a test that needed it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: [BASE_URL, SECOND_BASE_URL].map((url) => ({
    command: 'node support/start-test-server.mjs',
    url: `${url}/api/health/ready`,
    env: { PORT: new URL(url).port },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
