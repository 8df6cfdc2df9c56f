import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several checkouts run their journeys side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${PORT}`;

/** Journeys in Debian's Chromium against the built app, served on a throw-away data directory. */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  // One retry in CI absorbs a slow machine; a test that needed it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: {
    command: 'node support/start-test-server.mjs',
    url: `${BASE_URL}/api/health/ready`,
    env: { PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
