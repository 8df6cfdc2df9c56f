import type {
  TContactSubmissionList,
  TDemoAccountsStatus,
  TJobRunList,
  TJobSummary,
  TListContactSubmissionsQuery,
  TListJobRunsQuery,
  TListMailQuery,
  TListOrganizationsQuery,
  TListSiteUsersQuery,
  TMail,
  TMailList,
  TOrganizationList,
  TSiteAdminLockStatus,
  TSiteUserList,
  TSystemHealth,
} from '@rentwell/contracts/site-admin';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

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

const paged = <TFilters extends object>(filters: TFilters) => ({ ...filters, pageSize: CONSOLE_PAGE_SIZE });

export function lockStatusQueryOptions() {
  return queryOptions({
    queryKey: siteAdminKeys.lock,
    queryFn: ({ signal }) => apiClient.get<TSiteAdminLockStatus>('/site-admin/lock', { signal }),
    staleTime: 0,
  });
}

export function demoAccountsQueryOptions() {
  return queryOptions({
    queryKey: siteAdminKeys.demoAccounts,
    queryFn: ({ signal }) => apiClient.get<TDemoAccountsStatus>('/site-admin/demo-accounts', { signal }),
  });
}

export function organizationsQueryOptions(filters: TOrganizationFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.organizations(filters),
    queryFn: ({ signal }) =>
      apiClient.get<TOrganizationList>('/site-admin/organizations', { query: paged(filters), signal }),
  });
}

export function siteUsersQueryOptions(filters: TSiteUserFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.users(filters),
    queryFn: ({ signal }) => apiClient.get<TSiteUserList>('/site-admin/users', { query: paged(filters), signal }),
  });
}

export function contactSubmissionsQueryOptions(filters: TContactFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.contact(filters),
    queryFn: ({ signal }) =>
      apiClient.get<TContactSubmissionList>('/site-admin/contact-submissions', { query: paged(filters), signal }),
  });
}

export function mailListQueryOptions(filters: TMailFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.mailList(filters),
    queryFn: ({ signal }) => apiClient.get<TMailList>('/site-admin/mail', { query: paged(filters), signal }),
  });
}

export function mailQueryOptions(mailId: string) {
  return queryOptions({
    queryKey: siteAdminKeys.mail(mailId),
    queryFn: ({ signal }) => apiClient.get<TMail>(`/site-admin/mail/${encodeURIComponent(mailId)}`, { signal }),
  });
}

export function jobsQueryOptions() {
  return queryOptions({
    queryKey: siteAdminKeys.jobs,
    queryFn: ({ signal }) => apiClient.get<TJobSummary[]>('/site-admin/jobs', { signal }),
  });
}

export function jobRunsQueryOptions(filters: TJobRunFilters) {
  return queryOptions({
    queryKey: siteAdminKeys.jobRuns(filters),
    queryFn: ({ signal }) => apiClient.get<TJobRunList>('/site-admin/job-runs', { query: paged(filters), signal }),
  });
}

export function systemHealthQueryOptions() {
  return queryOptions({
    queryKey: siteAdminKeys.system,
    queryFn: ({ signal }) => apiClient.get<TSystemHealth>('/site-admin/system', { signal }),
    // Uptime and database size move: ask again each time the section is opened.
    staleTime: 0,
  });
}
