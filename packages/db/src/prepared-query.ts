import type { Database } from './create-db.ts';

/** What drizzle's `.prepare(name)` gives: the SQL rendered once, run with the placeholders' values. */
type Prepared<Result> = { execute: (values: Record<string, unknown>) => Promise<Result> };

const preparedByDatabase = new WeakMap<Database, Map<string, Prepared<unknown>>>();

/**
 * A hot drizzle query built (and its SQL rendered) once per database and `name`, then run with the values of its
 * `sql.placeholder(...)`s: without drizzle's per-request building, which on the lists costs as much as their SQL.
 * `name` is the statement's name on PostgreSQL (prepared once per connection), so it must name one shape of query:
 * put every choice that changes the SQL (sort, which filters are set) in it, and every value in a placeholder.
 * At most 63 characters (PostgreSQL's limit for names).
 */
export function preparedQuery<Result>(
  db: Database,
  name: string,
  build: (name: string) => Prepared<Result>,
): Prepared<Result> {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  let query = prepared.get(name);
  if (!query) {
    query = build(name) as Prepared<unknown>;
    prepared.set(name, query);
  }
  return query as Prepared<Result>;
}
