import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { operatingResult } from '@rentwell/domain/net-operating-income';
import { monthFigures } from '@rentwell/domain/stay-figures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_PASSWORD, DEMO_TIME_ZONE, seedDemoData } from '../../seed/demo-seed.ts';
import { seedGeneratedPortfolio } from '../../test/generated-portfolio.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestClient } from '../../test/test-client.ts';

/**
 * Issue 31's reconciliation: for every property and month, income, expenses and net operating income agree to the
 * cent across Financials (the overview the dashboard's card reads too), the revenue breakdown, the profit and loss
 * (its table and its CSV export) and the AI insights, and they agree with a reckoning from the rows themselves
 * (payments received, stays spread over their nights by the domain's `monthFigures`, expenses and their mortgage
 * payments). A new stay changes each of them by its amount, in the months of its nights.
 */

type Books = { longTerm: number; shortTerm: number; expenses: number; debtService: number };
const EMPTY: Books = { longTerm: 0, shortTerm: 0, expenses: 0, debtService: 0 };

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);
afterAll(() => testApp.close());

const monthEnd = (month: string) => addDays(addMonths(`${month}-01`, 1), -1);

/** The books per `propertyId|month` ('' for portfolio-wide expenses), reckoned from the rows. */
async function reckonFromRows(organizationId: string, currency: string) {
  const { db } = testApp.deps;
  const books = new Map<string, Books>();
  const add = (propertyId: string | null, month: string, part: Partial<Books>) => {
    const key = `${propertyId ?? ''}|${month}`;
    const current = books.get(key) ?? { ...EMPTY };
    for (const [field, amount] of Object.entries(part) as [keyof Books, number][]) current[field] += amount;
    books.set(key, current);
  };
  const rows = async <T extends z.ZodType>(schema: T, query: ReturnType<typeof sql>) =>
    z.object({ rows: z.array(schema) }).parse(await db.execute(query)).rows;
  for (const payment of await rows(
    z.object({ property_id: z.string(), paid_on: z.string(), amount: z.coerce.number() }),
    sql`select l.property_id::text, p.paid_on::text, p.amount_minor as amount from payments p join leases l on l.id = p.lease_id
      where p.organization_id = ${organizationId} and p.currency = ${currency} and p.status in ('paid', 'confirmed')`,
  )) {
    add(payment.property_id, payment.paid_on.slice(0, 7), { longTerm: payment.amount });
  }
  for (const expense of await rows(
    z.object({
      property_id: z.string().nullable(),
      incurred_on: z.string(),
      category: z.string(),
      amount: z.coerce.number(),
    }),
    sql`select property_id::text, incurred_on::text, category, amount_minor as amount from expenses
      where organization_id = ${organizationId} and currency = ${currency}`,
  )) {
    add(expense.property_id, expense.incurred_on.slice(0, 7), {
      expenses: expense.amount,
      debtService: expense.category === 'mortgage' ? expense.amount : 0,
    });
  }
  for (const stay of await rows(
    z.object({
      property_id: z.string(),
      start: z.string(),
      end: z.string(),
      nights: z.number(),
      total: z.coerce.number(),
      cleaning: z.coerce.number(),
    }),
    sql`select sl.property_id::text, s.start_date::text as start, s.end_date::text as end, s.nights, s.total_minor as total,
        coalesce(s.cleaning_fee_minor, 0) as cleaning
      from str_stays s join str_listings sl on sl.id = s.listing_id
      where s.organization_id = ${organizationId} and s.kind = 'booking' and s.status in ('confirmed', 'completed')
        and s.currency = ${currency}`,
  )) {
    const booking = {
      start: stay.start,
      end: stay.end,
      nights: stay.nights,
      totalMinor: stay.total,
      cleaningFeeMinor: stay.cleaning,
    };
    for (
      let month = stay.start.slice(0, 7);
      month <= stay.end.slice(0, 7);
      month = addMonths(`${month}-01`, 1).slice(0, 7)
    ) {
      add(stay.property_id, month, { shortTerm: monthFigures(month, [booking], []).revenueMinor });
    }
  }
  return books;
}

/** Income, expenses and NOI as every screen shows them, from the books. */
function figuresOf(books: Books) {
  const incomeMinor = books.longTerm + books.shortTerm;
  const result = operatingResult({ incomeMinor, expensesMinor: books.expenses, debtServiceMinor: books.debtService });
  return {
    shown: { incomeMinor, expensesMinor: books.expenses, netOperatingIncomeMinor: result.netOperatingIncomeMinor },
    incomeMinor,
    netOperatingIncomeMinor: result.netOperatingIncomeMinor,
    result,
  };
}

function sumBooks(all: Books[]): Books {
  return all.reduce(
    (total, books) => ({
      longTerm: total.longTerm + books.longTerm,
      shortTerm: total.shortTerm + books.shortTerm,
      expenses: total.expenses + books.expenses,
      debtService: total.debtService + books.debtService,
    }),
    { ...EMPTY },
  );
}

