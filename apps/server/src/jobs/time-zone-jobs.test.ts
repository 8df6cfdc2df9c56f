// @postgres: each organization's day in its own time zone
import { jobRuns } from '@rentwell/db/schema/jobs';
import { lateFees } from '@rentwell/db/schema/rent-rules';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPropertyViaApi } from '../test/property-fixtures.ts';
import { addTenantViaApi, setFirstChargeDueDate } from '../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runDailyJobs } from './scheduler.ts';

/**
 * The daily jobs run once per organization time zone on that zone's local date. Rent due on 9 March with no grace
 * days is late from the local 10th: in Auckland at 20:00 UTC on the 9th, in Los Angeles only at 08:00 UTC on the 10th
 * (midnight there), not at 00:00 UTC.
 */
const DUE = '2026-03-09';

let testApp: TestApp;
const leaseOf = new Map<string, string>();

async function signUpIn(timeZone: string) {
  const client = testApp.client();
  await client.signUp({ role: 'admin', name: 'Zed Zone', timeZone });
  const rules = { graceDays: 0, lateFeeKind: 'flat', flatAmountMinor: 2_500 };
  expect((await client.request('PUT', '/api/organization/rent-rules', { json: rules })).status).toBe(200);
  const property = await createPropertyViaApi(client, { name: `${timeZone} Flats`, unitCount: 1 });
  const tenancy = await addTenantViaApi(testApp, client, property);
  await setFirstChargeDueDate(testApp, tenancy.leaseId, DUE);
  leaseOf.set(timeZone, tenancy.leaseId);
}

async function feesIn(timeZone: string) {
  const leaseId = leaseOf.get(timeZone);
  if (!leaseId) throw new Error('fixture missing');
  return testApp.deps.db.select({ chargedOn: lateFees.chargedOn }).from(lateFees).where(eq(lateFees.leaseId, leaseId));
}

beforeAll(async () => {
  testApp = await createTestApp();
  await signUpIn('Pacific/Auckland');
  await signUpIn('America/Los_Angeles');
});
afterAll(() => testApp.close());

describe('daily jobs per organization time zone', () => {
  it('charge the late fee on the local date, once, and claim (job:zone, local day)', async () => {
    // 20:00 UTC on the 9th: the 10th in Auckland, still the 9th in Los Angeles and in UTC.
    await runDailyJobs(testApp.deps, new Date('2026-03-09T20:00:00Z'));
    expect(await feesIn('Pacific/Auckland')).toEqual([{ chargedOn: '2026-03-10' }]);
    expect(await feesIn('America/Los_Angeles')).toEqual([]);

    // 03:00 UTC on the 10th: a UTC job would charge now; Los Angeles is still on the evening of the 9th.
    await runDailyJobs(testApp.deps, new Date('2026-03-10T03:00:00Z'));
    expect(await feesIn('America/Los_Angeles')).toEqual([]);

    // 08:00 UTC on the 10th: midnight in Los Angeles, where the 10th begins.
    await runDailyJobs(testApp.deps, new Date('2026-03-10T08:00:00Z'));
    expect(await feesIn('America/Los_Angeles')).toEqual([{ chargedOn: '2026-03-10' }]);
    // Run again within the hour, nothing more: each zone's day is claimed once, and the fee is one per charge.
    await runDailyJobs(testApp.deps, new Date('2026-03-10T08:30:00Z'));
    expect(await feesIn('Pacific/Auckland')).toHaveLength(1);
    expect(await feesIn('America/Los_Angeles')).toHaveLength(1);

    const runs = await testApp.deps.db
      .select({ jobName: jobRuns.jobName, runKey: jobRuns.runKey, status: jobRuns.status })
      .from(jobRuns)
      .where(like(jobRuns.jobName, 'late-fees%'))
      .orderBy(asc(jobRuns.jobName), asc(jobRuns.runKey));
    expect(runs).toEqual([
      { jobName: 'late-fees:America/Los_Angeles', runKey: '2026-03-09', status: 'succeeded' },
      { jobName: 'late-fees:America/Los_Angeles', runKey: '2026-03-10', status: 'succeeded' },
      { jobName: 'late-fees:Pacific/Auckland', runKey: '2026-03-10', status: 'succeeded' },
    ]);
  });
});
