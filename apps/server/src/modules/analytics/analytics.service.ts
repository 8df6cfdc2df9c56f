import { setImmediate } from 'node:timers/promises';
import {
  ANALYTICS_REPORTS,
  type TAnalyticsReport,
  type TAnalyticsReportKind,
  type TAnalyticsReportList,
  type TAnalyticsReportQuery,
  type TReportColumn,
} from '@rentwell/contracts/analytics';
import type { TFinancialPeriodQuery, TPeriod } from '@rentwell/contracts/financials';
import type { TLanguage } from '@rentwell/contracts/profile';
import type { Database } from '@rentwell/db/create-db';
import { addDays, addMonths, minDate } from '@rentwell/domain/calendar-date';
import { collectionRate } from '@rentwell/domain/collection-rate';
import { occupancyOf } from '@rentwell/domain/occupancy-rate';
import { renderInPdfWorker } from '../../documents/pdf-pool.ts';
import { exportFileName, type ReportExport, streamCsv } from '../../documents/report-export.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { monthStartOf, resolveFinancialScope } from '../financials/financials.service.ts';
import { ledgerFigures } from '../financials/ledger-sql.ts';
import { strReportRows } from '../short-term-rentals/figures.service.ts';
import {
  agingPage,
  expensesByCategory,
  occupancyByMonth,
  propertyProfitLoss,
  rentCollectionByMonth,
  rentRollPage,
  summarizeAging,
  summarizeRentRoll,
} from './analytics.repo.ts';
import { type OpenedReport, REPORT_BATCH_SIZES, type ReportContext, type ReportRow } from './report-types.ts';

type ReportDefinition = {
  columns: TReportColumn[];
  /** As of one day (`to`) rather than over the period. */
  asOfReport: boolean;
  open: (db: Database, context: ReportContext) => Promise<OpenedReport>;
};

const column = (key: string, kind: TReportColumn['kind']): TReportColumn => ({ key, kind });

/** A report small enough to read in one query (a row per month, category or property). */
function loaded(rows: ReportRow[], totals: ReportRow | null): OpenedReport {
  return {
    count: rows.length,
    totals,
    batches: async function* () {
      yield rows;
    },
    page: async ({ offset, limit }) => rows.slice(offset, offset + limit),
  };
}

/**
 * A large report read in keyset pages: each page starts after the last row of the one before. Before each page the
 * event loop turns once (`setImmediate`): on PGlite a statement holds the server's thread while it runs, and without
 * the turn the export's statements would run back to back, ahead of the requests that arrived meanwhile.
 */
async function* keysetBatches<Row, Key>(
  pageSize: number,
  readPage: (after: Key | null, limit: number) => Promise<Row[]>,
  toReportRow: (row: Row) => ReportRow,
  keyOf: (last: Row) => Key,
): AsyncIterable<ReportRow[]> {
  let after: Key | null = null;
  while (true) {
    await setImmediate();
    const page = await readPage(after, pageSize);
    yield page.map(toReportRow);
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = keyOf(last);
  }
}

/** A profit-and-loss row: income by source, operating expenses, NOI, debt service and cash flow (decision 032). */
function profitLossFigures(property: string | null, sums: Parameters<typeof ledgerFigures>[0]): ReportRow {
  const figures = ledgerFigures(sums);
  return {
    property,
    longTermIncome: figures.longTermIncomeMinor,
    shortTermIncome: figures.shortTermIncomeMinor,
    income: figures.incomeMinor,
    operatingExpenses: figures.operatingExpensesMinor,
    net: figures.netOperatingIncomeMinor,
    debtService: figures.debtServiceMinor,
    cashFlow: figures.cashFlowAfterDebtServiceMinor,
  };
}

/** A unit without a lease (vacant or unavailable) has tenant, rent, lease end and balance null. */
function rentRollReportRow(row: Awaited<ReturnType<typeof rentRollPage>>[number]): ReportRow {
  return {
    propertyId: row.property_id,
    unitId: row.unit_id,
    unitStatus: row.unit_status,
    property: row.property,
    unit: row.unit,
    tenant: row.tenant,
    rent: row.rent,
    leaseEnd: row.lease_end,
    balance: row.balance,
  };
}