async function json(client: TestClient, path: string) {
  const response = await client.get(path);
  expect(response.status, path).toBe(200);
  return response.json();
}

/** Rows of a CSV without quotes in its cells (the P&L of these portfolios). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}
const major = (minor: number) => (minor / 100).toFixed(2);

/**
 * Checks every screen against the books reckoned from the rows, for each property and each of the six months of
 * the revenue breakdown (the AI insights: their twelve complete months), and returns the months checked.
 */
async function expectScreensAgree(client: TestClient, organizationId: string, today: string) {
  const { currency } = await json(client, '/api/financials/overview');
  const books = await reckonFromRows(organizationId, currency);
  const booksOf = (propertyId: string | null, month: string) => books.get(`${propertyId ?? ''}|${month}`) ?? EMPTY;
  const propertyList: { items: { id: string; name: string }[] } = await json(client, '/api/properties?pageSize=100');
  const propertyIds = propertyList.items.map((property) => property.id);
  const currentMonth = today.slice(0, 7);
  const months = Array.from({ length: 6 }, (_, index) => addMonths(`${currentMonth}-01`, index - 5).slice(0, 7));

  for (const propertyId of [...propertyIds, null]) {
    const scope = propertyId ? `propertyId=${propertyId}` : '';
    const breakdown = await json(client, `/api/financials/revenue-breakdown?${scope}`);
    for (const month of months) {
      const monthBooks = propertyId
        ? booksOf(propertyId, month)
        : sumBooks([...propertyIds, null].map((id) => booksOf(id, month)));
      const expected = figuresOf(monthBooks);
      const label = `${propertyId ?? 'portfolio'} ${month}`;
      const period = `from=${month}-01&to=${monthEnd(month)}`;
      const overview = await json(client, `/api/financials/overview?${period}&${scope}`);
      expect(overview, `overview ${label}`).toMatchObject({
        ...expected.shown,
        longTermIncomeMinor: monthBooks.longTerm,
        shortTermIncomeMinor: monthBooks.shortTerm,
        debtServiceMinor: monthBooks.debtService,
        cashFlowAfterDebtServiceMinor: expected.result.cashFlowAfterDebtServiceMinor,
      });
      const breakdownMonth = breakdown.months.find((row: { month: string }) => row.month === month);
      expect(breakdownMonth, `breakdown ${label}`).toMatchObject(expected.shown);
      const pl = await json(client, `/api/analytics/reports/property-profit-loss?${period}&${scope}&pageSize=100`);
      const plRow = propertyId
        ? pl.rows.find((row: { propertyId: string | null }) => row.propertyId === propertyId)
        : pl.totals;
      expect(plRow, `profit and loss ${label}`).toMatchObject({
        income: expected.incomeMinor,
        operatingExpenses: expected.result.operatingExpensesMinor,
        net: expected.netOperatingIncomeMinor,
        debtService: monthBooks.debtService,
      });
      if (propertyId === null) {
        const response = await client.get(
          `/api/analytics/reports/property-profit-loss/export?format=csv&${period}&lang=en`,
        );
        const lines = csvRows(new TextDecoder().decode(await response.arrayBuffer()));
        const header = lines[0] ?? [];
        const totals = lines.at(-1) ?? [];
        const cell = (name: string) => totals[header.findIndex((title) => title.startsWith(name))];
        expect(cell('Income'), `CSV ${label}`).toBe(major(expected.incomeMinor));
        expect(cell('Net operating income'), `CSV ${label}`).toBe(major(expected.netOperatingIncomeMinor));
      }
    }
  }

  const insights = await (await client.post('/api/financial-insights', { language: 'en' })).json();
  const trend = insights.trends.find((row: { currency: string }) => row.currency === currency);
  const trendMonths: string[] = trend.months.map((row: { month: string }) => row.month);
  for (const row of trend.months) {
    const expected = figuresOf(sumBooks([...propertyIds, null].map((id) => booksOf(id, row.month))));
    expect(row, `insights trend ${row.month}`).toEqual({
      month: row.month,
      revenueMinor: expected.incomeMinor,
      expensesMinor: expected.result.operatingExpensesMinor,
      netMinor: expected.netOperatingIncomeMinor,
    });
  }
  for (const propertyId of propertyIds) {
    const expected = figuresOf(sumBooks(trendMonths.map((month) => booksOf(propertyId, month))));
    const noi = insights.netOperatingIncome.find(
      (row: { propertyId: string | null; currency: string }) =>
        row.propertyId === propertyId && row.currency === currency,
    );
    if (expected.incomeMinor === 0 && expected.result.operatingExpensesMinor === 0) continue;
    expect(noi, `insights NOI ${propertyId}`).toMatchObject({
      incomeMinor: expected.incomeMinor,
      operatingExpensesMinor: expected.result.operatingExpensesMinor,
      noiMinor: expected.netOperatingIncomeMinor,
    });
  }
  return { currency, months, propertyIds };
}

