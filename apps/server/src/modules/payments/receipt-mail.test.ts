import { todayIn } from '@rentwell/domain/calendar-date';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { mailAttachments, mailText, startSmtpServer } from '../../test/smtp-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const today = todayIn('UTC');
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: 0 });
  testApp = await createTestApp({ SMTP_URL: smtp.url });
  landlord = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Receipt Row', unitCount: 2, rentMinor: 110_000 });
});
afterAll(async () => {
  await testApp.deps.mailer.stop();
  await testApp.close();
  await smtp.close();
});

async function firstCharge(tenancy: CreatedTenancy) {
  const list = await (await landlord.client.get(`/api/payments?leaseId=${tenancy.leaseId}&pageSize=100`)).json();
  return list.items.find((charge: { dueDate: string }) => charge.dueDate <= today) as {
    id: string;
    amountMinor: number;
  };
}

function receiptMailsTo(email: string) {
  return smtp.received.filter((mail) => mail.to.includes(email) && mailAttachments(mail.raw).length > 0);
}

describe('receipts by email', () => {
  it("mails the tenant the receipt PDF when the landlord confirms the tenant's payment", async () => {
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    const charge = await firstCharge(tenancy);
    const reported = await tenancy.tenant.post('/api/payments/reports', {
      chargeId: charge.id,
      amountMinor: charge.amountMinor,
      method: 'bank_transfer',
      paidOn: today,
    });
    expect(reported.status).toBe(201);
    const { id } = await reported.json();
    const confirmed = await landlord.client.post(`/api/payments/${id}/confirm`);
    expect(confirmed.status).toBe(200);
    await testApp.deps.mailer.deliverQueued();

    const [mail] = receiptMailsTo(tenancy.email);
    expect(mail).toBeDefined();
    const [receipt] = mailAttachments(mail?.raw ?? '');
    expect(receipt?.contentType).toBe('application/pdf');
    expect(receipt?.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(receipt?.content ?? new Uint8Array())).getPageCount()).toBe(1);
    // The receipt note: the organization's template (here the default) filled with the payment.
    const pdfText = (await extractText(new Uint8Array(receipt?.content ?? []), { mergePages: true })).text;
    expect(pdfText.replace(/\s+/g, ' ')).toMatch(
      /Thank you, Terry Tenant\. We received \$[\d,.]+ on \w+ \d+, \d{4} for \w+ \d{4}\./,
    );
    const record = await (await tenancy.tenant.get(`/api/payments?leaseId=${tenancy.leaseId}&pageSize=100`)).json();
    const payment = record.items
      .flatMap((item: { payments: { id: string }[] }) => item.payments)
      .find((candidate: { id: string }) => candidate.id === id);
    expect(receipt?.fileName).toMatch(/\.pdf$/);
    expect(mailText(mail?.raw ?? '')).toContain(receipt?.fileName.replace(/\.pdf$/, ''));
    // The same receipt the tenant downloads in the portal.
    expect(payment.receiptUrl).toBe(`/api/payments/${id}/receipt`);
    expect((await tenancy.tenant.get(payment.receiptUrl)).status).toBe(200);
  });

  it('mails nothing once an admin turns receipts by email off', async () => {
    const off = await landlord.client.patch('/api/organization', { emailReceipts: false });
    expect(off.status).toBe(200);
    expect((await off.json()).emailReceipts).toBe(false);
    const tenancy = await addTenantViaApi(testApp, landlord.client, property, { unitIndex: 1 });
    const charge = await firstCharge(tenancy);
    const recorded = await landlord.client.post('/api/payments', {
      chargeId: charge.id,
      amountMinor: charge.amountMinor,
      method: 'cash',
      paidOn: today,
    });
    expect(recorded.status).toBe(201);
    await testApp.deps.mailer.deliverQueued();
    expect(receiptMailsTo(tenancy.email)).toEqual([]);
  });
});
