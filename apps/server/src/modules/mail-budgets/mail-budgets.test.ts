import { organizations } from '@rentwell/db/schema/organizations';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { SITE_ADMIN_KEY, unlockedSiteAdmin } from '../../test/site-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  // A new organization gets a fifth: 2 an hour, 4 a day; an older one 10 and 20.
  testApp = await createTestApp({
    INVITATION_MAILS_PER_HOUR: '10',
    INVITATION_MAILS_PER_DAY: '20',
    SITE_ADMIN_KEY,
  });
});
afterAll(() => testApp.close());

async function uploadPdf(landlord: SignedInAccount): Promise<string> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(PDF)], 'Agreement.pdf', { type: 'application/pdf' }));
  form.set('title', 'Agreement');
  form.set('kind', 'other');
  const response = await landlord.client.request('POST', '/api/documents', { body: form });
  return ((await response.json()) as { id: string }).id;
}

function inviteMember(landlord: SignedInAccount) {
  return landlord.client.post('/api/users', {
    name: 'Mia Member',
    email: uniqueEmail('member'),
    role: 'property_manager',
    delivery: 'email_link',
  });
}

async function makeOlderThanADay(organizationId: string) {
  await testApp.deps.db
    .update(organizations)
    .set({ createdAt: sql`now() - interval '2 days'` })
    .where(eq(organizations.id, organizationId));
}

describe('invitation mail budgets', () => {
  it('lets a signer be sent a new link three times a day, then refuses with a clear reason', async () => {
    const landlord = await signUpLandlord(testApp);
    await makeOlderThanADay(landlord.organizationId);
    const documentId = await uploadPdf(landlord);
    const created = await landlord.client.post('/api/signature-requests', {
      documentId,
      signers: [{ name: 'Sam Signer', email: uniqueEmail('signer'), role: 'tenant', delivery: 'email' }],
      ordered: false,
      message: 'Please sign',
    });
    expect(created.status).toBe(201);
    const { request } = (await created.json()) as { request: { id: string; signers: { id: string }[] } };
    const resend = () =>
      landlord.client.post(`/api/signature-requests/${request.id}/signers/${request.signers[0]?.id}/resend`);
    for (let attempt = 0; attempt < 3; attempt++) expect((await resend()).status).toBe(200);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('signer_resend_limit');
  }, 120_000);

  it('gives an organization under a day old a fifth of the hourly budget, and the site admin sees who hit it', async () => {
    const landlord = await signUpLandlord(testApp);
    expect((await inviteMember(landlord)).status).toBe(201);
    expect((await inviteMember(landlord)).status).toBe(201);
    const refused = await inviteMember(landlord);
    expect(refused.status).toBe(429);
    const { error } = await refused.json();
    expect(error).toMatchObject({ code: 'mail_budget_exceeded' });
    expect(error.message).toMatch(/this hour/);

    const admin = await unlockedSiteAdmin(testApp);
    const list = await (await admin.client.get('/api/site-admin/organizations?pageSize=100')).json();
    const hit = list.items.find((item: { id: string }) => item.id === landlord.organizationId);
    expect(hit.mailBudgetHitAt).toEqual(expect.any(String));
    const quiet = await signUpLandlord(testApp);
    const quietList = await (await admin.client.get('/api/site-admin/organizations?pageSize=100')).json();
    expect(quietList.items.find((item: { id: string }) => item.id === quiet.organizationId).mailBudgetHitAt).toBeNull();
  }, 120_000);

  it('gives an older organization the whole configured hourly budget', async () => {
    const landlord = await signUpLandlord(testApp);
    await makeOlderThanADay(landlord.organizationId);
    for (let invitation = 0; invitation < 10; invitation++) expect((await inviteMember(landlord)).status).toBe(201);
    expect((await inviteMember(landlord)).status).toBe(429);
  }, 120_000);
});
