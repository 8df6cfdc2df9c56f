import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { pngImage } from '../../test/image-fixtures.ts';
import { mailAttachments, mailText, startSmtpServer } from '../../test/smtp-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type TestClient, uniqueEmail } from '../../test/test-client.ts';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let visitor: TestClient;
let drawn: string;
/** A real one-page PDF: the sealed copy is built on it. */
let pdf: Uint8Array;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: 0 });
  testApp = await createTestApp({ SMTP_URL: smtp.url });
  landlord = await signUpLandlord(testApp);
  visitor = testApp.client();
  drawn = (await pngImage(120, 40)).toString('base64');
  const document = await PDFDocument.create();
  document.addPage([300, 200]).drawText('Lease of Quay Street', { x: 20, y: 100, size: 14 });
  pdf = await document.save();
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

type Signer = { name: string; email: string; role: 'tenant' | 'landlord'; delivery: 'email' | 'link' };
type RequestView = { id: string; status: string; signers: { id: string; email: string; status: string }[] };

async function send(signers: Signer[], ordered: boolean) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(pdf)], 'Lease.pdf', { type: 'application/pdf' }));
  form.set('title', 'Lease of Quay Street');
  form.set('kind', 'lease');
  const uploaded = await landlord.client.request('POST', '/api/documents', { body: form });
  const { id: documentId } = (await uploaded.json()) as { id: string };
  const response = await landlord.client.post('/api/signature-requests', { documentId, signers, ordered });
  expect(response.status).toBe(201);
  return (await response.json()) as { request: RequestView; links: { signerId: string; url: string }[] };
}

/** The mails the SMTP server received for `email`, as text: quoted-printable soft breaks and `=3D` undone. */
async function mailsTo(email: string): Promise<string[]> {
  await testApp.deps.mailer.deliverQueued();
  return smtp.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) =>
      mail.raw
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '=')
        .replace(/\r?\n[ \t]+/g, ' '),
    );
}

function signingTokenIn(mail: string | undefined): string {
  const token = mail ? /sign-lease\?token=([A-Za-z0-9_-]+)/.exec(mail)?.[1] : undefined;
  if (!token) throw new Error('no signing link in the mail');
  return token;
}

async function consentAndSign(token: string) {
  expect((await visitor.post(`/api/sign/${token}/consent`, { accepted: true })).status).toBe(204);
  expect((await visitor.post(`/api/sign/${token}/sign`, { method: 'drawn', signaturePng: drawn })).status).toBe(204);
}

async function myNotifications() {
  const response = await landlord.client.get('/api/notifications');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: { event: string; params: Record<string, string>; link: string }[] })
    .items;
}

describe('ordered signing by email', () => {
  it('invites the second signer only after the first signs, and notifies the landlord once everyone has', async () => {
    const first = uniqueEmail('first-signer');
    const second = uniqueEmail('second-signer');
    const { request } = await send(
      [
        { name: 'Fiona First', email: first, role: 'tenant', delivery: 'email' },
        { name: 'Sam Second', email: second, role: 'landlord', delivery: 'email' },
      ],
      true,
    );

    // Only the first signer is invited; the second is not told anything yet, and cannot be sent a link early.
    expect(await mailsTo(first)).toHaveLength(1);
    expect(await mailsTo(second)).toHaveLength(0);
    const secondId = request.signers.find((signer) => signer.email === second)?.id;
    const early = await landlord.client.post(`/api/signature-requests/${request.id}/signers/${secondId}/resend`);
    expect(early.status).toBe(409);
    expect(await mailsTo(second)).toHaveLength(0);

    await consentAndSign(signingTokenIn((await mailsTo(first))[0]));

    // Now it is the second signer's turn: their invitation arrives with a link that works.
    const toSecond = await mailsTo(second);
    expect(toSecond).toHaveLength(1);
    expect(toSecond[0]).toContain('Lease of Quay Street');
    const secondToken = signingTokenIn(toSecond[0]);
    expect(((await (await visitor.get(`/api/sign/${secondToken}`)).json()) as { state: string }).state).toBe('valid');
    const trail = (await (await landlord.client.get(`/api/signature-requests/${request.id}/trail`)).json()) as {
      events: { type: string; signerId: string | null }[];
    };
    expect(trail.events.filter((event) => event.type === 'sent' && event.signerId === secondId)).toHaveLength(1);

    expect((await myNotifications()).some((item) => item.event === 'signature_completed')).toBe(false);
    await consentAndSign(secondToken);
    // Sealing runs after the signing response and takes seconds.
    for (let attempt = 0; attempt < 300; attempt++) {
      if ((await myNotifications()).some((item) => item.event === 'signature_completed')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const completed = (await myNotifications()).filter((item) => item.event === 'signature_completed');
    expect(completed).toEqual([
      expect.objectContaining({ params: { title: 'Lease of Quay Street' }, link: '/documents' }),
    ]);
    // Nobody is invited again once everyone has signed; the 'Signed by everyone' mail carries the sealed PDF.
    expect(await mailsTo(second)).toHaveLength(2);
    const completionMail = (await mailsTo(second))[1] ?? '';
    expect(completionMail).not.toMatch(/sign-lease\?token=/);
    expect(mailText(completionMail)).toContain('The signed PDF is attached to this email.');
    const rawCompletionMail = smtp.received.filter((mail) => mail.to.includes(second)).at(-1)?.raw ?? '';
    const [sealedPdf] = mailAttachments(rawCompletionMail);
    expect(sealedPdf).toMatchObject({ fileName: 'Lease (signed).pdf', contentType: 'application/pdf' });
    const sealedDocument = await PDFDocument.load(sealedPdf?.content ?? Buffer.alloc(0));
    expect(sealedDocument.getPageCount()).toBeGreaterThan((await PDFDocument.load(pdf)).getPageCount());
    expect(sealedPdf?.content.includes(Buffer.from('/ByteRange'))).toBe(true);
  }, 240_000);

  it('invites every email signer at once when the order does not matter', async () => {
    const emails = [uniqueEmail('any-order'), uniqueEmail('any-order')];
    await send(
      emails.map((email, index) => ({
        name: `Signer ${index + 1}`,
        email,
        role: index === 0 ? 'tenant' : 'landlord',
        delivery: 'email',
      })),
      false,
    );
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('declining', () => {
  it('notifies the landlord in the app, beside the mail that tells them the reason', async () => {
    const { request, links } = await send(
      [
        { name: 'Dana Decliner', email: uniqueEmail('decliner'), role: 'tenant', delivery: 'link' },
        { name: 'Other Signer', email: uniqueEmail('other'), role: 'landlord', delivery: 'link' },
      ],
      false,
    );
    const token = new URL(links[0]?.url ?? '').searchParams.get('token') ?? '';
    expect((await visitor.post(`/api/sign/${token}/decline`, { reason: 'The deposit is wrong' })).status).toBe(204);

    const declined = (await myNotifications()).filter((item) => item.event === 'signature_declined');
    expect(declined).toEqual([
      expect.objectContaining({ params: { signerName: 'Dana Decliner', title: 'Lease of Quay Street' } }),
    ]);
    // One mail about it, the one with the reason; the notification adds none.
    const aboutIt = (await mailsTo(landlord.email)).filter((mail) => mail.includes('Dana Decliner'));
    expect(aboutIt).toHaveLength(1);
    expect(aboutIt[0]).toContain('The deposit is wrong');
    expect(((await (await visitor.get(`/api/sign/${token}`)).json()) as { state: string }).state).toBe(
      'declined_by_you',
    );
    expect(request.status).toBe('pending');
  });
});
