import type { Database } from '@rentwell/db/create-db';
import { sql } from 'drizzle-orm';

/**
 * Serializes bootstraps until the transaction ends (PostgreSQL and PGlite alike), so two requests racing for the
 * first site administrator cannot both see "none yet".
 */
export async function lockBootstrap(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('rentwell:bootstrap-admin'))`);
}
