import type { TFinancialOverview, TRevenueBreakdown } from '@rentwell/contracts/financials';
import type { TPropertyList } from '@rentwell/contracts/properties';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { TPeriodQuery } from '../../../lib/report-period.ts';

/**
 * Query keys of this feature ('financials': an expense change invalidates them all), and the 'properties' list its
 * filter reads (the same cached copy as the payment history's filter).
 */
export const financialKeys = {
  all: ['financials'] as const,
  overview: (period: TPeriodQuery) => ['financials', 'overview', period] as const,
  revenueBreakdown: (propertyId: string | undefined) =>
    ['financials', 'revenue-breakdown', { propertyId: propertyId ?? null }] as const,
  propertyOptions: ['properties', 'options'] as const,
};

export function financialOverviewQueryOptions(period: TPeriodQuery) {
  return queryOptions({
    queryKey: financialKeys.overview(period),
    queryFn: ({ signal }) => apiClient.get<TFinancialOverview>('/financials/overview', { query: period, signal }),
  });
}

export function revenueBreakdownQueryOptions(propertyId: string | undefined) {
  return queryOptions({
    queryKey: financialKeys.revenueBreakdown(propertyId),
    queryFn: ({ signal }) =>
      apiClient.get<TRevenueBreakdown>('/financials/revenue-breakdown', { query: { propertyId }, signal }),
  });
}

export function propertyOptionsQueryOptions() {
  return queryOptions({
    queryKey: financialKeys.propertyOptions,
    queryFn: ({ signal }) => apiClient.get<TPropertyList>('/properties', { query: { pageSize: 100 }, signal }),
    select: (list) => list.items.map(({ id, name }) => ({ id, name })),
  });
}
