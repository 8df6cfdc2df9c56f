import { expenses } from '@rentwell/db/schema/expenses';
import { leases } from '@rentwell/db/schema/leases';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { units } from '@rentwell/db/schema/properties';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../../lib/language-model.ts';
import { createLogger } from '../../lib/logger.ts';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type FakeLanguageModel, startFakeLanguageModel } from '../../test/fake-language-model.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';
import { createMemberAccount } from '../accounts/accounts.service.ts';

let fake: FakeLanguageModel;
let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let harbor: CreatedProperty;
let leaseIds: { punctual: string; late: string };

const today = todayIn('UTC');
const currentMonth = `${today.slice(0, 8)}01`;
/** The first day of the month `monthsAgo` months before this one. */
const monthStart = (monthsAgo: number) => addMonths(currentMonth, -monthsAgo);

/**
 * One organization in USD (with one expense in EUR): 'Harbor View' with three units at 1,500.00 a month. Unit 1 is let
 * to 'Paula Punctual' for the last 14 months and she pays on the day; unit 2 to 'Larry Late', who paid 5 of his 11
 * charges 12 days late and last month's not at all; unit 3 has never been let. Repairs cost 1,000.00 a month (±
 * 60.00) for 18 months, then 9,400.00 last month (a burst pipe). A mortgage of 2,000.00 a month is debt service,
 * left out of net operating income.
 */
async function seedOrganization() {
  const { db } = testApp.deps;
  landlord = await signUpLandlord(testApp);
  const organizationId = landlord.organizationId;
  harbor = await createPropertyViaApi(landlord.client, { name: 'Harbor View', unitCount: 3, rentMinor: 150_000 });
  await db
    .update(units)
    .set({ createdAt: new Date(`${monthStart(20)}T12:00:00Z`) })
    .where(eq(units.organizationId, organizationId));
  const tenant = (fullName: string) =>
    createMemberAccount(db, {
      email: uniqueEmail('insights-tenant'),
      fullName,
      phone: null,
      role: 'tenant',
      organizationId,
      passwordHash: 'not-used',
      language: 'en',
    });
  const lease = (unitIndex: number, tenantUserId: string, startDate: string) => ({
    organizationId,
    propertyId: harbor.id,
    unitId: harbor.units[unitIndex]?.id ?? '',
    tenantUserId,
    startDate,
    endDate: addDays(addMonths(startDate, 24), -1),
    monthlyRentMinor: 150_000,
    currency: 'USD',
    status: 'active' as const,
    dueDay: 1,
  });
  const [punctual, late] = await db
    .insert(leases)
    .values([
      lease(0, await tenant('Paula Punctual'), monthStart(14)),
      lease(1, await tenant('Larry Late'), monthStart(10)),
    ])
    .returning({ id: leases.id });
  if (!punctual || !late) throw new Error('leases not inserted');
  leaseIds = { punctual: punctual.id, late: late.id };

  const chargeRows = [
    ...Array.from({ length: 15 }, (_, index) => ({ leaseId: punctual.id, dueDate: monthStart(14 - index) })),
    ...Array.from({ length: 11 }, (_, index) => ({ leaseId: late.id, dueDate: monthStart(10 - index) })),
  ].map(({ leaseId, dueDate }) => ({
    organizationId,
    leaseId,
    dueDate,
    periodStart: dueDate,
    periodEnd: addDays(addMonths(dueDate, 1), -1),
    amountMinor: 150_000,
    currency: 'USD',
  }));
  const charges = await db
    .insert(rentCharges)
    .values(chargeRows)
    .returning({ id: rentCharges.id, leaseId: rentCharges.leaseId, dueDate: rentCharges.dueDate });
  const paymentRows = charges.flatMap((charge) => {
    const monthsAgo =
      (Number(currentMonth.slice(0, 4)) - Number(charge.dueDate.slice(0, 4))) * 12 +
      Number(currentMonth.slice(5, 7)) -
      Number(charge.dueDate.slice(5, 7));
    if (charge.leaseId === late.id && monthsAgo === 1) return [];
    const paidLate = charge.leaseId === late.id && monthsAgo >= 2 && monthsAgo % 2 === 0;
    return [
      {
        organizationId,
        chargeId: charge.id,
        leaseId: charge.leaseId,
        amountMinor: 150_000,
        currency: 'USD',
        method: 'bank_transfer' as const,
        status: 'paid' as const,
        paidOn: addDays(charge.dueDate, paidLate ? 12 : 0),
      },
    ];
  });
  await db.insert(payments).values(paymentRows);

  const expense = (
    monthsAgo: number,
    category: 'repairs' | 'mortgage',
    amountMinor: number,
    description: string,
    currency = 'USD',
  ) => ({
    organizationId,
    propertyId: harbor.id,
    incurredOn: addDays(monthStart(monthsAgo), 9),
    category,
    description,
    amountMinor,
    currency,
  });
  await db
    .insert(expenses)
    .values([
      ...Array.from({ length: 18 }, (_, index) =>
        expense(index + 2, 'repairs', 100_000 + (((index * 7) % 5) - 2) * 3_000, 'Routine repair'),
      ),
      expense(1, 'repairs', 940_000, 'Burst pipe replacement'),
      ...Array.from({ length: 12 }, (_, index) => expense(index + 1, 'mortgage', 200_000, 'Mortgage payment')),
      expense(3, 'repairs', 55_000, 'Réparation de fenêtre', 'EUR'),
    ]);
}

