import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

/** Query keys of this feature ('str'). */
export const strKeys = {
  all: ['str'] as const,
  listings: (propertyId: string) => ['str', 'listings', propertyId] as const,
  listing: (listingId: string) => ['str', 'listing', listingId] as const,
  /** What the page across listings reads: every listing, their stays and figures. */
  overview: ['str', 'overview'] as const,
};

export function allListingsQueryOptions() {
  return queryOptions({
    queryKey: [...strKeys.overview, 'listings'],
    queryFn: ({ signal }) => callApi(api.str.listings.$get({ query: {} }, withSignal(signal))),
  });
}

/** Every listing's bookings and blocks overlapping [from, to). */
export function strCalendarQueryOptions(from: string, to: string) {
  return queryOptions({
    queryKey: [...strKeys.overview, 'calendar', { from, to }],
    queryFn: ({ signal }) => callApi(api.str.calendar.$get({ query: { from, to } }, withSignal(signal))),
  });
}

/** Every listing's figures for one month ('YYYY-MM'). */
export function monthFiguresQueryOptions(month: string) {
  return queryOptions({
    queryKey: [...strKeys.overview, 'figures', month],
    queryFn: ({ signal }) => callApi(api.str.figures.$get({ query: { from: month, to: month } }, withSignal(signal))),
  });
}

export function listingsQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: strKeys.listings(propertyId),
    queryFn: ({ signal }) => callApi(api.str.listings.$get({ query: { propertyId } }, withSignal(signal))),
  });
}

/** Bookings and blocks overlapping [from, to). */
export function listingCalendarQueryOptions(listingId: string, from: string, to: string) {
  return queryOptions({
    queryKey: [...strKeys.listing(listingId), 'calendar', { from, to }],
    queryFn: ({ signal }) =>
      callApi(
        api.str.listings[':listingId'].calendar.$get({ param: { listingId }, query: { from, to } }, withSignal(signal)),
      ),
  });
}

/** Occupancy, ADR, RevPAN and revenue of one listing's month ('YYYY-MM'). */
export function listingFiguresQueryOptions(listingId: string, month: string) {
  return queryOptions({
    queryKey: [...strKeys.listing(listingId), 'figures', month],
    queryFn: ({ signal }) =>
      callApi(api.str.figures.$get({ query: { listingId, from: month, to: month } }, withSignal(signal))),
  });
}

export function importFeedsQueryOptions(listingId: string) {
  return queryOptions({
    queryKey: [...strKeys.listing(listingId), 'import-feeds'],
    queryFn: ({ signal }) =>
      callApi(api.str.listings[':listingId']['import-feeds'].$get({ param: { listingId } }, withSignal(signal))),
  });
}

export function syncLogQueryOptions(listingId: string, feedId: string) {
  return queryOptions({
    queryKey: [...strKeys.listing(listingId), 'import-feeds', feedId, 'sync-log'],
    queryFn: ({ signal }) =>
      callApi(
        api.str.listings[':listingId']['import-feeds'][':feedId']['sync-log'].$get(
          { param: { listingId, feedId } },
          withSignal(signal),
        ),
      ),
  });
}
