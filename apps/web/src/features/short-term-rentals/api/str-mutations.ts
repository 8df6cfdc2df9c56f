import type { TLanguage } from '@rentwell/contracts/profile';
import type {
  TCreateBlockRequest,
  TCreateBookingRequest,
  TCreateImportFeedRequest,
  TCreateListingRequest,
  TUpdateBookingRequest,
  TUpdateListingRequest,
} from '@rentwell/contracts/short-term-rentals';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { strKeys } from './str-queries.ts';

/** Stays feed the listing's calendar and figures, and /calendar: refresh them. */
async function invalidateListing(queryClient: QueryClient, listingId: string) {
  await Promise.all(
    [strKeys.listing(listingId), strKeys.overview, ['calendar']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateListingRequest) => callApi(api.str.listings.$post({ json: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strKeys.all }),
  });
}

export function useUpdateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, patch }: { listingId: string; patch: TUpdateListingRequest }) =>
      callApi(api.str.listings[':listingId'].$patch({ param: { listingId }, json: patch })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strKeys.all }),
  });
}

export function useCreateBooking(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateBookingRequest) =>
      callApi(api.str.listings[':listingId'].bookings.$post({ param: { listingId }, json: request })),
    onSuccess: () => invalidateListing(queryClient, listingId),
  });
}

/** Changes a booking's fields or confirms it; cancelling goes through the cancel route. */
export function useUpdateBooking(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, patch }: { bookingId: string; patch: TUpdateBookingRequest }) =>
      patch.status === 'cancelled'
        ? callApi(
            api.str.listings[':listingId'].bookings[':bookingId'].cancel.$post({ param: { listingId, bookingId } }),
          )
        : callApi(
            api.str.listings[':listingId'].bookings[':bookingId'].$patch({
              param: { listingId, bookingId },
              json: patch,
            }),
          ),
    onSuccess: () => invalidateListing(queryClient, listingId),
  });
}

export function useCreateBlock(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateBlockRequest) =>
      callApi(api.str.listings[':listingId'].blocks.$post({ param: { listingId }, json: request })),
    onSuccess: () => invalidateListing(queryClient, listingId),
  });
}

/** Creates or replaces the export feed's secret URL (answered once), its titles in the given language. */
export function useCreateExportFeed(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lang: TLanguage) =>
      callApi(api.str.listings[':listingId']['export-feed'].$post({ param: { listingId }, query: { lang } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strKeys.all }),
  });
}

/** Turns the export feed off: its URL stops answering. */
export function useRevokeExportFeed(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.str.listings[':listingId']['export-feed'].$delete({ param: { listingId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: strKeys.all }),
  });
}

/** Deletes a listing with its bookings, blocks and feeds. */
export function useDeleteListing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => callApi(api.str.listings[':listingId'].$delete({ param: { listingId } })),
    onSuccess: () =>
      Promise.all([strKeys.all, ['calendar']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** Removes an import feed and the blocks it brought in. */
export function useRemoveImportFeed(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feedId: string) =>
      callApi(api.str.listings[':listingId']['import-feeds'][':feedId'].$delete({ param: { listingId, feedId } })),
    onSuccess: () => invalidateListing(queryClient, listingId),
  });
}

export function useAddImportFeed(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateImportFeedRequest) =>
      callApi(api.str.listings[':listingId']['import-feeds'].$post({ param: { listingId }, json: request })),
    onSuccess: () => invalidateListing(queryClient, listingId),
  });
}

export function useSyncImportFeed(listingId: string, feedId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(api.str.listings[':listingId']['import-feeds'][':feedId'].sync.$post({ param: { listingId, feedId } })),
    onSuccess: () => invalidateListing(queryClient, listingId),
  });
}

/** Removes a manual block (imported ones follow their feed). */
export function useRemoveBlock(listingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: string) =>
      callApi(api.str.listings[':listingId'].blocks[':blockId'].$delete({ param: { listingId, blockId } })),
    onSuccess: () => invalidateListing(queryClient, listingId),
  });
}
