import { queryOptions } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

/** Query keys of this feature ('workflows'). */
export const workflowKeys = {
  all: ['workflows'] as const,
  list: ['workflows', 'list'] as const,
  preview: ['workflows', 'preview'] as const,
};

export function reminderListQueryOptions() {
  return queryOptions({
    queryKey: workflowKeys.list,
    queryFn: ({ signal }) => callApi(api.workflows.$get(undefined, withSignal(signal))),
  });
}

/** What each active reminder will send in the next 30 days, and to whom. */
export function reminderPreviewQueryOptions() {
  return queryOptions({
    queryKey: workflowKeys.preview,
    queryFn: ({ signal }) => callApi(api.workflows.preview.$get(undefined, withSignal(signal))),
  });
}
