import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { pngImage } from '../../test/image-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type TestClient, uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;
let tenancy: CreatedTenancy;
let visitor: TestClient;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Sealed Street', unitCount: 1 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property);
  visitor = testApp.client();
});
afterAll(() => testApp.close());

type RequestView = { status: string; finalDocumentId: string | null; finalSha256: string | null; completedAt: string };

async function waitForCompletion(requestId: string): Promise<RequestView> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const view = (await (await landlord.client.get(`/api/signature-requests/${requestId}`)).json()) as RequestView;
    if (view.status === 'fully_signed') return view;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the request was not completed');
}

function verify(bytes: Buffer) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'signed.pdf', { type: 'application/pdf' }));
  return testApp.client().request('POST', '/api/verify-document', { body: form });
}

describe('completion', () => {
  it('seals the lease agreement once the last signer signs, files it, mails everyone, and verifies', async () => {
    const landlordSigner = uniqueEmail('countersigner');
    const created = await landlord.client.post('/api/signature-requests', {
      leaseId: tenancy.leaseId,
      ordered: true,
      signers: [
        { name: 'Terry Tenant', email: tenancy.email, role: 'tenant', delivery: 'link' },
        { name: 'Lana Landlord', email: landlordSigner, role: 'landlord', delivery: 'link' },
      ],
    });
    expect(created.status).toBe(201);
    const { request, links } = (await created.json()) as { request: { id: string }; links: { url: string }[] };
    const [tenantToken = '', landlordToken = ''] = links.map((link) => new URL(link.url).searchParams.get('token'));

    const drawn = (await pngImage(200, 60)).toString('base64');
    expect((await visitor.post(`/api/sign/${tenantToken}/consent`, { accepted: true })).status).toBe(204);
    expect((await visitor.post(`/api/sign/${tenantToken}/sign`, { method: 'drawn', signaturePng: drawn })).status).toBe(
      204,
    );
    expect((await visitor.get(`/api/sign/${tenantToken}/signed-document`)).status).toBe(404);
    expect(await (await visitor.get(`/api/sign/${tenantToken}`)).json()).toEqual({
      state: 'used',
      signedDocumentReady: false,
    });
    expect((await visitor.post(`/api/sign/${landlordToken}/consent`, { accepted: true })).status).toBe(204);
    const countersigned = await visitor.post(`/api/sign/${landlordToken}/sign`, {
      method: 'typed',
      typedSignature: 'Lana Landlord',
    });
    expect(countersigned.status).toBe(204);

    const done = await waitForCompletion(request.id);
    expect(done.finalDocumentId).toBeTruthy();
    const final = await landlord.client.get(`/api/documents/${done.finalDocumentId}/file`);
    expect(final.status).toBe(200);
    const sealed = Buffer.from(await final.arrayBuffer());
    expect(await (await visitor.get(`/api/sign/${tenantToken}`)).json()).toEqual({
      state: 'used',
      signedDocumentReady: true,
    });
    const bySigner = await visitor.get(`/api/sign/${tenantToken}/signed-document`);
    expect(Buffer.from(await bySigner.arrayBuffer()).equals(sealed)).toBe(true);

    const tenantDocuments = await (await tenancy.tenant.get('/api/documents?tab=lease')).json();
    expect(tenantDocuments.items.map((item: { id: string }) => item.id)).toContain(done.finalDocumentId);

    const mails = await testApp.deps.db.query.mailOutbox.findMany({
      where: (mail) => eq(mail.purpose, 'signature_completed'),
    });
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([tenancy.email, landlordSigner].sort());

    const trail = await (await landlord.client.get(`/api/signature-requests/${request.id}/trail`)).json();
    expect(trail.events.map((event: { type: string }) => event.type)).toContain('completed');
    expect(trail.verification.intact).toBe(true);

    expect(await (await verify(sealed)).json()).toMatchObject({ sealedHere: true, unchanged: true });
    const tampered = Buffer.from(sealed);
    tampered[200] = (tampered[200] ?? 0) ^ 1;
    // Still carrying this installation's seal, but not the bytes it sealed.
    expect(await (await verify(tampered)).json()).toMatchObject({ sealedHere: true, unchanged: false });
    const unsealed = Buffer.from('%PDF-1.7\n% never sealed\n%%EOF\n');
    expect(await (await verify(unsealed)).json()).toMatchObject({ sealedHere: false, unchanged: false });

    const dir = await mkdtemp(path.join(os.tmpdir(), 'sealed-'));
    await writeFile(path.join(dir, 'final.pdf'), sealed);
    const { stdout } = await promisify(execFile)('pdfsig', [path.join(dir, 'final.pdf')]);
    expect(stdout).toContain('Signature Validation: Signature is Valid.');
  }, 60_000);
});