async function generate(client = landlord.client, body: Record<string, unknown> = { language: 'en' }) {
  return client.post('/api/financial-insights', body);
}

beforeAll(async () => {
  fake = await startFakeLanguageModel();
  testApp = await createTestApp({
    LLM_BASE_URL: fake.baseUrl,
    LLM_MODEL: 'insights-test-model',
    LLM_API_KEY: 'sk-fake',
  });
  await seedOrganization();
});
afterAll(async () => {
  await testApp.close();
  await fake.close();
});

describe('financial insights from the templates', () => {
  const configured = () => testApp.deps.languageModel;
  let languageModel: ReturnType<typeof configured>;
  beforeAll(() => {
    languageModel = testApp.deps.languageModel;
    testApp.deps.languageModel = null;
  });
  afterAll(() => {
    testApp.deps.languageModel = languageModel;
  });

  it('flags the late payer, finds the planted spike, prices the vacancy and ranks recommendations', async () => {
    const response = await generate();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.narrativeSource).toBe('templates');

    expect(body.latePayers).toEqual([
      expect.objectContaining({
        leaseId: leaseIds.late,
        tenantName: 'Larry Late',
        propertyId: harbor.id,
        propertyName: 'Harbor View',
        chargesDue: 11,
        lateCharges: 6,
        outstandingMinor: 150_000,
      }),
    ]);

    expect(body.expenseAnomalies).toHaveLength(1);
    expect(body.expenseAnomalies[0]).toMatchObject({
      category: 'repairs',
      currency: 'USD',
      month: monthStart(1).slice(0, 7),
      amountMinor: 940_000,
    });
    expect(body.expenseAnomalies[0].expenses[0]).toMatchObject({
      description: 'Burst pipe replacement',
      propertyId: harbor.id,
    });

    const emptyUnit = harbor.units[2]?.id;
    expect(body.vacancies.find((vacancy: { unitId: string }) => vacancy.unitId === emptyUnit)).toMatchObject({
      propertyName: 'Harbor View',
      vacantDays: 365,
      costMinor: 150_000 * 12,
      vacantToday: true,
    });

    // Twelve complete months of the USD trend; the EUR expense is a currency of its own, never added to USD.
    expect(body.trends.map((trend: { currency: string }) => trend.currency)).toEqual(['EUR', 'USD']);
    const usd = body.trends.find((trend: { currency: string }) => trend.currency === 'USD');
    expect(usd.months).toHaveLength(12);
    expect(usd.months.at(-1).month).toBe(monthStart(1).slice(0, 7));
    // Operating expenses: the burst pipe, not the 2,000.00 mortgage (debt service); net is net operating income.
    expect(usd.months.at(-1).expensesMinor).toBe(940_000);
    for (const month of usd.months) expect(month.netMinor).toBe(month.revenueMinor - month.expensesMinor);
    expect(usd.forecast.map((month: { month: string }) => month.month)).toEqual(
      [0, 1, 2].map((ahead) => addMonths(currentMonth, ahead).slice(0, 7)),
    );

    // Mortgage left out of net operating income.
    const noi = body.netOperatingIncome.find(
      (row: { propertyId: string; currency: string }) => row.propertyId === harbor.id && row.currency === 'USD',
    );
    const usdExpensesInWindow = usd.months.reduce(
      (sum: number, month: { expensesMinor: number }) => sum + month.expensesMinor,
      0,
    );
    expect(noi.operatingExpensesMinor).toBe(usdExpensesInWindow);
    expect(noi.noiMinor).toBe(noi.incomeMinor - noi.operatingExpensesMinor);
    expect(noi.incomeMinor).toBe(
      usd.months.reduce((sum: number, month: { revenueMinor: number }) => sum + month.revenueMinor, 0),
    );

    const kinds = body.recommendations.map((recommendation: { kind: string }) => recommendation.kind);
    expect(kinds).toEqual(expect.arrayContaining(['late-payer', 'expense-anomaly', 'vacancy']));
    expect(body.recommendations.map((recommendation: { rank: number }) => recommendation.rank)).toEqual(
      kinds.map((_: string, index: number) => index + 1),
    );
    const scores = body.recommendations.map((recommendation: { score: number }) => recommendation.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    expect(body.computedFrom.records).toEqual(
      expect.arrayContaining([
        { kind: 'properties', count: 1 },
        { kind: 'units', count: 3 },
      ]),
    );
    expect(body.narrative).toMatch(/Larry Late was late on 6 of 11 charges/);
  });

  it('writes the narrative in the language asked for', async () => {
    const body = await (await generate(landlord.client, { language: 'fr' })).json();
    expect(body.narrative).toMatch(/Sur les douze derniers mois/);
    expect(body.narrative).toMatch(/Larry Late était en retard sur 6 échéances sur 11/);
  });

  it('rejects a language it does not know and fields it does not take', async () => {
    expect((await generate(landlord.client, { language: 'de' })).status).toBe(422);
    expect((await generate(landlord.client, { language: 'en', organizationId: crypto.randomUUID() })).status).toBe(422);
  });

  it('is for those who may read the financials, and signed-in ones only', async () => {
    const tenant = await createSignedInMember(testApp, 'tenant', landlord.organizationId);
    expect((await generate(tenant.client)).status).toBe(403);
    const maintenance = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    expect((await generate(maintenance.client)).status).toBe(403);
    const manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    expect((await generate(manager.client)).status).toBe(200);
    expect((await generate(testApp.client())).status).toBe(401);
  });

  it('reads only the caller’s organization', async () => {
    const other = await signUpLandlord(testApp);
    const body = await (await generate(other.client)).json();
    expect(body).toMatchObject({
      latePayers: [],
      expenseAnomalies: [],
      vacancies: [],
      netOperatingIncome: [],
      trends: [],
    });
    expect(body.computedFrom.records).toContainEqual({ kind: 'properties', count: 0 });
    const mine = await (await generate()).json();
    expect(mine.latePayers.map((payer: { leaseId: string }) => payer.leaseId)).toEqual([leaseIds.late]);
  });
});

