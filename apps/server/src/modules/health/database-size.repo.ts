import type { Database } from '@rentwell/db/create-db';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const ZSizeResult = z.object({ rows: z.array(z.object({ size: z.coerce.number() })).length(1) });

export async function measureDatabaseSize(db: Database): Promise<number> {
  const result = await db.execute(sql`select pg_database_size(current_database()) as size`);
  return ZSizeResult.parse(result).rows[0]?.size ?? 0;
}
