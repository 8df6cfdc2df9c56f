import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@rentwell/db/test-database';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { createApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import { createAppDeps } from '../create-app-deps.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { TestClient } from './test-client.ts';

export const TEST_BASE_URL = 'http://localhost:3000';

export type TestApp = {
  deps: AppDeps;
  fetch: (request: Request) => Promise<Response>;
  /** A client with its own cookie jar and its own client IP (so rate limits of one test don't touch another). */
  client: () => TestClient;
  close: () => Promise<void>;
};

async function writeWebDistFixture(dir: string): Promise<void> {
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Rentwell</title><div id="root"></div>');
  await writeFile(path.join(dir, 'assets', 'app-3f2a1b.js'), 'console.log("app")');
  await writeFile(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})');
}

/**
 * The real Hono app over a fresh migrated database (PGlite, or PostgreSQL when TEST_DB_KIND=postgres). Log lines go
 * to `logDestination` when given (with LOG_LEVEL in `env`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { logDestination?: DestinationStream } = {},
): Promise<TestApp> {
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-app-'));
  const webDistDir = path.join(workDir, 'web');
  await writeWebDistFixture(webDistDir);
  const handle = await createTestDatabase(
    process.env.TEST_DB_KIND === 'postgres'
      ? { postgresAdminUrl: process.env.TEST_DATABASE_URL }
      : { pgliteTemplateDir: inject('pgliteTemplateDir') },
  );
  const config = parseEnv({
    NODE_ENV: 'test',
    BASE_URL: TEST_BASE_URL,
    DATA_DIR: workDir,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-42',
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDistDir,
    ...env,
  });
  const deps = createAppDeps(config, handle, createLogger(config.logLevel, options.logDestination));
  const app = createApp(deps);
  const fetch = async (request: Request) => app.fetch(request);
  let clients = 0;
  return {
    deps,
    fetch,
    client: () => new TestClient(fetch, TEST_BASE_URL, `10.77.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`),
    close: async () => {
      await handle.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
