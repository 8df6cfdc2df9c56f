import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDb, type DatabaseHandle } from './create-db.ts';
import { migrateDb } from './migrate.ts';

/** Builds one migrated PGlite data directory that every test file copies (PGlite's initdb takes seconds). */
export async function buildPgliteTemplate(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-template-'));
  const handle = await createDb({ pgliteDir: dir });
  await migrateDb(handle);
  await handle.close();
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

async function createPgliteTestDb(template: string | undefined): Promise<DatabaseHandle> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-test-'));
  if (template) {
    await cp(template, dir, { recursive: true });
  }
  const handle = await createDb({ pgliteDir: dir });
  if (!template) await migrateDb(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function createPostgresTestDb(adminUrl: string): Promise<DatabaseHandle> {
  const name = `rentwell_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString() });
  await migrateDb(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestDatabaseOptions = {
  /** Admin URL of a PostgreSQL server: a fresh database is created on it, and dropped on close. */
  postgresAdminUrl?: string;
  /** A migrated PGlite directory from `buildPgliteTemplate`, copied instead of migrating again. */
  pgliteTemplateDir?: string;
};

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL when an admin URL is given. */
export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.postgresAdminUrl
    ? createPostgresTestDb(options.postgresAdminUrl)
    : createPgliteTestDb(options.pgliteTemplateDir);
}
