// @postgres: a restore into a PostgreSQL database at an older migration
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEmptyTestDatabase } from '@rentwell/db/empty-test-database';
import { listMigrations, migrateDbTo, readMigrationLevel } from '@rentwell/db/migration-level';
import { queryRows } from '@rentwell/db/query-rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStorage } from '../../files/disk-file-storage.ts';
import { writeBackupArchive } from './backup-archive.ts';
import { backupFileStoreOf } from './backup-files.ts';
import { restoreBackupArchive } from './backup-restore.ts';

const adminUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
/** The migration before the organizations' time zone column (0021) existed. */
const OLDER_MIGRATION = '0020_short_term_rentals';
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-upgrade-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));

describe('restoring an archive from an older version', () => {
  it('loads the rows at the archive’s migration, then migrates them up to this version', async () => {
    const older = await createEmptyTestDatabase(adminUrl);
    const archive = path.join(workDir, 'older.tar.gz');
    try {
      await migrateDbTo(older, OLDER_MIGRATION);
      await older.db.execute(sql`insert into organizations (name, currency) values ('Older Lettings', 'EUR')`);
      const manifest = await writeBackupArchive(
        {
          handle: older,
          files: backupFileStoreOf(createDiskFileStorage(path.join(workDir, 'older-files'))),
          appVersion: '0.9.0',
        },
        archive,
      );
      expect(manifest.database.migration.tag).toBe(OLDER_MIGRATION);
      expect(manifest.database.tables.find((table) => table.name === 'organizations')?.rows).toBe(1);
    } finally {
      await older.close();
    }

    const target = await createEmptyTestDatabase(adminUrl);
    try {
      await restoreBackupArchive(archive, {
        handle: target,
        files: backupFileStoreOf(createDiskFileStorage(path.join(workDir, 'restored-files'))),
      });
      expect((await readMigrationLevel(target.db))?.tag).toBe((await listMigrations()).at(-1)?.tag);
      // 0021 ran over the restored row: the organization got the column's default zone.
      const organizations = await queryRows<{ name: string; currency: string; time_zone: string }>(
        target.db,
        sql`select name, currency, time_zone from organizations`,
      );
      expect(organizations).toEqual([{ name: 'Older Lettings', currency: 'EUR', time_zone: 'UTC' }]);
    } finally {
      await target.close();
    }
  }, 180_000);

  it('refuses an archive that is not a Rentwell backup', async () => {
    const target = await createEmptyTestDatabase(adminUrl);
    try {
      const notAnArchive = path.join(workDir, 'notes.txt');
      await writeFile(notAnArchive, 'just some notes');
      await expect(
        restoreBackupArchive(notAnArchive, {
          handle: target,
          files: backupFileStoreOf(createDiskFileStorage(workDir)),
        }),
      ).rejects.toThrow(/not a readable Rentwell backup/);
      expect(await readMigrationLevel(target.db)).toBeNull();
    } finally {
      await target.close();
    }
  }, 120_000);
});
