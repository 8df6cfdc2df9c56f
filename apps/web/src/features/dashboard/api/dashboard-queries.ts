import type { TLandlordDashboard } from '@rentwell/contracts/dashboard';
import type { TTenantPortal } from '@rentwell/contracts/tenant-portal';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/**
 * Query keys of the dashboards: 'dashboard' for the landlord's figures, and the tenant portal's own key for the
 * tenant's summary (the same answer as `/tenant-portal`, so both pages share one cached copy).
 */
export const dashboardKeys = {
  landlord: ['dashboard'] as const,
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
