import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

/** The expense already recorded from a request, if any ('expenses' keys: the expenses feature refreshes them). */
export function maintenanceExpenseQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: ['expenses', 'from-maintenance', requestId] as const,
    queryFn: ({ signal }) =>
      callApi(api.expenses.$get({ query: { maintenanceRequestId: requestId, pageSize: '1' } }, withSignal(signal))),
    select: (list) => list.items[0] ?? null,
  });
}

/** 'Record as expense': a completed request with a cost becomes an expense of its property, once. */
export function useRecordMaintenanceExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(api.expenses['from-maintenance'][':requestId'].$post({ param: { requestId } })),
    onSettled: () =>
      Promise.all(
        [['expenses'], ['financials'], ['analytics'], ['dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
