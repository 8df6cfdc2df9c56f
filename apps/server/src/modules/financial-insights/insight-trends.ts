import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { addMonths } from '@rentwell/domain/calendar-date';
import { type CategoryMonthTotal, findExpenseAnomalies } from '@rentwell/domain/financial-insights/expense-anomalies';
import { robustForecast } from '@rentwell/domain/financial-insights/robust-forecast';
import { operatingResult } from '@rentwell/domain/net-operating-income';
import type { ledgerByMonth } from './financial-insights.repo.ts';

type Trend = TFinancialInsights['trends'][number];
type LedgerMonth = Awaited<ReturnType<typeof ledgerByMonth>>[number];

export const monthsFrom = (firstMonthStart: string, count: number) =>
  Array.from({ length: count }, (_, index) => addMonths(firstMonthStart, index).slice(0, 7));
export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function change(recent: number, previous: number): number | null {
  return previous > 0 ? Math.round(((recent - previous) / previous) * 1000) / 1000 : null;
}

/** Months of history the forecast reads: two years, so each calendar month's usual offset is seen twice. */
export const FORECAST_HISTORY_MONTHS = 24;

const forecastOf = (series: number[]) =>
  robustForecast(series, 3).map((point) => ({
    value: Math.round(point.value),
    low: Math.round(point.low),
    high: Math.round(point.high),
  }));

/**
 * What unusual expenses added to each month's operating expenses, per `currency|month`: every month of the history
 * judged against the months before it, as the page flags the recent ones (mortgage payments are not operating).
 */
function oneOffExpenses(expenseTotals: readonly CategoryMonthTotal[]): Map<string, number> {
  const operating = expenseTotals.filter((total) => total.category !== 'mortgage');
  const excess = new Map<string, number>();
  const months = [...new Set(operating.map((total) => total.month))];
  for (const anomaly of findExpenseAnomalies(operating, months)) {
    const key = `${anomaly.currency}|${anomaly.month}`;
    excess.set(key, (excess.get(key) ?? 0) + anomaly.excessMinor);
  }
  return excess;
}

/** A month's income, operating expenses and net operating income from its ledger rows (decision 032). */
function monthFigures(month: string, rows: LedgerMonth[]) {
  const incomeMinor = sum(rows.map((row) => row.long_term_income + row.short_term_income));
  const result = operatingResult({
    incomeMinor,
    expensesMinor: sum(rows.map((row) => row.expenses)),
    debtServiceMinor: sum(rows.map((row) => row.debt_service)),
  });
  return {
    month,
    revenueMinor: incomeMinor,
    expensesMinor: result.operatingExpensesMinor,
    netMinor: result.netOperatingIncomeMinor,
  };
}

/**
 * Each currency's last twelve complete months before `currentMonth` (income: long-term rent received and short-term
 * stays; operating expenses; net operating income), its three-month forecast with a range, and its change over the
 * last three months. The forecast reads the ledger's last 24 months with the unusual expenses taken out, so a
 * one-off is never projected forward. Amounts of different currencies are never added.
 */
export function currencyTrends(
  ledger: LedgerMonth[],
  expenseTotals: readonly CategoryMonthTotal[],
  currentMonth: string,
): Trend[] {
  const historyMonths = monthsFrom(addMonths(currentMonth, -FORECAST_HISTORY_MONTHS), FORECAST_HISTORY_MONTHS);
  const oneOffs = oneOffExpenses(expenseTotals.filter((total) => total.month < currentMonth.slice(0, 7)));
  const firstShownMonth = historyMonths[FORECAST_HISTORY_MONTHS - 12] ?? '';
  const currencies = [
    ...new Set(ledger.filter((row) => row.month >= firstShownMonth).map((row) => row.currency)),
  ].sort();
  return currencies.map((currency) => {
    const history = historyMonths.map((month) =>
      monthFigures(
        month,
        ledger.filter((row) => row.currency === currency && row.month === month),
      ),
    );
    const months = history.slice(-12);
    const revenueSeries = months.map((month) => month.revenueMinor);
    const expenseSeries = months.map((month) => month.expensesMinor);
    const revenueForecast = forecastOf(history.map((month) => month.revenueMinor));
    const expenseForecast = forecastOf(
      history.map((month) => month.expensesMinor - (oneOffs.get(`${currency}|${month.month}`) ?? 0)),
    );
    return {
      currency,
      months,
      forecast: monthsFrom(currentMonth, 3).map((month, index) => {
        const revenue = revenueForecast[index] ?? { value: 0, low: 0, high: 0 };
        const expenses = expenseForecast[index] ?? { value: 0, low: 0, high: 0 };
        return {
          month,
          revenueMinor: revenue.value,
          expensesMinor: expenses.value,
          netMinor: revenue.value - expenses.value,
          revenueLowMinor: revenue.low,
          revenueHighMinor: revenue.high,
          expensesLowMinor: expenses.low,
          expensesHighMinor: expenses.high,
        };
      }),
      revenueChange: change(sum(revenueSeries.slice(-3)), sum(revenueSeries.slice(-6, -3))),
      expensesChange: change(sum(expenseSeries.slice(-3)), sum(expenseSeries.slice(-6, -3))),
    };
  });
}
