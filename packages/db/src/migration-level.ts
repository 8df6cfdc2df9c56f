import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, DatabaseHandle } from './create-db.ts';
import { MIGRATIONS_FOLDER } from './migrate.ts';
import { queryRows } from './query-rows.ts';
import type { Schema } from './schema.ts';

type TJournal = { entries: { idx: number; when: number; tag: string }[] } & Record<string, unknown>;

/** One committed migration: its position, its file name without `.sql`, and the instant drizzle records for it. */
export type MigrationLevel = { index: number; tag: string; createdAt: number };

async function readJournal(folder = MIGRATIONS_FOLDER): Promise<TJournal> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as TJournal;
  if (!Array.isArray(journal.entries)) throw new Error(`The migration journal in ${folder} has no entries`);
  return journal;
}

/** Every migration this version of the app ships, oldest first. */
export async function listMigrations(): Promise<MigrationLevel[]> {
  const journal = await readJournal();
  return journal.entries.map((entry) => ({ index: entry.idx, tag: entry.tag, createdAt: entry.when }));
}

/**
 * The last migration applied to this database (drizzle records each one's journal instant), or null for a
 * database that never ran any.
 */
export async function readMigrationLevel(db: Database): Promise<MigrationLevel | null> {
  const exists = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists[0]?.present) return null;
  const latest = await queryRows<{ created_at: string }>(
    db,
    sql`select created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const createdAt = latest[0] ? Number(latest[0].created_at) : null;
  if (createdAt === null) return null;
  const known = (await listMigrations()).find((migration) => migration.createdAt === createdAt);
  if (!known) throw new Error(`The database was migrated by a newer version of Rentwell (migration at ${createdAt})`);
  return known;
}

/**
 * Applies the committed migrations up to and including `tag`, no further: a restore loads an older archive's rows
 * into the schema they were written under, then migrates up like any upgrade. drizzle's migrator runs on a copy of
 * the folder whose journal ends at that migration.
 */
export async function migrateDbTo(handle: DatabaseHandle, tag: string): Promise<void> {
  const journal = await readJournal();
  const end = journal.entries.findIndex((entry) => entry.tag === tag);
  if (end === -1) throw new Error(`Unknown migration ${tag}: this version of Rentwell does not ship it`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rentwell-migrations-'));
  try {
    const entries = journal.entries.slice(0, end + 1);
    await mkdir(path.join(folder, 'meta'));
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
    for (const entry of entries) {
      await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    }
    if (handle.kind === 'pglite') {
      await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
    } else {
      await migrateNodePg(handle.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
