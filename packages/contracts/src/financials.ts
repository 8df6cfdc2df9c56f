import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';

const ZPeriodQueryFields = z.object({
  from: ZCalendarDate.optional(),
  to: ZCalendarDate.optional(),
  propertyId: z.uuid().optional(),
});

function endNotBeforeStart(value: { from?: string; to?: string }): boolean {
  return !value.from || !value.to || value.from <= value.to;
}
const END_BEFORE_START = { path: ['to'], error: 'The end of the period must not be before its start' };

/** A period of calendar dates, both ends included; the server defaults to the current month. */
export const ZFinancialPeriodQuery = ZPeriodQueryFields.refine(endNotBeforeStart, END_BEFORE_START);
/** The same period query with more fields (the analytics reports' export). */
export function periodQueryWith<T extends z.ZodRawShape>(shape: T) {
  return ZPeriodQueryFields.extend(shape).refine(endNotBeforeStart, END_BEFORE_START);
}
export type TFinancialPeriodQuery = z.infer<typeof ZFinancialPeriodQuery>;

export const ZPeriod = z.object({ from: ZCalendarDate, to: ZCalendarDate });
export type TPeriod = z.infer<typeof ZPeriod>;

export const ZFinancialOverview = z.object({
  period: ZPeriod,
  currency: z.string(),
  /** Rent received in the period (payments marked paid or confirmed, by payment date). */
  incomeMinor: z.number().int(),
  /** Rent falling due in the period. */
  expectedMinor: z.number().int(),
  expensesMinor: z.number().int(),
  netOperatingIncomeMinor: z.number().int(),
  /** Received against the charges due in the period divided by what they ask; null when nothing fell due. */
  collectionRate: z.number().min(0).max(1).nullable(),
  /** Everything due up to the end of the period and not yet received. */
  outstandingBalanceMinor: z.number().int(),
});
export type TFinancialOverview = z.infer<typeof ZFinancialOverview>;

export const ZRevenueMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  expectedMinor: z.number().int(),
  collectedMinor: z.number().int(),
  expensesMinor: z.number().int(),
});
export type TRevenueMonth = z.infer<typeof ZRevenueMonth>;

/** The last six months, oldest first, ending with the current one. */
export const ZRevenueBreakdown = z.object({
  currency: z.string(),
  months: z.array(ZRevenueMonth),
});
export type TRevenueBreakdown = z.infer<typeof ZRevenueBreakdown>;
