// @postgres: two instances seeding one PostgreSQL database at once
import { createDb, type DatabaseHandle } from '@rentwell/db/create-db';
import { user } from '@rentwell/db/schema/auth';
import { organizations } from '@rentwell/db/schema/organizations';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-deps.ts';
import { createAppDeps } from '../create-app-deps.ts';
import { createLogger } from '../lib/logger.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './demo-seed.ts';

/**
 * Two instances started together on one empty database: each has its own connection pool, as two processes do.
 * Only PostgreSQL has several connections racing; PGlite is one process with one connection, so the race cannot
 * happen there and this is skipped.
 */
const onPostgres = process.env.TEST_DB_KIND === 'postgres';

let testApp: TestApp;
let secondHandle: DatabaseHandle;
let secondInstance: AppDeps;

beforeAll(async () => {
  if (!onPostgres) return;
  testApp = await createTestApp();
  const result = await testApp.deps.db.execute(sql`select current_database() as name`);
  const [row] = (result as unknown as { rows: { name: string }[] }).rows;
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${row?.name}`;
  secondHandle = await createDb({ url: url.toString() });
  secondInstance = createAppDeps(testApp.deps.config, secondHandle, createLogger('silent'));
});
afterAll(async () => {
  if (!onPostgres) return;
  await secondHandle.close();
  await testApp.close();
});

describe.skipIf(!onPostgres)('two instances seeding one empty PostgreSQL database at once (PostgreSQL only)', () => {
  it('seeds the demo data once; the other instance finds it there and goes on', async () => {
    const outcomes = await Promise.all([seedDemoData(testApp.deps), seedDemoData(secondInstance)]);
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    const [users] = await testApp.deps.db.select({ count: count() }).from(user);
    const [orgs] = await testApp.deps.db.select({ count: count() }).from(organizations);
    // The demo accounts and the demo's tenants: one set of them, in one organization.
    expect(users?.count).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length);
    expect(orgs?.count).toBe(1);
    expect(await seedDemoData(secondInstance)).toBe(false);
    // Seeding the whole demo (its PDFs included) takes tens of seconds on a loaded 2-core machine.
  }, 240_000);
});
