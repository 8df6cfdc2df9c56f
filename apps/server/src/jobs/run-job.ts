import type { AppDeps } from '../app-deps.ts';
import { claimJobRun, finishJobRun } from './job-runs.repo.ts';

export type Job = {
  name: string;
  /** Does the work for one day; must be safe to repeat (unique keys on what it produces). */
  run: (deps: AppDeps, today: string) => Promise<Record<string, unknown>>;
};

/** Runs the job once per day across every instance: the (job, day) row is the claim. */
export async function runJobForDay(deps: AppDeps, job: Job, today: string): Promise<'ran' | 'skipped'> {
  const runId = await claimJobRun(deps.db, job.name, today);
  if (!runId) return 'skipped';
  try {
    const details = await job.run(deps, today);
    await finishJobRun(deps.db, runId, { status: 'succeeded', details });
    deps.logger.info({ job: job.name, today, ...details }, 'job finished');
    return 'ran';
  } catch (error) {
    await finishJobRun(deps.db, runId, {
      status: 'failed',
      details: { error: error instanceof Error ? error.message : String(error) },
    });
    deps.logger.error({ err: error, job: job.name, today }, 'job failed');
    return 'ran';
  }
}
