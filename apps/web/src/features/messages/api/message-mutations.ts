import type { TSendMessageRequest } from '@rentwell/contracts/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { messageKeys } from './message-queries.ts';

/** Sends a message (a reply when `threadId` is given); the folders, the thread and the unread count refresh. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSendMessageRequest) => callApi(api.messages.$post({ json: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}
