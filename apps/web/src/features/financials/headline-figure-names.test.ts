import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en.json';
import es from '../../i18n/locales/es.json';
import fr from '../../i18n/locales/fr.json';
import he from '../../i18n/locales/he.json';
import sq from '../../i18n/locales/sq.json';

const LOCALES = { en, es, fr, he, sq } as const;

/**
 * The headline figures of the dashboard, Financials and the reports, each with the figure it is: labels that name
 * the same figure may share a name, and labels of different figures must not (issue 31).
 */
const HEADLINE_FIGURES: Record<string, string> = {
  'dashboard.portfolio.metrics.rentDue': 'rent charged due this month',
  'dashboard.portfolio.metrics.collected': 'long-term rent received this month',
  'dashboard.portfolio.metrics.overdue': 'rent and late fees past due and unpaid today',
  'dashboard.finances.income': 'income',
  'financials.overview.income': 'income',
  'dashboard.finances.expenses': 'expenses',
  'financials.overview.expenses': 'expenses',
  'dashboard.finances.net': 'net operating income',
  'financials.overview.netOperatingIncome': 'net operating income',
  'analytics.columns.net': 'net operating income',
  'financials.overview.cashFlow': 'cash flow after debt service',
  'financials.overview.collectionRate': 'collection rate',
  'financials.overview.outstanding': 'rent due by the period end and unpaid',
  'analytics.columns.outstanding': "unpaid part of a month's rent charges",
};

/** Each headline figure's caption: what it counts, under the figure. */
const CAPTIONS = [
  'dashboard.portfolio.rentDueCaption',
  'dashboard.portfolio.collectedCaption',
  'dashboard.portfolio.metrics.overdueCaption',
  'dashboard.finances.description',
  'financials.overview.incomeCaption',
  'financials.overview.expensesCaption',
  'financials.overview.netCaption',
  'financials.overview.cashFlowCaption',
  'financials.overview.collectionCaption',
  'financials.overview.outstandingCaption',
];

function text(locale: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale);
  if (typeof value !== 'string' || value.trim() === '') throw new Error(`${key} has no text`);
  return value;
}

describe('headline figure names', () => {
  for (const [language, locale] of Object.entries(LOCALES)) {
    it(`gives different figures different names in ${language}, and the same figure one name`, () => {
      const figuresByName = new Map<string, Set<string>>();
      for (const [key, figure] of Object.entries(HEADLINE_FIGURES)) {
        const name = text(locale, key).toLocaleLowerCase(language);
        figuresByName.set(name, new Set([...(figuresByName.get(name) ?? []), figure]));
      }
      const shared = [...figuresByName].filter(([, figures]) => figures.size > 1);
      expect(shared).toEqual([]);
      for (const figure of new Set(Object.values(HEADLINE_FIGURES))) {
        const names = Object.entries(HEADLINE_FIGURES)
          .filter(([, other]) => other === figure)
          .map(([key]) => text(locale, key).toLocaleLowerCase(language));
        expect(new Set(names).size, figure).toBe(1);
      }
    });

    it(`says what each headline figure counts in ${language}`, () => {
      for (const key of CAPTIONS) expect(text(locale, key).length, key).toBeGreaterThan(20);
    });
  }
});
