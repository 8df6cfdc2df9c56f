import type { TFinancialInsights, TFinancialRecommendation } from '@rentwell/contracts/financial-insights';
import { rankByImpact } from '@rentwell/domain/financial-insights/ranking';
import { sum } from './insight-trends.ts';

const MAX_RECOMMENDATIONS = 8;
/** At most this many of one kind, so a long list of empty units does not crowd out everything else. */
const MAX_PER_KIND = 3;
/** Revenue down at least this much (last three months against the three before) is a recommendation. */
const REVENUE_DECLINE_THRESHOLD = -0.1;

type Insights = Omit<TFinancialInsights, 'narrative' | 'narrativeSource'>;

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
export function recommend(
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
