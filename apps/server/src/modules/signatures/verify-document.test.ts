import { createHash } from 'node:crypto';
import { signatureRequests } from '@rentwell/db/schema/signatures';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };

const SEALED = Buffer.from('%PDF-1.7\n% a sealed document\n%%EOF\n');

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

function verify(bytes: Buffer) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], 'signed.pdf', { type: 'application/pdf' }));
  return testApp.client().request('POST', '/api/verify-document', { body: form });
}

describe('POST /api/verify-document', () => {
  it('recognizes the exact bytes of a completed request and nothing else', async () => {
    const form = new FormData();
    form.set('file', new File([new Uint8Array(SEALED)], 'Lease.pdf', { type: 'application/pdf' }));
    form.set('title', 'Sealed lease');
    form.set('kind', 'lease');
    const uploaded = await landlord.client.request('POST', '/api/documents', { body: form });
    const { id: documentId } = (await uploaded.json()) as { id: string };
    const created = await landlord.client.post('/api/signature-requests', {
      documentId,
      signers: [{ name: 'Sam Signer', email: uniqueEmail('signer'), role: 'tenant', delivery: 'link' }],
    });
    const { request } = (await created.json()) as { request: { id: string } };
    const completedAt = new Date('2026-03-01T10:00:00.000Z');
    await testApp.deps.db
      .update(signatureRequests)
      .set({
        status: 'fully_signed',
        completedAt,
        finalDocumentId: documentId,
        finalSha256: createHash('sha256').update(SEALED).digest('hex'),
      })
      .where(eq(signatureRequests.id, request.id));

    const sealed = await verify(SEALED);
    expect(sealed.status).toBe(200);
    expect(await sealed.json()).toEqual({
      sealedHere: true,
      unchanged: true,
      completedAt: completedAt.toISOString(),
      documentTitle: 'Sealed lease',
    });

    const changed = Buffer.from(SEALED);
    changed[12] = (changed[12] ?? 0) ^ 1;
    expect(await (await verify(changed)).json()).toEqual({
      sealedHere: false,
      unchanged: false,
      completedAt: null,
      documentTitle: null,
    });
  });

  it('asks for a file', async () => {
    const response = await testApp.client().request('POST', '/api/verify-document', { body: new FormData() });
    expect(response.status).toBe(422);
  });
});
