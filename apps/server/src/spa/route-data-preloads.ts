import type { TRole } from '@rentwell/contracts/roles';
import { dashboardAudienceOf, type TDashboardAudience } from '@rentwell/domain/dashboard-audience';

/** What a signed-in role's first render of a route needs beyond what the route's document preloads for everyone. */
type TRoleFirstLoads = {
  /**
   * The API answer the first render waits for: the web app's prefetch of that route
   * (apps/web/src/features/dashboard/api/prefetch-dashboard.ts) asks for the same. Sent with the document as a
   * preload, it leaves with the document instead of once the app's code has run and `/api/me` has answered.
   */
  data: string;
  /** The route document's variant preloading that role's page code and messages (`<segment>.<variant>.html`). */
  documentVariant: string;
};

/** What each audience's dashboard shows first (the web's `landlordDashboardQueryOptions`, `tenantDashboardQueryOptions`). */
const DASHBOARD_DATA: Record<TDashboardAudience, string> = {
  portfolio: '/api/dashboard',
  tenant: '/api/tenant-portal',
};

const ROLE_FIRST_LOADS: Record<string, (role: TRole) => TRoleFirstLoads | null> = {
  '/dashboard': (role) => {
    const audience = dashboardAudienceOf(role);
    return audience && { data: DASHBOARD_DATA[audience], documentVariant: audience };
  },
};

export function hasRoleFirstLoads(path: string): boolean {
  return path in ROLE_FIRST_LOADS;
}

/** What `path` first needs as `role`, or null when the role's first render needs nothing more than everyone's. */
export function roleFirstLoads(path: string, role: TRole): TRoleFirstLoads | null {
  return ROLE_FIRST_LOADS[path]?.(role) ?? null;
}

/** The `Link` header preloading a role's first data. */
export const dataPreloadLink = (url: string) => `<${url}>; rel=preload; as=fetch; crossorigin`;