/** A new five-night stay across the end of last month changes every figure by its nights' shares. */
async function expectNewStayCounted(client: TestClient, propertyId: string, today: string) {
  const lastMonth = addMonths(`${today.slice(0, 8)}01`, -1).slice(0, 7);
  const checkIn = addDays(`${today.slice(0, 8)}01`, -3);
  const checkOut = addDays(checkIn, 5);
  const thisMonth = today.slice(0, 7);
  const read = async () => {
    const results: Record<string, number> = {};
    for (const month of [lastMonth, thisMonth]) {
      const period = `from=${month}-01&to=${monthEnd(month)}&propertyId=${propertyId}`;
      results[`overview ${month}`] = (await json(client, `/api/financials/overview?${period}`)).incomeMinor;
      results[`noi ${month}`] = (await json(client, `/api/financials/overview?${period}`)).netOperatingIncomeMinor;
      const pl = await json(client, `/api/analytics/reports/property-profit-loss?${period}`);
      results[`pl ${month}`] = pl.rows[0].income;
      const breakdown = await json(client, `/api/financials/revenue-breakdown?propertyId=${propertyId}`);
      results[`breakdown ${month}`] = breakdown.months.find(
        (row: { month: string }) => row.month === month,
      ).incomeMinor;
    }
    const insights = await (await client.post('/api/financial-insights', { language: 'en' })).json();
    const trend = insights.trends[0].months.find((row: { month: string }) => row.month === lastMonth);
    results.insights = trend.revenueMinor;
    results.insightsNoi = trend.netMinor;
    return results;
  };
  const before = await read();
  const listing = await (
    await client.post('/api/str/listings', {
      propertyId,
      title: 'Reconciliation loft',
      nightlyRateMinor: 12_345,
      maxGuests: 2,
    })
  ).json();
  const booked = await client.post(`/api/str/listings/${listing.id}/bookings`, {
    guestName: 'Ledger Guest',
    guests: 2,
    checkIn,
    checkOut,
  });
  expect(booked.status).toBe(201);
  const booking = await booked.json();
  const cleaningFeeMinor = booking.cleaningFeeMinor ?? 0;
  const stay = { start: checkIn, end: checkOut, nights: 5, totalMinor: booking.totalMinor, cleaningFeeMinor };
  const share = (month: string) => monthFigures(month, [stay], []).revenueMinor;
  expect(share(lastMonth) + share(thisMonth)).toBe(booking.totalMinor);
  expect(share(lastMonth)).toBe(Math.round(((booking.totalMinor - cleaningFeeMinor) * 3) / 5) + cleaningFeeMinor);
  const after = await read();
  const change = Object.fromEntries(Object.entries(after).map(([key, value]) => [key, value - (before[key] ?? 0)]));
  expect(change).toEqual({
    [`overview ${lastMonth}`]: share(lastMonth),
    [`noi ${lastMonth}`]: share(lastMonth),
    [`pl ${lastMonth}`]: share(lastMonth),
    [`breakdown ${lastMonth}`]: share(lastMonth),
    [`overview ${thisMonth}`]: share(thisMonth),
    [`noi ${thisMonth}`]: share(thisMonth),
    [`pl ${thisMonth}`]: share(thisMonth),
    [`breakdown ${thisMonth}`]: share(thisMonth),
    insights: share(lastMonth),
    insightsNoi: share(lastMonth),
  });
}

describe('one set of books behind every figure', () => {
  it('agrees on the demo portfolio, and a new stay moves every figure by its nights', async () => {
    await seedDemoData(testApp.deps);
    const landlord = testApp.client();
    await landlord.signIn('landlord@rentwell.demo', DEMO_PASSWORD);
    const organizationId = (await json(landlord, '/api/me')).organization.id;
    const today = todayIn(DEMO_TIME_ZONE);
    const { propertyIds } = await expectScreensAgree(landlord, organizationId, today);
    const shortTerm = await reckonFromRows(organizationId, 'USD');
    expect([...shortTerm.values()].some((books) => books.shortTerm > 0)).toBe(true);
    expect(propertyIds.length).toBeGreaterThan(0);
    // A home of its own: a home with a lease, or with another listing's stays on those nights, takes no stay.
    const home = await createPropertyViaApi(landlord, { name: 'Reconciliation House', unitCount: 1 });
    await expectNewStayCounted(landlord, home.id, today);
  }, 600_000);

  it('agrees on a generated 200-unit portfolio with short-term listings', async () => {
    const today = todayIn('UTC');
    const landlord = await seedGeneratedPortfolio(testApp, today);
    await expectScreensAgree(landlord.client, landlord.organizationId, today);
    const home = await createPropertyViaApi(landlord.client, { name: 'Reconciliation House', unitCount: 1 });
    await expectNewStayCounted(landlord.client, home.id, today);
  }, 600_000);
});
