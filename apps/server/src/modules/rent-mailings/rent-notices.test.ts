// @postgres: two bulk sends at once must mail each tenant once, through the unique key under real concurrency
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { PDFDocument } from 'pdf-lib';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { mailAttachments, startSmtpServer } from '../../test/smtp-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sendDueRentNotices } from './rent-mailings.service.ts';

const RENT = 120_000;
const PARKING = 7_500;
const today = todayIn('UTC');
const month = today.slice(0, 7);
const firstOfMonth = `${month}-01`;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;
let withParking: CreatedTenancy;
let plain: CreatedTenancy;

type PreviewItem = { leaseId: string; totalMinor: number; skipped: string | null };

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: 0 });
  testApp = await createTestApp({ SMTP_URL: smtp.url });
  landlord = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Notice Row', unitCount: 2, rentMinor: RENT });
  const terms = { startDate: addDays(firstOfMonth, -31), monthlyRentMinor: RENT };
  withParking = await addTenantViaApi(testApp, landlord.client, property, terms);
  plain = await addTenantViaApi(testApp, landlord.client, property, { ...terms, unitIndex: 1 });
  const parking = await landlord.client.post(`/api/leases/${withParking.leaseId}/extra-charges`, {
    kind: 'parking',
    description: 'Space 12',
    amountMinor: PARKING,
    frequency: 'monthly',
    startDate: firstOfMonth,
  });
  expect(parking.status).toBe(201);
});
afterAll(async () => {
  await testApp.deps.mailer.stop();
  await testApp.close();
  await smtp.close();
});

async function preview(kind: 'rent_notice' | 'statement') {
  const response = await landlord.client.post('/api/rent-mailings/preview', { kind });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { month: string; items: PreviewItem[] };
  expect(body.month).toBe(month);
  const itemOf = (tenancy: CreatedTenancy) => body.items.find((item) => item.leaseId === tenancy.leaseId);
  return { items: body.items, itemOf };
}

function mailsWithPdfTo(email: string) {
  return smtp.received.filter((mail) => mail.to.includes(email) && mailAttachments(mail.raw).length > 0);
}

async function pdfText(content: Uint8Array) {
  return (await extractText(new Uint8Array(content), { mergePages: true })).text;
}

/** What the lease owes up to and including this month's charge, nothing being paid: the notice's total. */
async function owedThroughThisMonth(tenancy: CreatedTenancy) {
  const list = await (await landlord.client.get(`/api/payments?leaseId=${tenancy.leaseId}&pageSize=100`)).json();
  return (list.items as { periodStart: string; amountMinor: number }[])
    .filter((charge) => charge.periodStart <= firstOfMonth)
    .reduce((sum, charge) => sum + charge.amountMinor, 0);
}

