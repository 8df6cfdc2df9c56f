import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AppDeps } from '../../app-deps.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { readAppVersion } from '../health/system-health.ts';
import { writeBackupArchive } from './backup-archive.ts';
import { backupFileStoreOf } from './backup-files.ts';

export type BackupDownload = { body: ReadableStream<Uint8Array>; size: number; fileName: string };

/** `rentwell-backup-2026-11-24T11-40-42Z.tar.gz`: sorts by time and is safe in every file system. */
export function backupFileName(createdAt: Date): string {
  return `rentwell-backup-${createdAt
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}.tar.gz`;
}

/**
 * Writes a complete archive to a temporary file first (the database snapshot is short and never waits on a slow
 * download), audits it, and hands back a stream of it that removes the file once sent or abandoned.
 */
export async function createBackupDownload(
  deps: AppDeps,
  who: { userId: string | null; ipAddress: string | null; via: 'console' | 'command' },
): Promise<BackupDownload> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-backup-'));
  try {
    const createdAt = new Date();
    const fileName = backupFileName(createdAt);
    const archive = path.join(dir, fileName);
    const manifest = await writeBackupArchive(
      {
        handle: deps.handle,
        files: backupFileStoreOf(deps.files),
        appVersion: await readAppVersion(),
      },
      archive,
    );
    const { size } = await stat(archive);
    await writeAuditEvent(deps.db, {
      organizationId: null,
      actorUserId: who.userId,
      action: 'site_admin.backup_downloaded',
      entityType: 'site_admin_console',
      entityId: null,
      ipAddress: who.ipAddress,
      details: {
        via: who.via,
        sizeBytes: size,
        migration: manifest.database.migration.tag,
        rows: manifest.database.tables.reduce((sum, table) => sum + table.rows, 0),
        files: manifest.files.length,
      },
    });
    deps.logger.info(
      { via: who.via, sizeBytes: size, files: manifest.files.length, migration: manifest.database.migration.tag },
      'backup created',
    );
    const stream = createReadStream(archive);
    const cleanup = () => void rm(dir, { recursive: true, force: true });
    stream.on('close', cleanup);
    return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, size, fileName };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
