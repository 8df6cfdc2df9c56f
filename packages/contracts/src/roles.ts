import { z } from 'zod';

export const ROLES = ['admin', 'property_manager', 'tenant', 'maintenance', 'site_admin'] as const;
export const ZRole = z.enum(ROLES);
export type TRole = z.infer<typeof ZRole>;

/** Roles a visitor may choose on the public sign-up form. */
export const SIGN_UP_ROLES = ['admin', 'property_manager', 'tenant'] as const;
export const ZSignUpRole = z.enum(SIGN_UP_ROLES);
export type TSignUpRole = z.infer<typeof ZSignUpRole>;

/** Roles that own or run an organization's portfolio. */
export const MANAGER_ROLES = ['admin', 'property_manager'] as const satisfies readonly TRole[];
