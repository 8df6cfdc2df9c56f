import type { TRentMailingKind } from '@rentwell/contracts/rent-mailings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';

/** Who would get this month's notices or statements, for how much, and who is skipped (sends nothing). */
export function usePreviewRentMailings() {
  return useMutation({
    mutationFn: (kind: TRentMailingKind) => callApi(api['rent-mailings'].preview.$post({ json: { kind } })),
  });
}

/** Mails this month's notices or statements, each lease once; the leases' histories list them. */
export function useSendRentMailings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TRentMailingKind) => callApi(api['rent-mailings'].send.$post({ json: { kind } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['rent-mailings'] }),
  });
}
