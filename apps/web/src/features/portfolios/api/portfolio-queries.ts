import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, callApi, isApiError, withSignal } from '../../../lib/api-client.ts';

/** Query keys of this feature; every key starts with 'portfolios' so one invalidation refreshes them all. */
export const portfolioKeys = {
  all: ['portfolios'] as const,
  list: ['portfolios', 'list'] as const,
  detail: (portfolioId: string) => ['portfolios', 'detail', portfolioId] as const,
  shared: (token: string) => ['portfolios', 'shared', token] as const,
};

export function portfolioListQueryOptions() {
  return queryOptions({
    queryKey: portfolioKeys.list,
    queryFn: ({ signal }) => callApi(api.portfolios.$get(undefined, withSignal(signal))),
  });
}

export function portfolioQueryOptions(portfolioId: string) {
  return queryOptions({
    queryKey: portfolioKeys.detail(portfolioId),
    queryFn: ({ signal }) =>
      callApi(api.portfolios[':portfolioId'].$get({ param: { portfolioId } }, withSignal(signal))),
  });
}

/** The public page of a share link; a 404 (invalid or revoked link) is an answer, not worth a retry. */
export function sharedPortfolioQueryOptions(token: string) {
  return queryOptions({
    queryKey: portfolioKeys.shared(token),
    queryFn: ({ signal }) =>
      callApi(
        api.public.portfolios[':token'].$get({ param: { token: encodeURIComponent(token) } }, withSignal(signal)),
      ),
    retry: (failureCount, error) => !(isApiError(error) && error.status === 404) && failureCount < 1,
  });
}

/**
 * The organization's properties to pick from, searched by the server (one page of up to 100, by name). Keyed under
 * 'properties' so property changes refresh the choices too.
 */
export function propertyChoicesQueryOptions(search: string) {
  return queryOptions({
    queryKey: ['properties', 'choices', search] as const,
    queryFn: ({ signal }) =>
      callApi(
        api.properties.$get(
          { query: { search: search || undefined, sort: 'name', pageSize: '100' } },
          withSignal(signal),
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** One property, for the name of a chosen property that the current choices page does not show. */
export function chosenPropertyQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: ['properties', 'detail', propertyId] as const,
    queryFn: ({ signal }) => callApi(api.properties[':propertyId'].$get({ param: { propertyId } }, withSignal(signal))),
  });
}
