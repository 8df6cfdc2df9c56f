import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demo-seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.deps);
});
afterAll(() => testApp.close());

describe('financial insights on the demo portfolio', () => {
  it('finds the planted sewer repair, flags the tenant who pays late most months and ranks what to do', async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const response = await landlord.post('/api/financial-insights', { language: 'en' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.narrativeSource).toBe('templates');
    const repairs = body.expenseAnomalies.find((anomaly: { category: string }) => anomaly.category === 'repairs');
    expect(repairs.expenses[0]).toMatchObject({
      description: 'Emergency sewer line replacement',
      propertyName: 'Harbor View Apartments',
      amountMinor: 1_184_000,
    });
    expect(body.latePayers.length).toBeGreaterThanOrEqual(1);
    expect(body.latePayers[0].lateCharges).toBeGreaterThanOrEqual(3);
    expect(body.vacancies.length).toBeGreaterThan(0);
    expect(body.netOperatingIncome.length).toBeGreaterThanOrEqual(10);
    expect(body.trends.map((trend: { currency: string }) => trend.currency)).toContain('USD');
    const kinds = new Set(body.recommendations.map((recommendation: { kind: string }) => recommendation.kind));
    expect([...kinds]).toEqual(expect.arrayContaining(['late-payer', 'expense-anomaly', 'vacancy']));
  });
});
