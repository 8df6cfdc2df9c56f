import type { TRole } from '@rentwell/contracts/roles';
import { hasPermission } from './role-permissions.ts';

/** Landlords and managers see the portfolio's dashboard, tenants their own; other roles neither. */
export type TDashboardAudience = 'portfolio' | 'tenant';

export function dashboardAudienceOf(role: TRole | null): TDashboardAudience | null {
  if (role !== null && hasPermission(role, 'dashboard:portfolio')) return 'portfolio';
  if (role !== null && hasPermission(role, 'tenant-portal:read')) return 'tenant';
  return null;
}
