import { todayIn } from '@rentwell/domain/calendar-date';
import type { AppDeps } from '../app-deps.ts';
import { listOrganizationTimeZones } from '../modules/organization/organization.service.ts';
import { syncAllImportFeeds } from '../modules/short-term-rentals/ical-import.ts';
import { runReminders } from '../modules/workflows/reminder-runner.ts';
import { databaseStatisticsJob } from './database-statistics.job.ts';
import { lateFeesJob } from './late-fees.job.ts';
import { leaseStatusJob } from './lease-status.job.ts';
import { recurringExpensesJob } from './recurring-expenses.job.ts';
import { rentChargesJob } from './rent-charges.job.ts';
import { rentNoticesJob } from './rent-notices.job.ts';
import { runJobForDay } from './run-job.ts';
import { signatureCompletionJob } from './signature-completion.job.ts';
import { signatureRemindersJob } from './signature-reminders.job.ts';
import { strBookingsJob } from './str-bookings.job.ts';

export const SCHEDULED_JOBS = [
  leaseStatusJob,
  rentChargesJob,
  lateFeesJob,
  rentNoticesJob,
  recurringExpensesJob,
  databaseStatisticsJob,
  signatureCompletionJob,
  signatureRemindersJob,
  strBookingsJob,
];
const CHECK_EVERY_MS = 60 * 60 * 1000;
const MAIL_EVERY_MS = 15 * 1000;
const REMINDERS_EVERY_MS = 5 * 60 * 1000;
/** Short-term rental import feeds (Airbnb, Vrbo) are polled every 3 hours. */
const STR_IMPORT_EVERY_MS = 3 * 60 * 60 * 1000;

/**
 * Runs each daily job for the day it is at `now`: a job of the calendar date (`perTimeZone`) once per time zone some
 * organization is in, with that zone's local date and over that zone's organizations; the others on the UTC date.
 */
export async function runDailyJobs(deps: AppDeps, now = new Date()): Promise<void> {
  const zones = await listOrganizationTimeZones(deps.db);
  for (const job of SCHEDULED_JOBS) {
    if (!job.perTimeZone) {
      await runJobForDay(deps, job, todayIn('UTC', now));
      continue;
    }
    for (const zone of zones) await runJobForDay(deps, job, todayIn(zone, now), zone);
  }
}

/**
 * Runs each daily job at start-up and then checks hourly whether a new day has come in any organization's time zone; sends due mail every 15 s and
 * due reminders every 5 minutes.
 */
export function startScheduler(deps: AppDeps): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running
      .then(() => runDailyJobs(deps))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'daily jobs failed'));
  };
  tick();
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  // Sends mail queued inside transactions (notifications) and the retries that fell due.
  const mailTimer = setInterval(() => {
    deps.mailer.deliverQueued().catch((error: unknown) => deps.logger.error({ err: error }, 'mail delivery failed'));
  }, MAIL_EVERY_MS);
  mailTimer.unref();
  // Sends the automated reminders (workflows) that fell due; one instance leads, the unique key sends each once.
  let reminders: Promise<unknown> = Promise.resolve();
  const remindersTick = () => {
    reminders = reminders
      .then(() => runReminders(deps, new Date()))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'reminders run failed'));
  };
  remindersTick();
  const remindersTimer = setInterval(remindersTick, REMINDERS_EVERY_MS);
  remindersTimer.unref();
  let imports: Promise<unknown> = Promise.resolve();
  const importsTimer = setInterval(() => {
    imports = imports
      .then(() => syncAllImportFeeds(deps.db, deps.outboundAddresses))
      .catch((error: unknown) => deps.logger.error({ err: error }, 'short-term rental import failed'));
  }, STR_IMPORT_EVERY_MS);
  importsTimer.unref();
  return async () => {
    clearInterval(timer);
    clearInterval(mailTimer);
    clearInterval(remindersTimer);
    clearInterval(importsTimer);
    await Promise.all([running, reminders, imports, deps.mailer.stop()]);
  };
}
