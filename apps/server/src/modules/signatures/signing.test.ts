// @postgres: one signing link submitted twice at once
import { createHash } from 'node:crypto';
import { signatureSigners } from '@rentwell/db/schema/signatures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { pngImage } from '../../test/image-fixtures.ts';
import { expectStoredFileHeaders } from '../../test/stored-file-assertions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type TestClient, uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let visitor: TestClient;
let drawn: string;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Sent = { requestId: string; tokens: string[]; signerIds: string[] };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  visitor = testApp.client();
  drawn = (await pngImage(120, 40)).toString('base64');
});
afterAll(() => testApp.close());

async function send(signerCount: number, ordered: boolean): Promise<Sent> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(PDF)], 'Lease.pdf', { type: 'application/pdf' }));
  form.set('title', 'Lease');
  form.set('kind', 'lease');
  const uploaded = await landlord.client.request('POST', '/api/documents', { body: form });
  const { id: documentId } = (await uploaded.json()) as { id: string };
  const signers = Array.from({ length: signerCount }, (_, index) => ({
    name: `Signer ${index + 1}`,
    email: uniqueEmail('signer'),
    role: index === 0 ? 'tenant' : 'landlord',
    delivery: 'link',
  }));
  const response = await landlord.client.post('/api/signature-requests', { documentId, signers, ordered });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { request: { id: string }; links: { signerId: string; url: string }[] };
  return {
    requestId: body.request.id,
    tokens: body.links.map((link) => new URL(link.url).searchParams.get('token') ?? ''),
    signerIds: body.links.map((link) => link.signerId),
  };
}

