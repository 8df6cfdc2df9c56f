// @postgres: two senders take over each other's outbox leases
import { randomUUID } from 'node:crypto';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailAttachments, mailText, startSmtpServer, startStalledSmtpServer } from '../test/smtp-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { uniqueEmail } from '../test/test-client.ts';
import { MAX_DELIVERY_ATTEMPTS } from './delivery-schedule.ts';
import { createMailer, MAIL_LEASE_MS } from './mailer.ts';

const MINUTE = 60_000;
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A clock the test moves by hand, shared by every "instance" of the mailer. */
function testClock() {
  let current = new Date();
  return { now: () => current, advance: (ms: number) => (current = new Date(current.getTime() + ms)) };
}

function mailerFor(smtpUrl: string, clock: ReturnType<typeof testClock>, attachmentsMaxBytes = 10_000_000) {
  return createMailer({
    db: testApp.deps.db,
    files: testApp.deps.files,
    smtpUrl,
    from: 'Rentwell <no-reply@rentwell.test>',
    attachmentsMaxBytes,
    logger: pino({ level: 'silent' }),
    now: clock.now,
  });
}

async function queueMail(mailer: ReturnType<typeof createMailer>) {
  const subject = `Reset your password ${randomUUID()}`;
  await mailer.send({ to: uniqueEmail('mail'), subject, text: 'Open the link.', purpose: 'password_reset' });
  const [row] = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
  if (!row) throw new Error('mail was not queued');
  return { id: row.id, subject };
}

