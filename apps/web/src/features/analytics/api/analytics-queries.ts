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
  report: (kind: TAnalyticsReportKind, period: TPeriodQuery) => ['analytics', 'report', kind, period] as const,
};

export function analyticsReportQueryOptions(kind: TAnalyticsReportKind, period: TPeriodQuery) {
  return queryOptions({
    queryKey: analyticsKeys.report(kind, period),
    queryFn: ({ signal }) =>
      callApi(api.analytics.reports[':kind'].$get({ param: { kind }, query: { ...period } }, withSignal(signal))),
  });
}
