import { z } from 'zod';
import { ZPersonName } from './person-name.ts';
import { ZLanguage } from './profile.ts';
import { ZRole } from './roles.ts';

/** Stored roles an organization's admin may give (site_admin is never given through user management). */
export const MANAGEABLE_ROLES = ['admin', 'property_manager', 'tenant', 'maintenance'] as const;
export const ZManageableRole = z.enum(MANAGEABLE_ROLES);
export type TManageableRole = z.infer<typeof ZManageableRole>;

/**
 * The role choices of the user-management form, as the spec names them ("Admin, Landlord, Tenant, Maintenance",
 * plus Property manager), and the stored role each one gives. 'Admin' and 'Landlord' are two names for the one
 * organization-owner role `admin` (decision 004). `labelKey` is the web's translation key.
 */
export const USER_MANAGEMENT_ROLES = [
  { labelKey: 'admin', label: 'Admin', role: 'admin' },
  { labelKey: 'landlord', label: 'Landlord', role: 'admin' },
  { labelKey: 'propertyManager', label: 'Property manager', role: 'property_manager' },
  { labelKey: 'tenant', label: 'Tenant', role: 'tenant' },
  { labelKey: 'maintenance', label: 'Maintenance', role: 'maintenance' },
] as const satisfies readonly { labelKey: string; label: string; role: TManageableRole }[];

/** How a stored role is shown in lists: `admin` reads 'Landlord', as in the sidebar. */
export const ROLE_LABEL_KEYS = {
  admin: 'landlord',
  property_manager: 'propertyManager',
  tenant: 'tenant',
  maintenance: 'maintenance',
  site_admin: 'siteAdmin',
} as const;

export const USER_STATUSES = ['active', 'deactivated'] as const;
export const ZUserStatus = z.enum(USER_STATUSES);
export type TUserStatus = z.infer<typeof ZUserStatus>;

/**
 * `generated_password`: the server makes a strong password, answers it once, and the user must change it at
 * first sign-in. `email_link`: the user gets a mail with a link to choose their own password.
 */
export const PASSWORD_DELIVERIES = ['generated_password', 'email_link'] as const;
export const ZPasswordDelivery = z.enum(PASSWORD_DELIVERIES);
export type TPasswordDelivery = z.infer<typeof ZPasswordDelivery>;

export const GENERATED_PASSWORD_LENGTH = 20;

export const ZCreateUserRequest = z.object({
  name: ZPersonName,
  email: z.email().max(254),
  phone: z.string().trim().max(40).optional(),
  role: ZManageableRole,
  delivery: ZPasswordDelivery,
  /** The new user's interface and mail language; defaults to the admin's browser language. */
  language: ZLanguage.optional(),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

export const ZUpdateUserRequest = z.object({ role: ZManageableRole }).strict();
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZListUsersQuery = z.object({
  role: ZRole.optional(),
  status: ZUserStatus.optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type TListUsersQuery = z.infer<typeof ZListUsersQuery>;

export const ZManagedUser = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: ZRole,
  status: ZUserStatus,
  mustChangePassword: z.boolean(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TManagedUser = z.infer<typeof ZManagedUser>;

export const ZUserList = z.object({
  items: z.array(ZManagedUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TUserList = z.infer<typeof ZUserList>;

/** `generatedPassword` is shown once: only its hash is stored. Null with `email_link`. */
export const ZCreateUserResponse = z.object({
  user: ZManagedUser,
  delivery: ZPasswordDelivery,
  generatedPassword: z.string().nullable(),
});
export type TCreateUserResponse = z.infer<typeof ZCreateUserResponse>;
