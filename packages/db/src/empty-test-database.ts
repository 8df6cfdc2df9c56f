import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type DatabaseHandle } from './create-db.ts';

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A database with no migrations at all (a restore target): a new PGlite directory, or a new database on the
 * PostgreSQL server of `postgresAdminUrl`. `close` removes it.
 */
export async function createEmptyTestDatabase(postgresAdminUrl?: string): Promise<DatabaseHandle> {
  const adminUrl = postgresAdminUrl;
  if (!adminUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-empty-'));
    const handle = await createDb({ pgliteDir: dir });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `rentwell_empty_${randomUUID().replaceAll('-', '')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
