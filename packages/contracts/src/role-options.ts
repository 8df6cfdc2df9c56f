/**
 * The role lists as plain constants, without zod, for code that must stay small (the web app's route guards and
 * navigation). `roles.ts` holds the same lists for its schemas; `role-options.test.ts` keeps the two equal.
 */
export const ROLE_OPTIONS = ['admin', 'property_manager', 'tenant', 'maintenance', 'site_admin'] as const;

/** Roles that own or run an organization's portfolio. */
export const MANAGER_ROLE_OPTIONS = ['admin', 'property_manager'] as const;

/** Roles a visitor may choose on the public sign-up form. */
export const SIGN_UP_ROLE_OPTIONS = ['admin', 'property_manager', 'tenant'] as const;
