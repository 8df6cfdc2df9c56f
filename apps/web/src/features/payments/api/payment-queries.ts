import type { TListChargesQuery } from '@rentwell/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

export type TChargeFilters = Partial<Pick<TListChargesQuery, 'propertyId' | 'tenantId' | 'status' | 'from' | 'to'>>;

/** Query keys of this feature ('payments'), and the 'tenants' list its filters read. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (filters: TChargeFilters, page: number, pageSize: number) =>
    ['payments', 'list', { ...filters, page, pageSize }] as const,
  tenantOptions: ['tenants', 'options'] as const,
};

export function chargeListQueryOptions(filters: TChargeFilters, page: number, pageSize: number) {
  return queryOptions({
    queryKey: paymentKeys.list(filters, page, pageSize),
    queryFn: ({ signal }) =>
      callApi(
        api.payments.$get(
          { query: { ...filters, page: String(page), pageSize: String(pageSize) } },
          withSignal(signal),
        ),
      ),
  });
}

/** The organization's tenants (from their leases), each once, by name. */
export function tenantOptionsQueryOptions() {
  return queryOptions({
    queryKey: paymentKeys.tenantOptions,
    // The first page the server allows; past it the filter lists the tenants on it only.
    queryFn: ({ signal }) => callApi(api.tenants.$get({ query: { pageSize: '200' } }, withSignal(signal))),
    select: (leases) => {
      const tenants = new Map<string, string>();
      for (const lease of leases.items) if (lease.tenant) tenants.set(lease.tenant.id, lease.tenant.name);
      return [...tenants].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}
