import { z } from 'zod';
import { ZComputedFrom, ZNarrativeSource } from './ai-insights.ts';
import { ZCalendarDate } from './calendar.ts';
import { ZExpenseCategory } from './expenses.ts';
import { ZLanguage } from './profile.ts';

/** Generate insights: in the reader's language (else their profile's). */
export const ZFinancialInsightsRequest = z.object({ language: ZLanguage.optional() }).strict();

const minor = z.number().int();
const ZMonth = z.string().regex(/^\d{4}-\d{2}$/);

const ZMonthFigures = z.object({ month: ZMonth, revenueMinor: minor, expensesMinor: minor, netMinor: minor });

/** One currency's monthly trend (the last twelve complete months) and the next three months forecast. */
const ZCurrencyTrend = z.object({
  currency: z.string(),
  months: z.array(ZMonthFigures),
  /** Each forecast month with the range it should fall in about four times out of five. */
  forecast: z.array(
    ZMonthFigures.extend({
      revenueLowMinor: minor,
      revenueHighMinor: minor,
      expensesLowMinor: minor,
      expensesHighMinor: minor,
    }),
  ),
  /** The last three months against the three before them; null when those had none. */
  revenueChange: z.number().nullable(),
  expensesChange: z.number().nullable(),
});

const ZNoiRow = z.object({
  /** Null: expenses of the whole portfolio, not of one property. */
  propertyId: z.uuid().nullable(),
  propertyName: z.string().nullable(),
  currency: z.string(),
  incomeMinor: minor,
  operatingExpensesMinor: minor,
  noiMinor: minor,
});

const ZLatePayer = z.object({
  leaseId: z.uuid(),
  tenantName: z.string(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  unitLabel: z.string(),
  currency: z.string(),
  chargesDue: z.number().int(),
  lateCharges: z.number().int(),
  averageDaysLate: z.number().int(),
  outstandingMinor: minor,
});

const ZExpenseAnomaly = z.object({
  category: ZExpenseCategory,
  currency: z.string(),
  month: ZMonth,
  amountMinor: minor,
  typicalMinor: minor,
  excessMinor: minor,
  robustZ: z.number(),
  historyMonths: z.number().int(),
  /** The month's largest expenses of that category: what drove it. */
  expenses: z.array(
    z.object({
      id: z.uuid(),
      incurredOn: ZCalendarDate,
      description: z.string(),
      vendor: z.string(),
      amountMinor: minor,
      propertyId: z.uuid().nullable(),
      propertyName: z.string().nullable(),
    }),
  ),
});

const ZVacancy = z.object({
  unitId: z.uuid(),
  unitLabel: z.string(),
  propertyId: z.uuid(),
  propertyName: z.string(),
  currency: z.string(),
  vacantDays: z.number().int(),
  costMinor: minor,
  /** No lease covers today: the unit is empty now, not only earlier in the year. */
  vacantToday: z.boolean(),
});

const recommendationBase = {
  rank: z.number().int().min(1),
  score: z.number(),
  currency: z.string(),
  impactMinor: minor,
};

/** A ranked recommendation with the numbers behind it; its subject links to the record. */
const ZFinancialRecommendation = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('late-payer'), ...recommendationBase, latePayer: ZLatePayer }),
  z.object({
    kind: z.literal('expense-anomaly'),
    ...recommendationBase,
    anomaly: ZExpenseAnomaly.omit({ expenses: true }),
  }),
  z.object({ kind: z.literal('vacancy'), ...recommendationBase, vacancy: ZVacancy }),
  z.object({
    kind: z.literal('negative-noi'),
    ...recommendationBase,
    noi: ZNoiRow.extend({ propertyId: z.uuid(), propertyName: z.string() }),
  }),
  z.object({
    kind: z.literal('revenue-decline'),
    ...recommendationBase,
    decline: z.object({ recentMinor: minor, previousMinor: minor, change: z.number() }),
  }),
]);
export type TFinancialRecommendation = z.infer<typeof ZFinancialRecommendation>;

export const ZFinancialInsights = z.object({
  computedFrom: ZComputedFrom,
  narrative: z.string(),
  narrativeSource: ZNarrativeSource,
  trends: z.array(ZCurrencyTrend),
  netOperatingIncome: z.array(ZNoiRow),
  latePayers: z.array(ZLatePayer),
  expenseAnomalies: z.array(ZExpenseAnomaly),
  vacancies: z.array(ZVacancy),
  recommendations: z.array(ZFinancialRecommendation),
});
export type TFinancialInsights = z.infer<typeof ZFinancialInsights>;
