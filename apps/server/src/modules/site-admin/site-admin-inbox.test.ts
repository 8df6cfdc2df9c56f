import { auditLog } from '@rentwell/db/schema/audit';
import { jobRuns } from '@rentwell/db/schema/jobs';
import { mailOutbox } from '@rentwell/db/schema/mail';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { SITE_ADMIN_KEY, unlockedSiteAdmin } from '../../test/site-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let admin: SignedInAccount;

beforeAll(async () => {
  testApp = await createTestApp({ SITE_ADMIN_KEY });
  admin = await unlockedSiteAdmin(testApp);
});
afterAll(() => testApp.close());

async function sendContactMessage(extra: Record<string, unknown> = {}) {
  const email = uniqueEmail('visitor');
  const response = await testApp.client().post('/api/contact', {
    name: 'Carl Contact',
    email,
    message: 'Please call me back about pricing.',
    ...extra,
  });
  expect(response.status).toBe(200);
  return email;
}

type Submission = { id: string; email: string; status: string };

describe('contact-form messages', () => {
  it('lists messages newest first, hides honeypot hits unless asked, and marks one handled', async () => {
    const first = await sendContactMessage();
    const second = await sendContactMessage();
    const spam = await sendContactMessage({ website: 'http://bot.example' });

    const list = await (await admin.client.get('/api/site-admin/contact-submissions')).json();
    const emails = list.items.map((item: Submission) => item.email);
    expect(emails.indexOf(second)).toBeLessThan(emails.indexOf(first));
    expect(emails).not.toContain(spam);
    const onlySpam = await (await admin.client.get('/api/site-admin/contact-submissions?spam=only')).json();
    expect(onlySpam.items.map((item: Submission) => item.email)).toEqual([spam]);
    expect(onlySpam.items[0].isSuspectedSpam).toBe(true);

    const target = list.items.find((item: Submission) => item.email === first);
    expect(target).toMatchObject({ status: 'new', handledAt: null, handledBy: null, name: 'Carl Contact' });
    const handled = await admin.client.post(`/api/site-admin/contact-submissions/${target.id}/handle`, {});
    expect(handled.status).toBe(200);
    const body = await handled.json();
    expect(body).toMatchObject({ status: 'handled', handledBy: { id: admin.userId, name: 'Test site_admin' } });
    expect(body.handledAt).toEqual(expect.any(String));
    const stillNew = await (await admin.client.get('/api/site-admin/contact-submissions?status=new')).json();
    expect(stillNew.items.map((item: Submission) => item.id)).not.toContain(target.id);
    const [event] = await testApp.deps.db.select().from(auditLog).where(eq(auditLog.entityId, target.id));
    expect(event).toMatchObject({ action: 'contact_submission.handled', actorUserId: admin.userId });
  });

  it('answers 404 for an unknown message and 422 for a bad filter', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.client.post(`/api/site-admin/contact-submissions/${unknown}/handle`, {})).status).toBe(404);
    expect((await admin.client.post('/api/site-admin/contact-submissions/nope/handle', {})).status).toBe(404);
    expect((await admin.client.get('/api/site-admin/contact-submissions?spam=maybe')).status).toBe(422);
  });
});

