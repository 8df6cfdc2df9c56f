import { signatureEvents } from '@rentwell/db/schema/signatures';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let stranger: SignedInAccount & { organizationId: string };
let property: CreatedProperty;
let tenancy: CreatedTenancy;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

type Created = {
  request: { id: string; status: string; documentId: string; signers: { id: string; status: string }[] };
  links: { signerId: string; url: string }[];
};

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  stranger = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Signing Street', unitCount: 1 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property);
});
afterAll(() => testApp.close());

async function uploadPdf(): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(PDF)], 'Agreement.pdf', { type: 'application/pdf' }));
  form.set('title', 'Agreement');
  form.set('kind', 'other');
  const response = await landlord.client.request('POST', '/api/documents', { body: form });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const signer = (delivery: 'email' | 'link', email = uniqueEmail('signer')) => ({
  name: 'Sam Signer',
  email,
  role: 'tenant',
  delivery,
});

async function createRequest(body: Record<string, unknown>): Promise<Created> {
  const response = await landlord.client.post('/api/signature-requests', body);
  expect(response.status).toBe(201);
  return response.json();
}

describe('signature requests', () => {
  it('sends a document: links come back once for link signers, email signers get a mail', async () => {
    const documentId = await uploadPdf();
    const emailed = uniqueEmail('emailed');
    const created = await createRequest({
      documentId,
      signers: [signer('link'), signer('email', emailed)],
      ordered: false,
      message: 'Please sign',
    });
    expect(created.request).toMatchObject({ status: 'pending', documentId });
    expect(created.links).toHaveLength(1);
    expect(created.links[0]?.url).toMatch(new RegExp(`^${TEST_BASE_URL}/sign-lease\\?token=[A-Za-z0-9_-]{43}$`));
    expect(created.links[0]?.signerId).toBe(created.request.signers[0]?.id);

    const mails = await testApp.deps.db.query.mailOutbox.findMany({ where: (mail) => eq(mail.toAddress, emailed) });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.purpose).toBe('signature_invitation');
    expect(mails[0]?.textBody).toContain('Please sign');
    expect(mails[0]?.textBody).toMatch(/\/sign-lease\?token=[A-Za-z0-9_-]{43}/);

    const detail = await landlord.client.get(`/api/signature-requests/${created.request.id}`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(await detail.json())).not.toContain('token=');

    const trail = await (await landlord.client.get(`/api/signature-requests/${created.request.id}/trail`)).json();
    expect(trail.events.map((event: { type: string }) => event.type)).toEqual(['created', 'sent', 'sent', 'emailed']);
    expect(trail.verification).toEqual({ intact: true, firstBrokenEventId: null });
  });

  it('generates the lease agreement when sent for a lease, and the lease says where its agreement stands', async () => {
    const leaseBefore = await (await landlord.client.get(`/api/leases/${tenancy.leaseId}`)).json();
    expect(leaseBefore.agreementSignature).toBeNull();
    const created = await createRequest({ leaseId: tenancy.leaseId, signers: [signer('link', tenancy.email)] });
    const lease = await (await landlord.client.get(`/api/leases/${tenancy.leaseId}`)).json();
    expect(lease.agreementSignature).toBe('pending');
    await landlord.client.post(`/api/signature-requests/${created.request.id}/revoke`);
    const afterRevoke = await (await landlord.client.get(`/api/leases/${tenancy.leaseId}`)).json();
    expect(afterRevoke.agreementSignature).toBeNull();
    const list = await (await landlord.client.get(`/api/signature-requests?leaseId=${tenancy.leaseId}`)).json();
    expect(list.map((request: { id: string }) => request.id)).toContain(created.request.id);
    const document = await landlord.client.get(`/api/documents/${created.request.documentId}/file`);
    expect(document.status).toBe(200);
    expect(
      Buffer.from(await document.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses both or neither of a document and a lease', async () => {
    const neither = await landlord.client.post('/api/signature-requests', { signers: [signer('link')] });
    expect(neither.status).toBe(422);
  });

  it('revokes, and resends with a new link', async () => {
    const created = await createRequest({ documentId: await uploadPdf(), signers: [signer('link')] });
    const signerId = created.request.signers[0]?.id;
    const resent = await landlord.client.post(
      `/api/signature-requests/${created.request.id}/signers/${signerId}/resend`,
    );
    expect(resent.status).toBe(200);
    const { link } = await resent.json();
    expect(link.url).not.toBe(created.links[0]?.url);

    const revoked = await landlord.client.post(`/api/signature-requests/${created.request.id}/revoke`);
    expect(revoked.status).toBe(200);
    const body = await revoked.json();
    expect(body.status).toBe('revoked');
    expect(body.signers[0].status).toBe('revoked');
    const again = await landlord.client.post(`/api/signature-requests/${created.request.id}/revoke`);
    expect(again.status).toBe(409);
  });

  it('answers 404 to another organization', async () => {
    const created = await createRequest({ documentId: await uploadPdf(), signers: [signer('link')] });
    const paths = [
      `/api/signature-requests/${created.request.id}`,
      `/api/signature-requests/${created.request.id}/trail`,
    ];
    for (const path of paths) expect((await stranger.client.get(path)).status).toBe(404);
    expect((await stranger.client.post(`/api/signature-requests/${created.request.id}/revoke`)).status).toBe(404);
    const foreign = await stranger.client.post('/api/signature-requests', {
      documentId: created.request.documentId,
      signers: [signer('link')],
    });
    expect(foreign.status).toBe(404);
  });

  it('detects an event row changed behind the trigger', async () => {
    const created = await createRequest({ documentId: await uploadPdf(), signers: [signer('link')] });
    const db = testApp.deps.db;
    const [first] = await db
      .select({ id: signatureEvents.id })
      .from(signatureEvents)
      .where(eq(signatureEvents.requestId, created.request.id))
      .orderBy(signatureEvents.id)
      .limit(1);
    await db.execute(sql`alter table signature_events disable trigger user`);
    await db
      .update(signatureEvents)
      .set({ details: { forged: true } })
      .where(eq(signatureEvents.id, first?.id ?? 0));
    await db.execute(sql`alter table signature_events enable trigger user`);
    const trail = await (await landlord.client.get(`/api/signature-requests/${created.request.id}/trail`)).json();
    expect(trail.verification).toEqual({ intact: false, firstBrokenEventId: first?.id });
  });
});
