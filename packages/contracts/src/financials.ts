import { z } from 'zod';
import { ZCalendarDate } from './calendar.ts';
import { ZCurrency } from './profile.ts';

const ZPeriodQueryFields = z.object({
  from: ZCalendarDate.optional(),
  to: ZCalendarDate.optional(),
  propertyId: z.uuid().optional(),
  /** The currency of the amounts summed (default: the organization's); amounts are never converted. */
  currency: ZCurrency.optional(),
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

/**
 * A period's books (decision 032): income = long-term rent received (payments marked paid or confirmed, by
 * payment date) + short-term stays (confirmed or completed bookings, spread over their nights); expenses include
 * debt service (mortgage payments); net operating income = income − expenses other than debt service; cash flow
 * after debt service = net operating income − debt service.
 */
export const ZLedgerFigures = z.object({
  incomeMinor: z.number().int(),
  longTermIncomeMinor: z.number().int(),
  shortTermIncomeMinor: z.number().int(),
  expensesMinor: z.number().int(),
  debtServiceMinor: z.number().int(),
  operatingExpensesMinor: z.number().int(),
  netOperatingIncomeMinor: z.number().int(),
  cashFlowAfterDebtServiceMinor: z.number().int(),
});
export type TLedgerFigures = z.infer<typeof ZLedgerFigures>;

/** The currencies the organization's money was recorded in (its own first), each a set of books of its own. */
const ZMoneyCurrencies = z.array(z.string());

export const ZFinancialOverview = ZLedgerFigures.extend({
  period: ZPeriod,
  currency: z.string(),
  currencies: ZMoneyCurrencies,
  /** Rent falling due in the period. */
  expectedMinor: z.number().int(),
  /** Received against the charges due in the period divided by what they ask; null when nothing fell due. */
  collectionRate: z.number().min(0).max(1).nullable(),
  /** Everything due up to the end of the period and not yet received. */
  outstandingBalanceMinor: z.number().int(),
});
export type TFinancialOverview = z.infer<typeof ZFinancialOverview>;

export const ZRevenueMonth = ZLedgerFigures.extend({
  /** 'YYYY-MM'. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Rent falling due in the month. */
  expectedMinor: z.number().int(),
  /** Long-term rent received in the month (the same as longTermIncomeMinor). */
  collectedMinor: z.number().int(),
});
export type TRevenueMonth = z.infer<typeof ZRevenueMonth>;

/** The last six months, oldest first, ending with the current one. */
export const ZRevenueBreakdown = z.object({
  currency: z.string(),
  currencies: ZMoneyCurrencies,
  months: z.array(ZRevenueMonth),
});
export type TRevenueBreakdown = z.infer<typeof ZRevenueBreakdown>;

export const ZRevenueBreakdownQuery = ZPeriodQueryFields.pick({ propertyId: true, currency: true });
