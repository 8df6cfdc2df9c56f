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
    queryFn: ({ signal }) => callApi(api.tenants.$get({ query: {} }, withSignal(signal))),
    select: (leases) => {
      const tenants = new Map<string, string>();
      for (const lease of leases) if (lease.tenant) tenants.set(lease.tenant.id, lease.tenant.name);
      return [...tenants].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    },
  });
}
