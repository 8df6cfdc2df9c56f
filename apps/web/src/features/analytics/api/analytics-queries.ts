import type { TAnalyticsReportKind } from '@rentwell/contracts/analytics';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';
import type { TPeriodQuery } from '../../../lib/report-period.ts';

/**
 * Query keys of this feature ('analytics': an expense change invalidates them all), and the 'properties' list its
 * filter reads (shared with the other property filters).
 */
const analyticsKeys = {
  all: ['analytics'] as const,
  report: (kind: TAnalyticsReportKind, period: TPeriodQuery, page: number) =>
    ['analytics', 'report', kind, period, page] as const,
};

/** Rows per page of a report's table (the rent roll and aging grow with the portfolio); totals cover every page. */
const REPORT_PAGE_SIZE = 100;

export function analyticsReportQueryOptions(kind: TAnalyticsReportKind, period: TPeriodQuery, page: number) {
  return queryOptions({
    queryKey: analyticsKeys.report(kind, period, page),
    queryFn: ({ signal }) =>
      callApi(
        api.analytics.reports[':kind'].$get(
          { param: { kind }, query: { ...period, page: String(page), pageSize: String(REPORT_PAGE_SIZE) } },
          withSignal(signal),
        ),
      ),
  });
}
