import type { TListChargesQuery } from '@rentwell/contracts/payments';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

export type TChargeFilters = Partial<
  Pick<TListChargesQuery, 'propertyId' | 'tenantId' | 'status' | 'method' | 'from' | 'to'>
>;

/** Query keys of this feature ('payments'), and the 'tenants' list its filters read. */
export const paymentKeys = {
  all: ['payments'] as const,
  list: (filters: TChargeFilters, page: number, pageSize: number) =>
    ['payments', 'list', { ...filters, page, pageSize }] as const,
  tenantChoices: (search: string) => ['tenants', 'choices', search] as const,
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

/** How many leases one tenant search reads; past them the filter asks the user to type. */
const TENANT_CHOICES_PAGE_SIZE = 50;

/** Tenants whose name, email or unit matches `search`, from one page of their leases (searched by the server), each once. */
export function tenantChoicesQueryOptions(search: string) {
  return queryOptions({
    queryKey: paymentKeys.tenantChoices(search),
    queryFn: ({ signal }) =>
      callApi(
        api.tenants.$get(
          { query: { search: search || undefined, sort: 'name', pageSize: String(TENANT_CHOICES_PAGE_SIZE) } },
          withSignal(signal),
        ),
      ),
    select: (leases) => {
      const tenants = new Map<string, string>();
      for (const lease of leases.items) if (lease.tenant) tenants.set(lease.tenant.id, lease.tenant.name);
      const items = [...tenants].map(([id, label]) => ({ id, label }));
      // More leases than this page: say there is more to find, though tenants with several leases count once here.
      return { items, total: leases.total > leases.items.length ? leases.total : items.length };
    },
    placeholderData: keepPreviousData,
  });
}

/** Online payments the ledger does not hold yet (bank debits clearing, payments held); a clearing one is asked again. */
export function pendingOnlinePaymentsQueryOptions() {
  return queryOptions({
    queryKey: ['payments', 'online-pending'] as const,
    queryFn: ({ signal }) => callApi(api['online-payments'].pending.$get({}, withSignal(signal))),
  });
}
