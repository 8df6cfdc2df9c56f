// @postgres: concurrent runs of the reminder runner, and its advisory lock across instances
import { notifications } from '@rentwell/db/schema/notifications';
import { rentCharges } from '@rentwell/db/schema/payments';
import { reminderDeliveries } from '@rentwell/db/schema/workflows';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { REMINDER_LOCK_ID, runReminders } from './reminder-runner.ts';
import { REMINDER_LOCAL_HOUR } from './workflows.repo.ts';

const MINUTE = 60_000;
let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let charge: { id: string; dueDate: string };
/** A minute after a rent reminder (3 days before the charge's due date, 09:00 in this UTC organization) falls due. */
let at: Date;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Maple Court', currency: 'EUR' });
  const tenancy = await addTenantViaApi(testApp, landlord.client, property);
  const [next] = await testApp.deps.db
    .select({ id: rentCharges.id, dueDate: rentCharges.dueDate })
    .from(rentCharges)
    .where(and(eq(rentCharges.leaseId, tenancy.leaseId), gt(rentCharges.dueDate, addDays(todayIn('UTC'), 4))))
    .orderBy(asc(rentCharges.dueDate))
    .limit(1);
  if (!next) throw new Error('no upcoming charge');
  charge = next;
  at = new Date(new Date(`${addDays(charge.dueDate, -3)}T0${REMINDER_LOCAL_HOUR}:00:00Z`).getTime() + MINUTE);
});
afterAll(() => testApp.close());

async function newRentReminder(): Promise<string> {
  const response = await landlord.client.post('/api/workflows/from-template', { template: 'rent_due' });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

function deliveriesOf(ruleId: string) {
  return testApp.deps.db
    .select()
    .from(reminderDeliveries)
    .where(and(eq(reminderDeliveries.ruleId, ruleId), eq(reminderDeliveries.targetId, charge.id)));
}

describe('the reminder runner', () => {
  it('sends once when three runs go at once', async () => {
    const ruleId = await newRentReminder();
    const results = await Promise.all([1, 2, 3].map(() => runReminders(testApp.deps, at)));
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBeGreaterThanOrEqual(1);
    expect(await deliveriesOf(ruleId)).toHaveLength(1);
    const inApp = await testApp.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.event, 'reminder_rent_due'));
    const keys = inApp.map((row) => row.dedupeKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.runIf(process.env.TEST_DB_KIND === 'postgres')(
    'on PostgreSQL skips the run while another instance holds the advisory lock',
    async () => {
      const ruleId = await newRentReminder();
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const leader = testApp.deps.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${REMINDER_LOCK_ID})`);
        locked();
        await held;
      });
      await isLocked;
      expect(await runReminders(testApp.deps, at)).toEqual({ led: false, sent: 0, failed: 0 });
      expect(await deliveriesOf(ruleId)).toHaveLength(0);
      release();
      await leader;
      expect(await runReminders(testApp.deps, at)).toMatchObject({ led: true });
      expect(await deliveriesOf(ruleId)).toHaveLength(1);
    },
  );
});
