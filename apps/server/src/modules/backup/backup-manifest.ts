import { z } from 'zod';

/** Bumped whenever the archive layout changes; a restore refuses formats it does not know. */
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const TABLES_FOLDER = 'database';
export const FILES_FOLDER = 'files';

/** Stored-file keys as the file storage makes them (`folder/uuid.ext`); nothing else is restored. */
export const SAFE_FILE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;
const SAFE_TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

export const ZBackupManifest = z.object({
  formatVersion: z.number().int().min(1),
  appVersion: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    /** The last migration applied when the snapshot was taken: a restore loads rows into that schema, then migrates. */
    migration: z.object({ index: z.number().int().min(0), tag: z.string().min(1), createdAt: z.number().int() }),
    /** Tables in load order (a table after those its foreign keys point at), with their row counts. */
    tables: z.array(
      z.object({
        name: z.string().regex(SAFE_TABLE_NAME),
        rows: z.number().int().min(0),
        chunks: z.array(z.string().regex(/^[a-z0-9_./-]+\.jsonl$/)),
      }),
    ),
  }),
  files: z.array(
    z.object({ key: z.string().regex(SAFE_FILE_KEY), size: z.number().int().min(0), sha256: z.string().length(64) }),
  ),
});
export type TBackupManifest = z.infer<typeof ZBackupManifest>;
