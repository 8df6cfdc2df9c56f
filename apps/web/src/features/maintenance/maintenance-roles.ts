import type { TMaintenanceAction, TMaintenanceStatus } from '@rentwell/contracts/maintenance';
import { MANAGER_ROLE_OPTIONS } from '@rentwell/contracts/role-options';
import type { TRole } from '@rentwell/contracts/roles';
import { availableMaintenanceActions, tenantViewStatus } from '@rentwell/domain/maintenance-status';

/** Landlords and property managers see and run every request of the organization. */
export function isMaintenanceManager(role: TRole | null): boolean {
  return MANAGER_ROLE_OPTIONS.some((managerRole) => managerRole === role);
}

/** Tenants report problems in their home; managers file requests for a property. Maintenance staff work on them. */
export function canReportMaintenance(role: TRole | null): boolean {
  return role === 'tenant' || isMaintenanceManager(role);
}

/**
 * The status moves a role may offer now (the server holds the same rules): managers every legal move, maintenance
 * staff 'Start Work' and 'Mark Complete', tenants only cancelling their request while it is still open (pending).
 */
export function maintenanceActionsFor(role: TRole | null, status: TMaintenanceStatus): TMaintenanceAction[] {
  const available = availableMaintenanceActions(status);
  if (isMaintenanceManager(role)) return available;
  if (role === 'maintenance') return available.filter((action) => action === 'start' || action === 'complete');
  if (role === 'tenant') return available.filter((action) => action === 'cancel' && status === 'open');
  return [];
}

/** The status as the role reads it: tenants see an open request as 'pending' (spec). */
export function statusShownTo(role: TRole | null, status: TMaintenanceStatus) {
  return role === 'tenant' ? tenantViewStatus(status) : status;
}

/** Managers set and see the cost; maintenance staff record it; tenants are not shown the landlord's costs. */
export function canSeeMaintenanceCost(role: TRole | null): boolean {
  return role === 'maintenance' || isMaintenanceManager(role);
}
