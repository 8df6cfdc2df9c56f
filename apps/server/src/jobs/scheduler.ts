import type { AppDeps } from '../app-deps.ts';
import { todayUtc } from '../lib/today.ts';
import { databaseStatisticsJob } from './database-statistics.job.ts';
import { leaseStatusJob } from './lease-status.job.ts';
import { recurringExpensesJob } from './recurring-expenses.job.ts';
import { rentChargesJob } from './rent-charges.job.ts';
import { runJobForDay } from './run-job.ts';

export const SCHEDULED_JOBS = [leaseStatusJob, rentChargesJob, recurringExpensesJob, databaseStatisticsJob];
const CHECK_EVERY_MS = 60 * 60 * 1000;
const MAIL_EVERY_MS = 60 * 1000;

/** Runs each daily job at start-up and then checks hourly whether a new day has come; sends queued mail. */
export function startScheduler(deps: AppDeps): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = running.then(async () => {
      const today = todayUtc();
      for (const job of SCHEDULED_JOBS) await runJobForDay(deps, job, today);
    });
  };
  tick();
  const timer = setInterval(tick, CHECK_EVERY_MS);
  timer.unref();
  // Mail queued inside transactions (notifications) goes out within a minute when SMTP is configured.
  const mailTimer = setInterval(() => void deps.mailer.deliverQueued(), MAIL_EVERY_MS);
  mailTimer.unref();
  return async () => {
    clearInterval(timer);
    clearInterval(mailTimer);
    await running;
  };
}
