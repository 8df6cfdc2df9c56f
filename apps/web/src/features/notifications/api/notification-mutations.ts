import type { TNotification } from '@rentwell/contracts/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { notificationKeys, type TNotificationList } from './notification-queries.ts';

/** Marks the given notifications read, or all of them without ids; the bell updates at once. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) => callApi(api.notifications.read.$post({ json: ids ? { ids } : {} })),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const previous = queryClient.getQueryData<TNotificationList>(notificationKeys.list);
      if (previous) {
        const isMarked = (item: TNotification) => !ids || ids.includes(item.id);
        const items = previous.items.map((item) => (isMarked(item) ? { ...item, isRead: true } : item));
        const newlyRead = previous.items.filter((item) => !item.isRead && isMarked(item)).length;
        queryClient.setQueryData<TNotificationList>(notificationKeys.list, {
          items,
          unread: Math.max(0, previous.unread - newlyRead),
        });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(notificationKeys.list, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
