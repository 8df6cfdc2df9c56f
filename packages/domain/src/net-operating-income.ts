/**
 * Net operating income: the income a portfolio earned minus what it cost to operate, over the same period.
 * Both in minor units of one currency; a negative result is an operating loss.
 */
export function netOperatingIncome(incomeMinor: number, operatingExpensesMinor: number): number {
  return incomeMinor - operatingExpensesMinor;
}

/**
 * A period's books in one currency. Income is long-term rent received plus short-term stays earned over their
 * nights; expenses are every expense, debt service (mortgage principal and interest) included.
 */
export type PeriodBooks = { incomeMinor: number; expensesMinor: number; debtServiceMinor: number };

export type OperatingResult = {
  /** Expenses other than debt service. */
  operatingExpensesMinor: number;
  /** Income minus operating expenses: debt service is financing, not operating. */
  netOperatingIncomeMinor: number;
  /** What is left after debt service too: net operating income minus mortgage payments. */
  cashFlowAfterDebtServiceMinor: number;
};

/** The one rule every screen and report reads net operating income and cash flow by. */
export function operatingResult(books: PeriodBooks): OperatingResult {
  const operatingExpensesMinor = books.expensesMinor - books.debtServiceMinor;
  const netOperatingIncomeMinor = netOperatingIncome(books.incomeMinor, operatingExpensesMinor);
  return {
    operatingExpensesMinor,
    netOperatingIncomeMinor,
    cashFlowAfterDebtServiceMinor: netOperatingIncomeMinor - books.debtServiceMinor,
  };
}
