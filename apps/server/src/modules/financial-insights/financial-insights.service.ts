import { ZExpenseCategory } from '@rentwell/contracts/expenses';
import type { TFinancialInsights } from '@rentwell/contracts/financial-insights';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { findExpenseAnomalies } from '@rentwell/domain/financial-insights/expense-anomalies';
import { groupBy } from '@rentwell/domain/group-by';
import type { LanguageModel } from '../../lib/language-model.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { sharesTenantDetailsWithModel } from '../organization/organization.service.ts';
import {
  chargesDueIn,
  expensesByMonthAndCategory,
  graceDaysOf,
  largestExpensesOf,
  leaseSpans,
  ledgerByMonth,
  ledgerByProperty,
  paymentsAgainstChargesDueIn,
  propertyNames,
  recordCounts,
  rentableUnits,
} from './financial-insights.repo.ts';
import { templateNarrative } from './financial-insights-texts.ts';
import { repeatedLatePayers } from './insight-late-payers.ts';
import { noiByProperty } from './insight-noi.ts';
import { recommend } from './insight-recommendations.ts';
import { currencyTrends, FORECAST_HISTORY_MONTHS, monthsFrom, sum } from './insight-trends.ts';
import { vacanciesOf } from './insight-vacancies.ts';

type Insights = Omit<TFinancialInsights, 'narrative' | 'narrativeSource'>;

/** The windows the insights read, as of `today`: twelve complete months, and two years of expense history. */
function windowsOf(today: string) {
  const currentMonth = `${today.slice(0, 8)}01`;
  const trendWindow = { from: addMonths(currentMonth, -12), to: addDays(currentMonth, -1) };
  return {
    currentMonth,
    trendWindow,
    historyWindow: { from: addMonths(currentMonth, -FORECAST_HISTORY_MONTHS), to: today },
    forecastWindow: { from: addMonths(currentMonth, -FORECAST_HISTORY_MONTHS), to: addDays(currentMonth, -1) },
    recentWindow: { from: trendWindow.from, to: today },
  };
}

/** Unusual expenses in the last three months against the two years before, with the expenses behind each. */
async function unusualExpenses(
  db: Database,
  organizationId: string,
  expenseTotals: Awaited<ReturnType<typeof expensesByMonthAndCategory>>,
  currentMonth: string,
) {
  const found = findExpenseAnomalies(expenseTotals, monthsFrom(addMonths(currentMonth, -2), 3));
  return Promise.all(
    found.map(async (anomaly) => {
      const category = ZExpenseCategory.parse(anomaly.category);
      return { ...anomaly, category, expenses: await largestExpensesOf(db, organizationId, { ...anomaly, category }) };
    }),
  );
}

/**
 * Computes the organization's financial insights as of `today`: the last twelve complete months per currency,
 * their three-month forecast, unusual expenses of the last three months against the two years before, tenants who
 * pay late again and again, what vacancies cost, net operating income per property, and ranked recommendations.
 * Income and NOI follow the one ledger rule (decision 032). Nothing adds amounts of different currencies.
 */
export async function computeFinancialInsights(db: Database, actor: OrganizationActor, today: string, now: Date) {
  const organizationId = actor.organizationId;
  const { currentMonth, trendWindow, historyWindow, forecastWindow, recentWindow } = windowsOf(today);
  const [
    ledgerMonths,
    expenseTotals,
    charges,
    chargePayments,
    units,
    spans,
    ledgerProperties,
    properties,
    graceDays,
    counts,
  ] = await Promise.all([
    ledgerByMonth(db, organizationId, forecastWindow),
    expensesByMonthAndCategory(db, organizationId, historyWindow),
    chargesDueIn(db, organizationId, recentWindow),
    paymentsAgainstChargesDueIn(db, organizationId, recentWindow),
    rentableUnits(db, organizationId),
    leaseSpans(db, organizationId),
    ledgerByProperty(db, organizationId, trendWindow),
    propertyNames(db, organizationId),
    graceDaysOf(db, organizationId),
    recordCounts(db, organizationId, recentWindow),
  ]);

  const trends = currencyTrends(ledgerMonths, expenseTotals, currentMonth);
  const expenseAnomalies = await unusualExpenses(db, organizationId, expenseTotals, currentMonth);
  const latePayers = repeatedLatePayers(charges, chargePayments, today, graceDays);
  const vacancies = vacanciesOf(units, spans, today);
  const netOperatingIncome = noiByProperty(ledgerProperties, properties);
  const monthlyRevenue = new Map(
    trends.map((trend) => [trend.currency, sum(trend.months.map((month) => month.revenueMinor)) / 12]),
  );
  const recommendations = recommend(
    {
      latePayers,
      expenseAnomalies,
      vacancies,
      netOperatingIncome,
      trends,
      chargesByLease: groupBy(charges, (charge) => charge.leaseId),
    },
    monthlyRevenue,
  );

  const insights: Insights = {
    computedFrom: {
      computedAt: now.toISOString(),
      period: { from: trendWindow.from, to: today },
      records: [
        { kind: 'properties', count: properties.length },
        { kind: 'units', count: units.length },
        { kind: 'leases', count: spans.length },
        { kind: 'charges', count: charges.length },
        { kind: 'payments', count: counts.payments },
        { kind: 'expenses', count: counts.expenses },
      ],
    },
    trends,
    netOperatingIncome,
    latePayers,
    expenseAnomalies,
    vacancies,
    recommendations,
  };
  return insights;
}

/**
 * The facts handed to the language model: the same numbers the page shows, nothing else; a late payer's name only
 * when the organization allows it (docs/operations.md lists what is sent).
 */
function factsFor(insights: Insights, withTenantNames: boolean) {
  return {
    period: insights.computedFrom.period,
    trends: insights.trends,
    netOperatingIncome: insights.netOperatingIncome,
    latePayers: insights.latePayers.map(({ leaseId: _leaseId, propertyId: _propertyId, tenantName, ...payer }) =>
      withTenantNames ? { tenantName, ...payer } : payer,
    ),
    expenseAnomalies: insights.expenseAnomalies.map(({ expenses: _expenses, ...anomaly }) => anomaly),
    vacancies: insights.vacancies.map(({ unitId: _unitId, propertyId: _propertyId, ...vacancy }) => vacancy),
    recommendations: insights.recommendations.map((recommendation) => ({
      rank: recommendation.rank,
      kind: recommendation.kind,
      currency: recommendation.currency,
      impactMinor: recommendation.impactMinor,
    })),
  };
}

/**
 * Financial insights with their narrative: written by the language model from the facts when one is configured
 * and answers, else from the translated templates.
 */
export async function generateFinancialInsights(
  db: Database,
  languageModel: LanguageModel | null,
  actor: OrganizationActor,
  options: { language: TLanguage; today: string; now: Date },
): Promise<TFinancialInsights> {
  const insights = await computeFinancialInsights(db, actor, options.today, options.now);
  const written = languageModel
    ? await languageModel.writeNarrative({
        task: 'financial-insights',
        language: options.language,
        facts: factsFor(insights, await sharesTenantDetailsWithModel(db, actor.organizationId)),
      })
    : null;
  return written
    ? { ...insights, narrative: written, narrativeSource: 'language-model' }
    : { ...insights, narrative: templateNarrative(options.language, insights), narrativeSource: 'templates' };
}