async function stateOf(token: string): Promise<string> {
  const response = await visitor.get(`/api/sign/${token}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { state: string }).state;
}

const consent = (token: string) => visitor.post(`/api/sign/${token}/consent`, { accepted: true });
const sign = (token: string) => visitor.post(`/api/sign/${token}/sign`, { method: 'drawn', signaturePng: drawn });

async function consentAndSign(token: string) {
  expect((await consent(token)).status).toBe(204);
  expect((await sign(token)).status).toBe(204);
}

async function requestStatus(requestId: string) {
  return (await (await landlord.client.get(`/api/signature-requests/${requestId}`)).json()) as {
    status: string;
    signers: { status: string; signedAt: string | null; openedAt: string | null }[];
  };
}

describe('signing by token', () => {
  it('shows a valid link with the document, the consent text and nothing else without a session', async () => {
    const { tokens } = await send(1, false);
    const token = tokens[0] ?? '';
    const state = await (await visitor.get(`/api/sign/${token}`)).json();
    expect(state).toMatchObject({
      state: 'valid',
      signer: { name: 'Signer 1', role: 'tenant' },
      document: { title: 'Lease', contentType: 'application/pdf' },
      consented: false,
    });
    expect(state.consentText).toContain('paper copy');
    const document = await visitor.get(`/api/sign/${token}/document`);
    expect(document.status).toBe(200);
    expectStoredFileHeaders(document, 'attachment');
    expect(Buffer.from(await document.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('answers invalid for an unknown token and refuses its actions', async () => {
    expect(await stateOf('not-a-real-token')).toBe('invalid');
    const refused = await consent('not-a-real-token');
    expect(refused.status).toBe(404);
    expect((await refused.json()).error.message).toBe('Invalid Signature Link');
  });

  it('refuses to sign before consent, then signs once: the link is used afterwards', async () => {
    const { requestId, tokens } = await send(1, false);
    const token = tokens[0] ?? '';
    expect((await sign(token)).status).toBe(409);
    await consentAndSign(token);
    expect(await stateOf(token)).toBe('used');
    const again = await sign(token);
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe('This signature link has already been used');
    const status = await requestStatus(requestId);
    expect(status.signers[0]?.status).toBe('signed');
  });

  it('signs once when the same link is submitted twice at the same moment', async () => {
    const { requestId, tokens } = await send(2, false);
    const token = tokens[0] ?? '';
    expect((await consent(token)).status).toBe(204);
    const answers = await Promise.all([sign(token), sign(token)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    const trail = await (await landlord.client.get(`/api/signature-requests/${requestId}/trail`)).json();
    const signedEvents = trail.events.filter((event: { type: string }) => event.type === 'signed');
    expect(signedEvents).toHaveLength(1);
    expect(signedEvents[0].ip).toBe(visitor.ip);
    expect(trail.verification.intact).toBe(true);
    expect((await requestStatus(requestId)).status).toBe('partially_signed');
  });

  it('enforces the signing order', async () => {
    const { tokens } = await send(2, true);
    const [first = '', second = ''] = tokens;
    expect(await stateOf(second)).toBe('not_your_turn');
    expect((await consent(second)).status).toBe(409);
    await consentAndSign(first);
    expect(await stateOf(second)).toBe('valid');
  });

  it('lets anyone sign in any order when the request is not ordered', async () => {
    const { tokens } = await send(2, false);
    expect(await stateOf(tokens[1] ?? '')).toBe('valid');
  });

  it('answers expired once the link is past its date', async () => {
    const { tokens, signerIds } = await send(1, false);
    await testApp.deps.db
      .update(signatureSigners)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(signatureSigners.id, signerIds[0] ?? ''));
    expect(await stateOf(tokens[0] ?? '')).toBe('expired');
    expect((await consent(tokens[0] ?? '')).status).toBe(409);
  });

  it('answers revoked after the sender revokes, and invalid for a link replaced by a resend', async () => {
    const { requestId, tokens, signerIds } = await send(2, false);
    const resent = await landlord.client.post(`/api/signature-requests/${requestId}/signers/${signerIds[1]}/resend`);
    const { link } = await resent.json();
    expect(await stateOf(tokens[1] ?? '')).toBe('invalid');
    expect(await stateOf(new URL(link.url).searchParams.get('token') ?? '')).toBe('valid');
    await landlord.client.post(`/api/signature-requests/${requestId}/revoke`);
    expect(await stateOf(tokens[0] ?? '')).toBe('revoked');
  });

  it('records a decline with its reason, closes the request for every signer and tells the sender why', async () => {
    const { requestId, tokens } = await send(2, false);
    const [token = '', other = ''] = tokens;
    expect((await visitor.post(`/api/sign/${token}/decline`, { reason: 'The rent is wrong' })).status).toBe(204);
    expect(await stateOf(token)).toBe('declined_by_you');
    expect((await (await consent(token)).json()).error.message).toBe('You declined to sign this document');
    expect(await stateOf(other)).toBe('declined');
    const refused = await consent(other);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.message).toContain('declined');
    const status = await requestStatus(requestId);
    expect(status.status).toBe('declined');
    expect(status.signers[0]).toMatchObject({ status: 'declined' });
    expect(status.signers[1]).toMatchObject({ status: 'pending' });
    const mails = await testApp.deps.db.query.mailOutbox.findMany({
      where: (mail) => eq(mail.toAddress, landlord.email),
    });
    const declined = mails.find((mail) => mail.purpose === 'signature_declined');
    expect(declined?.subject).toBe('Signer 1 declined to sign Lease');
    expect(declined?.textBody).toContain('The rent is wrong');
  });

  it('shows the disclosure in the page language and keeps the language and hash the signer accepted', async () => {
    const { requestId, tokens, signerIds } = await send(1, false);
    const token = tokens[0] ?? '';
    const english = await (await visitor.get(`/api/sign/${token}`)).json();
    const french = await (await visitor.get(`/api/sign/${token}?language=fr`)).json();
    expect(english.consentLanguage).toBe('en');
    expect(french).toMatchObject({ state: 'valid', consentLanguage: 'fr' });
    expect(french.consentText).toContain('copie papier');
    expect((await visitor.get(`/api/sign/${token}?language=xx`)).status).toBe(422);

    expect((await visitor.post(`/api/sign/${token}/consent`, { accepted: true, language: 'fr' })).status).toBe(204);
    const [signer] = await testApp.deps.db
      .select()
      .from(signatureSigners)
      .where(eq(signatureSigners.id, signerIds[0] ?? ''));
    const frenchSha256 = createHash('sha256').update(french.consentText).digest('hex');
    expect(signer).toMatchObject({ consentLanguage: 'fr', consentSha256: frenchSha256 });
    const trail = await (await landlord.client.get(`/api/signature-requests/${requestId}/trail`)).json();
    const consented = trail.events.find((event: { type: string }) => event.type === 'consented');
    expect(consented.details).toEqual({ language: 'fr', consentSha256: frenchSha256 });
    expect(trail.verification.intact).toBe(true);
  });

  it('records the opening, the consent and a typed signature in the trail', async () => {
    const { requestId, tokens } = await send(1, false);
    const token = tokens[0] ?? '';
    await visitor.get(`/api/sign/${token}/document`);
    await visitor.get(`/api/sign/${token}/document`);
    expect((await consent(token)).status).toBe(204);
    const typed = await visitor.post(`/api/sign/${token}/sign`, { method: 'typed', typedSignature: 'Signer One' });
    expect(typed.status).toBe(204);
    const trail = await (await landlord.client.get(`/api/signature-requests/${requestId}/trail`)).json();
    expect(trail.events.map((event: { type: string }) => event.type)).toEqual([
      'created',
      'sent',
      'opened',
      'consented',
      'signed',
    ]);
    expect(trail.verification.intact).toBe(true);
  });

  it('refuses a drawn signature that is not a PNG', async () => {
    const { tokens } = await send(1, false);
    const token = tokens[0] ?? '';
    await consent(token);
    const response = await visitor.post(`/api/sign/${token}/sign`, {
      method: 'drawn',
      signaturePng: Buffer.from('GIF89a not a png').toString('base64'),
    });
    expect(response.status).toBe(422);
  });
});
