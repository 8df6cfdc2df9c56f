import type { Database } from '@rentwell/db/create-db';
import { jobRuns } from '@rentwell/db/schema/jobs';
import { and, eq, sql } from 'drizzle-orm';

/** A claimed run: its row and the attempt that claimed it (the fence for renewing and finishing). */
export type JobRunClaim = { id: string; attempts: number };

/** The database's clock, so instances whose clocks differ agree on when a lease ran out. */
function leaseUntil(leaseMs: number) {
  return sql`now() + make_interval(secs => ${leaseMs / 1000}::double precision)`;
}

/**
 * Claims a run: inserts it, takes over a failed earlier attempt with the same key, or takes over a running one
 * whose lease ran out (its process died; a row from before leases existed counts from its start). Returns null
 * when the run already succeeded or another instance holds a live lease on it.
 */
export async function claimJobRun(
  db: Database,
  jobName: string,
  runKey: string,
  leaseMs: number,
): Promise<JobRunClaim | null> {
  const leaseRanOut = sql`coalesce(${jobRuns.leaseExpiresAt}, ${jobRuns.startedAt} + make_interval(secs => ${leaseMs / 1000}::double precision)) <= now()`;
  const [row] = await db
    .insert(jobRuns)
    .values({ jobName, runKey, status: 'running', leaseExpiresAt: leaseUntil(leaseMs) })
    .onConflictDoUpdate({
      target: [jobRuns.jobName, jobRuns.runKey],
      set: {
        status: 'running',
        startedAt: sql`now()`,
        finishedAt: null,
        details: null,
        attempts: sql`${jobRuns.attempts} + 1`,
        leaseExpiresAt: leaseUntil(leaseMs),
      },
      setWhere: sql`${jobRuns.status} = 'failed' or (${jobRuns.status} = 'running' and ${leaseRanOut})`,
    })
    .returning({ id: jobRuns.id, attempts: jobRuns.attempts });
  return row ?? null;
}

function stillClaimed(claim: JobRunClaim) {
  return and(eq(jobRuns.id, claim.id), eq(jobRuns.status, 'running'), eq(jobRuns.attempts, claim.attempts));
}

/** Extends the claim's lease; false when another instance took the run over meanwhile. */
export async function renewJobRunLease(db: Database, claim: JobRunClaim, leaseMs: number): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ leaseExpiresAt: leaseUntil(leaseMs) })
    .where(stillClaimed(claim))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

/** Records the run's outcome; false when the claim had been taken over (the new claimant records its own). */
export async function finishJobRun(
  db: Database,
  claim: JobRunClaim,
  outcome: { status: 'succeeded' | 'failed'; details: Record<string, unknown> },
): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ ...outcome, finishedAt: new Date(), leaseExpiresAt: null })
    .where(stillClaimed(claim))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}
