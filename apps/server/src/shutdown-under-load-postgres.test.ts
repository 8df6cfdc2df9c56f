// @postgres: shutdown of a compiled server on PostgreSQL, whose queries leave the thread free
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@rentwell/db/create-db';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { freePort, type ServerProcess, startServerProcess } from './test/server-process.ts';
import { expectShutdownUnderLoadAnswersEverything } from './test/shutdown-burst.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === 'postgres' && adminUrl !== undefined;
const databaseName = `rentwell_shutdown_${randomUUID().replaceAll('-', '')}`;
let dataDir: string;
let server: ServerProcess | undefined;

async function adminQuery(statement: string): Promise<void> {
  const admin = await createDb({ url: adminUrl });
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

beforeEach(async () => {
  if (!onPostgres) return;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-shutdown-load-'));
  await adminQuery(`create database ${databaseName}`);
});
afterEach(async () => {
  if (!onPostgres) return;
  await server?.kill();
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
  await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(onPostgres)('shutdown under load on PostgreSQL', () => {
  it('answers all 45 requests of a burst with 10 PDF exports, resets none and exits 0', async () => {
    const port = await freePort();
    const url = new URL(adminUrl ?? '');
    url.pathname = `/${databaseName}`;
    server = await startServerProcess('PostgreSQL', {
      port,
      env: {
        DATABASE_URL: url.toString(),
        AUTH_SECRET: 'shutdown-under-load-secret-0123456789',
        DATA_DIR: dataDir,
        BASE_URL: `http://127.0.0.1:${port}`,
        SEED_DEMO_DATA: 'true',
        RATE_LIMITS: 'false',
        LOG_LEVEL: 'info',
      },
      // Seeding the demo portfolio (large enough for slow exports) takes minutes on a busy machine.
      startTimeoutMs: 480_000,
    });
    await expectShutdownUnderLoadAnswersEverything(server);
  }, 900_000);
});