function agingReportRow(row: Awaited<ReturnType<typeof agingPage>>[number]): ReportRow {
  return {
    leaseId: row.lease_id,
    propertyId: row.property_id,
    property: row.property,
    unit: row.unit,
    tenant: row.tenant,
    days0to30: row.days0to30,
    days31to60: row.days31to60,
    days61to90: row.days61to90,
    days90plus: row.days90plus,
    total: row.total,
  };
}

const REPORTS: Record<TAnalyticsReportKind, ReportDefinition> = {
  occupancy: {
    columns: [
      column('month', 'month'),
      column('units', 'integer'),
      column('unavailable', 'integer'),
      column('occupied', 'integer'),
      column('vacant', 'integer'),
      column('occupancyRate', 'rate'),
    ],
    asOfReport: false,
    open: async (db, context) => {
      // Occupancy is read, not forecast: up to today, so the current month is as of today and later months are left out.
      const rows = await occupancyByMonth(db, context, {
        from: context.period.from,
        to: minDate(context.period.to, context.today),
      });
      const first = rows[0];
      return loaded(
        rows.map((row) => {
          const occupancy = occupancyOf({
            totalUnits: row.units,
            occupiedUnits: row.occupied,
            unavailableUnits: row.unavailable,
          });
          return {
            month: row.month,
            units: row.units,
            unavailable: row.unavailable,
            occupied: row.occupied,
            vacant: occupancy.vacantUnits,
            occupancyRate: occupancy.occupancyRate,
          };
        }),
        // Over the whole period: occupied unit-months over available unit-months.
        {
          month: null,
          units: null,
          unavailable: null,
          occupied: null,
          vacant: null,
          occupancyRate: first
            ? occupancyOf({
                totalUnits: first.total_units,
                occupiedUnits: first.total_occupied,
                unavailableUnits: first.total_unavailable,
              }).occupancyRate
            : null,
        },
      );
    },
  },
  'rent-collection': {
    columns: [
      column('month', 'month'),
      column('due', 'money'),
      column('collected', 'money'),
      column('outstanding', 'money'),
      column('collectionRate', 'rate'),
    ],
    asOfReport: false,
    open: async (db, context) => {
      const rows = await rentCollectionByMonth(db, context, context.period);
      const first = rows[0];
      return loaded(
        rows.map((row) => ({
          month: row.month,
          due: row.due,
          collected: row.collected,
          outstanding: row.outstanding,
          collectionRate: collectionRate(row.collected, row.due),
        })),
        {
          month: null,
          due: first?.total_due ?? 0,
          collected: first?.total_collected ?? 0,
          outstanding: first?.total_outstanding ?? 0,
          collectionRate: first ? collectionRate(first.total_collected, first.total_due) : null,
        },
      );
    },
  },
  'expenses-by-category': {
    columns: [
      column('category', 'category'),
      column('count', 'integer'),
      column('amount', 'money'),
      column('share', 'rate'),
    ],
    asOfReport: false,
    open: async (db, context) => {
      const rows = await expensesByCategory(db, context, context.period);
      const first = rows[0];
      return loaded(
        rows.map((row) => ({
          category: row.category,
          count: row.count,
          amount: row.amount,
          share: row.total_amount > 0 ? row.amount / row.total_amount : null,
        })),
        { category: null, count: first?.total_count ?? 0, amount: first?.total_amount ?? 0, share: first ? 1 : null },
      );
    },
  },
  'property-profit-loss': {
    columns: [
      column('property', 'text'),
      column('longTermIncome', 'money'),
      column('shortTermIncome', 'money'),
      column('income', 'money'),
      column('operatingExpenses', 'money'),
      column('net', 'money'),
      column('debtService', 'money'),
      column('cashFlow', 'money'),
    ],
    asOfReport: false,
    open: async (db, context) => {
      const rows = await propertyProfitLoss(db, context, context.period);
      const totals = rows.reduce(
        (sum, row) => ({
          long_term_income: sum.long_term_income + row.long_term_income,
          short_term_income: sum.short_term_income + row.short_term_income,
          expenses: sum.expenses + row.expenses,
          debt_service: sum.debt_service + row.debt_service,
        }),
        { long_term_income: 0, short_term_income: 0, expenses: 0, debt_service: 0 },
      );
      // `property` null (and `propertyId` null) is the row of portfolio-wide expenses.
      return loaded(
        rows.map((row) => ({ propertyId: row.property_id, ...profitLossFigures(row.property, row) })),
        profitLossFigures(null, totals),
      );
    },
  },
  'rent-roll': {
    columns: [
      column('property', 'text'),
      column('unit', 'text'),
      column('tenant', 'text'),
      column('rent', 'money'),
      column('leaseEnd', 'date'),
      column('balance', 'money'),
    ],
    asOfReport: true,
    open: async (db, context) => {
      const summary = await summarizeRentRoll(db, context, context.asOf);
      return {
        page: async ({ offset, limit }) =>
          (await rentRollPage(db, context, context.asOf, { after: null, limit, offset })).map(rentRollReportRow),
        count: summary.count,
        totals: {
          property: null,
          unit: null,
          tenant: null,
          rent: summary.rent,
          leaseEnd: null,
          balance: summary.balance,
        },
        batches: () =>
          keysetBatches(
            REPORT_BATCH_SIZES.rentRoll,
            (after: Parameters<typeof rentRollPage>[3]['after'], limit) =>
              rentRollPage(db, context, context.asOf, { after, limit }),
            rentRollReportRow,
            (last) => ({
              propertyName: last.property,
              propertyId: last.property_id,
              unitLabel: last.unit,
              unitId: last.unit_id,
            }),
          ),
      };
    },
  },
  'receivables-aging': {
    columns: [
      column('property', 'text'),
      column('unit', 'text'),
      column('tenant', 'text'),
      column('days0to30', 'money'),
      column('days31to60', 'money'),
      column('days61to90', 'money'),
      column('days90plus', 'money'),
      column('total', 'money'),
    ],
    asOfReport: true,
    open: async (db, context) => {
      const { count, ...sums } = await summarizeAging(db, context, context.asOf);
      return {
        page: async ({ offset, limit }) =>
          (await agingPage(db, context, context.asOf, { after: null, limit, offset })).map(agingReportRow),
        count,
        totals: { property: null, unit: null, tenant: null, ...sums },
        batches: () =>
          keysetBatches(
            REPORT_BATCH_SIZES.aging,
            (after: Parameters<typeof agingPage>[3]['after'], limit) =>
              agingPage(db, context, context.asOf, { after, limit }),
            agingReportRow,
            (last) => ({
              propertyName: last.property,
              propertyId: last.property_id,
              unitLabel: last.unit,
              unitId: last.unit_id,
              leaseId: last.lease_id,
            }),
          ),
      };
    },
  },
  'short-term-rentals': {
    columns: [
      column('month', 'month'),
      column('property', 'text'),
      column('listing', 'text'),
      column('availableNights', 'integer'),
      column('bookedNights', 'integer'),
      column('occupancyRate', 'rate'),
      column('adr', 'money'),
      column('revpan', 'money'),
      column('revenue', 'money'),
      column('cleaningFees', 'money'),
    ],
    asOfReport: false,
    open: async (db, context) => {
      const rows = await strReportRows(db, context, context.period);
      const available = rows.reduce((sum, row) => sum + row.availableNights, 0);
      const booked = rows.reduce((sum, row) => sum + row.bookedNights, 0);
      const revenue = rows.reduce((sum, row) => sum + row.revenueMinor, 0);
      const cleaningFees = rows.reduce((sum, row) => sum + row.cleaningFeesMinor, 0);
      return loaded(
        rows.map((row) => ({
          month: row.month,
          propertyId: row.propertyId,
          property: row.property,
          listingId: row.listingId,
          listing: row.listing,
          availableNights: row.availableNights,
          bookedNights: row.bookedNights,
          occupancyRate: row.occupancyRate,
          adr: row.adrMinor,
          revpan: row.revpanMinor,
          revenue: row.revenueMinor,
          cleaningFees: row.cleaningFeesMinor,
        })),
        // Over every listing and month: nights and revenue add up; the rates are recomputed from the sums, of
        // nightly revenue only as the rows'.
        {
          month: null,
          property: null,
          listing: null,
          availableNights: available,
          bookedNights: booked,
          occupancyRate: available === 0 ? null : Math.min(1, booked / available),
          adr: booked === 0 ? null : Math.round((revenue - cleaningFees) / booked),
          revpan: available === 0 ? null : Math.round((revenue - cleaningFees) / available),
          revenue,
          cleaningFees,
        },
      );
    },
  },
};