describe('financial insights worded by the language model', () => {
  beforeEach(() => {
    fake.requests.length = 0;
  });

  it('hands the model the computed facts without tenant names and shows a text whose numbers are all facts', async () => {
    expect(testApp.deps.languageModel).not.toBeNull();
    fake.behave({ reply: 'A tenant paid late 6 times of 11; repairs reached 9,400.00 USD.' });
    const body = await (await generate(landlord.client, { language: 'he' })).json();
    expect(body).toMatchObject({
      narrativeSource: 'language-model',
      narrative: 'A tenant paid late 6 times of 11; repairs reached 9,400.00 USD.',
    });
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0];
    expect(request?.body.model).toBe('insights-test-model');
    expect(request?.headers.authorization).toBe('Bearer sk-fake');
    expect(request?.body.messages[0]?.content).toMatch(/Hebrew/);
    const sent = JSON.parse(request?.body.messages[1]?.content ?? '{}');
    expect(sent.task).toBe('financial-insights');
    expect(sent.facts.latePayers[0]).toMatchObject({ lateCharges: 6, chargesDue: 11 });
    expect(sent.facts.latePayers[0]).not.toHaveProperty('tenantName');
    expect(JSON.stringify(request?.body)).not.toContain('Larry Late');
    expect(JSON.stringify(request?.body)).not.toContain('Paula Punctual');
    expect(sent.facts.expenseAnomalies[0]).toMatchObject({ category: 'repairs', amountMinor: 940_000 });
    // The facts are the same numbers the page shows.
    expect(sent.facts.trends).toEqual(body.trends);
  });

  it('shows the template text when the model writes a figure the facts do not hold', async () => {
    fake.behave({ reply: 'Your portfolio earned $9,999,999 last year and occupancy is 100%.' });
    const body = await (await generate(landlord.client, { language: 'en' })).json();
    expect(body.narrativeSource).toBe('templates');
    expect(body.narrative).toMatch(/Over the last twelve months you earned/);
    expect(body.narrative).not.toContain('9,999,999');
  });

  it("sends tenants' names only once an admin turns the organization's setting on", async () => {
    const on = await landlord.client.patch('/api/organization', { shareTenantDetailsWithModel: true });
    expect(on.status).toBe(200);
    expect((await on.json()).shareTenantDetailsWithModel).toBe(true);
    try {
      fake.behave({ reply: 'Larry Late paid late 6 times.' });
      const body = await (await generate(landlord.client, { language: 'en' })).json();
      expect(body.narrative).toBe('Larry Late paid late 6 times.');
      const sent = JSON.parse(fake.requests.at(-1)?.body.messages[1]?.content ?? '{}');
      expect(sent.facts.latePayers[0]).toMatchObject({ tenantName: 'Larry Late' });
    } finally {
      await landlord.client.patch('/api/organization', { shareTenantDetailsWithModel: false });
    }
  });

  it('falls back to the templates when the model fails or does not answer in time', async () => {
    fake.behave({ status: 500 });
    const failed = await (await generate()).json();
    expect(failed.narrativeSource).toBe('templates');
    expect(failed.narrative).toMatch(/Over the last twelve months you earned/);
    expect(fake.requests).toHaveLength(1);

    const configured = testApp.deps.languageModel;
    testApp.deps.languageModel = createLanguageModel(
      { baseUrl: fake.baseUrl, apiKey: undefined, model: 'insights-test-model' },
      createLogger('silent'),
      { timeoutMs: 300 },
    );
    try {
      fake.behave({ hang: true });
      const response = await generate();
      expect(response.status).toBe(200);
      const timedOut = await response.json();
      expect(timedOut.narrativeSource).toBe('templates');
      expect(timedOut.latePayers).toHaveLength(1);
    } finally {
      testApp.deps.languageModel = configured;
    }
  });
});