describe('rent notices', () => {
  it('previews who gets what without sending anything', async () => {
    const { itemOf } = await preview('rent_notice');
    expect(itemOf(withParking)).toMatchObject({ skipped: null, totalMinor: await owedThroughThisMonth(withParking) });
    expect(itemOf(plain)).toMatchObject({ skipped: null, totalMinor: await owedThroughThisMonth(plain) });
    // The parking charge added to the lease is in its notice's total.
    expect((itemOf(withParking)?.totalMinor ?? 0) - (itemOf(plain)?.totalMinor ?? 0)).toBe(PARKING);
    await testApp.deps.mailer.deliverQueued();
    expect(mailsWithPdfTo(withParking.email)).toEqual([]);
  });

  it('mails each tenant one notice with its PDF even when the send runs twice at once', async () => {
    const sends = await Promise.all([
      landlord.client.post('/api/rent-mailings/send', { kind: 'rent_notice' }),
      landlord.client.post('/api/rent-mailings/send', { kind: 'rent_notice' }),
    ]);
    const results = await Promise.all(sends.map((response) => response.json()));
    expect(sends.map((response) => response.status)).toEqual([200, 200]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(2);
    await testApp.deps.mailer.deliverQueued();

    for (const tenancy of [withParking, plain]) {
      const mails = mailsWithPdfTo(tenancy.email);
      expect(mails).toHaveLength(1);
      const [pdf] = mailAttachments(mails[0]?.raw ?? '');
      expect(pdf?.contentType).toBe('application/pdf');
      expect((await PDFDocument.load(pdf?.content ?? new Uint8Array())).getPageCount()).toBe(1);
      const text = await pdfText(pdf?.content ?? new Uint8Array());
      expect(text).toContain('Rent notice');
      const total = await owedThroughThisMonth(tenancy);
      expect(text).toContain(`Total due $${(total / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    }
    const parkingText = await pdfText(
      mailAttachments(mailsWithPdfTo(withParking.email)[0]?.raw ?? '')[0]?.content ?? new Uint8Array(),
    );
    expect(parkingText).toContain('Parking: Space 12');

    const again = await preview('rent_notice');
    expect(again.items.map((item) => item.skipped)).toEqual(['already_sent', 'already_sent']);
  });

  it("lists the notice on the lease's history and in the tenant's portal, downloadable by that tenant only", async () => {
    const history = await (await landlord.client.get(`/api/rent-mailings?leaseId=${withParking.leaseId}`)).json();
    expect(history.items).toEqual([
      expect.objectContaining({ kind: 'rent_notice', month, totalMinor: await owedThroughThisMonth(withParking) }),
    ]);
    const own = await (await withParking.tenant.get('/api/rent-mailings')).json();
    expect(own.items.map((item: { leaseId: string }) => item.leaseId)).toEqual([withParking.leaseId]);
    const download = await withParking.tenant.get(own.items[0].downloadUrl);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect((await plain.tenant.get(own.items[0].downloadUrl)).status).toBe(404);
  });

  it('refuses the preview and the send to a tenant', async () => {
    expect((await plain.tenant.post('/api/rent-mailings/preview', { kind: 'rent_notice' })).status).toBe(403);
    expect((await plain.tenant.post('/api/rent-mailings/send', { kind: 'statement' })).status).toBe(403);
  });

  it("the daily job mails next month's notice the configured days before it falls due, once", async () => {
    const settings = await landlord.client.patch('/api/organization', {
      rentNoticeDaysBefore: 7,
      paymentInstructions: 'Bank transfer to IBAN DE89 3704 0044 0532 0130 00',
    });
    expect(settings.status).toBe(200);
    const wording = await landlord.client.request('PUT', '/api/letter-templates/rent_notice/en', {
      json: { body: 'Hello {{tenant.name}}: {{notice.total}} for {{period}}, due {{notice.dueDate}}. Thank you!' },
    });
    expect(wording.status).toBe(200);
    const nextDue = addDays(`${month}-01`, 45).slice(0, 7);
    const day = addDays(`${nextDue}-01`, -5);
    expect(await sendDueRentNotices(testApp.deps, day)).toBe(2);
    expect(await sendDueRentNotices(testApp.deps, day)).toBe(0);
    await testApp.deps.mailer.deliverQueued();
    const mails = mailsWithPdfTo(withParking.email);
    expect(mails).toHaveLength(2);
    const text = await pdfText(mailAttachments(mails[1]?.raw ?? '')[0]?.content ?? new Uint8Array());
    expect(text).toContain('IBAN DE89 3704 0044 0532 0130 00');
    // The organization's own wording, filled for this lease.
    expect(text.replace(/\s+/g, ' ')).toMatch(/Hello .+: .+ for \w+ \d{4}, due .+\. Thank you!/);
    expect(text).not.toContain('{{');
  });
});

describe('monthly statements', () => {
  it("closes on the balance the balance rule gives, the extra charge and the month's payment included", async () => {
    const list = await (await landlord.client.get(`/api/payments?leaseId=${withParking.leaseId}&pageSize=100`)).json();
    const current = (list.items as { id: string; periodStart: string; amountMinor: number }[]).find(
      (charge) => charge.periodStart === firstOfMonth,
    );
    expect(current?.amountMinor).toBe(RENT + PARKING);
    const paid = await landlord.client.post('/api/payments', {
      chargeId: current?.id,
      amountMinor: 50_000,
      method: 'cash',
      paidOn: today,
    });
    expect(paid.status).toBe(201);

    const { itemOf } = await preview('statement');
    const portal = await (await withParking.tenant.get('/api/tenant-portal')).json();
    const ruleBalance = portal.balance.owedMinor - portal.balance.creditMinor;
    expect(itemOf(withParking)?.totalMinor).toBe(ruleBalance);

    const sent = await (await landlord.client.post('/api/rent-mailings/send', { kind: 'statement' })).json();
    expect(sent.sent).toBe(2);
    await testApp.deps.mailer.deliverQueued();
    const statementMail = mailsWithPdfTo(withParking.email).find((mail) => mail.raw.includes('statement'));
    expect(statementMail).toBeDefined();

    const download = await withParking.tenant.get(
      `/api/rent-mailings/leases/${withParking.leaseId}/statements/${month}`,
    );
    expect(download.status).toBe(200);
    const text = await pdfText(new Uint8Array(await download.arrayBuffer()));
    expect(text).toContain('Monthly statement');
    expect(text).toContain('Payment received');
    expect(text).toContain(
      `Closing balance $${(ruleBalance / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(
      (await plain.tenant.get(`/api/rent-mailings/leases/${withParking.leaseId}/statements/${month}`)).status,
    ).toBe(404);
  });
});
