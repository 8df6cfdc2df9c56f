import type { Database } from '@rentwell/db/create-db';
import { type MailAttachmentRef, mailOutbox } from '@rentwell/db/schema/mail';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { nextAttemptAfterFailure } from './delivery-schedule.ts';

export type ClaimedMail = {
  id: string;
  toAddress: string;
  subject: string;
  textBody: string;
  attachments: MailAttachmentRef[];
  attempts: number;
};

/**
 * Claims the next due mail: a queued one whose time has come, or one whose sender's lease ran out (that process
 * died mid-delivery). SKIP LOCKED lets several instances claim side by side without taking the same row; the
 * incremented attempt count is the claim's fence, so a sender that lost its lease cannot record an outcome.
 */
export async function claimNextMail(db: Database, now: Date, leaseMs: number): Promise<ClaimedMail | null> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, now)),
        and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.leaseExpiresAt, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      leaseExpiresAt: new Date(now.getTime() + leaseMs),
    })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      attachments: mailOutbox.attachments,
      attempts: mailOutbox.attempts,
    });
  return claimed ?? null;
}

function stillClaimed(mail: ClaimedMail) {
  return and(eq(mailOutbox.id, mail.id), eq(mailOutbox.status, 'sending'), eq(mailOutbox.attempts, mail.attempts));
}

/** Records that the SMTP server accepted the mail; false when the claim had been taken over meanwhile. */
export async function recordMailSent(db: Database, mail: ClaimedMail, now: Date): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: now, error: null, leaseExpiresAt: null })
    .where(stillClaimed(mail))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** Puts the mail back in the queue for its next attempt, or fails it for good after the last one. */
export async function recordMailFailure(db: Database, mail: ClaimedMail, error: string, now: Date): Promise<void> {
  const retryAt = nextAttemptAfterFailure(mail.attempts, now);
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { status: 'queued', error, nextAttemptAt: retryAt, leaseExpiresAt: null }
        : { status: 'failed', error, leaseExpiresAt: null },
    )
    .where(stillClaimed(mail));
}

/** Queues a failed mail again with a fresh set of attempts; null when there is no failed mail with that id. */
export async function requeueFailedMail(db: Database, mailId: string, now: Date) {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: now, leaseExpiresAt: null })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return row ?? null;
}
