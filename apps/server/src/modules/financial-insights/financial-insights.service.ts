import { ZExpenseCategory } from '@rentwell/contracts/expenses';
import type { TFinancialInsights, TFinancialRecommendation } from '@rentwell/contracts/financial-insights';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { addDays, addMonths } from '@rentwell/domain/calendar-date';
import { findExpenseAnomalies } from '@rentwell/domain/financial-insights/expense-anomalies';
import { holtForecast } from '@rentwell/domain/financial-insights/holt-forecast';
import { type ChargeWithPayments, findLatePayers } from '@rentwell/domain/financial-insights/late-payers';
import { rankByImpact } from '@rentwell/domain/financial-insights/ranking';
import { vacancyCosts } from '@rentwell/domain/financial-insights/vacancy-cost';
import type { LanguageModel } from '../../lib/language-model.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import {
  chargesDueIn,
  expensesByMonthAndCategory,
  graceDaysOf,
  incomeByProperty,
  largestExpensesOf,
  leaseSpans,
  operatingExpensesByProperty,
  paymentsAgainstChargesDueIn,
  propertyNames,
  recordCounts,
  rentableUnits,
  revenueByMonth,
} from './financial-insights.repo.ts';
import { templateNarrative } from './financial-insights-texts.ts';

/** Late at least this often in the last twelve months: a tenant who pays late again and again. */
const MINIMUM_LATE_CHARGES = 3;
const MAX_RECOMMENDATIONS = 8;
/** At most this many of one kind, so a long list of empty units does not crowd out everything else. */
const MAX_PER_KIND = 3;
/** Revenue down at least this much (last three months against the three before) is a recommendation. */
const REVENUE_DECLINE_THRESHOLD = -0.1;

type Insights = Omit<TFinancialInsights, 'narrative' | 'narrativeSource'>;
type Trend = Insights['trends'][number];

const monthKey = (date: string) => date.slice(0, 7);
const monthsFrom = (firstMonthStart: string, count: number) =>
  Array.from({ length: count }, (_, index) => monthKey(addMonths(firstMonthStart, index)));
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

function change(recent: number, previous: number): number | null {
  return previous > 0 ? Math.round(((recent - previous) / previous) * 1000) / 1000 : null;
}

function forecastOf(series: number[]): number[] {
  const fitted = holtForecast(series, 3);
  return (fitted?.forecast ?? [0, 0, 0]).map((value) => Math.max(0, Math.round(value)));
}

/**
 * Computes the organization's financial insights as of `today`: the last twelve complete months per currency,
 * their three-month forecast, unusual expenses of the last three months against the two years before, tenants who
 * pay late again and again, what vacancies cost, net operating income per property, and ranked recommendations.
 * Nothing adds amounts of different currencies.
 */
