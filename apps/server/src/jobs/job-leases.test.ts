// @postgres: instances claiming a stale job run at once (row locks)
import { jobRuns } from '@rentwell/db/schema/jobs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { claimJobRun, finishJobRun } from './job-runs.repo.ts';
import { type Job, runJobForDay } from './run-job.ts';

/**
 * A claim on a daily run carries a lease. These tests play the process that died by writing its `running` row
 * directly, with a lease that ran out (or not).
 */
let testApp: TestApp;
const FIVE_MINUTES = 5 * 60_000;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A job that counts its runs, under a name of its own per test. */
function countingJob(name: string, workMs = 0): Job & { ran: () => number } {
  let count = 0;
  return {
    name,
    run: async () => {
      count++;
      if (workMs > 0) await new Promise((resolve) => setTimeout(resolve, workMs));
      return { items: count };
    },
    ran: () => count,
  };
}

async function leftRunning(jobName: string, runKey: string, lease: { expiresInSeconds: number | null }) {
  await testApp.deps.db.insert(jobRuns).values({
    jobName,
    runKey,
    status: 'running',
    startedAt: sql`now() - interval '10 minutes'`,
    leaseExpiresAt:
      lease.expiresInSeconds === null
        ? null
        : sql`now() + make_interval(secs => ${lease.expiresInSeconds}::double precision)`,
  });
}

async function runRow(jobName: string, runKey: string) {
  const [row] = await testApp.deps.db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.jobName, jobName), eq(jobRuns.runKey, runKey)));
  return row;
}

describe('job run leases', () => {
  it('takes over a run left running by a dead process once its lease ran out', async () => {
    const job = countingJob('lease-stale');
    await leftRunning(job.name, '2031-01-01', { expiresInSeconds: -1 });
    expect(await runJobForDay(testApp.deps, job, '2031-01-01')).toBe('ran');
    expect(job.ran()).toBe(1);
    const row = await runRow(job.name, '2031-01-01');
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2, leaseExpiresAt: null, details: { items: 1 } });
    expect(row?.finishedAt).not.toBeNull();
    // Taken over once: the day is done now.
    expect(await runJobForDay(testApp.deps, job, '2031-01-01')).toBe('skipped');
  });

  it('leaves a run alone while its lease is live', async () => {
    const job = countingJob('lease-live');
    await leftRunning(job.name, '2031-01-02', { expiresInSeconds: 120 });
    expect(await runJobForDay(testApp.deps, job, '2031-01-02')).toBe('skipped');
    expect(job.ran()).toBe(0);
    expect(await runRow(job.name, '2031-01-02')).toMatchObject({ status: 'running', attempts: 1 });
  });

  it('counts a running row from before leases existed from its start', async () => {
    const job = countingJob('lease-legacy');
    await leftRunning(job.name, '2031-01-03', { expiresInSeconds: null });
    // Started ten minutes ago: with a lease of fifteen it may still be working, with one of five it is dead.
    expect(await runJobForDay(testApp.deps, job, '2031-01-03', undefined, 15 * 60_000)).toBe('skipped');
    expect(await runJobForDay(testApp.deps, job, '2031-01-03', undefined, FIVE_MINUTES)).toBe('ran');
    expect(await runRow(job.name, '2031-01-03')).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('renews the lease while a long run works, so nobody takes it over', async () => {
    const job = countingJob('lease-renewed', 1_500);
    const leaseMs = 600;
    const first = runJobForDay(testApp.deps, job, '2031-01-04', undefined, leaseMs);
    // Well past the first lease: only the renewals keep the claim.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await runJobForDay(testApp.deps, job, '2031-01-04', undefined, leaseMs)).toBe('skipped');
    expect(await first).toBe('ran');
    expect(job.ran()).toBe(1);
    expect(await runRow(job.name, '2031-01-04')).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('lets a process that lost its claim record nothing', async () => {
    const lost = await claimJobRun(testApp.deps.db, 'lease-fenced', '2031-01-05', FIVE_MINUTES);
    if (!lost) throw new Error('the first claim failed');
    await testApp.deps.db
      .update(jobRuns)
      .set({ leaseExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(jobRuns.id, lost.id));
    const taken = await claimJobRun(testApp.deps.db, 'lease-fenced', '2031-01-05', FIVE_MINUTES);
    expect(taken).toEqual({ id: lost.id, attempts: 2 });
    expect(await finishJobRun(testApp.deps.db, lost, { status: 'succeeded', details: {} })).toBe(false);
    expect(await runRow('lease-fenced', '2031-01-05')).toMatchObject({ status: 'running', attempts: 2 });
    if (!taken) throw new Error('the takeover failed');
    expect(await finishJobRun(testApp.deps.db, taken, { status: 'succeeded', details: {} })).toBe(true);
  });

  it('gives a stale claim to exactly one of several instances claiming at once', async () => {
    await leftRunning('lease-race', '2031-01-06', { expiresInSeconds: -1 });
    const claims = await Promise.all(
      Array.from({ length: 6 }, () => claimJobRun(testApp.deps.db, 'lease-race', '2031-01-06', FIVE_MINUTES)),
    );
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
    expect(await runRow('lease-race', '2031-01-06')).toMatchObject({ status: 'running', attempts: 2 });
  });
});