/** Months a report covers by default: the last twelve, including the current one. */
const DEFAULT_REPORT_MONTHS = 12;

/**
 * The period of a report: by default the last twelve months (from the first day of the month eleven months
 * ago to today). A missing end is today (or the end of the start's month when that is later); a missing start
 * is twelve months before the end. The contract refuses an end before the start; a defaulted end never precedes it.
 */
function reportPeriodOf(query: Pick<TFinancialPeriodQuery, 'from' | 'to'>, today: string): TPeriod {
  const to =
    query.to ?? (query.from && query.from > today ? addDays(addMonths(monthStartOf(query.from), 1), -1) : today);
  const from = query.from ?? addMonths(monthStartOf(to), -(DEFAULT_REPORT_MONTHS - 1));
  return { from, to };
}

async function resolveReportContext(
  db: Database,
  actor: OrganizationActor,
  query: TFinancialPeriodQuery,
  today: string,
): Promise<ReportContext> {
  const scope = await resolveFinancialScope(db, actor, query);
  const period = reportPeriodOf(query, today);
  return { ...scope, period, asOf: period.to, today };
}

function openReport(db: Database, kind: TAnalyticsReportKind, context: ReportContext) {
  return REPORTS[kind].open(db, context);
}

/** One page of the report as JSON, with the whole report's row count and totals. */
export async function getReport(
  db: Database,
  actor: OrganizationActor,
  kind: TAnalyticsReportKind,
  query: TAnalyticsReportQuery,
  today: string,
): Promise<TAnalyticsReport> {
  const context = await resolveReportContext(db, actor, query, today);
  const opened = await openReport(db, kind, context);
  const { page, pageSize } = query;
  const rows = await opened.page({ offset: (page - 1) * pageSize, limit: pageSize });
  return {
    kind,
    period: context.period,
    asOf: context.asOf,
    currency: context.currency,
    columns: REPORTS[kind].columns,
    rows,
    totals: opened.totals,
    total: opened.count,
    page,
    pageSize,
  };
}

