import type { Database } from '@rentwell/db/create-db';
import { jobRuns } from '@rentwell/db/schema/jobs';
import { eq, sql } from 'drizzle-orm';

/**
 * Claims a run: inserts it, or takes over a failed earlier attempt with the same key. Returns null when
 * the run already succeeded or another instance is running it.
 */
export async function claimJobRun(db: Database, jobName: string, runKey: string) {
  const [row] = await db
    .insert(jobRuns)
    .values({ jobName, runKey, status: 'running' })
    .onConflictDoUpdate({
      target: [jobRuns.jobName, jobRuns.runKey],
      set: { status: 'running', startedAt: new Date(), finishedAt: null, details: null },
      setWhere: sql`${jobRuns.status} = 'failed'`,
    })
    .returning({ id: jobRuns.id });
  return row?.id ?? null;
}

export async function finishJobRun(
  db: Database,
  runId: string,
  outcome: { status: 'succeeded' | 'failed'; details: Record<string, unknown> },
) {
  await db
    .update(jobRuns)
    .set({ ...outcome, finishedAt: new Date() })
    .where(eq(jobRuns.id, runId));
}
