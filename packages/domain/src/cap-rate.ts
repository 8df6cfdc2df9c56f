import { assertMinorAmount, assertRate } from './calculator-inputs.ts';
import { netOperatingIncome } from './net-operating-income.ts';

export type OperatingIncomeInputs = {
  /** Rent of every unit for a full year, fully let. */
  annualGrossRentMinor: number;
  /** The share of that rent expected to be lost to empty units and bad debt, as a fraction (0.05 = 5%). */
  vacancyRate: number;
  /** Taxes, insurance, repairs, management… for a year; not the mortgage (financing is not operating). */
  annualOperatingExpensesMinor: number;
};

export type OperatingIncome = {
  vacancyLossMinor: number;
  /** Gross rent minus the vacancy loss. */
  effectiveGrossIncomeMinor: number;
  /** Effective gross income minus operating expenses; negative when the expenses are larger. */
  netOperatingIncomeMinor: number;
};

/** The net operating income (NOI) a property should make in a year: gross rent, less vacancy, less operating expenses. */
export function estimateOperatingIncome(inputs: OperatingIncomeInputs): OperatingIncome {
  assertMinorAmount(inputs.annualGrossRentMinor, 'Annual gross rent');
  assertRate(inputs.vacancyRate, 'Vacancy rate');
  assertMinorAmount(inputs.annualOperatingExpensesMinor, 'Annual operating expenses');
  const vacancyLossMinor = Math.round(inputs.annualGrossRentMinor * inputs.vacancyRate);
  const effectiveGrossIncomeMinor = inputs.annualGrossRentMinor - vacancyLossMinor;
  return {
    vacancyLossMinor,
    effectiveGrossIncomeMinor,
    netOperatingIncomeMinor: netOperatingIncome(effectiveGrossIncomeMinor, inputs.annualOperatingExpensesMinor),
  };
}

/**
 * Capitalization rate: a year's net operating income over the property's value (or price), as a fraction. It is
 * the unlevered yield of the property, independent of how it is financed.
 */
export function capRate(netOperatingIncomeMinor: number, propertyValueMinor: number): number {
  if (!Number.isSafeInteger(netOperatingIncomeMinor)) {
    throw new RangeError('Net operating income must be a whole number of minor units');
  }
  assertMinorAmount(propertyValueMinor, 'Property value');
  if (propertyValueMinor === 0) throw new RangeError('Property value must be greater than zero');
  return netOperatingIncomeMinor / propertyValueMinor;
}
