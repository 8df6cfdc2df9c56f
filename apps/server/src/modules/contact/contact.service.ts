import { CONTACT_REPLY_WITHIN_HOURS, type TContactRequest, type TContactResponse } from '@rentwell/contracts/contact';
import type { TLanguage } from '@rentwell/contracts/profile';
import type {
  TContactSubmission,
  TContactSubmissionList,
  TListContactSubmissionsQuery,
} from '@rentwell/contracts/site-admin';
import type { Database } from '@rentwell/db/create-db';
import type { Logger } from 'pino';
import type { Actor } from '../../lib/app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { contactSubmissionMailText } from '../../mail/contact-mail-texts.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { writeAuditEvent } from '../audit/audit.service.ts';
import { listSiteAdminRecipients } from '../users/users.service.ts';
import {
  countContactSubmissions,
  findContactSubmission,
  insertContactSubmission,
  listContactSubmissions as listSubmissionRows,
  markSubmissionHandledIfNew,
  type SubmissionRow,
} from './contact.repo.ts';

/**
 * Stores the message and mails it to every site administrator. A filled honeypot is stored as suspected spam
 * and mailed to nobody, but answered exactly like a real message, so a bot learns nothing.
 */
export async function submitContactForm(
  db: Database,
  mailer: Mailer,
  logger: Logger,
  input: TContactRequest,
  fallbackLanguage: TLanguage,
): Promise<TContactResponse> {
  const isSuspectedSpam = Boolean(input.website?.trim());
  const submission = {
    name: input.name,
    email: input.email,
    phone: input.phone ?? '',
    company: input.company ?? '',
    message: input.message,
  };
  await insertContactSubmission(db, {
    ...submission,
    language: input.language ?? fallbackLanguage,
    isSuspectedSpam,
  });
  if (!isSuspectedSpam) {
    const recipients = await listSiteAdminRecipients(db);
    if (recipients.length === 0) logger.warn('contact message stored, but there is no site administrator to mail');
    for (const recipient of recipients) {
      const mail = contactSubmissionMailText(recipient.language, submission);
      await mailer.send({ to: recipient.email, ...mail, purpose: 'contact_submission' });
    }
  }
  return { received: true, replyWithinHours: CONTACT_REPLY_WITHIN_HOURS };
}

function toContactSubmission({ submission, handledByName }: SubmissionRow): TContactSubmission {
  return {
    id: submission.id,
    name: submission.name,
    email: submission.email,
    phone: submission.phone,
    company: submission.company,
    message: submission.message,
    language: submission.language,
    isSuspectedSpam: submission.isSuspectedSpam,
    status: submission.status,
    handledAt: submission.handledAt?.toISOString() ?? null,
    handledBy:
      submission.handledByUserId && handledByName !== null
        ? { id: submission.handledByUserId, name: handledByName }
        : null,
    createdAt: submission.createdAt.toISOString(),
  };
}

/** Newest first; honeypot hits only when asked for. */
export async function listContactSubmissions(
  db: Database,
  query: TListContactSubmissionsQuery,
): Promise<TContactSubmissionList> {
  const [rows, total] = await Promise.all([listSubmissionRows(db, query), countContactSubmissions(db, query)]);
  return { items: rows.map(toContactSubmission), total, page: query.page, pageSize: query.pageSize };
}

export async function markContactSubmissionHandled(
  db: Database,
  actor: Actor,
  submissionId: string,
): Promise<TContactSubmission> {
  return db.transaction(async (tx) => {
    const marked = await markSubmissionHandledIfNew(tx, submissionId, {
      handledAt: new Date(),
      handledByUserId: actor.userId,
    });
    const row = await findContactSubmission(tx, submissionId);
    if (!row) throw new AppError('not_found', 'Contact message not found');
    // Marking handled is idempotent: whoever did not make the change sees the message as it is, unaudited.
    if (!marked) return toContactSubmission(row);
    await writeAuditEvent(tx, {
      organizationId: null,
      actorUserId: actor.userId,
      action: 'contact_submission.handled',
      entityType: 'contact_submission',
      entityId: submissionId,
      ipAddress: actor.ipAddress,
    });
    return toContactSubmission(row);
  });
}
