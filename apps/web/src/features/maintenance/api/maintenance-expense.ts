import type { TExpense, TExpenseList } from '@rentwell/contracts/expenses';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** The expense already recorded from a request, if any ('expenses' keys: the expenses feature refreshes them). */
export function maintenanceExpenseQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: ['expenses', 'from-maintenance', requestId] as const,
    queryFn: ({ signal }) =>
      apiClient.get<TExpenseList>('/expenses', { query: { maintenanceRequestId: requestId, pageSize: 1 }, signal }),
    select: (list) => list.items[0] ?? null,
  });
}

/** 'Record as expense': a completed request with a cost becomes an expense of its property, once. */
export function useRecordMaintenanceExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      apiClient.post<TExpense>(`/expenses/from-maintenance/${encodeURIComponent(requestId)}`, {}),
    onSettled: () =>
      Promise.all(
        [['expenses'], ['financials'], ['analytics'], ['dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
