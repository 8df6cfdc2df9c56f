import type { AppDeps } from '../app-deps.ts';
import { claimJobRun, finishJobRun, type JobRunClaim, renewJobRunLease } from './job-runs.repo.ts';

export type Job = {
  name: string;
  /**
   * A job whose work depends on the calendar date runs once per distinct organization time zone, on that zone's
   * local date, over the organizations of that zone only; the others run once per UTC day over everything.
   */
  perTimeZone?: true;
  /**
   * Does the work for one day, of the organizations in `timeZone` (every organization when it is left out); must be
   * safe to repeat (unique keys on what it produces).
   */
  run: (deps: AppDeps, today: string, timeZone?: string) => Promise<Record<string, unknown>>;
};

/**
 * How long a claim on a run lasts without renewal. The running process renews it every third of that, so only a
 * process that died (or hung) lets it run out; the next instance to check takes the run over.
 */
const JOB_LEASE_MS = 5 * 60_000;

/** Renews the claim's lease while the job works; the returned function stops renewing. */
function keepLease(deps: AppDeps, claim: JobRunClaim, jobName: string, leaseMs: number): () => void {
  const timer = setInterval(() => {
    renewJobRunLease(deps.db, claim, leaseMs)
      .then((held) => {
        if (!held) deps.logger.warn({ job: jobName, runId: claim.id }, 'job run was taken over by another instance');
      })
      .catch((error: unknown) => deps.logger.warn({ err: error, job: jobName }, 'could not renew the job lease'));
  }, leaseMs / 3);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Runs the job once per day across every instance: the (job, day) row is the claim, and for one time zone's run the
 * (job:zone, the zone's local day) row. The claim carries a lease, so a run left `running` by a killed process is
 * taken over once the lease ran out.
 */
export async function runJobForDay(
  deps: AppDeps,
  job: Job,
  today: string,
  timeZone?: string,
  leaseMs = JOB_LEASE_MS,
): Promise<'ran' | 'skipped'> {
  const claimName = timeZone === undefined ? job.name : `${job.name}:${timeZone}`;
  const claim = await claimJobRun(deps.db, claimName, today, leaseMs);
  if (!claim) return 'skipped';
  const stopRenewing = keepLease(deps, claim, job.name, leaseMs);
  try {
    const details = await job.run(deps, today, timeZone);
    stopRenewing();
    const recorded = await finishJobRun(deps.db, claim, { status: 'succeeded', details });
    deps.logger.info({ job: job.name, today, timeZone, attempt: claim.attempts, recorded, ...details }, 'job finished');
    return 'ran';
  } catch (error) {
    stopRenewing();
    await finishJobRun(deps.db, claim, {
      status: 'failed',
      details: { error: error instanceof Error ? error.message : String(error) },
    });
    deps.logger.error({ err: error, job: job.name, today, timeZone, attempt: claim.attempts }, 'job failed');
    return 'ran';
  }
}
