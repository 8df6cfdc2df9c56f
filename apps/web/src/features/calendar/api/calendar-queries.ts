import type { TCalendarEventType } from '@rentwell/contracts/calendar-events';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, toQuery, withSignal } from '../../../lib/api-client.ts';

export type TCalendarFilters = { type?: TCalendarEventType; propertyId?: string };

/** Query keys of this feature ('calendar'). */
const calendarKeys = {
  events: (from: string, to: string, filters: TCalendarFilters) =>
    ['calendar', 'events', { from, to, ...filters }] as const,
  feed: ['calendar', 'feed'] as const,
};

export function calendarEventsQueryOptions(from: string, to: string, filters: TCalendarFilters) {
  return queryOptions({
    queryKey: calendarKeys.events(from, to, filters),
    queryFn: ({ signal }) =>
      callApi(
        api.calendar.events.$get(
          { query: toQuery({ from, to, types: filters.type, propertyId: filters.propertyId }) },
          withSignal(signal),
        ),
      ),
  });
}

export function calendarFeedQueryOptions() {
  return queryOptions({
    queryKey: calendarKeys.feed,
    queryFn: ({ signal }) => callApi(api.calendar.feed.$get({}, withSignal(signal))),
  });
}

/** Creates the feed or replaces its URL (the old one stops working); the answer holds the new URL once. */
export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.calendar.feed.$post()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api.calendar.feed.$delete()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.feed }),
  });
}
