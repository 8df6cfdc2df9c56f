/**
 * Whose accounts a use-case may touch: one organization's (its admin), or every organization's (the site
 * administrator's console). Repository functions put it in the WHERE clause.
 */
export type UserScope = { organizationId: string } | { allOrganizations: true };

export const EVERY_ORGANIZATION: UserScope = { allOrganizations: true };
