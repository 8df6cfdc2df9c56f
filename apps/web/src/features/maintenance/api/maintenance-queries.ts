import type { TListMaintenanceQuery } from '@rentwell/contracts/maintenance';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, toQuery, withSignal } from '../../../lib/api-client.ts';

export type TMaintenanceFilters = Partial<
  Pick<TListMaintenanceQuery, 'status' | 'priority' | 'category' | 'propertyId' | 'assignedToUserId' | 'page'>
> &
  Pick<TListMaintenanceQuery, 'sort'>;

/** Requests per page of the maintenance page (an even number: the cards stand two a row). */
const MAINTENANCE_PAGE_SIZE = 24;

export type TAssignee = { id: string; name: string; role: string };

/**
 * Query keys of this feature; every key starts with its domain so one invalidation refreshes it: 'maintenance', and
 * 'properties' for the unit choices of the new-request form.
 */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  list: (filters: TMaintenanceFilters) => ['maintenance', 'list', filters] as const,
  detail: (requestId: string) => ['maintenance', 'detail', requestId] as const,
  assignees: ['maintenance', 'assignees'] as const,
  property: (propertyId: string) => ['properties', 'detail', propertyId] as const,
};

/**
 * A page of the requests in the caller's scope, filtered and sorted by the server, with the counts per status of that
 * scope.
 */
export function maintenanceListQueryOptions(filters: TMaintenanceFilters) {
  return queryOptions({
    queryKey: maintenanceKeys.list(filters),
    queryFn: ({ signal }) =>
      callApi(
        api.maintenance.$get(
          { query: toQuery({ ...filters, page: filters.page ?? 1, pageSize: MAINTENANCE_PAGE_SIZE }) },
          withSignal(signal),
        ),
      ),
    // Others move requests along (a tenant files one, staff start it): ask again when the page is opened.
    staleTime: 30_000,
  });
}

/** One request with its photos and comments. */
export function maintenanceRequestQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: maintenanceKeys.detail(requestId),
    queryFn: ({ signal }) => callApi(api.maintenance[':requestId'].$get({ param: { requestId } }, withSignal(signal))),
    staleTime: 30_000,
  });
}

/** People a manager can assign requests to: maintenance staff first, then managers. */
export function assigneesQueryOptions() {
  return queryOptions({
    queryKey: maintenanceKeys.assignees,
    queryFn: ({ signal }) => callApi(api.maintenance.assignees.$get(undefined, withSignal(signal))),
  });
}

/** A property with its units, for the unit choice of the staff's new-request form. */
export function propertyUnitsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: maintenanceKeys.property(propertyId),
    queryFn: ({ signal }) => callApi(api.properties[':propertyId'].$get({ param: { propertyId } }, withSignal(signal))),
    enabled: propertyId !== '',
    select: (property) => property.units.map(({ id, label }) => ({ id, label })),
  });
}
