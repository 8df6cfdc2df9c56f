import { sql } from 'drizzle-orm';
import type { Job } from './run-job.ts';

/**
 * Refreshes the planner's statistics once a day. The embedded PGlite database runs no autovacuum, so
 * without this its plans would assume empty tables forever; on PostgreSQL it is cheap and harmless.
 */
export const databaseStatisticsJob: Job = {
  name: 'database-statistics',
  run: async (deps) => {
    await deps.db.execute(sql`analyze`);
    return { analyzed: true };
  },
};
