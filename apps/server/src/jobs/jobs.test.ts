// @postgres: the same job run twice at once creates each charge once
import { jobRuns } from '@rentwell/db/schema/jobs';
import { rentCharges } from '@rentwell/db/schema/payments';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLandlord } from '../test/account-fixtures.ts';
import { createPropertyViaApi } from '../test/property-fixtures.ts';
import { addTenantViaApi } from '../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { leaseStatusJob } from './lease-status.job.ts';
import { rentChargesJob } from './rent-charges.job.ts';
import { runJobForDay } from './run-job.ts';

let testApp: TestApp;
const today = todayIn('UTC');

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function chargeCount(leaseId: string) {
  const [row] = await testApp.deps.db
    .select({ count: count() })
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, leaseId));
  return row?.count ?? 0;
}

describe('rent charges job', () => {
  it('creates the coming charges and produces no duplicates when run twice, or in parallel', async () => {
    const landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client, { unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property, {
      startDate: addDays(today, -10),
      endDate: addDays(today, 365),
    });
    const before = await chargeCount(tenancy.leaseId);

    const later = addDays(today, 120);
    await rentChargesJob.run(testApp.deps, later);
    const afterFirst = await chargeCount(tenancy.leaseId);
    expect(afterFirst).toBeGreaterThan(before);
    await rentChargesJob.run(testApp.deps, later);
    await Promise.all([rentChargesJob.run(testApp.deps, later), rentChargesJob.run(testApp.deps, later)]);
    expect(await chargeCount(tenancy.leaseId)).toBe(afterFirst);
  });
});

describe('daily job runs', () => {
  it('runs a job once per day however often it is started', async () => {
    const day = '2031-05-05';
    expect(await runJobForDay(testApp.deps, leaseStatusJob, day)).toBe('ran');
    expect(await runJobForDay(testApp.deps, leaseStatusJob, day)).toBe('skipped');
    const runs = await testApp.deps.db.select().from(jobRuns).where(eq(jobRuns.runKey, day));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.status).toBe('succeeded');
  });

  it('retries a day whose run failed', async () => {
    const day = '2031-06-06';
    const failing = { name: 'always-fails', run: async () => Promise.reject(new Error('boom')) };
    expect(await runJobForDay(testApp.deps, failing, day)).toBe('ran');
    const [failed] = await testApp.deps.db.select().from(jobRuns).where(eq(jobRuns.jobName, 'always-fails'));
    expect(failed?.status).toBe('failed');
    expect(await runJobForDay(testApp.deps, { name: 'always-fails', run: async () => ({ ok: true }) }, day)).toBe(
      'ran',
    );
    const [retried] = await testApp.deps.db.select().from(jobRuns).where(eq(jobRuns.jobName, 'always-fails'));
    expect(retried?.status).toBe('succeeded');
  });
});
