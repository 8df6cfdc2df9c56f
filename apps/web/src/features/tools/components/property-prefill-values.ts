import type { TExpenseList } from '@rentwell/contracts/expenses';
import type { TPropertyDetail } from '@rentwell/contracts/properties';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';

/** What the calculators can take from one of the user's properties; null where the property does not say. */
export type TPropertyPrefill = {
  name: string;
  currency: string;
  purchasePriceMinor: number | null;
  /** The units' market rents added up. */
  monthlyRentMinor: number | null;
  /** The property's operating expenses over the last twelve months: every expense but the mortgage. */
  annualExpensesMinor: number | null;
  /** What the property's mortgage cost over the last twelve months (expenses of the 'mortgage' category). */
  annualMortgageMinor: number | null;
};

/** The twelve months that end today: the expenses the prefill adds up. */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  return { from: addDays(addMonths(today, -12), 1), to: today };
}

/** A list's total when it has rows in the property's currency; otherwise unknown. */
function totalOf(list: TExpenseList | null, currency: string): number | null {
  return list !== null && list.currency === currency && list.total > 0 ? list.totalAmountMinor : null;
}

/**
 * The prefill of a property: its purchase price, the market rents of its units, and its expenses split into operating
 * expenses and mortgage payments (financing is not an operating expense: it stays out of NOI and the cap rate).
 * Expenses count only in the property's currency; none recorded, or no expenses module, leaves them unknown.
 */
export function toPropertyPrefill(
  property: TPropertyDetail,
  allExpenses: TExpenseList | null,
  mortgageExpenses: TExpenseList | null,
): TPropertyPrefill {
  const rents = property.units.map((unit) => unit.marketRentMinor).filter((rent): rent is number => rent !== null);
  const monthlyRentMinor = rents.length > 0 ? rents.reduce((total, rent) => total + rent, 0) : null;
  const allMinor = totalOf(allExpenses, property.currency);
  const annualMortgageMinor = totalOf(mortgageExpenses, property.currency);
  return {
    name: property.name,
    currency: property.currency,
    purchasePriceMinor: property.purchasePriceMinor,
    monthlyRentMinor,
    annualExpensesMinor: allMinor === null ? null : Math.max(0, allMinor - (annualMortgageMinor ?? 0)),
    annualMortgageMinor,
  };
}
