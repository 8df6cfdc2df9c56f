import type { AppDeps } from '../app-deps.ts';
import { claimJobRun, finishJobRun } from './job-runs.repo.ts';

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
 * Runs the job once per day across every instance: the (job, day) row is the claim, and for one time zone's run the
 * (job:zone, the zone's local day) row.
 */
export async function runJobForDay(
  deps: AppDeps,
  job: Job,
  today: string,
  timeZone?: string,
): Promise<'ran' | 'skipped'> {
  const claimName = timeZone === undefined ? job.name : `${job.name}:${timeZone}`;
  const runId = await claimJobRun(deps.db, claimName, today);
  if (!runId) return 'skipped';
  try {
    const details = await job.run(deps, today, timeZone);
    await finishJobRun(deps.db, runId, { status: 'succeeded', details });
    deps.logger.info({ job: job.name, today, timeZone, ...details }, 'job finished');
    return 'ran';
  } catch (error) {
    await finishJobRun(deps.db, runId, {
      status: 'failed',
      details: { error: error instanceof Error ? error.message : String(error) },
    });
    deps.logger.error({ err: error, job: job.name, today, timeZone }, 'job failed');
    return 'ran';
  }
}
