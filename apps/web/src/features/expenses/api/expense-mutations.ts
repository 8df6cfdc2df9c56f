import type { TCreateExpenseRequest, TExpense, TUpdateExpenseRequest } from '@rentwell/contracts/expenses';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { sendFormData } from '../../../lib/send-form-data.ts';
import { expenseKeys } from './expense-queries.ts';

/** Expenses feed the financials overview, the analytics reports and the dashboard: refresh all of them. */
async function invalidateExpenses(queryClient: QueryClient) {
  await Promise.all(
    [expenseKeys.all, ['financials'], ['analytics'], ['dashboard']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

const expensePath = (expenseId: string) => `/expenses/${encodeURIComponent(expenseId)}`;

/** Sends the receipt as multipart/form-data (field `file`). */
function putReceipt(expenseId: string, file: File): Promise<TExpense> {
  const body = new FormData();
  body.append('file', file);
  return sendFormData<TExpense>(`${expensePath(expenseId)}/receipt`, 'PUT', body);
}

export function useCreateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateExpenseRequest) => callApi(api.expenses.$post({ json: request })),
    onSuccess: () => invalidateExpenses(queryClient),
  });
}

export function useUpdateExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expenseId, patch }: { expenseId: string; patch: TUpdateExpenseRequest }) =>
      callApi(api.expenses[':expenseId'].$patch({ param: { expenseId }, json: patch })),
    onSuccess: () => invalidateExpenses(queryClient),
  });
}

export function useDeleteExpense() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expenseId: string) => callApi(api.expenses[':expenseId'].$delete({ param: { expenseId } })),
    onSuccess: () => invalidateExpenses(queryClient),
  });
}

/** Attaches or replaces the receipt (PDF or image), or removes it with `file: null`. */
export function useSetReceipt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ expenseId, file }: { expenseId: string; file: File | null }) =>
      file
        ? putReceipt(expenseId, file)
        : callApi(api.expenses[':expenseId'].receipt.$delete({ param: { expenseId } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: expenseKeys.all }),
  });
}
