import type { TRole } from '@rentwell/contracts/roles';
import { dashboardAudienceOf } from '@rentwell/domain/dashboard-audience';

/**
 * The API answer that a signed-in user's first render of a route waits for, by role: the web app's prefetch of that
 * route (apps/web/src/features/dashboard/api/prefetch-dashboard.ts) asks for the same. Sent with the route's document
 * as a preload, it leaves with the document instead of once the app's code has run and `/api/me` has answered.
 */
const ROLE_DATA_PRELOADS: Record<string, (role: TRole) => string | null> = {
  '/dashboard': (role) => {
    const audience = dashboardAudienceOf(role);
    if (audience === 'portfolio') return '/api/dashboard';
    return audience === 'tenant' ? '/api/tenant-portal' : null;
  },
};

export function hasRoleDataPreload(path: string): boolean {
  return path in ROLE_DATA_PRELOADS;
}

/** The `Link` header preloading what `path` first asks for as `role`, or null when it asks for nothing. */
export function roleDataPreloadLink(path: string, role: TRole): string | null {
  const url = ROLE_DATA_PRELOADS[path]?.(role) ?? null;
  return url && `<${url}>; rel=preload; as=fetch; crossorigin`;
}
