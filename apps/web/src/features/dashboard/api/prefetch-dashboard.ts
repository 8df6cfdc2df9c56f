import { hasPermission } from '@rentwell/domain/role-permissions';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/session.ts';
import { landlordDashboardQueryOptions, tenantDashboardQueryOptions } from './dashboard-queries.ts';

/**
 * Starts the figures the dashboard of the signed-in user's audience reads first, as soon as the session is known,
 * instead of once the page has rendered. Failures are left to the page's own queries, which report them.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
  const role = me?.role ?? null;
  if (role === null) return;
  if (hasPermission(role, 'dashboard:portfolio')) await queryClient.prefetchQuery(landlordDashboardQueryOptions());
  else if (hasPermission(role, 'tenant-portal:read')) await queryClient.prefetchQuery(tenantDashboardQueryOptions());
}
