import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '@rentwell/db/create-db';
import { migrateDb } from '@rentwell/db/migrate';
import { organizations } from '@rentwell/db/schema/organizations';
import { properties } from '@rentwell/db/schema/properties';
import { eq, sql } from 'drizzle-orm';
import type { BenchSection } from './goals.ts';

const CALLS = 2_000;
const keepText = (value: string) => value;
/**
 * The parser overrides drizzle-orm/pglite passes with every query (session.js, `queryConfig`): timestamp, timestamptz,
 * interval, date and their arrays, and numeric[], by type OID.
 */
const DRIZZLE_PARSERS = Object.fromEntries(
  [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182].map((type) => [type, keepText]),
);

/** CPU time of this process per call: PGlite runs on this thread, and CPU time holds up on a busy machine. */
async function cpuMicrosecondsPerCall(work: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 100; i++) await work();
  const before = process.cpuUsage();
  for (let i = 0; i < CALLS; i++) await work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / CALLS;
}

/**
 * The same one-row select on PGlite through drizzle and through PGlite's own `query`, with and without the parser
 * options drizzle adds to every query (PGlite merges them into its full parser table per query): where drizzle's
 * cost on the embedded database goes (docs/decisions/014-pglite-query-overhead.md).
 */
export async function benchmarkPgliteDriver(): Promise<BenchSection> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-driver-bench-'));
  const handle = await createDb({ pgliteDir: dir });
  try {
    await migrateDb(handle);
    const { db } = handle;
    const [organization] = await db
      .insert(organizations)
      .values({ name: 'Driver bench', currency: 'USD', timeZone: 'UTC' })
      .returning({ id: organizations.id });
    if (!organization) throw new Error('organization insert returned no row');
    const [property] = await db
      .insert(properties)
      .values({ organizationId: organization.id, name: 'One', type: 'house', address: '1 Main St', city: 'Portland' })
      .returning({ id: properties.id });
    if (!property) throw new Error('property insert returned no row');
    const select = () => db.select().from(properties).where(eq(properties.id, property.id));
    const prepared = db
      .select()
      .from(properties)
      .where(eq(properties.id, sql.placeholder('id')))
      .prepare('driver_bench_property');
    const { sql: text, params } = select().toSQL();
    type PgliteClient = { query: (text: string, params: unknown[], options?: object) => Promise<unknown> };
    const client = (db as unknown as { $client: PgliteClient }).$client;
    const runs: [string, () => Promise<unknown>][] = [
      ['drizzle select (built per call)', () => select()],
      ['drizzle .prepare() execute', () => prepared.execute({ id: property.id })],
      ["PGlite query with drizzle's parser options", () => client.query(text, params, { parsers: DRIZZLE_PARSERS })],
      ['PGlite query, same text and params', () => client.query(text, params)],
      ['drizzle building the SQL alone (toSQL)', async () => select().toSQL()],
    ];
    const lines = ['PGlite: one-row select by id, CPU time of the server thread per call:'];
    for (const [label, work] of runs) {
      lines.push(`  ${label.padEnd(46)} ${(await cpuMicrosecondsPerCall(work)).toFixed(0).padStart(6)} µs`);
    }
    return { lines, goals: [] };
  } finally {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  }
}
