import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createDb } from '@rentwell/db/create-db';
import { DataDirLockedError } from '@rentwell/db/data-dir-lock';
import { InvalidEnvironmentError, loadEnv } from '../../env.ts';
import { createFileStorage } from '../../files/create-file-storage.ts';
import { backupFileStoreOf } from './backup-files.ts';
import { RestoreRefusedError, restoreBackupArchive } from './backup-restore.ts';
import { resolveCommandPath } from './command-path.ts';

/** An embedded database directory that holds anything but a lock file is not a restore target. */
async function refuseUsedDatabaseDir(dbDir: string): Promise<void> {
  const entries = await readdir(dbDir).catch(() => [] as string[]);
  if (entries.some((entry) => entry !== 'rentwell.lock')) {
    throw new RestoreRefusedError(
      `${dbDir} already holds a database. Restore into an empty DATA_DIR (set DATA_DIR to a new directory); nothing was changed.`,
    );
  }
}

async function main(): Promise<void> {
  const argument = process.argv[2];
  if (!argument) throw new RestoreRefusedError('Usage: npm run restore -- <archive.tar.gz>');
  const archive = resolveCommandPath(argument);
  if (!existsSync(archive)) throw new RestoreRefusedError(`No such archive: ${archive}`);
  const config = loadEnv();
  if (!config.databaseUrl) await refuseUsedDatabaseDir(path.join(config.dataDir, 'db'));
  const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const manifest = await restoreBackupArchive(archive, {
      handle,
      files: backupFileStoreOf(createFileStorage(config)),
    });
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    const target = config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir;
    process.stdout.write(
      `\n  Restored ${rows} rows and ${manifest.files.length} files from ${manifest.createdAt} (migration ${manifest.database.migration.tag}) into ${target}.\n` +
        '  Start Rentwell as usual; people sign in again unless AUTH_SECRET is the one the backup was made under.\n\n',
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  if (
    error instanceof RestoreRefusedError ||
    error instanceof InvalidEnvironmentError ||
    error instanceof DataDirLockedError
  ) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
