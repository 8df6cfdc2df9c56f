import type { TLandlordDashboard } from '@rentwell/contracts/dashboard';
import type { TFinancialOverview, TRevenueBreakdown } from '@rentwell/contracts/financials';
import type { TTenantPortal } from '@rentwell/contracts/tenant-portal';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

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
    queryFn: ({ signal }) => apiClient.get<TLandlordDashboard>('/dashboard', { signal }),
  });
}

export function tenantDashboardQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.tenant,
    queryFn: ({ signal }) => apiClient.get<TTenantPortal>('/tenant-portal', { signal }),
  });
}

/** This month's income, expenses and net operating income (the server's default period is the current month). */
export function monthFinancialsQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.monthFinancials,
    queryFn: ({ signal }) => apiClient.get<TFinancialOverview>('/financials/overview', { signal }),
  });
}

/** Collected, expected and expenses for each of the last six months, for the dashboard's small chart. */
export function revenueBreakdownQueryOptions() {
  return queryOptions({
    queryKey: dashboardKeys.revenueBreakdown,
    queryFn: ({ signal }) => apiClient.get<TRevenueBreakdown>('/financials/revenue-breakdown', { signal }),
  });
}