describe('mail outbox', () => {
  it('lists mails with recipient, subject, purpose and status, and shows one with its text', async () => {
    const visitor = await sendContactMessage();
    const list = await (await admin.client.get('/api/site-admin/mail?purpose=contact_submission')).json();
    expect(list.items.every((mail: { purpose: string }) => mail.purpose === 'contact_submission')).toBe(true);
    const mine = await (await admin.client.get(`/api/site-admin/mail?to=${encodeURIComponent(admin.email)}`)).json();
    expect(mine.total).toBeGreaterThan(0);
    const summary = mine.items[0];
    expect(summary).toMatchObject({ to: admin.email, status: 'queued', error: null, attempts: 0, sentAt: null });
    expect(summary.nextAttemptAt).toEqual(expect.any(String));
    expect(summary).not.toHaveProperty('textBody');

    const detail = await (await admin.client.get(`/api/site-admin/mail/${summary.id}`)).json();
    expect(detail.textBody).toContain(visitor);
    expect((await admin.client.get('/api/site-admin/mail/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await admin.client.get('/api/site-admin/mail?status=lost')).status).toBe(422);
  });
});

describe('resending failed mail', () => {
  async function failedMail() {
    const [row] = await testApp.deps.db
      .insert(mailOutbox)
      .values({
        toAddress: uniqueEmail('invitee'),
        subject: 'Your Rentwell account is ready',
        textBody: 'Choose your password.',
        purpose: 'account_invitation',
        status: 'failed',
        attempts: 8,
        error: '421 Service not available',
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('fixture mail not inserted');
    return row.id;
  }

  it('lists failed mail with its attempts and error, and queues it again on Resend (audited)', async () => {
    const mailId = await failedMail();
    const failed = await (await admin.client.get('/api/site-admin/mail?status=failed&pageSize=100')).json();
    expect(failed.items.find((mail: { id: string }) => mail.id === mailId)).toMatchObject({
      status: 'failed',
      attempts: 8,
      error: '421 Service not available',
      nextAttemptAt: null,
    });

    const resent = await admin.client.post(`/api/site-admin/mail/${mailId}/resend`, {});
    expect(resent.status).toBe(200);
    expect(await resent.json()).toMatchObject({ id: mailId, status: 'queued', attempts: 0, sentAt: null });
    const queued = await (await admin.client.get('/api/site-admin/mail?status=queued&pageSize=100')).json();
    expect(queued.items.map((mail: { id: string }) => mail.id)).toContain(mailId);
    const events = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, mailId), eq(auditLog.action, 'mail.resent')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actorUserId: admin.userId, entityType: 'mail', organizationId: null });

    expect((await admin.client.post(`/api/site-admin/mail/${mailId}/resend`, {})).status).toBe(409);
    expect(
      (await admin.client.post('/api/site-admin/mail/00000000-0000-4000-8000-000000000000/resend', {})).status,
    ).toBe(404);
  });

  it('lets nobody but an unlocked site administrator resend', async () => {
    const mailId = await failedMail();
    const landlord = await signUpLandlord(testApp);
    expect((await landlord.client.post(`/api/site-admin/mail/${mailId}/resend`, {})).status).toBe(403);
    expect((await testApp.client().post(`/api/site-admin/mail/${mailId}/resend`, {})).status).toBe(401);
    const [row] = await testApp.deps.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(row?.status).toBe('failed');
  });
});

describe('scheduled jobs', () => {
  it('shows each job with its latest run, last success and failures, and the runs themselves', async () => {
    const at = (iso: string) => new Date(iso);
    await testApp.deps.db.insert(jobRuns).values([
      {
        jobName: 'rent-charges',
        runKey: '2026-11-20',
        status: 'succeeded',
        startedAt: at('2026-11-20T02:00:00Z'),
        finishedAt: at('2026-11-20T02:00:05Z'),
      },
      {
        jobName: 'rent-charges',
        runKey: '2026-11-21',
        status: 'failed',
        details: { error: 'database unreachable' },
        startedAt: at('2026-11-21T02:00:00Z'),
        finishedAt: at('2026-11-21T02:00:01Z'),
      },
      { jobName: 'lease-expiry', runKey: '2026-11-21', status: 'running', startedAt: at('2026-11-21T03:00:00Z') },
    ]);
    const jobs = await (await admin.client.get('/api/site-admin/jobs')).json();
    expect(jobs).toEqual([
      {
        name: 'lease-expiry',
        lastRun: expect.objectContaining({ status: 'running', finishedAt: null }),
        lastSucceededAt: null,
        failedRunCount: 0,
      },
      {
        name: 'rent-charges',
        lastRun: expect.objectContaining({ runKey: '2026-11-21', details: { error: 'database unreachable' } }),
        lastSucceededAt: '2026-11-20T02:00:05.000Z',
        failedRunCount: 1,
      },
    ]);
    const runs = await (await admin.client.get('/api/site-admin/job-runs?jobName=rent-charges')).json();
    expect(runs.items.map((run: { runKey: string }) => run.runKey)).toEqual(['2026-11-21', '2026-11-20']);
    const failed = await (await admin.client.get('/api/site-admin/job-runs?status=failed')).json();
    expect(failed.total).toBe(1);
    expect((await admin.client.get('/api/site-admin/job-runs?status=stuck')).status).toBe(422);
  });
});
