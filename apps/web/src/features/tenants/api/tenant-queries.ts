import type { TLease, TListTenantsQuery, ZVacantUnit } from '@rentwell/contracts/leases';
import type { ZChargeList } from '@rentwell/contracts/payments';
import type { TPropertyList } from '@rentwell/contracts/properties';
import type { TTenantPortal } from '@rentwell/contracts/tenant-portal';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

export type TTenantFilters = Partial<Pick<TListTenantsQuery, 'search' | 'status' | 'propertyId'>> &
  Pick<TListTenantsQuery, 'sort'>;

export type TVacantUnit = z.infer<typeof ZVacantUnit>;
type TChargeList = z.infer<typeof ZChargeList>;

/**
 * Query keys of this feature; every key starts with its domain so one invalidation refreshes it: 'tenants' (leases),
 * 'tenant-portal' (the tenant's own view), and 'payments' / 'properties' for what this feature reads of those.
 */
export const tenantKeys = {
  all: ['tenants'] as const,
  list: (filters: TTenantFilters) => ['tenants', 'list', filters] as const,
  vacantUnits: (propertyId: string) => ['tenants', 'vacant-units', propertyId] as const,
  lease: (leaseId: string) => ['tenants', 'lease', leaseId] as const,
  leasePayments: (leaseId: string) => ['payments', 'lease', leaseId] as const,
  propertyOptions: ['properties', 'options'] as const,
  portal: ['tenant-portal'] as const,
};

export function tenantListQueryOptions(filters: TTenantFilters) {
  return queryOptions({
    queryKey: tenantKeys.list(filters),
    queryFn: ({ signal }) => apiClient.get<TLease[]>('/tenants', { query: filters, signal }),
  });
}

export function vacantUnitsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: tenantKeys.vacantUnits(propertyId),
    queryFn: ({ signal }) =>
      apiClient.get<TVacantUnit[]>(`/tenants/vacant-units/${encodeURIComponent(propertyId)}`, { signal }),
    enabled: propertyId !== '',
    // Vacancy changes as leases are made: always ask again when the dialog opens.
    staleTime: 0,
  });
}

export function leaseQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: tenantKeys.lease(leaseId),
    queryFn: ({ signal }) => apiClient.get<TLease>(`/leases/${encodeURIComponent(leaseId)}`, { signal }),
  });
}

/** The rent charges of one lease, newest first, with their payments. */
export function leasePaymentsQueryOptions(leaseId: string) {
  return queryOptions({
    queryKey: tenantKeys.leasePayments(leaseId),
    queryFn: ({ signal }) => apiClient.get<TChargeList>('/payments', { query: { leaseId, pageSize: 200 }, signal }),
  });
}

/** The organization's properties for the filters and the add-tenant dialog: id, name and currency. */
export function propertyOptionsQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.propertyOptions,
    queryFn: ({ signal }) => apiClient.get<TPropertyList>('/properties', { query: { pageSize: 100 }, signal }),
    select: (list) => list.items.map(({ id, name, currency }) => ({ id, name, currency })),
  });
}

export function tenantPortalQueryOptions() {
  return queryOptions({
    queryKey: tenantKeys.portal,
    queryFn: ({ signal }) => apiClient.get<TTenantPortal>('/tenant-portal', { signal }),
  });
}
