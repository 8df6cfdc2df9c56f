import { rentCharges } from '@rentwell/db/schema/payments';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { asc, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentFormats } from '../../documents/document-formats.ts';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { mailAttachments, mailText, startSmtpServer } from '../../test/smtp-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy, setFirstChargeDueDate } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const today = todayIn('UTC');
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;
let spanish: CreatedTenancy;
let english: CreatedTenancy;
let recent: CreatedTenancy;

const LATE_FEE = 2_500;
let spanishOverdue: number;
let englishOverdue: number;

type Due = { leaseId: string; stage: string; daysOverdue: number; overdueMinor: number; tenantName: string };

beforeAll(async () => {
  smtp = await startSmtpServer({ refuse: 0 });
  testApp = await createTestApp({ SMTP_URL: smtp.url });
  landlord = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Olive Yard', unitCount: 3, rentMinor: 100_000 });
  const tenancy = (unitIndex: number) =>
    addTenantViaApi(testApp, landlord.client, property, {
      unitIndex,
      startDate: today,
      endDate: addDays(today, 364),
      monthlyRentMinor: 100_000,
    });
  spanish = await tenancy(0);
  english = await tenancy(1);
  recent = await tenancy(2);
  expect((await spanish.tenant.patch('/api/me/profile', { preferredLanguage: 'es' })).status).toBe(200);
  await setFirstChargeDueDate(testApp, spanish.leaseId, addDays(today, -7));
  await setFirstChargeDueDate(testApp, english.leaseId, addDays(today, -20));
  await setFirstChargeDueDate(testApp, recent.leaseId, addDays(today, -2));
  // Saving the rules charges the late fees now due: 3 days of grace, a flat 25.00.
  const rules = await landlord.client.request('PUT', '/api/organization/rent-rules', {
    json: { graceDays: 3, lateFeeKind: 'flat', flatAmountMinor: 2_500 },
  });
  expect(rules.status).toBe(200);
  expect(await rules.json()).toMatchObject({ overdueFirstDays: 5, overdueSecondDays: 15, overdueFinalDays: 30 });
  spanishOverdue = (await firstChargeAmount(spanish.leaseId)) + LATE_FEE;
  englishOverdue = (await firstChargeAmount(english.leaseId)) + LATE_FEE;
});

/** The first month is prorated from the lease's start: what its charge asks for. */
async function firstChargeAmount(leaseId: string) {
  const [charge] = await testApp.deps.db
    .select({ amountMinor: rentCharges.amountMinor })
    .from(rentCharges)
    .where(eq(rentCharges.leaseId, leaseId))
    .orderBy(asc(rentCharges.dueDate))
    .limit(1);
  return charge?.amountMinor ?? 0;
}
afterAll(async () => {
  await testApp.deps.mailer.stop();
  await testApp.close();
  await smtp.close();
});

async function preview(): Promise<Due[]> {
  const response = await landlord.client.get('/api/overdue-letters');
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Due[] }).items;
}

const lettersTo = (email: string) =>
  smtp.received.filter((mail) => mail.to.includes(email) && mailAttachments(mail.raw).length > 0);

describe('overdue letters', () => {
  it('previews one letter per tenant at the stage their oldest overdue charge reached, with the late fee', async () => {
    const items = await preview();
    const byLease = new Map(items.map((item) => [item.leaseId, item]));
    expect(byLease.get(spanish.leaseId)).toMatchObject({
      stage: 'first',
      daysOverdue: 7,
      overdueMinor: spanishOverdue,
    });
    expect(byLease.get(english.leaseId)).toMatchObject({
      stage: 'second',
      daysOverdue: 20,
      overdueMinor: englishOverdue,
    });
    // Two days late: before the first letter.
    expect(byLease.has(recent.leaseId)).toBe(false);
  });

  it("sends each letter as a PDF in the tenant's language with the organization's wording, once", async () => {
    const custom = await landlord.client.request('PUT', '/api/letter-templates/overdue_first/es', {
      json: {
        body: 'Hola {{tenant.name}}, su alquiler lleva {{letter.daysOverdue}} días de retraso: {{letter.overdueAmount}}.',
      },
    });
    expect(custom.status).toBe(200);

    const sent = await landlord.client.post('/api/overdue-letters/send');
    expect(sent.status).toBe(200);
    expect(((await sent.json()) as { sent: Due[] }).sent.map((item) => item.leaseId).sort()).toEqual(
      [spanish.leaseId, english.leaseId].sort(),
    );
    await testApp.deps.mailer.deliverQueued();

    const [spanishMail] = lettersTo(spanish.email);
    expect(spanishMail).toBeDefined();
    expect(mailText(spanishMail?.raw ?? '')).toContain('Hola Terry Tenant, su alquiler lleva 7 d');
    const amount = documentFormats('es').money(spanishOverdue, 'USD').replace(/\s/g, ' ');
    const [pdf] = mailAttachments(spanishMail?.raw ?? '');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await extractText(new Uint8Array(pdf?.content ?? []), { mergePages: true })).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toContain('Alquiler vencido: primer aviso');
    expect(text).toContain(`Total vencido ${amount}`);
    expect(text).toContain(
      'Recargo por demora según las normas de alquiler: una cantidad fija de 25,00 US$, tras 3 días de gracia.',
    );
    expect(text).toContain(`Hola Terry Tenant, su alquiler lleva 7 días de retraso: ${amount}.`);

    const [englishMail] = lettersTo(english.email);
    const englishPdf = mailAttachments(englishMail?.raw ?? '')[0];
    const englishText = (await extractText(new Uint8Array(englishPdf?.content ?? []), { mergePages: true })).text;
    expect(englishText.replace(/\s+/g, ' ')).toContain('Overdue rent: second notice');
    expect(englishText.replace(/\s+/g, ' ')).toContain('Despite our first reminder');

    // Sent once: nothing is due any more, and a second send sends nothing.
    expect(await preview()).toEqual([]);
    const again = await landlord.client.post('/api/overdue-letters/send');
    expect(((await again.json()) as { sent: Due[] }).sent).toEqual([]);
    await testApp.deps.mailer.deliverQueued();
    expect(lettersTo(spanish.email)).toHaveLength(1);
  });

  it("records each letter on the lease's history and in the audit log", async () => {
    const history = await landlord.client.get(`/api/overdue-letters/leases/${english.leaseId}`);
    expect(history.status).toBe(200);
    const { items } = (await history.json()) as { items: { stage: string; overdueMinor: number; dueDate: string }[] };
    expect(items).toEqual([
      expect.objectContaining({ stage: 'second', overdueMinor: englishOverdue, dueDate: addDays(today, -20) }),
    ]);
    const log = (await (await landlord.client.get('/api/audit-log?pageSize=100')).json()) as {
      items: { action: string; entityId: string }[];
    };
    expect(
      log.items
        .filter((item) => item.action === 'lease.overdue_letter_sent')
        .map((item) => item.entityId)
        .sort(),
    ).toEqual([spanish.leaseId, english.leaseId].sort());
  });

  it('is for staff of the organization only', async () => {
    expect((await spanish.tenant.get('/api/overdue-letters')).status).toBe(403);
    expect((await spanish.tenant.post('/api/overdue-letters/send')).status).toBe(403);
    const other = await signUpLandlord(testApp);
    expect(((await (await other.client.get('/api/overdue-letters')).json()) as { items: Due[] }).items).toEqual([]);
    const history = await other.client.get(`/api/overdue-letters/leases/${english.leaseId}`);
    expect(((await history.json()) as { items: unknown[] }).items).toEqual([]);
  });
});
