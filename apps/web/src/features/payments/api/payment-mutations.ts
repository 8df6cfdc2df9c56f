import type { TRecordPaymentRequest } from '@rentwell/contracts/payments';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
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
    mutationFn: (request: TRecordPaymentRequest) => callApi(api.payments.$post({ json: request })),
    onSuccess: () => invalidatePayments(queryClient),
  });
}

/** 'Confirm Received': pending confirmation → confirmed (repeating it is harmless). */
export function useConfirmPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => callApi(api.payments[':paymentId'].confirm.$post({ param: { paymentId } })),
    onSuccess: () => invalidatePayments(queryClient),
  });
}

/** The money reported never arrived: the report is rejected and the rent is due again. */
export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => callApi(api.payments[':paymentId'].reject.$post({ param: { paymentId } })),
    onSuccess: () => invalidatePayments(queryClient),
  });
}

/** The landlord waives a charge's late fee with a reason (audited): it no longer counts in any balance. */
export function useWaiveLateFee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chargeId, reason }: { chargeId: string; reason: string }) =>
      callApi(api.payments.charges[':chargeId']['late-fee'].waive.$post({ param: { chargeId }, json: { reason } })),
    onSuccess: () => invalidatePayments(queryClient),
  });
}
