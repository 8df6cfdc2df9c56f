import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import { ledgerFigures } from '../financials/ledger-sql.ts';
import type { ledgerByProperty, propertyNames } from './financial-insights.repo.ts';

type LedgerProperty = Awaited<ReturnType<typeof ledgerByProperty>>[number];
type PropertyName = Awaited<ReturnType<typeof propertyNames>>[number];

/**
 * Net operating income per property and currency (the portfolio-wide expenses as a row of their own, property
 * null), by the one rule (decision 032): income − expenses other than debt service. Properties by name, then the
 * portfolio-wide row.
 */
export function noiByProperty(
  ledger: LedgerProperty[],
  properties: PropertyName[],
): TFinancialInsights['netOperatingIncome'] {
  return ledger
    .map((row) => {
      const figures = ledgerFigures(row);
      return {
        propertyId: row.property_id,
        propertyName: properties.find((property) => property.id === row.property_id)?.name ?? null,
        currency: row.currency,
        incomeMinor: figures.incomeMinor,
        operatingExpensesMinor: figures.operatingExpensesMinor,
        noiMinor: figures.netOperatingIncomeMinor,
      };
    })
    .filter((row) => row.incomeMinor !== 0 || row.operatingExpensesMinor !== 0)
    .sort(
      (a, b) =>
        Number(a.propertyId === null) - Number(b.propertyId === null) ||
        (a.propertyName ?? '').localeCompare(b.propertyName ?? '') ||
        a.currency.localeCompare(b.currency),
    );
}