/**
 * A report as a file: the row count (for the `X-Report-Rows` progress header) and totals come first from
 * SQL aggregates; CSV rows are then streamed batch by batch, a PDF is typeset whole (it needs its page count).
 */
export async function exportReport(
  db: Database,
  actor: OrganizationActor,
  kind: TAnalyticsReportKind,
  query: TFinancialPeriodQuery & { format: 'csv' | 'pdf'; language: TLanguage },
  today: string,
) {
  const context = await resolveReportContext(db, actor, query, today);
  const opened = await openReport(db, kind, context);
  const exported: ReportExport = { kind, columns: REPORTS[kind].columns, context, language: query.language };
  const fileName = exportFileName(kind, context, query.format);
  if (query.format === 'csv') {
    return { format: 'csv' as const, fileName, rowCount: opened.count, chunks: streamCsv(exported, opened) };
  }
  const rows: ReportRow[] = [];
  for await (const batch of opened.batches()) rows.push(...batch);
  const pdf = await renderInPdfWorker({
    kind: 'report',
    report: {
      exported,
      rows,
      totals: opened.totals,
      title: { asOfReport: REPORTS[kind].asOfReport, generatedOn: today },
    },
  });
  return { format: 'pdf' as const, fileName, rowCount: opened.count, pdf };
}

export function listReports(): TAnalyticsReportList {
  return {
    reports: ANALYTICS_REPORTS.map((kind) => ({
      kind,
      columns: REPORTS[kind].columns,
      asOfReport: REPORTS[kind].asOfReport,
    })),
  };
}
