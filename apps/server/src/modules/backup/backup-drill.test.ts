// @postgres: a restore into a PostgreSQL database
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '@rentwell/db/create-db';
import { createEmptyTestDatabase } from '@rentwell/db/empty-test-database';
import { listMigrations, readMigrationLevel } from '@rentwell/db/migration-level';
import { queryRows } from '@rentwell/db/query-rows';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStorage } from '../../files/disk-file-storage.ts';
import { seedDemoData } from '../../seed/demo-seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { writeBackupArchive } from './backup-archive.ts';
import { type BackupFileStore, backupFileStoreOf } from './backup-files.ts';
import { RestoreRefusedError, restoreBackupArchive } from './backup-restore.ts';
import { listTablesInLoadOrder, quoteIdentifier } from './database-snapshot.ts';

const adminUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
let source: TestApp;
let workDir: string;
let sourceFiles: BackupFileStore;

async function countRows(handle: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTablesInLoadOrder(handle.db)) {
    const result = await queryRows<{ count: number }>(
      handle.db,
      sql.raw(`select count(*)::int as count from ${quoteIdentifier(table)}`),
    );
    counts[table] = result[0]?.count ?? 0;
  }
  return counts;
}

/** The derived tables' rows that count something (rows left at zero say nothing), as text, in key order. */
async function derivedRows(handle: DatabaseHandle) {
  return {
    moneyByDay: await queryRows(
      handle.db,
      sql`select m::text as row from money_by_day m
      where (charged_minor, charged_received_minor, charged_unpaid_minor, received_minor, spent_minor) <> (0, 0, 0, 0, 0)
      order by organization_id, currency, day, property_id`,
    ),
    occupancyByDay: await queryRows(
      handle.db,
      sql`select o::text as row from occupancy_by_day o where (units, occupied, unavailable) <> (0, 0, 0)
      order by organization_id, day, property_id`,
    ),
    chargeCounts: await queryRows(
      handle.db,
      sql`select k::text as row from organization_charge_counts k where charges <> 0 order by organization_id`,
    ),
  };
}

const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

beforeAll(async () => {
  source = await createTestApp();
  expect(await seedDemoData(source.deps)).toBe(true);
  sourceFiles = backupFileStoreOf(source.deps.files);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-drill-'));
}, 120_000);
afterAll(async () => {
  await source.close();
  await rm(workDir, { recursive: true, force: true });
});

describe('backup drill', () => {
  it('backs up while writes run, restores into an empty target, and matches the snapshot row for row and file for file', async () => {
    const before = await countRows(source.deps.handle);
    // Writers keep committing pairs of audit rows (one transaction each) and uploading files through the backup.
    let writing = true;
    let pairs = 0;
    const writer = (async () => {
      while (writing) {
        const entityId = `drill-${pairs}`;
        await source.deps.db.transaction(async (tx) => {
          for (let half = 0; half < 2; half++) {
            await writeAuditEvent(tx, {
              organizationId: null,
              actorUserId: null,
              action: 'mail.resent',
              entityType: 'mail',
              entityId,
            });
          }
        });
        await source.deps.files.put('drill', 'txt', Buffer.from(`file written during the backup ${pairs}`));
        pairs++;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const archive = path.join(workDir, 'drill.tar.gz');
    const manifest = await writeBackupArchive(
      { handle: source.deps.handle, files: sourceFiles, appVersion: '1.0.0' },
      archive,
    );
    writing = false;
    await writer;
    expect(pairs).toBeGreaterThan(0);
    const after = await countRows(source.deps.handle);

    // The manifest names this database's migration and every table.
    expect(manifest.database.migration).toEqual(await readMigrationLevel(source.deps.db));
    const manifestCounts = Object.fromEntries(manifest.database.tables.map((table) => [table.name, table.rows]));
    expect(Object.keys(manifestCounts).sort()).toEqual(Object.keys(before).sort());
    for (const [table, rows] of Object.entries(manifestCounts)) {
      expect(rows, table).toBeGreaterThanOrEqual(before[table] ?? 0);
      expect(rows, table).toBeLessThanOrEqual(after[table] ?? 0);
      // Only the audit log is written during the drill: every other table is the source as it was.
      if (table !== 'audit_log') expect(rows, table).toBe(before[table]);
    }
    expect(manifest.files.length).toBeGreaterThan(0);
    for (const file of manifest.files) {
      const body = await sourceFiles.read(file.key);
      expect(body && sha256(body), file.key).toBe(file.sha256);
    }

    const targetDir = path.join(workDir, 'restored-files');
    const targetFiles = backupFileStoreOf(createDiskFileStorage(targetDir));
    const target = await createEmptyTestDatabase(adminUrl);
    try {
      await restoreBackupArchive(archive, { handle: target, files: targetFiles });
      expect(await countRows(target)).toEqual(manifestCounts);
      // Derived tables are left out of the archive: the restore rebuilds them from the rows it loads.
      const rebuilt = await derivedRows(target);
      expect(rebuilt.occupancyByDay.length).toBeGreaterThan(0);
      expect(rebuilt.chargeCounts.length).toBeGreaterThan(0);
      expect(rebuilt).toEqual(await derivedRows(source.deps.handle));
      expect(await readMigrationLevel(target.db)).toEqual((await listMigrations()).at(-1));
      // The snapshot never splits a transaction: each drill pair is restored whole or not at all.
      const split = await queryRows<{ entity_id: string }>(
        target.db,
        sql`
        select entity_id from audit_log where entity_id like 'drill-%' group by entity_id having count(*) <> 2`,
      );
      expect(split).toEqual([]);
      expect(await targetFiles.listKeys()).toEqual(manifest.files.map((file) => file.key).sort());
      for (const file of manifest.files) {
        const body = await targetFiles.read(file.key);
        expect(body && sha256(body), file.key).toBe(file.sha256);
      }
      // Sequences move past the restored rows: the restored database takes new rows.
      await writeAuditEvent(target.db, {
        organizationId: null,
        actorUserId: null,
        action: 'mail.resent',
        entityType: 'mail',
        entityId: 'after-restore',
      });

      // A second restore into the now-filled target is refused before anything changes.
      await expect(
        restoreBackupArchive(archive, {
          handle: target,
          files: backupFileStoreOf(createDiskFileStorage(path.join(workDir, 'other'))),
        }),
      ).rejects.toThrow(/target database is not empty/);
    } finally {
      await target.close();
    }
    await expect(
      restoreBackupArchive(archive, { handle: await createEmptyTestDatabase(adminUrl), files: targetFiles }),
    ).rejects.toBeInstanceOf(RestoreRefusedError);
  }, 180_000);
});
