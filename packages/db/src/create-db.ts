import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { copyPgliteTemplate } from './pglite-template.ts';
import { type Schema, schema } from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  /** Runs `work` holding a session-level advisory lock; PGlite has one connection, so it just runs it. */
  withAdvisoryLock: <T>(lockId: number, work: (db: Database) => Promise<T>) => Promise<T>;
};

export type CreateDbOptions = {
  /** A `postgres://` URL. Without it the embedded PGlite database under `dataDir/db` is used. */
  url?: string;
  dataDir?: string;
  /** Open PGlite at exactly this directory without taking the data-directory lock (tests). */
  pgliteDir?: string;
  /** A new embedded database starts as a copy of this directory when it holds one (see pglite-template.ts). */
  pgliteTemplateDir?: string;
  /**
   * Told when PostgreSQL ends an idle pooled connection (a server restart, an administrator's termination).
   * The pool drops that connection and opens a new one for the next query; without a listener the error
   * would crash the process.
   */
  onIdleConnectionError?: (error: Error) => void;
};

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the WebAssembly heap, so the default 128 MB stays resident for
 * the life of the process. The tables are read through the operating system's file cache anyway; 16 MB of buffers
 * keeps an idle server with the demo data about 100 MB smaller.
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=16MB', '-c', 'wal_buffers=1MB'];

export function openPglite(dir: string): PGlite {
  return new PGlite(dir, {
    extensions: { btree_gist, pgcrypto },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
  });
}

export async function createDb(options: CreateDbOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return createPostgresDb(options.url, options.onIdleConnectionError ?? (() => {}));
  const dir = options.pgliteDir ?? path.join(options.dataDir ?? './data', 'db');
  const release = options.pgliteDir ? () => {} : lockDataDir(dir);
  try {
    if (options.pgliteTemplateDir) copyPgliteTemplate(options.pgliteTemplateDir, dir);
    const client = openPglite(dir);
    await client.waitReady;
    const db = drizzlePglite({ client, schema }) as unknown as Database;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
      withAdvisoryLock: (_lockId, work) => work(db),
    };
  } catch (error) {
    release();
    throw error;
  }
}

function createPostgresDb(url: string, onIdleConnectionError: (error: Error) => void): DatabaseHandle {
  // No JIT: our statements read one organization's rows in milliseconds, and a row estimate gone high (a
  // generate_series is guessed at 1,000 rows) made PostgreSQL spend hundreds of milliseconds compiling each call.
  const pool = new pg.Pool({ connectionString: url, max: 10, options: '-c jit=off' });
  pool.on('error', onIdleConnectionError);
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    close: () => pool.end(),
    withAdvisoryLock: async (lockId, work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockId]);
        return await work(drizzlePg({ client, schema }) as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => {});
        client.release();
      }
    },
  };
}
