import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';
import type { TPeriodQuery } from '../../../lib/report-period.ts';

/**
 * Query keys of this feature ('financials': an expense change invalidates them all), and the 'properties' list its
 * filter reads (the same cached copy as the payment history's filter).
 */
const financialKeys = {
  all: ['financials'] as const,
  overview: (period: TPeriodQuery) => ['financials', 'overview', period] as const,
  revenueBreakdown: (propertyId: string | undefined) =>
    ['financials', 'revenue-breakdown', { propertyId: propertyId ?? null }] as const,
};

export function financialOverviewQueryOptions(period: TPeriodQuery) {
  return queryOptions({
    queryKey: financialKeys.overview(period),
    queryFn: ({ signal }) => callApi(api.financials.overview.$get({ query: period }, withSignal(signal))),
  });
}

export function revenueBreakdownQueryOptions(propertyId: string | undefined) {
  return queryOptions({
    queryKey: financialKeys.revenueBreakdown(propertyId),
    queryFn: ({ signal }) =>
      callApi(api.financials['revenue-breakdown'].$get({ query: { propertyId } }, withSignal(signal))),
  });
}
