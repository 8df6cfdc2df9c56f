import { defineConfig, devices } from '@playwright/test';

// E2E_PORT and E2E_SECOND_PORT (default: the next one) let several checkouts run their journeys side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const BASE_URL = `http://localhost:${PORT}`;
const SECOND_BASE_URL = `http://localhost:${process.env.E2E_SECOND_PORT ?? PORT + 1}`;

const SERVER_URLS = [BASE_URL, SECOND_BASE_URL];

/**
 * The server of the worker this config is loaded in: Playwright loads the config again in every worker, with the
 * worker's parallel index (0 or 1, kept by a restarted worker) in TEST_PARALLEL_INDEX. The runner itself has none.
 */
const WORKER_BASE_URL = SERVER_URLS[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? BASE_URL;

/**
 * Journeys in Debian's Chromium against the built app. Two servers, each on a throw-away data directory with its own
 * demo data, and two workers, each bound to one server: a journey shares the demo data only with the journeys that
 * ran before it on the same server, one at a time, as when all ran on one. A free worker takes the next file (or the
 * next test of a `parallel` describe), so the two halves balance themselves and a new file needs no list.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: SERVER_URLS.length,
  // One retry in CI absorbs a slow machine; a test that needed it is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 120_000,
  expect: { timeout: 20_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL: WORKER_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    },
  },
  webServer: SERVER_URLS.map((url) => ({
    command: 'node support/start-test-server.mjs',
    url: `${url}/api/health/ready`,
    env: { PORT: new URL(url).port },
    reuseExistingServer: false,
    // Migrating and seeding a fresh database took 144 s under a load average of 23.
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
