import type { TListPropertiesQuery, TPropertyType } from '@rentwell/contracts/properties';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

export type TPropertySort = TListPropertiesQuery['sort'];

/** What the list page asks for; mirrors `ZListPropertiesQuery`. */
export type TPropertyListParams = {
  search: string;
  type: TPropertyType | null;
  sort: TPropertySort;
  page: number;
  pageSize: number;
};

/** Query keys of this feature; every key starts with 'properties' so one invalidation refreshes them all. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: ['properties', 'list'] as const,
  list: (params: TPropertyListParams) => ['properties', 'list', params] as const,
  detail: (propertyId: string) => ['properties', 'detail', propertyId] as const,
  addressSuggestions: (text: string) => ['properties', 'address-suggestions', text] as const,
};

/** One page of properties, filtered and sorted by the server; the previous page stays shown while the next loads. */
export function propertyListQueryOptions(params: TPropertyListParams) {
  return queryOptions({
    queryKey: propertyKeys.list(params),
    queryFn: ({ signal }) =>
      callApi(
        api.properties.$get(
          {
            query: {
              search: params.search || undefined,
              type: params.type ?? undefined,
              sort: params.sort,
              page: String(params.page),
              pageSize: String(params.pageSize),
            },
          },
          withSignal(signal),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function propertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: propertyKeys.detail(propertyId),
    queryFn: ({ signal }) => callApi(api.properties[':propertyId'].$get({ param: { propertyId } }, withSignal(signal))),
  });
}

/** Offline address suggestions (organization addresses, US/CA postal codes, world cities) for 2+ characters. */
export function addressSuggestionsQueryOptions(text: string) {
  return queryOptions({
    queryKey: propertyKeys.addressSuggestions(text),
    queryFn: ({ signal }) => callApi(api.addresses.suggest.$get({ query: { q: text } }, withSignal(signal))),
    enabled: text.length >= 2,
    staleTime: 60 * 60 * 1000,
    placeholderData: keepPreviousData,
  });
}
