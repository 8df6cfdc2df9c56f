import type { TAnalyticsReport, TAnalyticsReportKind } from '@rentwell/contracts/analytics';
import type { TPropertyList } from '@rentwell/contracts/properties';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TPeriodQuery } from '../../../lib/report-period.ts';

/**
 * Query keys of this feature ('analytics': an expense change invalidates them all), and the 'properties' list its
 * filter reads (shared with the other property filters).
 */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: (kind: TAnalyticsReportKind, period: TPeriodQuery) => ['analytics', 'report', kind, period] as const,
  propertyOptions: ['properties', 'options'] as const,
};

export function analyticsReportQueryOptions(kind: TAnalyticsReportKind, period: TPeriodQuery) {
  return queryOptions({
    queryKey: analyticsKeys.report(kind, period),
    queryFn: ({ signal }) =>
      apiClient.get<TAnalyticsReport>(`/analytics/reports/${kind}`, { query: { ...period }, signal }),
  });
}

export function propertyOptionsQueryOptions() {
  return queryOptions({
    queryKey: analyticsKeys.propertyOptions,
    queryFn: ({ signal }) => apiClient.get<TPropertyList>('/properties', { query: { pageSize: 100 }, signal }),
    select: (list) => list.items.map(({ id, name }) => ({ id, name })),
  });
}
