import type { Database } from '@rentwell/db/create-db';
import { mailOutbox } from '@rentwell/db/schema/mail';
import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { FileStorage } from '../files/file-storage.ts';
import { attachOrLink, type MailAttachments, readAttachments } from './mail-attachments.ts';
import { type ClaimedMail, claimNextMail, recordMailFailure, recordMailSent } from './mail-outbox.repo.ts';

type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  purpose: string;
  attachments?: MailAttachments;
  /** The transaction the mail belongs to: it is queued with the change and delivered after commit. */
  db?: Database;
};

export type Mailer = {
  /** Queues the mail; delivery happens in the background, never inside the request. */
  send: (mail: OutgoingMail) => Promise<void>;
  /** Delivers the mail that is due through SMTP; without SMTP the outbox row is the delivery and this does nothing. */
  deliverQueued: () => Promise<number>;
  /** Stops claiming mail and waits for the delivery under way. */
  stop: () => Promise<void>;
};

/** Most mails one run sends; a larger backlog continues on the next tick. */
const DELIVERY_BATCH = 50;
/**
 * How long a claim lasts. Far longer than one SMTP transaction can take with the timeouts below, so only a dead
 * sender's claim runs out; the mail is then delivered by whoever claims it next (at least once, never lost).
 */
export const MAIL_LEASE_MS = 5 * 60_000;
/** How long stopping waits for the mail being sent. */
const STOP_WAIT_MS = 3_000;
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Every mail is written to the outbox first. With SMTP configured, due rows are claimed one at a time, sent,
 * and marked sent only after the SMTP server accepted them; a failure is retried with backoff for about a day.
 */
export function createMailer(options: {
  db: Database;
  files: FileStorage;
  smtpUrl?: string;
  from: string;
  attachmentsMaxBytes: number;
  logger: Logger;
  now?: () => Date;
}): Mailer {
  const now = options.now ?? (() => new Date());
  const { smtpUrl } = options;
  // nodemailer loads with the first delivery, not with the server.
  let transport: Promise<Transporter> | null = null;
  const smtpTransport = (url: string) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    );
    return transport;
  };
  let delivering: Promise<number> | null = null;
  let moreQueued = false;
  let stopped = false;

  async function deliver(mail: ClaimedMail, smtp: Transporter) {
    try {
      await smtp.sendMail({
        from: options.from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        attachments: await readAttachments(options.files, mail.attachments),
      });
    } catch (error) {
      options.logger.warn({ err: error, mailId: mail.id, attempts: mail.attempts }, 'mail delivery failed');
      await recordMailFailure(options.db, mail, error instanceof Error ? error.message : String(error), now());
      return;
    }
    if (!(await recordMailSent(options.db, mail, now()))) {
      options.logger.warn({ mailId: mail.id }, 'mail delivered after its claim was taken over');
    }
  }

  async function drain(smtp: Transporter): Promise<number> {
    let delivered = 0;
    do {
      moreQueued = false;
      while (!stopped && delivered < DELIVERY_BATCH) {
        const mail = await claimNextMail(options.db, now(), MAIL_LEASE_MS);
        if (!mail) break;
        await deliver(mail, smtp);
        delivered++;
      }
    } while (moreQueued && !stopped && delivered < DELIVERY_BATCH);
    return delivered;
  }

  const deliverQueued = (): Promise<number> => {
    if (!smtpUrl || stopped) return Promise.resolve(0);
    if (delivering) {
      moreQueued = true;
      return delivering;
    }
    delivering = smtpTransport(smtpUrl)
      .then(drain)
      .finally(() => {
        delivering = null;
      });
    return delivering;
  };

  return {
    async send(mail) {
      const content = attachOrLink(mail.text, mail.attachments, options.attachmentsMaxBytes);
      await (mail.db ?? options.db).insert(mailOutbox).values({
        toAddress: mail.to,
        subject: mail.subject,
        textBody: content.text,
        attachments: content.attachments,
        purpose: mail.purpose,
        status: 'queued',
        nextAttemptAt: now(),
      });
      // Mail inside a transaction is not visible before commit; the scheduler's next tick sends it.
      if (smtpUrl && !mail.db) {
        deliverQueued().catch((error: unknown) => options.logger.error({ err: error }, 'mail delivery stopped'));
      }
    },
    deliverQueued,
    async stop() {
      stopped = true;
      // A hung SMTP server must not hold up shutdown: an unfinished claim runs out and another sender takes it.
      let waited: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        delivering?.catch(() => undefined),
        new Promise((resolve) => {
          waited = setTimeout(resolve, STOP_WAIT_MS);
        }),
      ]);
      clearTimeout(waited);
      (await transport)?.close();
    },
  };
}
