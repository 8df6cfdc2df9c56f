import type { TRole } from '@rentwell/contracts/roles';
import { type TManageableRole, USER_MANAGEMENT_ROLES } from '@rentwell/contracts/users';

/** The role choices of the forms, as the spec names them: Admin, Landlord, Property manager, Tenant, Maintenance. */
export type TRoleChoice = (typeof USER_MANAGEMENT_ROLES)[number]['labelKey'];

export const ROLE_CHOICES: readonly TRoleChoice[] = USER_MANAGEMENT_ROLES.map((choice) => choice.labelKey);

/** The stored role a choice gives: 'Admin' and 'Landlord' both give `admin` (decision 004). */
export function roleOfChoice(choice: TRoleChoice): TManageableRole {
  const found = USER_MANAGEMENT_ROLES.find((candidate) => candidate.labelKey === choice);
  return found?.role ?? 'tenant';
}

/** The choice that shows a stored role: `admin` reads Landlord, as in the lists and the sidebar. */
export function choiceOfRole(role: TRole): TRoleChoice | null {
  if (role === 'admin') return 'landlord';
  return USER_MANAGEMENT_ROLES.find((candidate) => candidate.role === role)?.labelKey ?? null;
}

/** The stored roles the list can be filtered by, in the order of the forms. */
export const FILTER_ROLES = ['admin', 'property_manager', 'tenant', 'maintenance'] as const satisfies readonly TRole[];
