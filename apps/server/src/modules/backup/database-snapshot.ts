import type { Database, DatabaseHandle } from '@rentwell/db/create-db';
import { type MigrationLevel, readMigrationLevel } from '@rentwell/db/migration-level';
import { queryRows } from '@rentwell/db/query-rows';
import { sql } from 'drizzle-orm';
import { TABLES_FOLDER } from './backup-manifest.ts';

/** Rows per chunk entry: the archive holds each table as numbered JSON-lines chunks, so memory stays bounded. */
const CHUNK_ROWS = 1000;

/**
 * Tables the database keeps from other tables' rows by triggers: not in archives, since a restore rebuilds them
 * as those rows load (loading them too would count every amount twice).
 */
const DERIVED_TABLES = new Set([
  'money_by_day',
  'occupancy_by_day',
  'organization_charge_counts',
  'property_list_versions',
]);

export type TableSnapshot = { name: string; rows: number; chunks: string[] };
export type DatabaseSnapshot = { migration: MigrationLevel; tables: TableSnapshot[] };

/** Orders tables so each comes after the tables its foreign keys point at (a table's reference to itself aside). */
function orderForLoading(tables: string[], references: { child: string; parent: string }[]): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of references) {
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) => !placed.has(table) && [...(parents.get(table) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) {
      const left = tables.filter((table) => !placed.has(table));
      throw new Error(`Foreign keys form a cycle between ${left.join(', ')}; the backup cannot order them`);
    }
    for (const table of ready) {
      ordered.push(table);
      placed.add(table);
    }
  }
  return ordered;
}

/** The application's tables (schema `public`) in load order, derived tables left out. */
export async function listTablesInLoadOrder(db: Database): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`
    select child.relname as child, parent.relname as parent
    from pg_constraint con
    join pg_class child on child.oid = con.conrelid
    join pg_class parent on parent.oid = con.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where con.contype = 'f' and n.nspname = 'public'`,
  );
  return orderForLoading(
    tables.map((row) => row.name).filter((name) => !DERIVED_TABLES.has(name)),
    references,
  );
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Reads every table inside one REPEATABLE READ, read-only transaction, so all rows come from one instant while
 * writes go on (on PostgreSQL they are not blocked; PGlite's single connection makes them wait). Each chunk of
 * rows goes to `writeEntry` as JSON lines; `whileOpen` runs before the transaction ends (the stored files are read
 * there, so a file whose row the snapshot holds cannot have been deleted yet on the embedded database).
 */
export async function snapshotDatabase(
  handle: DatabaseHandle,
  writeEntry: (name: string, body: Buffer) => Promise<void>,
  whileOpen: () => Promise<void>,
): Promise<DatabaseSnapshot> {
  return handle.db.transaction(
    async (tx) => {
      const db = tx as unknown as Database;
      const migration = await readMigrationLevel(db);
      if (!migration) throw new Error('The database has no migrations applied: there is nothing to back up');
      const tables: TableSnapshot[] = [];
      for (const name of await listTablesInLoadOrder(db)) {
        const table: TableSnapshot = { name, rows: 0, chunks: [] };
        await db.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(t)::text as row from ${quoteIdentifier(name)} t`,
          ),
        );
        for (;;) {
          const batch = await queryRows<{ row: string }>(db, sql.raw(`fetch ${CHUNK_ROWS} from backup_rows`));
          if (batch.length === 0) break;
          const chunk = `${TABLES_FOLDER}/${name}/${String(table.chunks.length + 1).padStart(6, '0')}.jsonl`;
          await writeEntry(chunk, Buffer.from(`${batch.map((r) => r.row).join('\n')}\n`));
          table.chunks.push(chunk);
          table.rows += batch.length;
        }
        await db.execute(sql.raw('close backup_rows'));
        tables.push(table);
      }
      await whileOpen();
      return { migration, tables };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
