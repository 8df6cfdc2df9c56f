import type { TMaintenanceAction, TMaintenanceStatus } from '@rentwell/contracts/maintenance';
import type { TRole } from '@rentwell/contracts/roles';
import { availableMaintenanceActions, tenantViewStatus } from '@rentwell/domain/maintenance-status';
import { hasPermission, type TPermission } from '@rentwell/domain/role-permissions';

function roleMay(role: TRole | null, permission: TPermission): boolean {
  return role !== null && hasPermission(role, permission);
}

/** Landlords and property managers see and run every request of the organization. */
export function isMaintenanceManager(role: TRole | null): boolean {
  return roleMay(role, 'maintenance:manage');
}

/** Tenants report problems in their home; managers file requests for a property. Maintenance staff work on them. */
export function canReportMaintenance(role: TRole | null): boolean {
  return roleMay(role, 'maintenance:report');
}

/**
 * The status moves a role may offer now (the server holds the same rules): managers every legal move, maintenance
 * staff 'Start Work' and 'Mark Complete', tenants only cancelling their request while it is still open (pending).
 */
export function maintenanceActionsFor(role: TRole | null, status: TMaintenanceStatus): TMaintenanceAction[] {
  const available = availableMaintenanceActions(status);
  if (isMaintenanceManager(role)) return available;
  if (roleMay(role, 'maintenance:work'))
    return available.filter((action) => action === 'start' || action === 'complete');
  if (roleMay(role, 'tenant-portal:read'))
    return available.filter((action) => action === 'cancel' && status === 'open');
  return [];
}

/** The status as the role reads it: tenants see an open request as 'pending' (spec). */
export function statusShownTo(role: TRole | null, status: TMaintenanceStatus) {
  return role === 'tenant' ? tenantViewStatus(status) : status;
}

/** Managers set and see the cost; maintenance staff record it; tenants are not shown the landlord's costs. */
export function canSeeMaintenanceCost(role: TRole | null): boolean {
  return roleMay(role, 'maintenance:work') || isMaintenanceManager(role);
}
