import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

export type TMessageFolder = 'inbox' | 'sent';

/** Conversations per page of a folder. */
const MESSAGES_PAGE_SIZE = 25;

/** New messages arrive without a page load: the unread count and the open folder are asked for this often. */
const MESSAGES_POLL_MS = 30_000;

/** Query keys of this feature; all start with 'messages' so one invalidation refreshes the folders and the count. */
export const messageKeys = {
  all: ['messages'] as const,
  folders: ['messages', 'folder'] as const,
  folder: (folder: TMessageFolder, page: number) => ['messages', 'folder', folder, page] as const,
  thread: (threadId: string) => ['messages', 'thread', threadId] as const,
  recipients: ['messages', 'recipients'] as const,
  unreadCount: ['messages', 'unread-count'] as const,
};

/** How many received messages are unread (the sidebar's badge); polled. */
export function unreadMessagesQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.unreadCount,
    queryFn: ({ signal }) => callApi(api.messages['unread-count'].$get(undefined, withSignal(signal))),
    select: (answer) => answer.unread,
    refetchInterval: MESSAGES_POLL_MS,
  });
}

/** A page of the inbox's or sent conversations, newest first; polled while shown. */
export function messageFolderQueryOptions(folder: TMessageFolder, page: number) {
  return queryOptions({
    queryKey: messageKeys.folder(folder, page),
    queryFn: ({ signal }) =>
      callApi(
        api.messages.$get(
          { query: { folder, page: String(page), pageSize: String(MESSAGES_PAGE_SIZE) } },
          withSignal(signal),
        ),
      ),
    staleTime: MESSAGES_POLL_MS,
    refetchInterval: MESSAGES_POLL_MS,
  });
}

/** A conversation, oldest first. Opening it marks what the reader received as read (`isNew` tells what was new). */
export function messageThreadQueryOptions(threadId: string) {
  return queryOptions({
    queryKey: messageKeys.thread(threadId),
    queryFn: ({ signal }) =>
      callApi(api.messages.threads[':threadId'].$get({ param: { threadId } }, withSignal(signal))),
    staleTime: MESSAGES_POLL_MS,
    refetchInterval: MESSAGES_POLL_MS,
  });
}

/** People the signed-in user may write to (a tenant: their landlord's team; staff: their organization). */
export function recipientsQueryOptions() {
  return queryOptions({
    queryKey: messageKeys.recipients,
    queryFn: ({ signal }) => callApi(api.messages.recipients.$get(undefined, withSignal(signal))),
  });
}
