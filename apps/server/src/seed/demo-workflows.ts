import { REMINDER_TEMPLATES } from '@rentwell/contracts/workflows';
import type { AppDeps } from '../app-deps.ts';
import type { OrganizationActor } from '../lib/organization-scope.ts';
import { runReminders } from '../modules/workflows/reminder-runner.ts';
import { createReminderFromTemplate } from '../modules/workflows/workflows.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The scheduler is replayed over these past days, so the reminders have a delivery log. */
const REPLAYED_DAYS = 35;

/**
 * The four template reminders, active, for the demo organization; then the real scheduler runs as it would have on
 * each of the past weeks' days (at 00:05 UTC), so the reminders that fell due then (a welcome, a lease's renewal
 * notice, rent reminders of unpaid charges) are delivered and logged like any other.
 */
export async function seedDemoWorkflows(deps: AppDeps, landlord: OrganizationActor, now = new Date()) {
  for (const template of REMINDER_TEMPLATES) await createReminderFromTemplate(deps.db, landlord, template);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:05:00Z`);
  for (let days = REPLAYED_DAYS; days >= 1; days -= 1) {
    await runReminders(deps, new Date(today - days * DAY_MS));
  }
}
