import { ROLE_OPTIONS } from '@rentwell/contracts/role-options';
import type { TRole } from '@rentwell/contracts/roles';

export type TPermission =
  | 'profile:read'
  | 'profile:update'
  | 'users:manage'
  | 'organization:manage'
  | 'audit:read'
  | 'site-admin:console'
  | 'properties:read'
  | 'properties:write'
  | 'portfolios:manage'
  | 'tenants:manage'
  | 'payments:read'
  | 'payments:manage'
  | 'expenses:manage'
  | 'documents:manage'
  | 'dashboard:portfolio'
  | 'financials:read'
  | 'tenant-portal:read'
  | 'notifications:read'
  | 'messages:use'
  | 'maintenance:read'
  | 'maintenance:report'
  | 'maintenance:manage'
  | 'maintenance:work'
  | 'workflows:manage'
  | 'posting:manage';

const EVERY_ROLE_PERMISSIONS: readonly TPermission[] = ['profile:read', 'profile:update', 'notifications:read'];

/** Everyone who belongs to a landlord's organization talks and follows maintenance. */
const MEMBER_PERMISSIONS: readonly TPermission[] = [...EVERY_ROLE_PERMISSIONS, 'messages:use', 'maintenance:read'];

const PORTFOLIO_MANAGER_PERMISSIONS: readonly TPermission[] = [
  ...MEMBER_PERMISSIONS,
  'maintenance:report',
  'maintenance:manage',
  'properties:read',
  'properties:write',
  'portfolios:manage',
  'tenants:manage',
  'payments:read',
  'payments:manage',
  'expenses:manage',
  'documents:manage',
  'dashboard:portfolio',
  'financials:read',
  'workflows:manage',
  'posting:manage',
];

const TENANT_PERMISSIONS: readonly TPermission[] = [
  ...MEMBER_PERMISSIONS,
  'payments:read',
  'tenant-portal:read',
  'maintenance:report',
];

/**
 * The one table mapping roles to what they may do: the server's routes name the permission they need, and the
 * web's route guards and sidebar open an area to the roles that hold its permission.
 */
const ROLE_PERMISSIONS: Record<TRole, readonly TPermission[]> = {
  admin: [...PORTFOLIO_MANAGER_PERMISSIONS, 'users:manage', 'organization:manage', 'audit:read'],
  property_manager: PORTFOLIO_MANAGER_PERMISSIONS,
  tenant: TENANT_PERMISSIONS,
  maintenance: [...MEMBER_PERMISSIONS, 'maintenance:work'],
  site_admin: [...EVERY_ROLE_PERMISSIONS, 'site-admin:console'],
};

export function hasPermission(role: TRole, permission: TPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles holding a permission, in the order of the role list. */
export function rolesWithPermission(permission: TPermission): readonly TRole[] {
  return ROLE_OPTIONS.filter((role) => hasPermission(role, permission));
}
