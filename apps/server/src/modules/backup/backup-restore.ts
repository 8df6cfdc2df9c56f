import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type { Database, DatabaseHandle } from '@rentwell/db/create-db';
import { migrateDb } from '@rentwell/db/migrate';
import { listMigrations, migrateDbTo, readMigrationLevel } from '@rentwell/db/migration-level';
import { queryRows } from '@rentwell/db/query-rows';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { BackupFileStore } from './backup-files.ts';
import {
  BACKUP_FORMAT_VERSION,
  FILES_FOLDER,
  MANIFEST_ENTRY,
  SAFE_FILE_KEY,
  TABLES_FOLDER,
  type TBackupManifest,
  ZBackupManifest,
} from './backup-manifest.ts';
import { quoteIdentifier } from './database-snapshot.ts';

/** A restore that cannot go ahead; the message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

const SAFE_ENTRY = new RegExp(
  `^(${MANIFEST_ENTRY.replace('.', '\\.')}|${TABLES_FOLDER}/[a-z_][a-z0-9_]*/[0-9]+\\.jsonl|${FILES_FOLDER}/[a-z0-9-]+(/[a-z0-9-]+)*\\.[a-z0-9]+)$`,
);

/** Unpacks the archive into `dir`, refusing any entry the format does not define (no path escapes). */
async function unpackArchive(archive: string, dir: string): Promise<void> {
  const extract = tar.extract();
  extract.on('entry', (header, stream, next) => {
    if (header.type !== 'file' || !SAFE_ENTRY.test(header.name)) {
      stream.resume();
      extract.destroy(
        new RestoreRefusedError(`The archive holds an unexpected entry ${header.name}: not a Rentwell backup`),
      );
      return;
    }
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
    stream.on('end', () => {
      const target = path.join(dir, header.name);
      mkdir(path.dirname(target), { recursive: true })
        .then(() => writeFile(target, Buffer.concat(chunks), { mode: 0o600 }))
        .then(() => next(), next);
    });
  });
  try {
    await pipeline(createReadStream(archive), createGunzip(), extract);
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    throw new RestoreRefusedError(`${archive} is not a readable Rentwell backup (${(error as Error).message})`);
  }
}

async function readManifest(dir: string): Promise<TBackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(dir, MANIFEST_ENTRY), 'utf8');
  } catch {
    throw new RestoreRefusedError('The archive has no manifest.json: it is incomplete or not a Rentwell backup');
  }
  const raw = JSON.parse(text) as { formatVersion?: unknown };
  if (typeof raw.formatVersion === 'number' && raw.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new RestoreRefusedError(
      `The archive has format ${raw.formatVersion}; this version of Rentwell reads format ${BACKUP_FORMAT_VERSION}. Upgrade Rentwell first.`,
    );
  }
  const parsed = ZBackupManifest.safeParse(raw);
  if (!parsed.success) throw new RestoreRefusedError(`The archive's manifest is not valid: ${parsed.error.message}`);
  return parsed.data;
}

async function checkFiles(dir: string, manifest: TBackupManifest): Promise<Map<string, Buffer>> {
  const bodies = new Map<string, Buffer>();
  for (const file of manifest.files) {
    if (!SAFE_FILE_KEY.test(file.key)) throw new RestoreRefusedError(`Unsafe file key ${file.key} in the manifest`);
    const body = await readFile(path.join(dir, FILES_FOLDER, file.key)).catch(() => null);
    const sha256 = body ? createHash('sha256').update(body).digest('hex') : null;
    if (!body || body.length !== file.size || sha256 !== file.sha256) {
      throw new RestoreRefusedError(`The stored file ${file.key} is missing or damaged in the archive`);
    }
    bodies.set(file.key, body);
  }
  return bodies;
}

