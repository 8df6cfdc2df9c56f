import { todayIn } from '@rentwell/domain/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { createSignedInMember, signUpLandlord } from '../../test/account-fixtures.ts';
import { type FinancialFixture, seedFinancialFixture } from '../../test/financial-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getFinancialOverview, getRevenueBreakdown } from './financials.service.ts';

let testApp: TestApp;
let fixture: FinancialFixture;
let actor: OrganizationActor;

beforeAll(async () => {
  testApp = await createTestApp();
  fixture = await seedFinancialFixture(testApp);
  actor = {
    userId: fixture.landlord.userId,
    role: 'admin',
    organizationId: fixture.landlord.organizationId,
    ipAddress: null,
  };
});
afterAll(() => testApp.close());

async function overview(query: string) {
  const response = await fixture.landlord.client.get(`/api/financials/overview?${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

describe('GET /api/financials/overview', () => {
  it('sums March and April 2026 by hand', async () => {
    // Income (paid or confirmed, paid in Mar–Apr): L1 500.00 (03-10) + L2 1,200.00 (03-01) + L2 1,200.00 (04-03);
    // L1's April rent was paid on 05-02, outside the period; L4's EUR money never counts.
    const income = 50_000 + 120_000 + 120_000;
    // Charges due Mar–Apr: L1 2 × 1,000 + L2 2 × 1,200 + L3 2 × 800.
    const expected = 2 * 100_000 + 2 * 120_000 + 2 * 80_000;
    // Expenses: repairs 250 (03-15) + tax 400 (04-10) + portfolio-wide insurance 300 (03-01); 777.77 EUR left out.
    const expenses = 25_000 + 40_000 + 30_000;
    // Received against those charges (whenever): L1 500 + 1,000, L2 1,200 + 1,200, L3 nothing.
    const receivedAgainstDue = 50_000 + 100_000 + 120_000 + 120_000;
    // Unpaid by 04-30: L1 March 500, L3 March 800 and April 800.
    const outstanding = 50_000 + 80_000 + 80_000;
    expect(await overview('from=2026-03-01&to=2026-04-30')).toEqual({
      period: { from: '2026-03-01', to: '2026-04-30' },
      currency: 'USD',
      currencies: ['USD', 'EUR'],
      incomeMinor: income,
      longTermIncomeMinor: income,
      shortTermIncomeMinor: 0,
      expectedMinor: expected,
      expensesMinor: expenses,
      debtServiceMinor: 0,
      operatingExpensesMinor: expenses,
      netOperatingIncomeMinor: income - expenses,
      cashFlowAfterDebtServiceMinor: income - expenses,
      collectionRate: receivedAgainstDue / expected,
      outstandingBalanceMinor: outstanding,
    });
    expect(income).toBe(290_000);
    expect(receivedAgainstDue / expected).toBe(0.65);
  });

  it('narrows to one property, leaving portfolio-wide expenses out', async () => {
    const body = await overview(`from=2026-03-01&to=2026-04-30&propertyId=${fixture.celesi.id}`);
    expect(body).toMatchObject({
      incomeMinor: 290_000,
      expectedMinor: 440_000,
      expensesMinor: 25_000,
      netOperatingIncomeMinor: 265_000,
      outstandingBalanceMinor: 50_000,
    });
    expect(body.collectionRate).toBeCloseTo(390_000 / 440_000, 10);
  });

  it('defaults to the month of today', async () => {
    // April 2026: income L2 1,200 (04-03); due 1,000 + 1,200 + 800; tax 400; received against April: 1,000 + 1,200.
    expect(await getFinancialOverview(testApp.deps.db, actor, {}, '2026-04-15')).toEqual({
      period: { from: '2026-04-01', to: '2026-04-30' },
      currency: 'USD',
      currencies: ['USD', 'EUR'],
      incomeMinor: 120_000,
      longTermIncomeMinor: 120_000,
      shortTermIncomeMinor: 0,
      expectedMinor: 300_000,
      expensesMinor: 40_000,
      debtServiceMinor: 0,
      operatingExpensesMinor: 40_000,
      netOperatingIncomeMinor: 80_000,
      cashFlowAfterDebtServiceMinor: 80_000,
      collectionRate: 220_000 / 300_000,
      outstandingBalanceMinor: 210_000,
    });
    const now = await overview('');
    const today = todayIn('UTC');
    expect(now.period.from).toBe(`${today.slice(0, 8)}01`);
    expect(now.period.to.slice(0, 7)).toBe(today.slice(0, 7));
  });

  it('has no collection rate when nothing fell due, and a negative NOI when only expenses', async () => {
    expect(await overview('from=2026-07-01&to=2026-07-31')).toMatchObject({
      incomeMinor: 0,
      expectedMinor: 0,
      expensesMinor: 9_999,
      netOperatingIncomeMinor: -9_999,
      collectionRate: null,
    });
  });

  it('keeps money recorded in another currency visible in its own currency, never converted', async () => {
    // L4's EUR rent: 900.00 paid on 01-02; the EUR repairs 777.77 on 03-20.
    expect(await overview('from=2026-01-01&to=2026-03-31&currency=EUR')).toMatchObject({
      currency: 'EUR',
      currencies: ['USD', 'EUR'],
      incomeMinor: 90_000,
      expensesMinor: 77_777,
      netOperatingIncomeMinor: 90_000 - 77_777,
    });
    const breakdown = await getRevenueBreakdown(testApp.deps.db, actor, { currency: 'EUR' }, '2026-03-15');
    expect(breakdown.currency).toBe('EUR');
    expect(breakdown.months.map((month) => month.incomeMinor)).toEqual([0, 0, 0, 90_000, 0, 0]);
    const pl = await fixture.landlord.client.get(
      '/api/analytics/reports/property-profit-loss?from=2026-01-01&to=2026-03-31&currency=EUR',
    );
    expect((await pl.json()).totals).toMatchObject({ income: 90_000, operatingExpenses: 77_777 });
  });

  it('refuses a period that ends before it starts', async () => {
    const response = await fixture.landlord.client.get('/api/financials/overview?from=2026-05-01&to=2026-04-01');
    expect(response.status).toBe(422);
  });
});

describe('GET /api/financials/revenue-breakdown', () => {
  it('gives six months, oldest first, worked out by hand', async () => {
    const breakdown = await getRevenueBreakdown(testApp.deps.db, actor, {}, '2026-06-15');
    expect({
      currency: breakdown.currency,
      months: breakdown.months.map(({ month, expectedMinor, collectedMinor, expensesMinor }) => ({
        month,
        expectedMinor,
        collectedMinor,
        expensesMinor,
      })),
    }).toEqual({
      currency: 'USD',
      months: [
        // Expected by due date; collected by payment date (paid or confirmed); expenses by date incurred.
        { month: '2026-01', expectedMinor: 100_000, collectedMinor: 100_000, expensesMinor: 0 },
        { month: '2026-02', expectedMinor: 180_000, collectedMinor: 180_000, expensesMinor: 0 },
        { month: '2026-03', expectedMinor: 300_000, collectedMinor: 170_000, expensesMinor: 55_000 },
        { month: '2026-04', expectedMinor: 300_000, collectedMinor: 120_000, expensesMinor: 40_000 },
        { month: '2026-05', expectedMinor: 220_000, collectedMinor: 160_000, expensesMinor: 0 },
        // L1's June payment is still awaiting confirmation: not collected.
        { month: '2026-06', expectedMinor: 220_000, collectedMinor: 0, expensesMinor: 5_000 },
      ],
    });
  });

  it('narrows to one property', async () => {
    const breakdown = await getRevenueBreakdown(testApp.deps.db, actor, { propertyId: fixture.dira.id }, '2026-06-15');
    expect(breakdown.months.map((month) => [month.expectedMinor, month.collectedMinor, month.expensesMinor])).toEqual([
      [0, 0, 0],
      [80_000, 80_000, 0],
      [80_000, 0, 0],
      [80_000, 0, 40_000],
      [0, 0, 0],
      [0, 0, 0],
    ]);
  });

  it('answers the six months ending with the current one over HTTP', async () => {
    const response = await fixture.landlord.client.get('/api/financials/revenue-breakdown');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.currency).toBe('USD');
    expect(body.months).toHaveLength(6);
    expect(body.months.at(-1).month).toBe(todayIn('UTC').slice(0, 7));
  });
});

describe('access', () => {
  it('lets a property manager read and refuses tenants and maintenance staff', async () => {
    const manager = await createSignedInMember(testApp, 'property_manager', fixture.landlord.organizationId);
    expect((await manager.client.get('/api/financials/overview?from=2026-03-01&to=2026-04-30')).status).toBe(200);
    for (const role of ['tenant', 'maintenance'] as const) {
      const member = await createSignedInMember(testApp, role, fixture.landlord.organizationId);
      expect((await member.client.get('/api/financials/overview')).status).toBe(403);
      expect((await member.client.get('/api/financials/revenue-breakdown')).status).toBe(403);
    }
    expect((await testApp.client().get('/api/financials/overview')).status).toBe(401);
  });

  it("answers 404 for another organization's property and shows each organization only its own money", async () => {
    const other = await signUpLandlord(testApp);
    const otherProperty = await createPropertyViaApi(other.client, { name: 'Elsewhere' });
    const foreign = await fixture.landlord.client.get(`/api/financials/overview?propertyId=${otherProperty.id}`);
    expect(foreign.status).toBe(404);
    const breakdown = await fixture.landlord.client.get(
      `/api/financials/revenue-breakdown?propertyId=${otherProperty.id}`,
    );
    expect(breakdown.status).toBe(404);
    const theirs = await (await other.client.get('/api/financials/overview?from=2026-01-01&to=2026-12-31')).json();
    expect(theirs).toMatchObject({ incomeMinor: 0, expectedMinor: 0, expensesMinor: 0, outstandingBalanceMinor: 0 });
  });
});
