import type { TPropertyDetail } from '@rentwell/contracts/properties';
import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, toPropertyPrefill } from './property-prefill-values.ts';

function unit(marketRentMinor: number | null) {
  return {
    id: '00000000-0000-4000-8000-000000000011',
    propertyId: '00000000-0000-4000-8000-000000000010',
    label: '1',
    bedrooms: 1,
    bathrooms: 1,
    squareFeet: null,
    marketRentMinor,
    status: 'vacant' as const,
  };
}

const property = {
  name: 'Maple Court',
  currency: 'USD',
  purchasePriceMinor: 45_000_000,
  units: [unit(150_000), unit(null), unit(120_000)],
} as TPropertyDetail;

const expenses = { items: [], total: 3, page: 1, pageSize: 1, totalAmountMinor: 960_000, currency: 'USD' };

describe('lastTwelveMonths', () => {
  it('ends today and starts the day after the same date a year ago', () => {
    expect(lastTwelveMonths('2026-11-22')).toEqual({ from: '2025-11-23', to: '2026-11-22' });
    expect(lastTwelveMonths('2028-02-29')).toEqual({ from: '2027-03-01', to: '2028-02-29' });
  });
});

describe('toPropertyPrefill', () => {
  it('takes the price, the units’ market rents, and the expenses apart from the mortgage', () => {
    const mortgage = { ...expenses, total: 12, totalAmountMinor: 600_000 };
    expect(toPropertyPrefill(property, expenses, mortgage)).toEqual({
      name: 'Maple Court',
      currency: 'USD',
      purchasePriceMinor: 45_000_000,
      monthlyRentMinor: 270_000,
      annualExpensesMinor: 360_000,
      annualMortgageMinor: 600_000,
    });
    expect(toPropertyPrefill(property, expenses, null)).toMatchObject({
      annualExpensesMinor: 960_000,
      annualMortgageMinor: null,
    });
  });

  it('leaves unknown what the property does not say', () => {
    const bare = { ...property, purchasePriceMinor: null, units: [unit(null)] };
    expect(toPropertyPrefill(bare, null, null)).toMatchObject({
      purchasePriceMinor: null,
      monthlyRentMinor: null,
      annualExpensesMinor: null,
      annualMortgageMinor: null,
    });
    const none = { ...expenses, total: 0, totalAmountMinor: 0 };
    expect(toPropertyPrefill(property, none, none).annualExpensesMinor).toBeNull();
    expect(toPropertyPrefill(property, { ...expenses, currency: 'EUR' }, null).annualExpensesMinor).toBeNull();
  });
});
