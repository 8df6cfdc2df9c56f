import { organizations } from '@rentwell/db/schema/organizations';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import type { CategoryMonthTotal } from '@rentwell/domain/financial-insights/expense-anomalies';
import { medianAbsolutePercentageError } from '@rentwell/domain/rent-prediction';
import { eq } from 'drizzle-orm';
import {
  expensesByMonthAndCategory,
  ledgerByMonth,
} from '../src/modules/financial-insights/financial-insights.repo.ts';
import { currencyTrends, monthsFrom } from '../src/modules/financial-insights/insight-trends.ts';
import { createDemoRandom } from '../src/seed/demo-random.ts';
import { DEMO_TIME_ZONE, seedDemoData } from '../src/seed/demo-seed.ts';
import type { createBenchApp } from './bench-app.ts';

type LedgerMonth = Parameters<typeof currencyTrends>[0][number];
type Books = { ledger: LedgerMonth[]; expenseTotals: CategoryMonthTotal[] };
type Pair = { predicted: number; actual: number; low: number; high: number };

const ORIGINS = 6;
const HORIZON = 3;
const HISTORY_MONTHS = 36;

/**
 * A generated 200-unit portfolio's books for the `months` months before `currentMonth`, in USD: rent growing 3% a
 * year with 2–6% of units empty and 0–3% unpaid, four short-stay listings busiest in summer, repairs with 25% noise
 * and four one-off repairs of $15,000–30,000, utilities higher in winter, property tax in April and October,
 * insurance each January and a mortgage payment (debt service) every month. Seeded: every run measures the same books.
 */
function generatedBooks(currentMonth: string, months: number): Books {
  const random = createDemoRandom(31);
  const noise = (spread: number) => 1 + spread * (2 * random.next() - 1);
  const history = monthsFrom(addMonths(currentMonth, -months), months);
  const oneOffMonths = new Set([5, 14, 23, months - 2].map((index) => history[index]));
  const ledger: LedgerMonth[] = [];
  const expenseTotals: CategoryMonthTotal[] = [];
  for (const [index, month] of history.entries()) {
    const calendarMonth = Number(month.slice(5, 7));
    const rent = 150_000 * 1.03 ** (index / 12);
    const longTerm = Math.round(200 * rent * (1 - 0.02 - 0.04 * random.next()) * (1 - 0.03 * random.next()));
    const summer = (1 + Math.cos(((calendarMonth - 7) / 12) * 2 * Math.PI)) / 2;
    const shortTerm = Math.round(4 * 30 * 15_000 * (0.35 + 0.5 * summer) * noise(0.15));
    const categories: Record<string, number> = {
      repairs: Math.round(
        200 * 4_500 * noise(0.25) + (oneOffMonths.has(month) ? 1_500_000 + random.integer(0, 1_500_000) : 0),
      ),
      utilities: Math.round(200 * 2_000 * (1 + 0.4 * (1 - summer)) * noise(0.1)),
      tax: calendarMonth === 4 || calendarMonth === 10 ? 6_000_000 : 0,
      insurance: calendarMonth === 1 ? 3_600_000 : 0,
      mortgage: 20 * 400_000,
    };
    for (const [category, amountMinor] of Object.entries(categories)) {
      if (amountMinor > 0) expenseTotals.push({ category, currency: 'USD', month, amountMinor });
    }
    ledger.push({
      month,
      currency: 'USD',
      long_term_income: longTerm,
      short_term_income: shortTerm,
      expenses: Object.values(categories).reduce((sum, amount) => sum + amount, 0),
      debt_service: categories.mortgage ?? 0,
    });
  }
  return { ledger, expenseTotals };
}

/** The demo organization's books (seeded on the bench database) for the `months` months before `currentMonth`. */
async function demoBooks(bench: Awaited<ReturnType<typeof createBenchApp>>, currentMonth: string, months: number) {
  const { db } = bench.deps;
  await seedDemoData(bench.deps);
  const [demo] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.name, 'Harbor View Properties'));
  if (!demo) throw new Error('The demo organization was not seeded');
  const window = { from: addMonths(currentMonth, -months), to: addDays(currentMonth, -1) };
  const [ledger, expenseTotals] = await Promise.all([
    ledgerByMonth(db, demo.id, window),
    expensesByMonthAndCategory(db, demo.id, window),
  ]);
  return { ledger, expenseTotals };
}

/**
 * The forecasts made at each of the last six month starts whose three months are complete, as the insights make
 * them (from the books before that month start only), beside what the months turned out to be.
 */
function backTest(books: Books, currentMonth: string) {
  const actual = new Map(
    currencyTrends(books.ledger, books.expenseTotals, currentMonth)
      .filter((trend) => trend.currency === 'USD')
      .flatMap((trend) => trend.months.map((month) => [month.month, month] as const)),
  );
  const income: Pair[] = [];
  const expenses: Pair[] = [];
  for (let back = ORIGINS + HORIZON - 1; back >= HORIZON; back--) {
    const origin = addMonths(currentMonth, -back);
    const before = (month: string) => month < origin.slice(0, 7);
    const [trend] = currencyTrends(
      books.ledger.filter((row) => before(row.month) && row.currency === 'USD'),
      books.expenseTotals.filter((total) => before(total.month) && total.currency === 'USD'),
      origin,
    );
    for (const forecast of trend?.forecast ?? []) {
      const month = actual.get(forecast.month);
      if (!month) continue;
      income.push({
        predicted: forecast.revenueMinor,
        actual: month.revenueMinor,
        low: forecast.revenueLowMinor,
        high: forecast.revenueHighMinor,
      });
      expenses.push({
        predicted: forecast.expensesMinor,
        actual: month.expensesMinor,
        low: forecast.expensesLowMinor,
        high: forecast.expensesHighMinor,
      });
    }
  }
  return { income, expenses };
}

function describeBackTest(name: string, result: ReturnType<typeof backTest>): string[] {
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const inRange = (pairs: Pair[]) =>
    percent(pairs.filter((pair) => pair.low <= pair.actual && pair.actual <= pair.high).length / pairs.length);
  return [
    `  ${name}`,
    `    income    median absolute percentage error ${percent(medianAbsolutePercentageError(result.income)).padStart(6)}   actual inside the range ${inRange(result.income)} (${result.income.length} months)`,
    `    expenses  median absolute percentage error ${percent(medianAbsolutePercentageError(result.expenses)).padStart(6)}   actual inside the range ${inRange(result.expenses)} (${result.expenses.length} months)`,
  ];
}

/**
 * Back-tests the financial insights' three-month income and operating-expense forecasts: made at each of the last
 * six month starts whose three months are complete, on the demo portfolio and on a generated one.
 */
export async function benchmarkForecasts(bench: Awaited<ReturnType<typeof createBenchApp>>): Promise<string[]> {
  const currentMonth = `${todayIn(DEMO_TIME_ZONE).slice(0, 8)}01`;
  const demo = await demoBooks(bench, currentMonth, HISTORY_MONTHS);
  return [
    '',
    `Forecast back-test: 3-month forecasts made at each of the ${ORIGINS} month starts from ${addMonths(currentMonth, -(ORIGINS + HORIZON - 1)).slice(0, 7)} to ${addMonths(currentMonth, -HORIZON).slice(0, 7)}, each month against its actual (USD):`,
    ...describeBackTest('demo portfolio', backTest(demo, currentMonth)),
    ...describeBackTest(
      'generated 200-unit portfolio with short-term listings',
      backTest(generatedBooks(currentMonth, HISTORY_MONTHS), currentMonth),
    ),
  ];
}
