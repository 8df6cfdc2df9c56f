import type { TDashboardAudience } from '@rentwell/domain/dashboard-audience';
import type { ComponentType, ReactPromise } from 'react';
import { loadMessages } from '../../i18n/i18n.ts';
import { PORTFOLIO_DASHBOARD_NAMESPACES } from '../../i18n/message-namespaces.ts';
import { track } from '../../lib/tracked-promise.ts';

/** Each dashboard's code and the messages it shows beyond the route's (`DASHBOARD_NAMESPACES`). */
const IMPORTS: Record<TDashboardAudience, () => Promise<ComponentType>> = {
  portfolio: async () => {
    const [{ PortfolioDashboard }] = await Promise.all([
      import('./components/portfolio-dashboard.tsx'),
      loadMessages(PORTFOLIO_DASHBOARD_NAMESPACES),
    ]);
    return PortfolioDashboard;
  },
  tenant: async () => (await import('./components/tenant-dashboard.tsx')).TenantDashboard,
};

const loads = new Map<TDashboardAudience, ReactPromise<ComponentType>>();

/**
 * The dashboard of one audience, loaded once: by the dashboard's prefetch as soon as the session says who the user is
 * (beside the figures' request), or else by the page. A user downloads only the dashboard they see.
 */
export function loadAudienceDashboard(audience: TDashboardAudience): ReactPromise<ComponentType> {
  const known = loads.get(audience);
  if (known) return known;
  const load = track(IMPORTS[audience]());
  loads.set(audience, load);
  return load;
}
