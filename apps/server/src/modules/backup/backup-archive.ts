import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DatabaseHandle } from '@rentwell/db/create-db';
import tar from 'tar-stream';
import type { BackupFileStore } from './backup-files.ts';
import { BACKUP_FORMAT_VERSION, FILES_FOLDER, MANIFEST_ENTRY, type TBackupManifest } from './backup-manifest.ts';
import { snapshotDatabase } from './database-snapshot.ts';

export type BackupSource = { handle: DatabaseHandle; files: BackupFileStore; appVersion: string | null };

/**
 * Writes one gzipped tar to `target`: the database's tables as of one snapshot (JSON lines per chunk), every
 * stored file, and last `manifest.json` (format and app version, migration, row counts, files with SHA-256).
 * The archive is written to `target.partial` and renamed at the end, so a failed backup leaves no half archive.
 */
export async function writeBackupArchive(source: BackupSource, target: string): Promise<TBackupManifest> {
  const partial = `${target}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial, { mode: 0o600 }));
  const addEntry = (name: string, body: Buffer) =>
    new Promise<void>((resolve, reject) => {
      pack.entry({ name, size: body.length, mode: 0o600, mtime: new Date() }, body, (error) =>
        error ? reject(error) : resolve(),
      );
    });
  try {
    const createdAt = new Date().toISOString();
    const files: TBackupManifest['files'] = [];
    const snapshot = await snapshotDatabase(source.handle, addEntry, async () => {
      for (const key of await source.files.listKeys()) {
        const body = await source.files.read(key);
        if (!body) continue;
        await addEntry(`${FILES_FOLDER}/${key}`, body);
        files.push({ key, size: body.length, sha256: createHash('sha256').update(body).digest('hex') });
      }
    });
    const manifest: TBackupManifest = {
      formatVersion: BACKUP_FORMAT_VERSION,
      appVersion: source.appVersion,
      createdAt,
      database: { kind: source.handle.kind, migration: snapshot.migration, tables: snapshot.tables },
      files,
    };
    await addEntry(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
    pack.finalize();
    await written;
    await rename(partial, target);
    return manifest;
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
}