export async function computeFinancialInsights(db: Database, actor: OrganizationActor, today: string, now: Date) {
  const organizationId = actor.organizationId;
  const currentMonth = `${today.slice(0, 8)}01`;
  const trendWindow = { from: addMonths(currentMonth, -12), to: addDays(currentMonth, -1) };
  const historyWindow = { from: addMonths(currentMonth, -24), to: today };
  const recentWindow = { from: trendWindow.from, to: today };
  const trendMonths = monthsFrom(trendWindow.from, 12);

  const [
    revenue,
    expenseTotals,
    charges,
    chargePayments,
    units,
    spans,
    income,
    operating,
    properties,
    graceDays,
    counts,
  ] = await Promise.all([
    revenueByMonth(db, organizationId, trendWindow),
    expensesByMonthAndCategory(db, organizationId, historyWindow),
    chargesDueIn(db, organizationId, recentWindow),
    paymentsAgainstChargesDueIn(db, organizationId, recentWindow),
    rentableUnits(db, organizationId),
    leaseSpans(db, organizationId),
    incomeByProperty(db, organizationId, trendWindow),
    operatingExpensesByProperty(db, organizationId, trendWindow),
    propertyNames(db, organizationId),
    graceDaysOf(db, organizationId),
    recordCounts(db, organizationId, recentWindow),
  ]);

  // Trends and forecast, one currency at a time.
  const currencies = [
    ...new Set([...revenue.map((row) => row.currency), ...expenseTotals.map((row) => row.currency)]),
  ].sort();
  const trends: Trend[] = currencies.map((currency) => {
    const revenueSeries = trendMonths.map((month) =>
      sum(revenue.filter((row) => row.currency === currency && row.month === month).map((row) => row.amountMinor)),
    );
    const expenseSeries = trendMonths.map((month) =>
      sum(
        expenseTotals.filter((row) => row.currency === currency && row.month === month).map((row) => row.amountMinor),
      ),
    );
    const revenueForecast = forecastOf(revenueSeries);
    const expenseForecast = forecastOf(expenseSeries);
    return {
      currency,
      months: trendMonths.map((month, index) => {
        const revenueMinor = revenueSeries[index] ?? 0;
        const expensesMinor = expenseSeries[index] ?? 0;
        return { month, revenueMinor, expensesMinor, netMinor: revenueMinor - expensesMinor };
      }),
      forecast: monthsFrom(currentMonth, 3).map((month, index) => {
        const revenueMinor = revenueForecast[index] ?? 0;
        const expensesMinor = expenseForecast[index] ?? 0;
        return { month, revenueMinor, expensesMinor, netMinor: revenueMinor - expensesMinor };
      }),
      revenueChange: change(sum(revenueSeries.slice(-3)), sum(revenueSeries.slice(-6, -3))),
      expensesChange: change(sum(expenseSeries.slice(-3)), sum(expenseSeries.slice(-6, -3))),
    };
  });
  const monthlyRevenue = new Map(
    trends.map((trend) => [trend.currency, sum(trend.months.map((month) => month.revenueMinor)) / 12]),
  );

  // Unusual expenses in the last three months, with the expenses behind each.
  const found = findExpenseAnomalies(expenseTotals, monthsFrom(addMonths(currentMonth, -2), 3));
  const expenseAnomalies = await Promise.all(
    found.map(async (anomaly) => {
      const category = ZExpenseCategory.parse(anomaly.category);
      return { ...anomaly, category, expenses: await largestExpensesOf(db, organizationId, { ...anomaly, category }) };
    }),
  );

  // Tenants who pay late again and again.
  const paymentsByCharge = groupBy(chargePayments, (payment) => payment.chargeId);
  const chargeInputs: ChargeWithPayments[] = charges.map((charge) => ({
    ...charge,
    payments: paymentsByCharge.get(charge.id) ?? [],
  }));
  const chargesByLease = groupBy(charges, (charge) => charge.leaseId);
  const latePayers = findLatePayers(chargeInputs, today, {
    graceDays,
    minimumLateCharges: MINIMUM_LATE_CHARGES,
  }).flatMap((payer) => {
    const lease = chargesByLease.get(payer.leaseId)?.[0];
    if (!lease) return [];
    return [
      {
        ...payer,
        tenantName: lease.tenantName ?? '',
        propertyId: lease.propertyId,
        propertyName: lease.propertyName,
        unitLabel: lease.unitLabel,
      },
    ];
  });

  // What vacant days cost over the last twelve months.
  const vacancyWindow = { from: addDays(addMonths(today, -12), 1), to: today };
  const spansByUnit = groupBy(spans, (span) => span.unitId);
  const unitInputs = units.map((unit) => {
    const unitSpans = (spansByUnit.get(unit.unitId) ?? []).sort((a, b) => a.startDate.localeCompare(b.startDate));
    const latest = unitSpans.at(-1);
    const firstLease = unitSpans[0]?.startDate;
    return {
      unit,
      input: {
        unitId: unit.unitId,
        monthlyRentMinor: unit.marketRentMinor ?? latest?.monthlyRentMinor ?? 0,
        currency: unit.marketRentMinor !== null ? unit.propertyCurrency : (latest?.currency ?? unit.propertyCurrency),
        since: firstLease && firstLease < unit.createdOn ? firstLease : unit.createdOn,
        leases: unitSpans.map((span) => ({
          from: span.startDate,
          to: span.terminatedOn && span.terminatedOn < span.endDate ? addDays(span.terminatedOn, -1) : span.endDate,
        })),
      },
    };
  });
  const vacancies = vacancyCosts(
    unitInputs.map(({ input }) => input).filter((input) => input.monthlyRentMinor > 0),
    vacancyWindow,
  ).flatMap((cost) => {
    const entry = unitInputs.find(({ input }) => input.unitId === cost.unitId);
    if (!entry) return [];
    const vacantToday = !entry.input.leases.some((lease) => lease.from <= today && today <= lease.to);
    return [
      {
        ...cost,
        unitLabel: entry.unit.unitLabel,
        propertyId: entry.unit.propertyId,
        propertyName: entry.unit.propertyName,
        vacantToday,
      },
    ];
  });

  // Net operating income per property and currency over the last twelve complete months.
  const noiKeys = new Map<string, { propertyId: string | null; currency: string }>();
  for (const row of [...income, ...operating]) noiKeys.set(`${row.propertyId}|${row.currency}`, row);
  const netOperatingIncome = [...noiKeys.values()]
    .map(({ propertyId, currency }) => {
      const incomeMinor = sum(
        income
          .filter((row) => row.propertyId === propertyId && row.currency === currency)
          .map((row) => row.amountMinor),
      );
      const operatingExpensesMinor = sum(
        operating
          .filter((row) => row.propertyId === propertyId && row.currency === currency)
          .map((row) => row.amountMinor),
      );
      return {
        propertyId,
        propertyName: properties.find((property) => property.id === propertyId)?.name ?? null,
        currency,
        incomeMinor,
        operatingExpensesMinor,
        noiMinor: incomeMinor - operatingExpensesMinor,
      };
    })
    .sort(
      (a, b) =>
        Number(a.propertyId === null) - Number(b.propertyId === null) ||
        (a.propertyName ?? '').localeCompare(b.propertyName ?? '') ||
        a.currency.localeCompare(b.currency),
    );

  const recommendations = recommend(
    { latePayers, expenseAnomalies, vacancies, netOperatingIncome, trends, chargesByLease },
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

type RecommendationInputs = Pick<
  Insights,
  'latePayers' | 'expenseAnomalies' | 'vacancies' | 'netOperatingIncome' | 'trends'
> & {
  chargesByLease: Map<string, { amountMinor: number }[]>;
};

type Candidate = TFinancialRecommendation extends infer R
  ? R extends unknown
    ? Omit<R, 'rank' | 'score'>
    : never
  : never;

/** Every finding worth acting on, ranked by its weight against a month of revenue in its currency. */
function recommend(
  inputs: RecommendationInputs,
  monthlyRevenue: ReadonlyMap<string, number>,
): TFinancialRecommendation[] {
  const candidates: Candidate[] = [];
  for (const latePayer of inputs.latePayers) {
    const leaseCharges = inputs.chargesByLease.get(latePayer.leaseId) ?? [];
    const averageCharge = sum(leaseCharges.map((charge) => charge.amountMinor)) / Math.max(leaseCharges.length, 1);
    const atRisk = Math.round((averageCharge * latePayer.lateCharges) / Math.max(latePayer.chargesDue, 1));
    candidates.push({
      kind: 'late-payer',
      currency: latePayer.currency,
      impactMinor: latePayer.outstandingMinor + atRisk,
      latePayer,
    });
  }
  for (const { expenses: _expenses, ...anomaly } of inputs.expenseAnomalies) {
    candidates.push({ kind: 'expense-anomaly', currency: anomaly.currency, impactMinor: anomaly.excessMinor, anomaly });
  }
  for (const vacancy of inputs.vacancies.filter((item) => item.vacantToday)) {
    candidates.push({ kind: 'vacancy', currency: vacancy.currency, impactMinor: vacancy.costMinor, vacancy });
  }
  for (const noi of inputs.netOperatingIncome) {
    if (noi.noiMinor >= 0 || noi.propertyId === null || noi.propertyName === null) continue;
    candidates.push({
      kind: 'negative-noi',
      currency: noi.currency,
      impactMinor: -noi.noiMinor,
      noi: { ...noi, propertyId: noi.propertyId, propertyName: noi.propertyName },
    });
  }
  for (const trend of inputs.trends) {
    if (trend.revenueChange === null || trend.revenueChange > REVENUE_DECLINE_THRESHOLD) continue;
    const recentMinor = sum(trend.months.slice(-3).map((month) => month.revenueMinor));
    const previousMinor = sum(trend.months.slice(-6, -3).map((month) => month.revenueMinor));
    candidates.push({
      kind: 'revenue-decline',
      currency: trend.currency,
      impactMinor: previousMinor - recentMinor,
      decline: { recentMinor, previousMinor, change: trend.revenueChange },
    });
  }
  const perKind = new Map<string, number>();
  return rankByImpact(candidates, monthlyRevenue)
    .filter((candidate) => {
      const shown = perKind.get(candidate.kind) ?? 0;
      perKind.set(candidate.kind, shown + 1);
      return shown < MAX_PER_KIND;
    })
    .slice(0, MAX_RECOMMENDATIONS)
    .map((candidate, index) => ({ ...candidate, rank: index + 1 }) as TFinancialRecommendation);
}

/** The facts handed to the language model: the same numbers the page shows, nothing else. */
function factsFor(insights: Insights) {
  return {
    period: insights.computedFrom.period,
    trends: insights.trends,
    netOperatingIncome: insights.netOperatingIncome,
    latePayers: insights.latePayers.map(({ leaseId: _leaseId, propertyId: _propertyId, ...payer }) => payer),
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
        facts: factsFor(insights),
      })
    : null;
  return written
    ? { ...insights, narrative: written, narrativeSource: 'language-model' }
    : { ...insights, narrative: templateNarrative(options.language, insights), narrativeSource: 'templates' };
}
