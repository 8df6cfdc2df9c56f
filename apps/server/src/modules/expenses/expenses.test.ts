import { MAX_EXPENSE_RECEIPT_BYTES } from '@rentwell/contracts/expenses';
import { auditLog } from '@rentwell/db/schema/audit';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { jpegWithGps, multipartFile, pngImage } from '../../test/image-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { expectStoredFileHeaders } from '../../test/stored-file-assertions.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { generateRecurringExpenses } from './expenses.service.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let manager: SignedInAccount;
let worker: SignedInAccount;
let tenancy: CreatedTenancy;
let property: CreatedProperty;
const today = todayIn('UTC');

/** The smallest PDF `file-type` recognizes: the header and an end marker. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
  worker = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
  property = await createPropertyViaApi(landlord.client, { name: 'Maple House', unitCount: 1 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property);
});
afterAll(() => testApp.close());

function newExpense(overrides: Record<string, unknown> = {}) {
  return {
    incurredOn: '2026-03-10',
    category: 'repairs',
    vendor: 'Ace Plumbing',
    description: 'Replaced the water heater',
    propertyId: property.id,
    amountMinor: 85_000,
    notes: '',
    ...overrides,
  };
}

async function create(client = landlord.client, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/expenses', newExpense(overrides));
  expect(response.status).toBe(201);
  return response.json();
}

describe('expense CRUD', () => {
  it('creates, reads, edits and deletes an expense, with audit events', async () => {
    const created = await create();
    expect(created).toMatchObject({
      incurredOn: '2026-03-10',
      category: 'repairs',
      vendor: 'Ace Plumbing',
      property: { id: property.id, name: 'Maple House' },
      amountMinor: 85_000,
      currency: 'USD',
      receipt: null,
      recurrence: 'none',
      recurringSourceId: null,
    });
    const read = await (await landlord.client.get(`/api/expenses/${created.id}`)).json();
    expect(read).toEqual(created);

    const edited = await manager.client.patch(`/api/expenses/${created.id}`, { amountMinor: 90_000, propertyId: null });
    expect(edited.status).toBe(200);
    // A partial edit keeps every field it does not name.
    expect(await edited.json()).toMatchObject({ amountMinor: 90_000, property: null, vendor: 'Ace Plumbing' });

    expect((await landlord.client.request('DELETE', `/api/expenses/${created.id}`)).status).toBe(204);
    expect((await landlord.client.get(`/api/expenses/${created.id}`)).status).toBe(404);

    const events = await testApp.deps.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'expense'), eq(auditLog.entityId, created.id)));
    expect(events.map((event) => event.action).sort()).toEqual([
      'expense.created',
      'expense.deleted',
      'expense.updated',
    ]);
  });

  it('answers 422 per field for invalid input', async () => {
    const response = await landlord.client.post(
      '/api/expenses',
      newExpense({ category: 'yachts', amountMinor: 0, description: '', incurredOn: '2026-02-30' }),
    );
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.details)).toEqual(
      expect.arrayContaining(['category', 'amountMinor', 'description', 'incurredOn']),
    );
    const badEnd = await landlord.client.post(
      '/api/expenses',
      newExpense({ recurrence: 'monthly', recurrenceEndsOn: '2026-01-01' }),
    );
    expect((await badEnd.json()).error.details).toHaveProperty('recurrenceEndsOn');
    const created = await create();
    const badPatch = await landlord.client.patch(`/api/expenses/${created.id}`, { recurrenceEndsOn: '2026-01-01' });
    expect(badPatch.status).toBe(422);
    expect((await landlord.client.patch(`/api/expenses/${created.id}`, { organizationId: 'x' })).status).toBe(422);
  });

  it("keeps another organization's expenses and properties out of reach (404)", async () => {
    const mine = await create();
    const other = await signUpLandlord(testApp);
    expect((await other.client.get(`/api/expenses/${mine.id}`)).status).toBe(404);
    expect((await other.client.patch(`/api/expenses/${mine.id}`, { amountMinor: 1 })).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/expenses/${mine.id}`)).status).toBe(404);
    expect((await other.client.get(`/api/expenses/${mine.id}/receipt`)).status).toBe(404);
    const list = await (await other.client.get('/api/expenses')).json();
    expect(list).toMatchObject({ items: [], total: 0, totalAmountMinor: 0 });
    // Their expense cannot name my property.
    expect((await other.client.post('/api/expenses', newExpense())).status).toBe(404);
    expect((await landlord.client.get('/api/expenses/not-a-uuid')).status).toBe(404);
  });

  it('refuses tenants and maintenance staff (403) and anonymous callers (401)', async () => {
    const mine = await create();
    for (const client of [tenancy.tenant, worker.client]) {
      expect((await client.get('/api/expenses')).status).toBe(403);
      expect((await client.get(`/api/expenses/${mine.id}`)).status).toBe(403);
      expect((await client.post('/api/expenses', newExpense())).status).toBe(403);
      expect((await client.patch(`/api/expenses/${mine.id}`, { amountMinor: 1 })).status).toBe(403);
      expect((await client.request('DELETE', `/api/expenses/${mine.id}`)).status).toBe(403);
    }
    expect((await testApp.client().get('/api/expenses')).status).toBe(401);
  });
});

describe('filters and totals', () => {
  it('filters by category, property, portfolio-wide and period, totalling every match across pages', async () => {
    const org = await signUpLandlord(testApp);
    const house = await createPropertyViaApi(org.client, { name: 'House' });
    const flat = await createPropertyViaApi(org.client, { name: 'Flat' });
    const rows = [
      { incurredOn: '2025-01-05', category: 'tax', propertyId: house.id, amountMinor: 120_000 },
      { incurredOn: '2025-02-05', category: 'insurance', propertyId: null, amountMinor: 30_000 },
      { incurredOn: '2025-03-05', category: 'repairs', propertyId: flat.id, amountMinor: 15_050 },
      { incurredOn: '2025-04-05', category: 'repairs', propertyId: house.id, amountMinor: 9_950 },
      { incurredOn: '2025-05-05', category: 'legal', propertyId: null, amountMinor: 50_000 },
    ];
    for (const row of rows) await create(org.client, row);

    const all = await (await org.client.get('/api/expenses?pageSize=2')).json();
    expect(all).toMatchObject({ total: 5, page: 1, pageSize: 2, totalAmountMinor: 225_000, currency: 'USD' });
    expect(all.items.map((item: { incurredOn: string }) => item.incurredOn)).toEqual(['2025-05-05', '2025-04-05']);
    const page3 = await (await org.client.get('/api/expenses?pageSize=2&page=3')).json();
    expect(page3.items).toHaveLength(1);
    expect(page3.totalAmountMinor).toBe(225_000);

    const repairs = await (await org.client.get('/api/expenses?category=repairs')).json();
    expect(repairs).toMatchObject({ total: 2, totalAmountMinor: 25_000 });
    const houseOnly = await (await org.client.get(`/api/expenses?propertyId=${house.id}`)).json();
    expect(houseOnly).toMatchObject({ total: 2, totalAmountMinor: 129_950 });
    const portfolio = await (await org.client.get('/api/expenses?propertyId=portfolio')).json();
    expect(portfolio).toMatchObject({ total: 2, totalAmountMinor: 80_000 });
    expect(portfolio.items.every((item: { property: unknown }) => item.property === null)).toBe(true);
    const period = await (await org.client.get('/api/expenses?from=2025-02-01&to=2025-04-05')).json();
    expect(period).toMatchObject({ total: 3, totalAmountMinor: 55_000 });
    const combined = await (
      await org.client.get(`/api/expenses?category=repairs&propertyId=${flat.id}&from=2025-03-01`)
    ).json();
    expect(combined).toMatchObject({ total: 1, totalAmountMinor: 15_050 });

    expect((await org.client.get('/api/expenses?category=yachts')).status).toBe(422);
    expect((await org.client.get('/api/expenses?propertyId=everything')).status).toBe(422);
    expect((await org.client.get('/api/expenses?from=2025-13-01')).status).toBe(422);
  });
});

describe('receipts', () => {
  const upload = (id: string, form: FormData, client = landlord.client) =>
    client.request('PUT', `/api/expenses/${id}/receipt`, { body: form });

  it('stores a PDF receipt, serves it only within the organization, and replaces and removes it', async () => {
    const expense = await create();
    const uploaded = await upload(expense.id, multipartFile(PDF, 'invoice 42.pdf', 'application/pdf'));
    expect(uploaded.status).toBe(200);
    const body = await uploaded.json();
    expect(body.receipt).toMatchObject({ fileName: 'invoice 42.pdf', contentType: 'application/pdf' });
    const download = await landlord.client.get(body.receipt.url);
    expectStoredFileHeaders(download, 'attachment');
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('filename="invoice 42.pdf"');
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await tenancy.tenant.get(body.receipt.url)).status).toBe(403);

    const replaced = await upload(expense.id, multipartFile(await jpegWithGps(), 'photo.jpg', 'image/jpeg'));
    const photo = (await replaced.json()).receipt;
    expect(photo).toMatchObject({ fileName: 'photo.jpg', contentType: 'image/jpeg' });
    const photoDownload = await landlord.client.get(photo.url);
    expectStoredFileHeaders(photoDownload, 'inline');
    const stored = Buffer.from(await photoDownload.arrayBuffer());
    expect((await sharp(stored).metadata()).exif).toBeUndefined();

    const removed = await landlord.client.request('DELETE', `/api/expenses/${expense.id}/receipt`);
    expect((await removed.json()).receipt).toBeNull();
    expect((await landlord.client.get(`/api/expenses/${expense.id}/receipt`)).status).toBe(404);
  });

  it('keeps a non-ASCII file name, sent as RFC 6266 filename* beside an ASCII fallback', async () => {
    const expense = await create();
    const uploaded = await upload(expense.id, multipartFile(PDF, 'קבלה "מרץ" é.pdf', 'application/pdf'));
    const { receipt } = await uploaded.json();
    expect(receipt.fileName).toBe('קבלה מרץ é.pdf');
    const disposition = (await landlord.client.get(receipt.url)).headers.get('content-disposition');
    expect(disposition).toBe(`attachment; filename="e.pdf"; filename*=UTF-8''${encodeURIComponent('קבלה מרץ é.pdf')}`);
  });

  it('refuses other types by their content (415), files over 10 MB (413) and a missing file (422)', async () => {
    const expense = await create();
    const fake = await upload(expense.id, multipartFile(Buffer.from('just text'), 'receipt.pdf', 'application/pdf'));
    expect(fake.status).toBe(415);
    expect((await fake.json()).error).toMatchObject({ code: 'unsupported_media_type' });
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    expect((await upload(expense.id, multipartFile(gif, 'a.gif', 'image/gif'))).status).toBe(415);

    const oversized = new Uint8Array(MAX_EXPENSE_RECEIPT_BYTES + 1);
    oversized.set(await pngImage());
    const big = await upload(expense.id, multipartFile(oversized, 'huge.png', 'image/png'));
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toMatch(/10 MB/);

    expect((await upload(expense.id, new FormData())).status).toBe(422);
    expect((await upload(expense.id, multipartFile(PDF, 'a.pdf', 'application/pdf'), worker.client)).status).toBe(403);
    const png = await upload(expense.id, multipartFile(await pngImage(), 'scan.png', 'image/png'));
    expect((await png.json()).receipt.contentType).toBe('image/png');
  });
});

describe('recurring expenses', () => {
  it('writes the past occurrences of a new template at once, and nothing twice when the job reruns', async () => {
    const org = await signUpLandlord(testApp);
    const start = addDays(today, -100);
    const template = await create(org.client, {
      category: 'mortgage',
      description: 'Mortgage',
      propertyId: null,
      amountMinor: 150_000,
      incurredOn: start,
      recurrence: 'monthly',
    });
    const list = async () => (await org.client.get('/api/expenses?pageSize=200')).json();
    const first = await list();
    // Three months (or so) after a date 100 days ago: the template plus its occurrences up to today.
    expect(first.total).toBeGreaterThanOrEqual(4);
    expect(first.total).toBeLessThanOrEqual(5);
    const occurrences = first.items.filter((item: { recurringSourceId: string | null }) => item.recurringSourceId);
    expect(occurrences).toHaveLength(first.total - 1);
    expect(occurrences.every((item: { recurrence: string }) => item.recurrence === 'none')).toBe(true);

    const rerun = await generateRecurringExpenses(testApp.deps.db, today, { organizationId: org.organizationId });
    expect(rerun.occurrencesCreated).toBe(0);
    expect((await list()).total).toBe(first.total);

    // A new amount applies from the next occurrence on; those already written keep theirs.
    await org.client.patch(`/api/expenses/${template.id}`, { amountMinor: 160_000 });
    const later = addDays(today, 40);
    const next = await generateRecurringExpenses(testApp.deps.db, later, { organizationId: org.organizationId });
    expect(next.occurrencesCreated).toBeGreaterThanOrEqual(1);
    const after = await list();
    const amounts = after.items
      .filter((item: { recurringSourceId: string | null }) => item.recurringSourceId === template.id)
      .map((item: { incurredOn: string; amountMinor: number }) => [item.incurredOn > today, item.amountMinor]);
    expect(
      amounts.filter(([future]: [boolean]) => future).every(([, amount]: [boolean, number]) => amount === 160_000),
    ).toBe(true);
    expect(
      amounts.filter(([future]: [boolean]) => !future).every(([, amount]: [boolean, number]) => amount === 150_000),
    ).toBe(true);
  });
});

describe('maintenance request → expense', () => {
  async function completedRequest(costMinor: number | null) {
    const request = await (
      await tenancy.tenant.post('/api/maintenance', {
        title: 'Boiler pressure low',
        description: 'The boiler keeps losing pressure.',
        priority: 'high',
        category: 'heating_cooling',
      })
    ).json();
    await landlord.client.patch(`/api/maintenance/${request.id}`, { assignedToUserId: worker.userId });
    await landlord.client.post(`/api/maintenance/${request.id}/transition`, { action: 'start' });
    if (costMinor !== null) await worker.client.patch(`/api/maintenance/${request.id}`, { costMinor });
    await worker.client.post(`/api/maintenance/${request.id}/transition`, { action: 'complete' });
    return request.id as string;
  }

  it('records a completed request with a cost once; a second click answers 409 naming the expense', async () => {
    const requestId = await completedRequest(24_000);
    const recorded = await manager.client.post(`/api/expenses/from-maintenance/${requestId}`);
    expect(recorded.status).toBe(201);
    const expense = await recorded.json();
    expect(expense).toMatchObject({
      category: 'maintenance',
      vendor: 'Test maintenance',
      description: 'Boiler pressure low',
      property: { id: property.id },
      amountMinor: 24_000,
      incurredOn: today,
      maintenanceRequestId: requestId,
    });

    const again = await landlord.client.post(`/api/expenses/from-maintenance/${requestId}`);
    expect(again.status).toBe(409);
    const { error } = await again.json();
    expect(error).toMatchObject({ code: 'expense_already_recorded', details: { expenseId: [expense.id] } });
    expect(error.message).toContain('Boiler pressure low');

    const lookup = await (await landlord.client.get(`/api/expenses?maintenanceRequestId=${requestId}`)).json();
    expect(lookup.items.map((item: { id: string }) => item.id)).toEqual([expense.id]);
  });

  it('refuses requests without a cost or not completed (409), of another organization (404), and for staff (403)', async () => {
    const noCost = await completedRequest(null);
    const response = await landlord.client.post(`/api/expenses/from-maintenance/${noCost}`);
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('maintenance_not_billable');

    const requestId = await completedRequest(5_000);
    expect((await worker.client.post(`/api/expenses/from-maintenance/${requestId}`)).status).toBe(403);
    expect((await tenancy.tenant.post(`/api/expenses/from-maintenance/${requestId}`)).status).toBe(403);
    const other = await signUpLandlord(testApp);
    expect((await other.client.post(`/api/expenses/from-maintenance/${requestId}`)).status).toBe(404);
  });
});
