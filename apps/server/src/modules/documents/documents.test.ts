import { createHash } from 'node:crypto';
import { MAX_DOCUMENT_BYTES } from '@rentwell/contracts/documents';
import { auditLog } from '@rentwell/db/schema/audit';
import { documents } from '@rentwell/db/schema/documents';
import { signatureRequests } from '@rentwell/db/schema/signatures';
import { todayIn } from '@rentwell/domain/calendar-date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { pngImage } from '../../test/image-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { expectStoredFileHeaders } from '../../test/stored-file-assertions.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let manager: SignedInAccount;
let worker: SignedInAccount;
let property: CreatedProperty;
let tenancy: CreatedTenancy;
let neighbour: CreatedTenancy;
const today = todayIn('UTC');

/** The smallest PDF `file-type` recognizes: the header and an end marker. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A Windows executable's first bytes. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(256)]);

type Listed = {
  id: string;
  kind: string;
  source: string | null;
  title: string;
  fileName: string;
  contentType: string;
  sizeBytes: number | null;
  leaseId: string | null;
  url: string;
  canDelete: boolean;
  keptBecause: 'signing' | 'signed' | null;
  signatureStatus: string | null;
};

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
  worker = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
  property = await createPropertyViaApi(landlord.client, { name: 'Paper Street', unitCount: 2 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property);
  neighbour = await addTenantViaApi(testApp, landlord.client, property, { unitIndex: 1 });
});
afterAll(() => testApp.close());

function documentForm(file: { bytes: Uint8Array; name: string; type: string }, fields: Record<string, string>) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

function upload(client: TestClient, form: FormData) {
  return client.request('POST', '/api/documents', { body: form });
}

async function uploadPdf(fields: Record<string, string>, client = landlord.client): Promise<Listed> {
  const response = await upload(
    client,
    documentForm({ bytes: PDF, name: 'Agreement.pdf', type: 'application/pdf' }, fields),
  );
  expect(response.status).toBe(201);
  return response.json();
}

async function list(client: TestClient, query = ''): Promise<{ items: Listed[]; total: number }> {
  const response = await client.get(`/api/documents${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('uploading and reading documents', () => {
  it('stores a PDF with its size and SHA-256, lists it, serves it as a download or inline, and audits the upload', async () => {
    const created = await uploadPdf({ title: 'House rules', kind: 'other' });
    expect(created).toMatchObject({
      kind: 'other',
      source: 'uploaded',
      title: 'House rules',
      fileName: 'Agreement.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
      leaseId: null,
      url: `/api/documents/${created.id}/file`,
      canDelete: true,
      signatureStatus: null,
    });
    const [stored] = await testApp.deps.db.select().from(documents).where(eq(documents.id, created.id));
    expect(stored?.sha256).toBe(createHash('sha256').update(PDF).digest('hex'));
    expect(stored?.fileKey.startsWith(`${landlord.organizationId}/documents/`)).toBe(true);

    expect((await list(landlord.client, '?tab=other')).items.map((item) => item.id)).toContain(created.id);
    expect((await list(manager.client, '?tab=other')).items.map((item) => item.id)).toContain(created.id);
    expect((await list(landlord.client, '?tab=lease')).items.map((item) => item.id)).not.toContain(created.id);

    const download = await landlord.client.get(created.url);
    expectStoredFileHeaders(download, 'attachment');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    // Chromium's own viewer would run the PDF's JavaScript: a PDF is never inline, whatever is asked.
    expectStoredFileHeaders(await landlord.client.get(`${created.url}?disposition=inline`), 'attachment');

    const events = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'document'), eq(auditLog.entityId, created.id)));
    expect(events.map((event) => event.action)).toEqual(['document.uploaded']);
  });

  it("shares a lease's document with that lease's tenant only", async () => {
    const leaseDocument = await uploadPdf({ title: 'Signed lease', kind: 'lease', leaseId: tenancy.leaseId });
    const privatePaper = await uploadPdf({ title: 'Insurance policy', kind: 'other' });
    expect(leaseDocument).toMatchObject({ kind: 'lease', leaseId: tenancy.leaseId, canDelete: true });

    const seen = await list(tenancy.tenant);
    expect(seen.items.map((item) => item.id)).toContain(leaseDocument.id);
    expect(seen.items.map((item) => item.id)).not.toContain(privatePaper.id);
    expect(seen.items.find((item) => item.id === leaseDocument.id)?.canDelete).toBe(false);
    expectStoredFileHeaders(await tenancy.tenant.get(leaseDocument.url), 'attachment');
    expect((await tenancy.tenant.get(privatePaper.url)).status).toBe(404);

    expect((await list(neighbour.tenant)).items.map((item) => item.id)).not.toContain(leaseDocument.id);
    expect((await neighbour.tenant.get(leaseDocument.url)).status).toBe(404);
  });

  it('lists the document uploaded on the lease page as the lease document', async () => {
    const form = documentForm({ bytes: PDF, name: 'Countersigned.pdf', type: 'application/pdf' }, {});
    const uploaded = await landlord.client.request('POST', `/api/leases/${neighbour.leaseId}/document`, { body: form });
    expect(uploaded.status).toBe(200);
    expect((await uploaded.json()).document.name).toBe('Countersigned.pdf');
    const listed = (await list(neighbour.tenant, '?tab=lease')).items;
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'lease',
        source: 'uploaded',
        title: 'Countersigned',
        leaseId: neighbour.leaseId,
      }),
    ]);
  });

  it('checks the type by content: a PNG named .pdf is stored as a PNG; an executable, an oversized file or no title is refused', async () => {
    const png = await pngImage();
    const disguised = await upload(
      landlord.client,
      documentForm({ bytes: png, name: 'scan.pdf', type: 'application/pdf' }, { title: 'Scan', kind: 'other' }),
    );
    expect(disguised.status).toBe(201);
    const image = await disguised.json();
    expect(image).toMatchObject({ contentType: 'image/png', fileName: 'scan.png' });
    const served = await landlord.client.get(image.url);
    expectStoredFileHeaders(served, 'inline');
    expect(served.headers.get('content-type')).toBe('image/png');
    expectStoredFileHeaders(await landlord.client.get(`${image.url}?disposition=attachment`), 'attachment');

    const exe = await upload(
      landlord.client,
      documentForm({ bytes: EXE, name: 'lease.pdf', type: 'application/pdf' }, { title: 'Lease', kind: 'other' }),
    );
    expect(exe.status).toBe(415);
    expect((await exe.json()).error).toMatchObject({ code: 'unsupported_media_type' });

    const oversized = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    oversized.set(PDF);
    const big = await upload(
      landlord.client,
      documentForm({ bytes: oversized, name: 'big.pdf', type: 'application/pdf' }, { title: 'Big', kind: 'other' }),
    );
    expect(big.status).toBe(413);

    const untitled = await upload(
      landlord.client,
      documentForm({ bytes: PDF, name: 'a.pdf', type: 'application/pdf' }, { title: ' ', kind: 'other' }),
    );
    expect(untitled.status).toBe(422);
    expect((await untitled.json()).error.details).toHaveProperty('title');
    const receiptKind = await upload(
      landlord.client,
      documentForm({ bytes: PDF, name: 'a.pdf', type: 'application/pdf' }, { title: 'A', kind: 'receipt' }),
    );
    expect(receiptKind.status).toBe(422);
  });
});

describe('scope and permissions', () => {
  it("answers 404 for another organization's documents and leases, and lists none of them", async () => {
    const created = await uploadPdf({ title: 'Org only', kind: 'other' });
    const other = await signUpLandlord(testApp);
    expect((await other.client.get(created.url)).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/documents/${created.id}`)).status).toBe(404);
    expect(await list(other.client)).toMatchObject({ items: [], total: 0 });
    const foreignLease = await upload(
      other.client,
      documentForm(
        { bytes: PDF, name: 'a.pdf', type: 'application/pdf' },
        { title: 'Theirs', kind: 'lease', leaseId: tenancy.leaseId },
      ),
    );
    expect(foreignLease.status).toBe(404);
  });

  it('lets tenants and maintenance staff neither upload nor delete; maintenance staff see no documents', async () => {
    const created = await uploadPdf({ title: 'Staff only', kind: 'other' });
    const form = () =>
      documentForm({ bytes: PDF, name: 'a.pdf', type: 'application/pdf' }, { title: 'A', kind: 'other' });
    expect((await upload(tenancy.tenant, form())).status).toBe(403);
    expect((await upload(worker.client, form())).status).toBe(403);
    expect((await tenancy.tenant.request('DELETE', `/api/documents/${created.id}`)).status).toBe(403);
    expect((await worker.client.request('DELETE', `/api/documents/${created.id}`)).status).toBe(403);
    expect(await list(worker.client)).toMatchObject({ items: [], total: 0 });
    expect((await worker.client.get(created.url)).status).toBe(404);
  });
});

describe('deleting documents', () => {
  it('refuses while a signature request is in progress, then deletes the row and its file', async () => {
    const created = await uploadPdf({ title: 'To sign', kind: 'lease', leaseId: tenancy.leaseId });
    const hash = 'a'.repeat(64);
    const [request] = await testApp.deps.db
      .insert(signatureRequests)
      .values({
        organizationId: landlord.organizationId,
        documentId: created.id,
        originalSha256: hash,
      })
      .returning({ id: signatureRequests.id });
    const listed = (await list(landlord.client, '?tab=lease')).items.find((item) => item.id === created.id);
    expect(listed).toMatchObject({ signatureStatus: 'pending', canDelete: false, keptBecause: 'signing' });

    const refused = await landlord.client.request('DELETE', `/api/documents/${created.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toMatchObject({ code: 'document_under_signature' });

    await testApp.deps.db
      .update(signatureRequests)
      .set({ status: 'revoked' })
      .where(eq(signatureRequests.id, request?.id ?? ''));
    const [stored] = await testApp.deps.db.select().from(documents).where(eq(documents.id, created.id));
    expect((await manager.client.request('DELETE', `/api/documents/${created.id}`)).status).toBe(204);
    expect(await testApp.deps.files.read(stored?.fileKey ?? '')).toBeNull();
    expect((await landlord.client.get(created.url)).status).toBe(404);
    const events = await testApp.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'document'), eq(auditLog.entityId, created.id)));
    expect(events.map((event) => event.action).sort()).toEqual(['document.deleted', 'document.uploaded']);
  });
  it('keeps a signed original and its sealed copy for ever, for everyone who may delete documents', async () => {
    const original = await uploadPdf({ title: 'Signed lease', kind: 'lease', leaseId: tenancy.leaseId });
    const sealed = await uploadPdf({ title: 'Signed lease (sealed)', kind: 'lease', leaseId: tenancy.leaseId });
    await testApp.deps.db.update(documents).set({ source: 'signed' }).where(eq(documents.id, sealed.id));
    await testApp.deps.db.insert(signatureRequests).values({
      organizationId: landlord.organizationId,
      documentId: original.id,
      originalSha256: 'b'.repeat(64),
      status: 'fully_signed',
      completedAt: new Date(),
      finalDocumentId: sealed.id,
      finalSha256: 'c'.repeat(64),
    });

    const listed = (await list(landlord.client, '?tab=lease')).items;
    for (const id of [original.id, sealed.id]) {
      expect(listed.find((item) => item.id === id)).toMatchObject({
        signatureStatus: 'fully_signed',
        canDelete: false,
        keptBecause: 'signed',
      });
      for (const client of [landlord.client, manager.client]) {
        const refused = await client.request('DELETE', `/api/documents/${id}`);
        expect(refused.status).toBe(409);
        expect((await refused.json()).error).toMatchObject({ code: 'document_signed_kept' });
      }
      expect((await landlord.client.get(`/api/documents/${id}/file`)).status).toBe(200);
    }

    // Once the request no longer stands for a signed document (never signed: declined), the original may go.
    const declined = await uploadPdf({ title: 'Declined lease', kind: 'lease', leaseId: tenancy.leaseId });
    await testApp.deps.db.insert(signatureRequests).values({
      organizationId: landlord.organizationId,
      documentId: declined.id,
      originalSha256: 'd'.repeat(64),
      status: 'declined',
    });
    expect((await list(landlord.client, '?tab=lease')).items.find((item) => item.id === declined.id)).toMatchObject({
      canDelete: true,
      keptBecause: null,
    });
    expect((await landlord.client.request('DELETE', `/api/documents/${declined.id}`)).status).toBe(204);
  });
});

describe('receipts', () => {
  it("lists payment receipts for the landlord and the payment's tenant, and expense receipts for the landlord only", async () => {
    const charges = (await (await tenancy.tenant.get('/api/tenant-portal')).json()).charges as { id: string }[];
    const charge = charges[0];
    if (!charge) throw new Error('expected a charge');
    const recorded = await landlord.client.post('/api/payments', {
      chargeId: charge.id,
      amountMinor: 10_000,
      method: 'cash',
      paidOn: today,
    });
    expect(recorded.status).toBe(201);
    const payment = await recorded.json();

    const expense = await (
      await landlord.client.post('/api/expenses', {
        incurredOn: today,
        category: 'repairs',
        description: 'New boiler',
        propertyId: property.id,
        amountMinor: 50_000,
      })
    ).json();
    const receiptForm = new FormData();
    receiptForm.set('file', new File([new Uint8Array(PDF)], 'boiler.pdf', { type: 'application/pdf' }));
    const attached = await landlord.client.request('PUT', `/api/expenses/${expense.id}/receipt`, { body: receiptForm });
    expect(attached.status).toBe(200);
    const expenseReceiptUrl = (await attached.json()).receipt.url;

    const landlordReceipts = await list(landlord.client, '?tab=receipt');
    const paymentRow = landlordReceipts.items.find((item) => item.id === payment.id);
    expect(paymentRow).toMatchObject({
      kind: 'receipt',
      source: null,
      url: `/api/payments/${payment.id}/receipt`,
      contentType: 'application/pdf',
      canDelete: false,
      signatureStatus: null,
    });
    expect(paymentRow?.title).toMatch(/^R-/);
    expect(landlordReceipts.items.find((item) => item.id === expense.id)).toMatchObject({
      kind: 'receipt',
      title: 'New boiler',
      fileName: 'boiler.pdf',
      url: expenseReceiptUrl,
      canDelete: false,
    });
    expect(landlordReceipts.items.every((item) => item.kind === 'receipt')).toBe(true);
    expect(landlordReceipts.total).toBe(landlordReceipts.items.length);

    const tenantReceipts = await list(tenancy.tenant, '?tab=receipt');
    expect(tenantReceipts.items.map((item) => item.id)).toEqual([payment.id]);
    expect((await tenancy.tenant.get(tenantReceipts.items[0]?.url ?? '')).status).toBe(200);
    expect((await list(neighbour.tenant, '?tab=receipt')).items).toEqual([]);

    const everything = await list(landlord.client, '?pageSize=200');
    expect(everything.items.map((item) => item.id)).toEqual(expect.arrayContaining([payment.id, expense.id]));
    expect(everything.total).toBe(everything.items.length);
    const firstPage = await list(landlord.client, '?pageSize=2');
    expect(firstPage.items).toEqual(everything.items.slice(0, 2));
    expect(firstPage.total).toBe(everything.total);
  });
});
