import type { Database } from '@rentwell/db/create-db';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { and, asc, eq, isNull } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  purpose: string;
  /** The transaction the mail belongs to: it is queued with the change and delivered after commit. */
  db?: Database;
};

export type Mailer = {
  send: (mail: OutgoingMail) => Promise<void>;
  /** Delivers queued mail through SMTP; without SMTP the outbox row is the delivery and this does nothing. */
  deliverQueued: () => Promise<number>;
};

const DELIVERY_BATCH = 50;

/**
 * Every mail is written to the outbox first. With SMTP configured, queued rows are then delivered and
 * record the outcome; without SMTP the outbox row is the delivery (readable by the site administrator).
 */
export function createMailer(options: { db: Database; smtpUrl?: string; from: string; logger: Logger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let delivering: Promise<number> | null = null;

  async function deliverBatch(): Promise<number> {
    if (!transport) return 0;
    const queued = await options.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'stored'), isNull(mailOutbox.sentAt)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(DELIVERY_BATCH);
    for (const row of queued) {
      // Claiming the row first means two instances never send the same mail.
      const claimed = await options.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date() })
        .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'stored')))
        .returning({ id: mailOutbox.id });
      if (claimed.length === 0) continue;
      try {
        await transport.sendMail({ from: options.from, to: row.toAddress, subject: row.subject, text: row.textBody });
      } catch (error) {
        options.logger.warn({ err: error, purpose: row.purpose }, 'mail delivery failed');
        await options.db
          .update(mailOutbox)
          .set({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    return queued.length;
  }

  const deliverQueued = () => {
    delivering ??= deliverBatch().finally(() => {
      delivering = null;
    });
    return delivering;
  };

  return {
    async send(mail) {
      await (mail.db ?? options.db).insert(mailOutbox).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        purpose: mail.purpose,
        status: 'stored',
      });
      if (transport && !mail.db) await deliverQueued();
    },
    deliverQueued,
  };
}
