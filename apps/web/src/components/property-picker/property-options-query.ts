import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../lib/api-client.ts';

/** How many properties one search answers; beyond that the picker asks the user to type. */
const PROPERTY_OPTIONS_PAGE_SIZE = 50;

export type TPropertyOption = { id: string; name: string; currency: string };

/**
 * The organization's properties to choose from, searched by name or address on the server (one page, by name).
 * Keyed under 'properties' so any property change refreshes the choices.
 */
export function propertyOptionsQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['properties', 'options', search] as const,
    queryFn: ({ signal }) =>
      callApi(
        api.properties.$get(
          {
            query: { search: search || undefined, sort: 'name', pageSize: String(PROPERTY_OPTIONS_PAGE_SIZE) },
          },
          withSignal(signal),
        ),
      ),
    select: (list) => ({
      items: list.items.map(({ id, name, currency }) => ({ id, name, currency, label: name })),
      total: list.total,
    }),
    placeholderData: keepPreviousData,
  });
}

/** One property, for a chosen one that the current page of choices does not show. */
export function chosenPropertyOptionQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', propertyId] as const,
    queryFn: ({ signal }) => callApi(api.properties[':propertyId'].$get({ param: { propertyId } }, withSignal(signal))),
    select: ({ id, name, currency }) => ({ id, name, currency, label: name }),
  });
}
