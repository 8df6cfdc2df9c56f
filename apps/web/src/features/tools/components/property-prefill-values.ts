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
  /** The property's expenses over the last twelve months. */
  annualExpensesMinor: number | null;
};

/** The twelve months that end today: the expenses the prefill adds up. */
export function lastTwelveMonths(today: string): { from: string; to: string } {
  return { from: addDays(addMonths(today, -12), 1), to: today };
}

/**
 * The prefill of a property: its purchase price, the market rents of its units, and its expenses (counted only when
 * they are in the property's currency; none recorded, or no expenses module, leaves them unknown).
 */
export function toPropertyPrefill(property: TPropertyDetail, expenses: TExpenseList | null): TPropertyPrefill {
  const rents = property.units.map((unit) => unit.marketRentMinor).filter((rent): rent is number => rent !== null);
  const monthlyRentMinor = rents.length > 0 ? rents.reduce((total, rent) => total + rent, 0) : null;
  const hasExpenses = expenses !== null && expenses.currency === property.currency && expenses.total > 0;
  return {
    name: property.name,
    currency: property.currency,
    purchasePriceMinor: property.purchasePriceMinor,
    monthlyRentMinor,
    annualExpensesMinor: hasExpenses ? expenses.totalAmountMinor : null,
  };
}
