import { maintenanceRequests } from '@rentwell/db/schema/maintenance';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type FakeLanguageModel, startFakeLanguageModel } from '../../test/fake-language-model.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let worker: SignedInAccount;
let tenancy: CreatedTenancy;
let property: CreatedProperty;

async function fileRequest(
  client: SignedInAccount['client'],
  fields: { title: string; category: string; priority?: string; propertyId: string; unitId?: string | null },
) {
  const response = await client.post('/api/maintenance', {
    description: `${fields.title}, reported for the analysis test.`,
    priority: 'medium',
    ...fields,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

async function completeWithCost(requestId: string, costMinor: number) {
  expect((await landlord.client.patch(`/api/maintenance/${requestId}`, { costMinor })).status).toBe(200);
  expect((await landlord.client.post(`/api/maintenance/${requestId}/transition`, { action: 'start' })).status).toBe(
    200,
  );
  expect((await landlord.client.post(`/api/maintenance/${requestId}/transition`, { action: 'complete' })).status).toBe(
    200,
  );
}

async function backdate(requestId: string, days: number) {
  await testApp.deps.db
    .update(maintenanceRequests)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(maintenanceRequests.id, requestId));
}

let leakOne: { id: string };
let leakTwo: { id: string };
let oldUrgent: { id: string };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  worker = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
  property = await createPropertyViaApi(landlord.client, { name: 'Willow Terrace', unitCount: 2 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property);
  const unit = property.units[0]?.id ?? null;
  leakOne = await fileRequest(landlord.client, {
    title: 'Leak under the kitchen sink',
    category: 'plumbing',
    propertyId: property.id,
    unitId: unit,
  });
  leakTwo = await fileRequest(landlord.client, {
    title: 'Kitchen sink leaking again',
    category: 'plumbing',
    propertyId: property.id,
    unitId: unit,
  });
  oldUrgent = await fileRequest(landlord.client, {
    title: 'No heat in the flat',
    category: 'heating_cooling',
    priority: 'urgent',
    propertyId: property.id,
    unitId: property.units[1]?.id ?? null,
  });
  await completeWithCost(leakOne.id, 12_000);
  await completeWithCost(leakTwo.id, 8_000);
  // The second repair's cost becomes an expense, then the invoice says 95.00: the analysis reads the expense.
  const expense = await landlord.client.post(`/api/expenses/from-maintenance/${leakTwo.id}`, {});
  expect(expense.status).toBe(201);
  const { id: expenseId } = (await expense.json()) as { id: string };
  expect((await landlord.client.patch(`/api/expenses/${expenseId}`, { amountMinor: 9_500 })).status).toBe(200);
  await backdate(leakOne.id, 40);
  await backdate(oldUrgent.id, 5);
});
afterAll(() => testApp.close());

describe('the analysis', () => {
  it('finds the recurring leak, its cost, resolution times and the overdue urgent request', async () => {
    const response = await landlord.client.get('/api/maintenance-analysis?windowDays=90');
    expect(response.status).toBe(200);
    const analysis = await response.json();
    expect(analysis).toMatchObject({ windowDays: 90, requestCount: 3, openCount: 1, narrativeSource: 'templates' });
    expect(analysis.narrative).toBeNull();
    expect(analysis.recurringIssues).toEqual([
      expect.objectContaining({
        scope: 'unit',
        property: { id: property.id, name: 'Willow Terrace' },
        category: 'plumbing',
        count: 2,
        requestIds: [leakOne.id, leakTwo.id],
      }),
    ]);
    expect(analysis.costByCategory).toEqual([
      { category: 'plumbing', currency: 'USD', totalMinor: 21_500, requestCount: 2, averageMinor: 10_750 },
    ]);
    expect(analysis.resolutionTimes).toEqual([expect.objectContaining({ category: 'plumbing', completedCount: 2 })]);
    expect(analysis.overdueFollowUps).toEqual([
      expect.objectContaining({ id: oldUrgent.id, priority: 'urgent', ageDays: 5, thresholdDays: 1 }),
    ]);
    expect(analysis.preventiveTasks[0]).toMatchObject({ reason: 'recurring', category: 'plumbing', evidenceCount: 2 });
    expect(analysis.computedFrom).toMatchObject({
      computedAt: expect.any(String),
      records: [
        { kind: 'maintenanceRequests', count: 3 },
        { kind: 'expenses', count: 1 },
      ],
    });
  });

  it('defaults to 180 days and refuses another window or an unknown parameter (422)', async () => {
    expect((await (await landlord.client.get('/api/maintenance-analysis')).json()).windowDays).toBe(180);
    expect((await landlord.client.get('/api/maintenance-analysis?windowDays=7')).status).toBe(422);
    expect((await landlord.client.get('/api/maintenance-analysis?windowDays=abc')).status).toBe(422);
    expect((await landlord.client.get('/api/maintenance-analysis?format=pdf')).status).toBe(422);
  });

  it('is for managers: tenants and maintenance staff get 403', async () => {
    expect((await tenancy.tenant.get('/api/maintenance-analysis')).status).toBe(403);
    expect((await worker.client.get('/api/maintenance-analysis')).status).toBe(403);
    expect((await testApp.client().get('/api/maintenance-analysis')).status).toBe(401);
  });

  it('shows an organization only its own requests', async () => {
    const other = await signUpLandlord(testApp);
    const analysis = await (await other.client.get('/api/maintenance-analysis')).json();
    expect(analysis).toMatchObject({ requestCount: 0, openCount: 0, recurringIssues: [], costByCategory: [] });
    expect(analysis.overdueFollowUps).toEqual([]);
  });
});

describe('the suggestion', () => {
  it('suggests a category and urgency to whoever may report, in any of the five languages', async () => {
    const english = await tenancy.tenant.post('/api/maintenance-analysis/suggestion', {
      title: 'Toilet overflowing',
      description: 'Water everywhere on the bathroom floor',
    });
    expect(english.status).toBe(200);
    expect((await english.json()).suggestion).toMatchObject({
      category: 'plumbing',
      categoryConfidence: expect.any(Number),
    });
    const spanish = await landlord.client.post('/api/maintenance-analysis/suggestion', {
      title: 'La nevera no enfría',
      description: '',
    });
    expect((await spanish.json()).suggestion.category).toBe('appliance');
    const hebrew = await landlord.client.post('/api/maintenance-analysis/suggestion', {
      title: 'אין חשמל בכל הדירה',
      description: '',
    });
    expect((await hebrew.json()).suggestion.category).toBe('electrical');
  });

  it('suggests nothing for too little text and validates the body', async () => {
    const empty = await landlord.client.post('/api/maintenance-analysis/suggestion', { title: 'ab', description: '' });
    expect(await empty.json()).toEqual({ suggestion: null });
    expect(
      (await landlord.client.post('/api/maintenance-analysis/suggestion', { title: 'x'.repeat(121), description: '' }))
        .status,
    ).toBe(422);
    expect(
      (await landlord.client.post('/api/maintenance-analysis/suggestion', { title: 'Leak', description: '', extra: 1 }))
        .status,
    ).toBe(422);
    expect(
      (await testApp.client().post('/api/maintenance-analysis/suggestion', { title: 'Leak', description: '' })).status,
    ).toBe(401);
  });
});

describe('with a language model configured', () => {
  let model: FakeLanguageModel;
  let appWithModel: TestApp;
  let manager: SignedInAccount & { organizationId: string };

  beforeAll(async () => {
    model = await startFakeLanguageModel();
    appWithModel = await createTestApp({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'test-model' });
    manager = await signUpLandlord(appWithModel);
    const building = await createPropertyViaApi(manager.client, { name: 'Birch House', unitCount: 1 });
    await fileRequest(manager.client, { title: 'Mice in the kitchen', category: 'pest', propertyId: building.id });
  });
  afterAll(async () => {
    await appWithModel.close();
    await model.close();
  });

  it('hands the computed facts to the model and shows its narrative', async () => {
    model.behave({ reply: 'One pest request is open at Birch House.' });
    const analysis = await (await manager.client.get('/api/maintenance-analysis')).json();
    expect(analysis).toMatchObject({
      narrative: 'One pest request is open at Birch House.',
      narrativeSource: 'language-model',
    });
    const sent = JSON.parse(model.requests.at(-1)?.body.messages.at(-1)?.content ?? '{}');
    expect(sent).toMatchObject({
      task: 'maintenance-analysis',
      facts: { requestCount: 1, openCount: 1, windowDays: 180 },
    });
  });

  it('falls back to the templates when the model fails', async () => {
    model.behave({ status: 500 });
    const analysis = await (await manager.client.get('/api/maintenance-analysis')).json();
    expect(analysis).toMatchObject({ narrative: null, narrativeSource: 'templates', requestCount: 1 });
  });
});
