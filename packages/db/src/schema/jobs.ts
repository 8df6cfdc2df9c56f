import { JOB_RUN_STATUSES } from '@rentwell/contracts/site-admin';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { sqlValueList } from '../sql-value-list.ts';

/**
 * One row per run of a scheduled job. The unique (job, run key) lets a rerun, or a second instance,
 * see that a day's run already happened. A running row is a claim with a lease: its process renews
 * `lease_expires_at` while it works, and once the lease ran out (the process died) another instance takes the run
 * over; `attempts` counts the claims and fences a process that lost its claim.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobName: text('job_name').notNull(),
    runKey: text('run_key').notNull(),
    status: text('status', { enum: JOB_RUN_STATUSES }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(1),
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
  },
  (table) => [
    unique('job_runs_job_run_key_unique').on(table.jobName, table.runKey),
    index('job_runs_job_started_idx').on(table.jobName, table.startedAt),
    check('job_runs_status_valid', sql`${table.status} in ${sqlValueList(JOB_RUN_STATUSES)}`),
  ],
);
