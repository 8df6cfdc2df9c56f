import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { Database } from './create-db.ts';
import { queryNamedOnPglite } from './pglite-named-statement.ts';

const dialect = new PgDialect();

/**
 * A hot read whose SQL text is rendered once, its values given by `sql.placeholder(name)`. It runs on the driver's
 * own client, without drizzle's per-query building and row mapping, as a named prepared statement: parsed and planned
 * once per connection on PostgreSQL, once per instance on PGlite (with no per-query parser options to merge).
 * Rows come back as the driver parses them: name every column with an alias and cast counts to `int`.
 */
export type PreparedStatement<Values extends Record<string, unknown>, Row> = {
  name: string;
  text: string;
  /** The positional parameters for `values`, for replaying `text` on a client directly (benchmarks). */
  params: (values: Values) => unknown[];
  run: (db: Database, values: Values) => Promise<Row[]>;
};

type DriverClient = PGlite | pg.Pool | pg.PoolClient;

/** Runs SQL text on the database's own client as a named statement, so prepared once per connection. */
export async function queryOnClient<Row>(
  db: Database,
  statement: { name: string; text: string; values: unknown[] },
): Promise<Row[]> {
  const client = (db as { $client?: DriverClient }).$client;
  if (!client) throw new Error(`Prepared statement ${statement.name} needs the root database, not a transaction`);
  if (client instanceof PGlite) return queryNamedOnPglite<Row>(client, statement);
  return (await client.query<Row & pg.QueryResultRow>(statement)).rows;
}

/** `name` must be unique per SQL text: a PostgreSQL connection, or a PGlite instance, keeps each name's statement until it closes. */
export function prepareStatement<Values extends Record<string, unknown>, Row>(
  name: string,
  query: SQL,
): PreparedStatement<Values, Row> {
  const rendered = dialect.sqlToQuery(query);
  const params = (values: Values) => fillPlaceholders(rendered.params, values);
  return {
    name,
    text: rendered.sql,
    params,
    run: (db, values) => queryOnClient<Row>(db, { name, text: rendered.sql, values: params(values) }),
  };
}
