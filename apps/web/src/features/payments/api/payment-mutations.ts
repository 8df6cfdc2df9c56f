import type { TPaymentRecord, TRecordPaymentRequest } from '@rentwell/contracts/payments';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-queries.ts';

/** Money received changes charges, lease balances and the dashboard: refresh all of them. */
async function invalidatePayments(queryClient: QueryClient) {
  await Promise.all(
    [paymentKeys.all, ['tenants'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** The landlord records money received: the payment is paid at once, with a receipt. */
export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TRecordPaymentRequest) => apiClient.post<TPaymentRecord>('/payments', request),
    onSuccess: () => invalidatePayments(queryClient),
  });
}

/** 'Confirm Received': pending confirmation → confirmed (repeating it is harmless). */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiClient.post<TPaymentRecord>(`/payments/${encodeURIComponent(paymentId)}/confirm`, {}),
    onSuccess: () => invalidatePayments(queryClient),
  });
}

/** The money reported never arrived: the report is rejected and the rent is due again. */
export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) =>
      apiClient.post<TPaymentRecord>(`/payments/${encodeURIComponent(paymentId)}/reject`, {}),
    onSuccess: () => invalidatePayments(queryClient),
  });
}
