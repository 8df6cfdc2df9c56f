import { mailOutbox } from '@rentwell/db/schema/mail';
import { signatureEvents, signatureSigners } from '@rentwell/db/schema/signatures';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_JOBS } from '../../jobs/scheduler.ts';
import { signatureRemindersJob } from '../../jobs/signature-reminders.job.ts';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type TestClient, uniqueEmail } from '../../test/test-client.ts';
import { createMemberAccount } from '../accounts/accounts.service.ts';
import { MAX_REMINDERS, remindPendingSigners } from './signature-reminders.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let visitor: TestClient;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DAY_MS = 24 * 60 * 60 * 1000;
const TOKEN = /\/sign-lease\?token=([A-Za-z0-9_-]{43})/;

type Signer = { email: string; delivery: 'email' | 'link' };
type Sent = { requestId: string; signerIds: string[]; links: string[] };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  visitor = testApp.client();
});
afterAll(() => testApp.close());

/** `days` (and a minute) after now: the reminders run as if that much time had passed. */
const daysLater = (days: number) => new Date(Date.now() + days * DAY_MS + 60_000);
const remind = (days: number) => remindPendingSigners(testApp.deps, daysLater(days));

async function send(signers: Signer[], ordered = false): Promise<Sent> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(PDF)], 'Lease.pdf', { type: 'application/pdf' }));
  form.set('title', 'Lease');
  form.set('kind', 'lease');
  const uploaded = await landlord.client.request('POST', '/api/documents', { body: form });
  const { id: documentId } = (await uploaded.json()) as { id: string };
  const response = await landlord.client.post('/api/signature-requests', {
    documentId,
    ordered,
    signers: signers.map((signer, index) => ({ name: `Signer ${index + 1}`, role: 'tenant', ...signer })),
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as {
    request: { id: string; signers: { id: string }[] };
    links: { url: string }[];
  };
  return {
    requestId: body.request.id,
    signerIds: body.request.signers.map((signer) => signer.id),
    links: body.links.map((link) => new URL(link.url).searchParams.get('token') ?? ''),
  };
}

function mailsTo(email: string, purpose: string) {
  return testApp.deps.db.query.mailOutbox.findMany({
    where: and(eq(mailOutbox.toAddress, email), eq(mailOutbox.purpose, purpose)),
    orderBy: mailOutbox.createdAt,
  });
}

async function signerRow(signerId: string) {
  const [row] = await testApp.deps.db.select().from(signatureSigners).where(eq(signatureSigners.id, signerId));
  if (!row) throw new Error('signer not found');
  return row;
}

async function remindedEvents(signerId: string) {
  return testApp.deps.db
    .select()
    .from(signatureEvents)
    .where(and(eq(signatureEvents.signerId, signerId), eq(signatureEvents.type, 'reminded')));
}

async function tokenIn(email: string, purpose: string): Promise<string> {
  const mail = (await mailsTo(email, purpose)).at(-1);
  return mail?.textBody.match(TOKEN)?.[1] ?? '';
}

async function stateOf(token: string): Promise<string> {
  return ((await (await visitor.get(`/api/sign/${token}`)).json()) as { state: string }).state;
}

async function consentAndSign(token: string) {
  expect((await visitor.post(`/api/sign/${token}/consent`, { accepted: true })).status).toBe(204);
  expect((await visitor.post(`/api/sign/${token}/sign`, { method: 'typed', typedSignature: 'Signer' })).status).toBe(
    204,
  );
}

describe('signature reminders', () => {
  it('run daily as a scheduled job', () => {
    expect(SCHEDULED_JOBS).toContain(signatureRemindersJob);
  });

  it('reminds after three days with a new link, not twice a day, and at most three times', async () => {
    const email = uniqueEmail('slow');
    const { requestId, signerIds } = await send([{ email, delivery: 'email' }]);
    const signerId = signerIds[0] ?? '';
    const invitationToken = await tokenIn(email, 'signature_invitation');

    await remind(2);
    expect(await mailsTo(email, 'signature_reminder')).toHaveLength(0);

    const remindedAt = daysLater(3);
    expect(await remindPendingSigners(testApp.deps, remindedAt)).toBeGreaterThanOrEqual(1);
    const [reminder] = await mailsTo(email, 'signature_reminder');
    expect(reminder?.subject).toMatch(/^Reminder: .* is waiting for your signature on Lease$/);
    expect(reminder?.textBody).toContain('The links in earlier emails no longer work.');
    const reminderToken = await tokenIn(email, 'signature_reminder');
    expect(reminderToken).not.toBe(invitationToken);
    expect(await stateOf(reminderToken)).toBe('valid');
    expect(await stateOf(invitationToken)).toBe('invalid');
    expect(await signerRow(signerId)).toMatchObject({ reminderCount: 1, lastRemindedAt: remindedAt });

    await remind(3);
    await remind(5);
    expect(await mailsTo(email, 'signature_reminder')).toHaveLength(1);

    await remind(6);
    await remind(9);
    await remind(12);
    await remind(13);
    expect(await mailsTo(email, 'signature_reminder')).toHaveLength(MAX_REMINDERS);
    expect((await signerRow(signerId)).reminderCount).toBe(MAX_REMINDERS);
    const events = await remindedEvents(signerId);
    expect(events.map((event) => event.details)).toEqual([
      { reminderCount: 1 },
      { reminderCount: 2 },
      { reminderCount: 3 },
    ]);
    const trail = await (await landlord.client.get(`/api/signature-requests/${requestId}/trail`)).json();
    expect(trail.verification.intact).toBe(true);
  });

  it('writes the reminder in the language of the signer’s account', async () => {
    const email = uniqueEmail('francais');
    await createMemberAccount(testApp.deps.db, {
      email,
      fullName: 'Françoise',
      phone: null,
      role: 'tenant',
      organizationId: landlord.organizationId,
      passwordHash: 'not-used',
      language: 'fr',
    });
    await send([{ email, delivery: 'email' }]);
    await remind(3);
    const [reminder] = await mailsTo(email, 'signature_reminder');
    expect(reminder?.subject).toMatch(/^Rappel : .* attend votre signature pour « Lease »$/);
  });

  it('skips link signers, signers who signed and expired links', async () => {
    const signedEmail = uniqueEmail('signed');
    const linkEmail = uniqueEmail('link');
    const { signerIds } = await send([
      { email: signedEmail, delivery: 'email' },
      { email: linkEmail, delivery: 'link' },
    ]);
    await consentAndSign(await tokenIn(signedEmail, 'signature_invitation'));

    const lateEmail = uniqueEmail('late');
    await send([{ email: lateEmail, delivery: 'email' }]);

    await remind(3);
    await remind(15);
    expect(await mailsTo(signedEmail, 'signature_reminder')).toHaveLength(0);
    expect(await mailsTo(linkEmail, 'signature_reminder')).toHaveLength(0);
    for (const signerId of signerIds) expect((await signerRow(signerId)).reminderCount).toBe(0);
    // Reminded on day 3; on day 15 its link (14 days) has expired.
    expect(await mailsTo(lateEmail, 'signature_reminder')).toHaveLength(1);
  });

  it('reminds a signer of an ordered request only once it is their turn', async () => {
    const secondEmail = uniqueEmail('second');
    const { links, signerIds } = await send(
      [
        { email: uniqueEmail('first'), delivery: 'link' },
        { email: secondEmail, delivery: 'email' },
      ],
      true,
    );
    await remind(3);
    expect(await mailsTo(secondEmail, 'signature_reminder')).toHaveLength(0);
    expect(await remindedEvents(signerIds[1] ?? '')).toHaveLength(0);

    expect(await mailsTo(secondEmail, 'signature_invitation')).toHaveLength(0);

    // Their turn: invited now, reminded three days after that invitation.
    await consentAndSign(links[0] ?? '');
    expect(await mailsTo(secondEmail, 'signature_invitation')).toHaveLength(1);
    await remind(7);
    expect(await mailsTo(secondEmail, 'signature_reminder')).toHaveLength(1);
  });

  it('leaves a revoked request alone', async () => {
    const email = uniqueEmail('revoked');
    const { requestId } = await send([{ email, delivery: 'email' }]);
    expect((await landlord.client.post(`/api/signature-requests/${requestId}/revoke`)).status).toBe(200);
    await remind(3);
    expect(await mailsTo(email, 'signature_reminder')).toHaveLength(0);
  });
});
