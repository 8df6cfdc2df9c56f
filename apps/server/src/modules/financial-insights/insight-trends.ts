import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { addMonths } from '@rentwell/domain/calendar-date';
import { holtForecast } from '@rentwell/domain/financial-insights/holt-forecast';
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

function forecastOf(series: number[]): number[] {
  const fitted = holtForecast(series, 3);
  return (fitted?.forecast ?? [0, 0, 0]).map((value) => Math.max(0, Math.round(value)));
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
 * Each currency's last twelve complete months (income: long-term rent received and short-term stays; operating
 * expenses; net operating income), its three-month forecast and its change over the last three months. Amounts of
 * different currencies are never added.
 */
export function currencyTrends(ledger: LedgerMonth[], firstMonth: string, currentMonth: string): Trend[] {
  const trendMonths = monthsFrom(firstMonth, 12);
  const currencies = [...new Set(ledger.map((row) => row.currency))].sort();
  return currencies.map((currency) => {
    const months = trendMonths.map((month) =>
      monthFigures(
        month,
        ledger.filter((row) => row.currency === currency && row.month === month),
      ),
    );
    const revenueSeries = months.map((month) => month.revenueMinor);
    const expenseSeries = months.map((month) => month.expensesMinor);
    const revenueForecast = forecastOf(revenueSeries);
    const expenseForecast = forecastOf(expenseSeries);
    return {
      currency,
      months,
      forecast: monthsFrom(currentMonth, 3).map((month, index) => {
        const revenueMinor = revenueForecast[index] ?? 0;
        const expensesMinor = expenseForecast[index] ?? 0;
        return { month, revenueMinor, expensesMinor, netMinor: revenueMinor - expensesMinor };
      }),
      revenueChange: change(sum(revenueSeries.slice(-3)), sum(revenueSeries.slice(-6, -3))),
      expensesChange: change(sum(expenseSeries.slice(-3)), sum(expenseSeries.slice(-6, -3))),
    };
  });
}
