import type { SQL } from 'drizzle-orm';
import type { Database } from './create-db.ts';

/**
 * Runs raw SQL and returns its rows. Both drivers (node-postgres and PGlite) answer with `{ rows }`; the shared
 * `Database` type leaves the result untyped, so the caller names the row shape it selected.
 */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
