import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

const OVERDUE_LETTERS_KEY = ['overdue-letters'] as const;

/** `GET /api/overdue-letters`: who gets which letter today, and for how much (the send's preview). */
export function useOverdueLettersDue(enabled: boolean) {
  return useQuery({
    queryKey: OVERDUE_LETTERS_KEY,
    queryFn: ({ signal }) => callApi(api['overdue-letters'].$get({}, withSignal(signal))),
    enabled,
  });
}

/** `POST /api/overdue-letters/send`: sends the previewed letters still due; each is sent once per charge and stage. */
export function useSendOverdueLetters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (leaseIds: string[]) => callApi(api['overdue-letters'].send.$post({ json: { leaseIds } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OVERDUE_LETTERS_KEY }),
  });
}
