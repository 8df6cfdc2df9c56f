import type { TMessage, TSendMessageRequest } from '@rentwell/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { messageKeys } from './message-queries.ts';

/** Sends a message (a reply when `threadId` is given); the folders, the thread and the unread count refresh. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSendMessageRequest) => apiClient.post<TMessage>('/messages', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
