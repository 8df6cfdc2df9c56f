/**
 * Net operating income: the rent a portfolio took in minus what it cost to operate, over the same period.
 * Both in minor units of one currency; a negative result is an operating loss.
 */
export function netOperatingIncome(incomeMinor: number, operatingExpensesMinor: number): number {
  return incomeMinor - operatingExpensesMinor;
}
