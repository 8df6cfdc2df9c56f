// Starts the real server on a fresh temporary data directory, and removes it when stopped.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rentwell-e2e-'));
const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const port = process.env.PORT ?? '3100';

// The journeys run the compiled server, as `npm start` does; it is built first when its sources changed.
const build = spawnSync(
  process.execPath,
  [fileURLToPath(new URL('../../scripts/build-if-stale.mjs', import.meta.url)), 'server'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: port,
    BASE_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'warn',
    // Cheap password hashing instead of scrypt: the journeys sign up an account in most tests.
    NODE_ENV: 'test',
    // The journeys sign up many accounts from one address within a minute; the limits have their own integration tests.
    RATE_LIMITS: 'false',
    BOOTSTRAP_SECRET: 'e2e-bootstrap-secret-0123456789',
    SITE_ADMIN_KEY: 'e2e-site-admin-key-0123456789',
    // The online-rent journey serves its fake Stripe API here (support/fake-stripe-address.ts); nothing else calls it.
    STRIPE_API_URL: `http://127.0.0.1:${Number(port) + 1000}`,
  },
});

const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
const stop = (signal) => {
  server.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
