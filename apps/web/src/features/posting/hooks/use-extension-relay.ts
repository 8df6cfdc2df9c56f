import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { postingKeys } from '../api/posting-queries.ts';
import { listenToExtension } from '../extension/extension-bridge.ts';
import { claimDuePosts, reportGroupResult, sharePost } from '../extension/share-post.ts';

/** How often an open page asks the server for scheduled posts that fell due. */
export const DUE_POST_POLL_MS = 60_000;

/**
 * While the page is open: reports every group result the extension sends to the server (post count, last posted),
 * and, when the extension is connected, claims the scheduled posts that fell due (each once, across tabs) and hands
 * them to the extension, now and every minute.
 */
export function useExtensionRelay(connected: boolean) {
  const queryClient = useQueryClient();
  const busy = useRef(false);

  useEffect(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: postingKeys.all });
    return listenToExtension(window, (message) => {
      if (message.type !== 'group-result') return;
      reportGroupResult(message.jobId, message.groupId, message.outcome).then(refresh, refresh);
    });
  }, [queryClient]);

  useEffect(() => {
    if (!connected) return;
    const sendDue = async () => {
      if (busy.current) return;
      busy.current = true;
      try {
        const { items } = await claimDuePosts();
        for (const post of items) await sharePost(window, post);
        if (items.length > 0) await queryClient.invalidateQueries({ queryKey: postingKeys.all });
      } catch {
        // The next round asks again; a claimed post that failed to reach the extension is marked failed.
      } finally {
        busy.current = false;
      }
    };
    void sendDue();
    const timer = setInterval(sendDue, DUE_POST_POLL_MS);
    return () => clearInterval(timer);
  }, [connected, queryClient]);
}
