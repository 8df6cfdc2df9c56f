import type {
  TJobRun,
  TJobRunList,
  TJobSummary,
  TListJobRunsQuery,
  TListMailQuery,
  TListOrganizationsQuery,
  TMail,
  TMailList,
  TOrganizationList,
} from '@rentwell/contracts/site-admin';
import type { Database } from '@rentwell/db/create-db';
import type { jobRuns } from '@rentwell/db/schema/jobs';
import type { Logger } from 'pino';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { requeueFailedMail } from '../../mail/mail-outbox.repo.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import {
  countJobRuns,
  countMail,
  countOrganizations,
  findMail,
  listJobRuns as listJobRunRows,
  listLatestJobRuns,
  listMail as listMailRows,
  listOrganizationsWithCounts,
  summarizeJobRuns,
} from './site-admin.repo.ts';

export async function listOrganizations(db: Database, query: TListOrganizationsQuery): Promise<TOrganizationList> {
  const [rows, total] = await Promise.all([listOrganizationsWithCounts(db, query), countOrganizations(db, query)]);
  return {
    items: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      mailBudgetHitAt: row.mailBudgetHitAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

type MailRow = Awaited<ReturnType<typeof listMailRows>>[number];

function toMailSummary(row: MailRow) {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    purpose: row.purpose,
    status: row.status,
    error: row.error,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox, newest first: every mail the app sent or, without SMTP, kept for reading here. */
export async function listMail(db: Database, query: TListMailQuery): Promise<TMailList> {
  const [rows, total] = await Promise.all([listMailRows(db, query), countMail(db, query)]);
  return { items: rows.map(toMailSummary), total, page: query.page, pageSize: query.pageSize };
}

export async function getMail(db: Database, mailId: string): Promise<TMail> {
  const row = await findMail(db, mailId);
  if (!row) throw new AppError('not_found', 'Mail not found');
  return { ...toMailSummary(row), textBody: row.textBody };
}

/** Queues a mail that failed for good again, with a fresh set of attempts, and sends it at once. */
export async function resendMail(
  db: Database,
  mailer: Mailer,
  logger: Logger,
  actor: Actor,
  mailId: string,
): Promise<TMail> {
  await db.transaction(async (tx) => {
    if (!(await requeueFailedMail(tx, mailId, new Date()))) {
      if (!(await findMail(tx, mailId))) throw new AppError('not_found', 'Mail not found');
      throw new AppError('conflict', 'Only a mail whose delivery failed can be sent again');
    }
    await writeAuditEvent(tx, {
      organizationId: null,
      actorUserId: actor.userId,
      action: 'mail.resent',
      entityType: 'mail',
      entityId: mailId,
      ipAddress: actor.ipAddress,
    });
  });
  mailer.deliverQueued().catch((error: unknown) => logger.error({ err: error }, 'mail delivery failed'));
  return getMail(db, mailId);
}

function toJobRun(row: typeof jobRuns.$inferSelect): TJobRun {
  return {
    id: row.id,
    jobName: row.jobName,
    runKey: row.runKey,
    status: row.status,
    details: row.details,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Every job that has run, with its latest run, when it last succeeded and how often it failed. */
export async function listJobs(db: Database): Promise<TJobSummary[]> {
  const [latest, summaries] = await Promise.all([listLatestJobRuns(db), summarizeJobRuns(db)]);
  return latest.map((run) => {
    const summary = summaries.find((candidate) => candidate.jobName === run.jobName);
    return {
      name: run.jobName,
      lastRun: toJobRun(run),
      lastSucceededAt: summary?.lastSucceededAt?.toISOString() ?? null,
      failedRunCount: summary?.failedRunCount ?? 0,
    };
  });
}

export async function listJobRuns(db: Database, query: TListJobRunsQuery): Promise<TJobRunList> {
  const [rows, total] = await Promise.all([listJobRunRows(db, query), countJobRuns(db, query)]);
  return { items: rows.map(toJobRun), total, page: query.page, pageSize: query.pageSize };
}
