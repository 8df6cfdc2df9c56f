import type {
  TListContactSubmissionsQuery,
  TListJobRunsQuery,
  TListMailQuery,
  TListOrganizationsQuery,
  TListSiteUsersQuery,
} from '@rentwell/contracts/site-admin';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, toQuery, withSignal } from '../../../lib/api-client.ts';

export const CONSOLE_PAGE_SIZE = 20;

export type TOrganizationFilters = Pick<TListOrganizationsQuery, 'search' | 'page'>;
export type TSiteUserFilters = Pick<TListSiteUsersQuery, 'search' | 'role' | 'status' | 'organizationId' | 'page'>;
export type TContactFilters = Pick<TListContactSubmissionsQuery, 'status' | 'spam' | 'page'>;
export type TMailFilters = Pick<TListMailQuery, 'status' | 'to' | 'page'>;
export type TJobRunFilters = Pick<TListJobRunsQuery, 'jobName' | 'status' | 'page'>;

/**
 * Query keys of the console; all start with 'site-admin'. The lock status is one of them, so unlocking (or the
 * unlock expiring) refreshes everything the console shows.
 */
export const siteAdminKeys = {
  all: ['site-admin'] as const,
  lock: ['site-admin', 'lock'] as const,
  organizations: (filters: TOrganizationFilters) => ['site-admin', 'organizations', filters] as const,
  users: (filters: TSiteUserFilters) => ['site-admin', 'users', filters] as const,
  contact: (filters: TContactFilters) => ['site-admin', 'contact-submissions', filters] as const,
  mailList: (filters: TMailFilters) => ['site-admin', 'mail', 'list', filters] as const,
  mail: (mailId: string) => ['site-admin', 'mail', mailId] as const,
  jobs: ['site-admin', 'jobs'] as const,
  jobRuns: (filters: TJobRunFilters) => ['site-admin', 'job-runs', filters] as const,
  system: ['site-admin', 'system'] as const,
  demoAccounts: ['site-admin', 'demo-accounts'] as const,
};

const paged = <TFilters extends Record<string, string | number | boolean | undefined>>(filters: TFilters) =>
  toQuery({ ...filters, pageSize: CONSOLE_PAGE_SIZE });

export function lockStatusQueryOptions() {
  return queryOptions({
    queryKey: siteAdminKeys.lock,
    queryFn: ({ signal }) => callApi(api['site-admin'].lock.$get(undefined, withSignal(signal))),
    staleTime: 0,
  });
}

export function demoAccountsQueryOptions() {
  return queryOptions({
    queryKey: siteAdminKeys.demoAccounts,
    queryFn: ({ signal }) => callApi(api['site-admin']['demo-accounts'].$get(undefined, withSignal(signal))),
  });
}

export function organizationsQueryOptions(filters: TOrganizationFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.organizations(filters),
    queryFn: ({ signal }) =>
      callApi(api['site-admin'].organizations.$get({ query: paged(filters) }, withSignal(signal))),
  });
}

export function siteUsersQueryOptions(filters: TSiteUserFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.users(filters),
    queryFn: ({ signal }) => callApi(api['site-admin'].users.$get({ query: paged(filters) }, withSignal(signal))),
  });
}

export function contactSubmissionsQueryOptions(filters: TContactFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.contact(filters),
    queryFn: ({ signal }) =>
      callApi(api['site-admin']['contact-submissions'].$get({ query: paged(filters) }, withSignal(signal))),
  });
}

export function mailListQueryOptions(filters: TMailFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.mailList(filters),
    queryFn: ({ signal }) => callApi(api['site-admin'].mail.$get({ query: paged(filters) }, withSignal(signal))),
  });
}

export function mailQueryOptions(mailId: string) {
  return queryOptions({
    queryKey: siteAdminKeys.mail(mailId),
    queryFn: ({ signal }) => callApi(api['site-admin'].mail[':mailId'].$get({ param: { mailId } }, withSignal(signal))),
  });
}

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: siteAdminKeys.jobs,
    queryFn: ({ signal }) => callApi(api['site-admin'].jobs.$get(undefined, withSignal(signal))),
  });
}

export function jobRunsQueryOptions(filters: TJobRunFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.jobRuns(filters),
    queryFn: ({ signal }) => callApi(api['site-admin']['job-runs'].$get({ query: paged(filters) }, withSignal(signal))),
  });
}

export function systemHealthQueryOptions() {
  return queryOptions({
    queryKey: siteAdminKeys.system,
    queryFn: ({ signal }) => callApi(api['site-admin'].system.$get(undefined, withSignal(signal))),
    // Uptime and database size move: ask again each time the section is opened.
    staleTime: 0,
  });
}
