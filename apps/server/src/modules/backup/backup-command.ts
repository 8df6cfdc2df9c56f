import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDb } from '@rentwell/db/create-db';
import { findDataDirHolder } from '@rentwell/db/data-dir-lock';
import { type AppConfig, InvalidEnvironmentError, loadEnv } from '../../env.ts';
import { createFileStorage } from '../../files/create-file-storage.ts';
import { readAppVersion } from '../health/system-health.ts';
import { writeBackupArchive } from './backup-archive.ts';
import { backupFileStoreOf } from './backup-files.ts';
import { resolveCommandPath } from './command-path.ts';

class BackupCommandError extends Error {}

/** The running embedded server alone may open its database: ask it over loopback with the site-admin key. */
async function backupThroughServer(config: AppConfig, holder: number, target: string): Promise<void> {
  if (!config.siteAdminKey) {
    throw new BackupCommandError(
      `The server (process ${holder}) holds the embedded database in ${config.dataDir}. Set SITE_ADMIN_KEY to the ` +
        'server’s key so this command can ask it for the backup, or stop the server and run the command again.',
    );
  }
  const url = `http://127.0.0.1:${config.port}/api/backup`;
  let response: Response;
  try {
    response = await fetch(url, { headers: { authorization: `Bearer ${config.siteAdminKey}` } });
  } catch (error) {
    throw new BackupCommandError(
      `The server (process ${holder}) holds the database but does not answer at ${url} (${(error as Error).message}). ` +
        'Set PORT to the port it listens on.',
    );
  }
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    throw new BackupCommandError(`The server refused the backup (${response.status}): ${text}`);
  }
  const partial = `${target}.partial`;
  try {
    await pipeline(
      Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
      createWriteStream(partial, { mode: 0o600 }),
    );
    await rename(partial, target);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function backupDirectly(config: AppConfig, target: string): Promise<void> {
  const handle = await createDb({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    const manifest = await writeBackupArchive(
      { handle, files: backupFileStoreOf(createFileStorage(config)), appVersion: await readAppVersion() },
      target,
    );
    const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
    process.stdout.write(
      `  ${rows} rows in ${manifest.database.tables.length} tables, ${manifest.files.length} files, migration ${manifest.database.migration.tag}\n`,
    );
  } finally {
    await handle.close();
  }
}

async function main(): Promise<void> {
  const argument = process.argv[2];
  if (!argument) throw new BackupCommandError('Usage: npm run backup -- <archive.tar.gz>');
  const target = resolveCommandPath(argument);
  const config = loadEnv();
  const holder = config.databaseUrl ? null : findDataDirHolder(path.join(config.dataDir, 'db'));
  if (holder !== null) await backupThroughServer(config, holder, target);
  else await backupDirectly(config, target);
  process.stdout.write(`\n  Backup written to ${target}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof BackupCommandError || error instanceof InvalidEnvironmentError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
