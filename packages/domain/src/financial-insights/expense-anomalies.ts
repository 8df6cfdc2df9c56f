import { median, robustZScore } from './robust-statistics.ts';

/** One category's spending in one month, in one currency (minor units); months with none are left out. */
export type CategoryMonthTotal = { category: string; currency: string; month: string; amountMinor: number };

export type ExpenseAnomaly = {
  category: string;
  currency: string;
  month: string;
  amountMinor: number;
  /** The median of the category's earlier months with spending: what a month of it usually costs. */
  typicalMinor: number;
  excessMinor: number;
  robustZ: number;
  historyMonths: number;
};

/** Above this modified z-score a value is an outlier (Iglewicz and Hoaglin's recommendation). */
export const ANOMALY_Z_THRESHOLD = 3.5;
/** A category needs this many earlier months with spending before a month of it can be called unusual. */
export const MINIMUM_HISTORY_MONTHS = 4;

/**
 * Months in `recentMonths` whose spending in a category stands out against that category's earlier months with
 * spending (same currency): modified z-score at least 3.5 and above the usual. Comparing months that have spending
 * keeps twice-yearly taxes or a yearly premium from reading as spikes. Largest excess first.
 */
export function findExpenseAnomalies(
  totals: readonly CategoryMonthTotal[],
  recentMonths: readonly string[],
): ExpenseAnomaly[] {
  const series = new Map<string, CategoryMonthTotal[]>();
  for (const total of totals) {
    const key = `${total.currency}\u0000${total.category}`;
    series.set(key, [...(series.get(key) ?? []), total]);
  }
  const anomalies: ExpenseAnomaly[] = [];
  for (const months of series.values()) {
    for (const current of months) {
      if (!recentMonths.includes(current.month)) continue;
      const history = months
        .filter((item) => item.month < current.month && item.amountMinor > 0)
        .map((item) => item.amountMinor);
      if (history.length < MINIMUM_HISTORY_MONTHS) continue;
      const typical = median(history);
      const z = robustZScore(current.amountMinor, history);
      if (z < ANOMALY_Z_THRESHOLD || current.amountMinor <= typical) continue;
      anomalies.push({
        category: current.category,
        currency: current.currency,
        month: current.month,
        amountMinor: current.amountMinor,
        typicalMinor: Math.round(typical),
        excessMinor: Math.round(current.amountMinor - typical),
        robustZ: Number.isFinite(z) ? Math.round(z * 10) / 10 : 99,
        historyMonths: history.length,
      });
    }
  }
  return anomalies.sort((a, b) => b.excessMinor - a.excessMinor);
}
