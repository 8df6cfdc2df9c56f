import { dashboardAudienceOf } from '@rentwell/domain/dashboard-audience';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '../../../lib/session.ts';
import { loadAudienceDashboard } from '../audience-dashboards.ts';
import { landlordDashboardQueryOptions, tenantDashboardQueryOptions } from './dashboard-queries.ts';

/**
 * Starts what the dashboard of the signed-in user's audience needs first, as soon as the session is known, instead of
 * once the page has rendered: its code and messages, and its figures; settles when they have. Failures are left to
 * the page, which reports them.
 */
export async function prefetchDashboard(queryClient: QueryClient): Promise<void> {
  const me = await queryClient.fetchQuery(meQueryOptions()).catch(() => null);
  const audience = dashboardAudienceOf(me?.role ?? null);
  if (audience === null) return;
  await Promise.allSettled([
    loadAudienceDashboard(audience),
    audience === 'portfolio'
      ? queryClient.prefetchQuery(landlordDashboardQueryOptions())
      : queryClient.prefetchQuery(tenantDashboardQueryOptions()),
  ]);
}
