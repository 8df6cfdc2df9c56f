import type { TNotification } from '@rentwell/contracts/notifications';
import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

export type TNotificationList = { items: TNotification[]; unread: number };

/** New notifications show up without a page load: the list is asked for this often. */
const NOTIFICATIONS_POLL_MS = 30_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
};

/** The latest notifications of the signed-in user and how many are unread; polled. */
export function notificationsQueryOptions() {
  return queryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => callApi(api.notifications.$get(undefined, withSignal(signal))),
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });
}
