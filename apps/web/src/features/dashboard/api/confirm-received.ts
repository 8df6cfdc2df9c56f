import type { TLandlordDashboard } from '@rentwell/contracts/dashboard';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { dashboardKeys } from './dashboard-queries.ts';

/** The dashboard without one payment awaiting confirmation (and without its charge once none is left). */
function withoutAwaitingPayment(dashboard: TLandlordDashboard, paymentId: string): TLandlordDashboard {
  return {
    ...dashboard,
    awaitingConfirmation: dashboard.awaitingConfirmation
      .map((charge) => ({ ...charge, payments: charge.payments.filter((payment) => payment.id !== paymentId) }))
      .filter((charge) => charge.payments.some((payment) => payment.status === 'pending_confirmation')),
  };
}

/**
 * 'Confirm Received' from the dashboard, optimistic: the payment leaves the list at once and comes back if the
 * server refuses. Charges, balances and figures are re-read afterwards.
 */
export function useConfirmReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentId: string) => callApi(api.payments[':paymentId'].confirm.$post({ param: { paymentId } })),
    onMutate: async (paymentId) => {
      await queryClient.cancelQueries({ queryKey: dashboardKeys.landlord });
      const previous = queryClient.getQueryData<TLandlordDashboard>(dashboardKeys.landlord);
      if (previous) queryClient.setQueryData(dashboardKeys.landlord, withoutAwaitingPayment(previous, paymentId));
      return { previous };
    },
    onError: (_error, _paymentId, context) => {
      if (context?.previous) queryClient.setQueryData(dashboardKeys.landlord, context.previous);
    },
    onSettled: () =>
      Promise.all(
        [dashboardKeys.landlord, ['payments'], ['tenants']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
