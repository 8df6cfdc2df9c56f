import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demo-seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.deps);
}, 240_000);
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

  it('forecasts expenses from ordinary months, not the sewer repair, each with a range that holds it', async () => {
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const body = await (await landlord.post('/api/financial-insights', { language: 'en' })).json();
    const usd = body.trends.find((trend: { currency: string }) => trend.currency === 'USD');
    const repairs = body.expenseAnomalies.find((anomaly: { category: string }) => anomaly.category === 'repairs');
    const sewerMonth = usd.months.find((month: { month: string }) => month.month === repairs.month);
    // Without the repair's excess that month is an ordinary one; no forecast month comes near the month with it.
    for (const month of usd.forecast) {
      expect(month.expensesMinor).toBeLessThan(sewerMonth.expensesMinor - repairs.excessMinor);
      expect(month.expensesLowMinor).toBeLessThanOrEqual(month.expensesMinor);
      expect(month.expensesHighMinor).toBeGreaterThanOrEqual(month.expensesMinor);
      expect(month.revenueLowMinor).toBeLessThanOrEqual(month.revenueMinor);
      expect(month.revenueHighMinor).toBeGreaterThanOrEqual(month.revenueMinor);
    }
  });
});
