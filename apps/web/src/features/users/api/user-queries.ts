import type { TListAuditEventsQuery } from '@rentwell/contracts/audit';
import type { TListUsersQuery } from '@rentwell/contracts/users';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, toQuery, withSignal } from '../../../lib/api-client.ts';

export const USERS_PAGE_SIZE = 25;
export const AUDIT_PAGE_SIZE = 25;

export type TUserFilters = Pick<TListUsersQuery, 'role' | 'status' | 'search' | 'page'>;
export type TAuditFilters = Pick<TListAuditEventsQuery, 'entityType' | 'page'>;

/** Query keys of user management; all start with 'users', so one invalidation refreshes the list and the audit log. */
export const userKeys = {
  all: ['users'] as const,
  list: (filters: TUserFilters) => ['users', 'list', filters] as const,
  audit: (filters: TAuditFilters) => ['users', 'audit-log', filters] as const,
};

export function userListQueryOptions(filters: TUserFilters) {
  return queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: ({ signal }) =>
      callApi(api.users.$get({ query: toQuery({ ...filters, pageSize: USERS_PAGE_SIZE }) }, withSignal(signal))),
  });
}

/** The organization's audit log, newest first. */
export function auditLogQueryOptions(filters: TAuditFilters) {
  return queryOptions({
    queryKey: userKeys.audit(filters),
    queryFn: ({ signal }) =>
      callApi(api['audit-log'].$get({ query: toQuery({ ...filters, pageSize: AUDIT_PAGE_SIZE }) }, withSignal(signal))),
  });
}
