import type { TListTenantsQuery } from '@rentwell/contracts/leases';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

export type TTenantFilters = Partial<Pick<TListTenantsQuery, 'search' | 'status' | 'propertyId' | 'page'>> &
  Pick<TListTenantsQuery, 'sort'>;

/** Rows per page of the tenants table. */
const TENANTS_PAGE_SIZE = 25;

/**
 * Query keys of this feature; every key starts with its domain so one invalidation refreshes it: 'tenants' (leases),
 * 'tenant-portal' (the tenant's own view), and 'payments' / 'properties' for what this feature reads of those.
 */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: (filters: TTenantFilters) => ['tenants', 'list', filters] as const,
  vacantUnits: (propertyId: string) => ['tenants', 'vacant-units', propertyId] as const,
  lease: (leaseId: string) => ['tenants', 'lease', leaseId] as const,
  extraCharges: (leaseId: string) => ['tenants', 'lease', leaseId, 'extra-charges'] as const,
  leasePayments: (leaseId: string) => ['payments', 'lease', leaseId] as const,
  portal: ['tenant-portal'] as const,
};

export function tenantListQueryOptions(filters: TTenantFilters) {
  return queryOptions({
    queryKey: tenantKeys.list(filters),
    queryFn: ({ signal }) =>
      callApi(
        api.tenants.$get(
          { query: { ...filters, page: String(filters.page ?? 1), pageSize: String(TENANTS_PAGE_SIZE) } },
          withSignal(signal),
        ),
      ),
  });
}

export function vacantUnitsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: tenantKeys.vacantUnits(propertyId),
    queryFn: ({ signal }) =>
      callApi(api.tenants['vacant-units'][':propertyId'].$get({ param: { propertyId } }, withSignal(signal))),
    enabled: propertyId !== '',
    // Vacancy changes as leases are made: always ask again when the dialog opens.
    staleTime: 0,
  });
}

export function leaseQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: tenantKeys.lease(leaseId),
    queryFn: ({ signal }) => callApi(api.leases[':leaseId'].$get({ param: { leaseId } }, withSignal(signal))),
  });
}

/** What the lease charges besides the rent, and its discounts. */
export function extraChargesQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: tenantKeys.extraCharges(leaseId),
    queryFn: ({ signal }) =>
      callApi(api.leases[':leaseId']['extra-charges'].$get({ param: { leaseId } }, withSignal(signal))),
  });
}

/** The rent charges of one lease, newest first, with their payments. */
export function leasePaymentsQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: tenantKeys.leasePayments(leaseId),
    queryFn: ({ signal }) => callApi(api.payments.$get({ query: { leaseId, pageSize: '200' } }, withSignal(signal))),
  });
}

export function tenantPortalQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.portal,
    queryFn: ({ signal }) => callApi(api['tenant-portal'].$get(undefined, withSignal(signal))),
  });
}

/** The rent notices and statements mailed: one lease's (landlord side), or all of the tenant's own. */
export function rentMailingsQueryOptions(leaseId?: string) {
  return queryOptions({
    queryKey: ['rent-mailings', leaseId ?? 'mine'] as const,
    queryFn: ({ signal }) =>
      callApi(api['rent-mailings'].$get({ query: leaseId ? { leaseId } : {} }, withSignal(signal))),
  });
}
