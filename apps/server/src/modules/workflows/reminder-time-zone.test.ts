// @postgres: reminders due in the organization's time zone
import { reminderDeliveries } from '@rentwell/db/schema/workflows';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, setFirstChargeDueDate } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { runReminders } from './reminder-runner.ts';

/**
 * A rent reminder 3 days before rent due on 20 January 2027 is sent at 09:00 on the 17th in the organization's time
 * zone: 17:00 UTC in Los Angeles (PST, UTC−8), 20:00 UTC on the 16th in Auckland (NZDT, UTC+13), not at 00:00 UTC.
 */
const DUE = '2027-01-20';
const CASES = [
  { zone: 'America/Los_Angeles', sendAt: '2027-01-17T17:00:00.000Z' },
  { zone: 'Pacific/Auckland', sendAt: '2027-01-16T20:00:00.000Z' },
] as const;
const MINUTE = 60_000;

let testApp: TestApp;
const setups = new Map<string, { ruleId: string; chargeId: string }>();

beforeAll(async () => {
  testApp = await createTestApp();
  for (const { zone } of CASES) {
    const client = testApp.client();
    await client.signUp({ role: 'admin', name: 'Rita Reminder', timeZone: zone });
    const property = await createPropertyViaApi(client, { name: `${zone} Court`, unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, client, property);
    const chargeId = await setFirstChargeDueDate(testApp, tenancy.leaseId, DUE);
    const rule = await client.post('/api/workflows/from-template', { template: 'rent_due' });
    expect(rule.status).toBe(201);
    setups.set(zone, { ruleId: ((await rule.json()) as { id: string }).id, chargeId });
  }
});
afterAll(() => testApp.close());

async function deliveriesIn(zone: string) {
  const setup = setups.get(zone);
  if (!setup) throw new Error('fixture missing');
  const rows = await testApp.deps.db
    .select({ targetId: reminderDeliveries.targetId, occurrenceAt: reminderDeliveries.occurrenceAt })
    .from(reminderDeliveries)
    .where(eq(reminderDeliveries.ruleId, setup.ruleId));
  return rows.filter((row) => row.targetId === setup.chargeId).map((row) => row.occurrenceAt.toISOString());
}

describe('reminders in the organization’s morning', () => {
  it('are sent at 09:00 local time, not at midnight UTC', async () => {
    // Midnight UTC on the 17th: Auckland's morning has passed (sent at the run), Los Angeles is still on the 16th.
    await runReminders(testApp.deps, new Date('2027-01-16T19:59:00Z'));
    expect(await deliveriesIn('Pacific/Auckland')).toEqual([]);
    await runReminders(testApp.deps, new Date('2027-01-16T20:01:00Z'));
    expect(await deliveriesIn('Pacific/Auckland')).toEqual(['2027-01-16T20:00:00.000Z']);

    await runReminders(testApp.deps, new Date('2027-01-17T00:01:00Z'));
    expect(await deliveriesIn('America/Los_Angeles')).toEqual([]);
    for (const { zone, sendAt } of CASES) {
      const at = Date.parse(sendAt);
      await runReminders(testApp.deps, new Date(at - MINUTE));
      await runReminders(testApp.deps, new Date(at + MINUTE));
      await runReminders(testApp.deps, new Date(at + 10 * MINUTE));
      expect(await deliveriesIn(zone), zone).toEqual([sendAt]);
    }
  });
});
