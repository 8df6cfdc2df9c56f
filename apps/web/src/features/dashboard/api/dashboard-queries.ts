import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

/**
 * Query keys of the dashboards: 'dashboard' for the landlord's figures (and this month's income and expenses, so an
 * expense change that invalidates 'dashboard' refreshes them too), and the tenant portal's own key for the tenant's
 * summary (the same answer as `/tenant-portal`, so both pages share one cached copy).
 */
export const dashboardKeys = {
  landlord: ['dashboard'] as const,
  monthFinancials: ['dashboard', 'financials', 'overview'] as const,
  revenueBreakdown: ['dashboard', 'financials', 'revenue-breakdown'] as const,
  tenant: ['tenant-portal'] as const,
};

export function landlordDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.landlord,
    queryFn: ({ signal }) => callApi(api.dashboard.$get(undefined, withSignal(signal))),
  });
}

export function tenantDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.tenant,
    queryFn: ({ signal }) => callApi(api['tenant-portal'].$get(undefined, withSignal(signal))),
  });
}

/** This month's income, expenses and net operating income (the server's default period is the current month). */
export function monthFinancialsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.monthFinancials,
    queryFn: ({ signal }) => callApi(api.financials.overview.$get({ query: {} }, withSignal(signal))),
  });
}

/** Collected, expected and expenses for each of the last six months, for the dashboard's small chart. */
export function revenueBreakdownQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.revenueBreakdown,
    queryFn: ({ signal }) => callApi(api.financials['revenue-breakdown'].$get({ query: {} }, withSignal(signal))),
  });
}
