import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';
import type { TPeriodQuery } from '../../../lib/report-period.ts';

/**
 * Query keys of this feature ('financials': an expense change invalidates them all), and the 'properties' list its
 * filter reads (the same cached copy as the payment history's filter).
 */
const financialKeys = {
  all: ['financials'] as const,
  overview: (period: TPeriodQuery, currency: string | undefined) =>
    ['financials', 'overview', period, { currency: currency ?? null }] as const,
  revenueBreakdown: (propertyId: string | undefined, currency: string | undefined) =>
    ['financials', 'revenue-breakdown', { propertyId: propertyId ?? null, currency: currency ?? null }] as const,
};

/** The period's books in `currency` (undefined: the organization's). */
export function financialOverviewQueryOptions(period: TPeriodQuery, currency?: string) {
  return queryOptions({
    queryKey: financialKeys.overview(period, currency),
    queryFn: ({ signal }) =>
      callApi(api.financials.overview.$get({ query: { ...period, currency } }, withSignal(signal))),
  });
}

export function revenueBreakdownQueryOptions(propertyId: string | undefined, currency?: string) {
  return queryOptions({
    queryKey: financialKeys.revenueBreakdown(propertyId, currency),
    queryFn: ({ signal }) =>
      callApi(api.financials['revenue-breakdown'].$get({ query: { propertyId, currency } }, withSignal(signal))),
  });
}