async function outboxRow(id: string) {
  const [row] = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

describe('mail delivery', () => {
  it('retries a mail the SMTP server refused, with backoff, until it is delivered', async () => {
    const smtp = await startSmtpServer({ refuse: 2 });
    const clock = testClock();
    const mailer = mailerFor(smtp.url, clock);
    try {
      const mail = await queueMail(mailer);
      await mailer.deliverQueued();
      expect(await outboxRow(mail.id)).toMatchObject({
        status: 'queued',
        attempts: 1,
        sentAt: null,
        nextAttemptAt: new Date(clock.now().getTime() + MINUTE),
      });
      expect((await outboxRow(mail.id))?.error).toMatch(/try again later/);

      await mailer.deliverQueued();
      expect(await outboxRow(mail.id)).toMatchObject({ status: 'queued', attempts: 1 });

      clock.advance(MINUTE);
      await mailer.deliverQueued();
      expect(await outboxRow(mail.id)).toMatchObject({
        status: 'queued',
        attempts: 2,
        nextAttemptAt: new Date(clock.now().getTime() + 5 * MINUTE),
      });

      clock.advance(5 * MINUTE);
      await mailer.deliverQueued();
      expect(await outboxRow(mail.id)).toMatchObject({ status: 'sent', attempts: 3, error: null, sentAt: clock.now() });
      expect(smtp.received.filter((received) => received.raw.includes(mail.subject))).toHaveLength(1);
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it('gives up after about a day of refusals and marks the mail failed', async () => {
    const smtp = await startSmtpServer({ refuse: 1_000 });
    const clock = testClock();
    const queuedAt = clock.now().getTime();
    const mailer = mailerFor(smtp.url, clock);
    try {
      const mail = await queueMail(mailer);
      await mailer.deliverQueued();
      for (let row = await outboxRow(mail.id); row?.status === 'queued'; row = await outboxRow(mail.id)) {
        clock.advance(row.nextAttemptAt.getTime() - clock.now().getTime());
        await mailer.deliverQueued();
      }
      const failed = await outboxRow(mail.id);
      expect(failed).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS, sentAt: null });
      expect(failed?.error).toMatch(/try again later/);
      const hours = (clock.now().getTime() - queuedAt) / (60 * MINUTE);
      expect(hours).toBeGreaterThan(20);
      expect(hours).toBeLessThan(24);
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it('keeps a mail whose SMTP transaction was cut after the claim unsent, and another instance takes it over after the lease', async () => {
    const stalled = await startStalledSmtpServer('data');
    const smtp = await startSmtpServer({ refuse: 0 });
    const clock = testClock();
    const dying = mailerFor(stalled.url, clock);
    const other = mailerFor(smtp.url, clock);
    try {
      const mail = await queueMail(dying);
      await stalled.reachedStall;
      expect(await outboxRow(mail.id)).toMatchObject({ status: 'sending', attempts: 1, sentAt: null });

      await other.deliverQueued();
      expect(await outboxRow(mail.id)).toMatchObject({ status: 'sending', attempts: 1 });

      clock.advance(MAIL_LEASE_MS + 1_000);
      await other.deliverQueued();
      expect(await outboxRow(mail.id)).toMatchObject({ status: 'sent', attempts: 2, sentAt: clock.now() });
      expect(smtp.received.filter((received) => received.raw.includes(mail.subject))).toHaveLength(1);

      // The first sender's connection dies late: its outcome no longer counts.
      stalled.cut();
      await dying.stop();
      expect(await outboxRow(mail.id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      stalled.cut();
      await Promise.all([dying.stop(), other.stop()]);
      await Promise.all([stalled.close(), smtp.close()]);
    }
  });
});

async function storedPdf() {
  const pdf = await PDFDocument.create();
  pdf.addPage();
  const bytes = Buffer.from(await pdf.save());
  const storageKey = await testApp.deps.files.put('mail-test', 'pdf', bytes);
  return { bytes, ref: { fileName: 'notice.pdf', storageKey, contentType: 'application/pdf', size: bytes.length } };
}

describe('mail with attachments', () => {
  it('keeps the file by reference and sends it again on the retry after a refusal', async () => {
    const smtp = await startSmtpServer({ refuse: 1 });
    const clock = testClock();
    const mailer = mailerFor(smtp.url, clock);
    const { bytes, ref } = await storedPdf();
    try {
      const subject = `Your rent notice ${randomUUID()}`;
      await mailer.send({
        to: uniqueEmail('notice'),
        subject,
        text: 'Your notice is attached.',
        purpose: 'rent_notice',
        attachments: { files: [ref], linksText: 'Download it: https://rentwell.test/notice' },
      });
      const [row] = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
      expect(row?.attachments).toEqual([ref]);
      await mailer.deliverQueued();
      expect(smtp.received.filter((received) => received.raw.includes(subject))).toHaveLength(0);

      clock.advance(MINUTE);
      await mailer.deliverQueued();
      const received = smtp.received.filter((mail) => mail.raw.includes(subject));
      expect(received).toHaveLength(1);
      const [attachment] = mailAttachments(received[0]?.raw ?? '');
      expect(attachment).toMatchObject({ fileName: 'notice.pdf', contentType: 'application/pdf' });
      expect(attachment?.content.equals(bytes)).toBe(true);
      expect((await PDFDocument.load(attachment?.content ?? new Uint8Array())).getPageCount()).toBe(1);
      expect(mailText(received[0]?.raw ?? '')).not.toContain('Download it');
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it('sends links instead of files that together exceed the size cap', async () => {
    const smtp = await startSmtpServer({ refuse: 0 });
    const clock = testClock();
    const { ref } = await storedPdf();
    const mailer = mailerFor(smtp.url, clock, ref.size - 1);
    try {
      const subject = `Your statement ${randomUUID()}`;
      await mailer.send({
        to: uniqueEmail('statement'),
        subject,
        text: 'Your statement is ready.',
        purpose: 'statement',
        attachments: { files: [ref], linksText: 'Download it: https://rentwell.test/statement' },
      });
      await mailer.deliverQueued();
      const [received] = smtp.received.filter((mail) => mail.raw.includes(subject));
      expect(mailAttachments(received?.raw ?? '')).toEqual([]);
      expect(mailText(received?.raw ?? '')).toContain('Download it: https://rentwell.test/statement');
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });

  it('fails the attempt, and retries, when the attached file is gone from storage', async () => {
    const smtp = await startSmtpServer({ refuse: 0 });
    const clock = testClock();
    const mailer = mailerFor(smtp.url, clock);
    const { ref } = await storedPdf();
    await testApp.deps.files.remove(ref.storageKey);
    try {
      const subject = `Your receipt ${randomUUID()}`;
      await mailer.send({
        to: uniqueEmail('receipt'),
        subject,
        text: 'Your receipt.',
        purpose: 'receipt',
        attachments: { files: [ref], linksText: 'Download it.' },
      });
      await mailer.deliverQueued();
      const [row] = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.subject, subject));
      expect(row).toMatchObject({ status: 'queued', attempts: 1 });
      expect(row?.error).toContain('missing from file storage');
    } finally {
      await mailer.stop();
      await smtp.close();
    }
  });
});

describe('several senders', () => {
  it('deliver each queued mail once when they claim side by side', async () => {
    const smtp = await startSmtpServer({ refuse: 0 });
    const clock = testClock();
    const senders = [mailerFor(smtp.url, clock), mailerFor(smtp.url, clock), mailerFor(smtp.url, clock)];
    try {
      const queuing = mailerFor('', clock);
      const mails = await Promise.all(Array.from({ length: 12 }, () => queueMail(queuing)));
      await Promise.all(senders.map((sender) => sender.deliverQueued()));
      for (const mail of mails) {
        expect(smtp.received.filter((received) => received.raw.includes(mail.subject))).toHaveLength(1);
        expect(await outboxRow(mail.id)).toMatchObject({ status: 'sent', attempts: 1 });
      }
    } finally {
      await Promise.all(senders.map((sender) => sender.stop()));
      await smtp.close();
    }
  });
});

describe('requests that send mail', () => {
  it('answers a password-reset request at once while the SMTP server hangs', async () => {
    const stalled = await startStalledSmtpServer('greeting');
    const app = await createTestApp({ SMTP_URL: stalled.url });
    try {
      const { email } = await app.client().signUp({ role: 'tenant', name: 'Hung Mail' });
      const startedAt = performance.now();
      const response = await app
        .client()
        .post('/api/auth/request-password-reset', { email, redirectTo: '/auth?mode=reset' });
      expect(response.status).toBe(200);
      // Far below the SMTP greeting timeout (10 s) the request would otherwise wait for, with room for a slow machine.
      expect(performance.now() - startedAt).toBeLessThan(5_000);
      const mails = await app.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
      const reset = mails.find((mail) => mail.purpose === 'password_reset');
      expect(reset?.status).toMatch(/^(queued|sending)$/);
      // The delivery goes on in the background, stuck on the silent server.
      await stalled.reachedStall;
    } finally {
      stalled.cut();
      await app.deps.mailer.stop();
      await stalled.close();
      await app.close();
    }
  });
});