async function checkTargetEmpty(handle: DatabaseHandle, files: BackupFileStore): Promise<void> {
  const tables = await queryRows<{ count: number }>(
    handle.db,
    sql`
    select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`,
  );
  if ((tables[0]?.count ?? 0) > 0 || (await readMigrationLevel(handle.db)) !== null) {
    throw new RestoreRefusedError(
      'The target database is not empty. Restore into a new, empty database (or an empty DATA_DIR); nothing was changed.',
    );
  }
  if (!(await files.isEmpty())) {
    throw new RestoreRefusedError(
      'The target file storage already holds files. Restore into an empty DATA_DIR (or an empty bucket); nothing was changed.',
    );
  }
}

async function insertableColumns(db: Database, table: string): Promise<string[]> {
  const columns = await queryRows<{ name: string }>(
    db,
    sql`
    select a.attname as name from pg_attribute a
    join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relname = ${table} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`,
  );
  return columns.map((row) => row.name);
}

/** Sets each serial or identity sequence past the largest restored value, so new rows do not collide. */
async function resetSequences(db: Database): Promise<void> {
  const sequences = await queryRows<{ table_name: string; column_name: string; sequence: string }>(
    db,
    sql`
    select c.relname as table_name, a.attname as column_name,
      pg_get_serial_sequence(quote_ident(c.relname), a.attname) as sequence
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      and pg_get_serial_sequence(quote_ident(c.relname), a.attname) is not null`,
  );
  for (const row of sequences) {
    const column = quoteIdentifier(row.column_name);
    await db.execute(
      sql.raw(
        `select setval('${row.sequence.replaceAll("'", "''")}', coalesce(max(${column}), 0) + 1, false) from ${quoteIdentifier(row.table_name)}`,
      ),
    );
  }
}

async function loadTables(db: Database, dir: string, manifest: TBackupManifest): Promise<void> {
  for (const table of manifest.database.tables) {
    const columns = (await insertableColumns(db, table.name)).map(quoteIdentifier).join(', ');
    if (!columns) throw new RestoreRefusedError(`The archive's table ${table.name} does not exist at its migration`);
    const name = quoteIdentifier(table.name);
    for (const chunk of table.chunks) {
      const lines = (await readFile(path.join(dir, chunk), 'utf8')).split('\n').filter((line) => line.length > 0);
      const rows = `[${lines.join(',')}]`;
      await db.execute(
        sql`${sql.raw(`insert into ${name} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::${name}, `)}${rows}::json)`,
      );
    }
    const counted = await queryRows<{ count: number }>(db, sql.raw(`select count(*)::int as count from ${name}`));
    if (counted[0]?.count !== table.rows) {
      throw new Error(`Table ${table.name}: the archive says ${table.rows} rows, ${counted[0]?.count} were loaded`);
    }
  }
  await resetSequences(db);
}

/**
 * Restores an archive into an empty database and an empty file store: checks the manifest and every file's hash,
 * migrates the empty database to the archive's migration, loads the rows in one transaction, writes the files,
 * then applies the newer migrations this version ships, exactly like an upgrade.
 */
export async function restoreBackupArchive(
  archive: string,
  target: { handle: DatabaseHandle; files: BackupFileStore },
): Promise<TBackupManifest> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-restore-'));
  try {
    await unpackArchive(archive, dir);
    const manifest = await readManifest(dir);
    const known = (await listMigrations()).find((migration) => migration.tag === manifest.database.migration.tag);
    if (!known) {
      throw new RestoreRefusedError(
        `The archive was made by a newer version of Rentwell (migration ${manifest.database.migration.tag}). Upgrade Rentwell, then restore.`,
      );
    }
    const bodies = await checkFiles(dir, manifest);
    await checkTargetEmpty(target.handle, target.files);
    await migrateDbTo(target.handle, known.tag);
    await target.handle.db.transaction((tx) => loadTables(tx as unknown as Database, dir, manifest));
    for (const [key, body] of bodies) await target.files.write(key, body);
    await migrateDb(target.handle);
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
