import type { TOnlinePayment, TStartOnlinePaymentRequest } from '@rentwell/contracts/online-payments';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

/** Still waiting for Stripe's word: a card is confirmed in seconds, a bank debit in days. */
const POLL_MS = { open: 2_000, processing: 30_000 } as const;

export const onlinePaymentKeys = {
  availability: ['online-payments', 'availability'] as const,
  mine: ['online-payments', 'mine'] as const,
  one: (id: string) => ['online-payments', 'mine', id] as const,
};

/** Whether the tenant's landlord takes online payments, and the convenience fee if any. */
export function onlinePaymentAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: onlinePaymentKeys.availability,
    queryFn: ({ signal }) => callApi(api['online-payments'].availability.$get({}, withSignal(signal))),
  });
}

export function myOnlinePaymentsQueryOptions() {
  return queryOptions({
    queryKey: onlinePaymentKeys.mine,
    queryFn: ({ signal }) => callApi(api['online-payments'].mine.$get({}, withSignal(signal))),
  });
}

function pollWhilePending(payment: TOnlinePayment | undefined): number | false {
  if (payment?.status === 'open') return POLL_MS.open;
  if (payment?.status === 'processing') return POLL_MS.processing;
  return false;
}

/** One online payment, asked again until the verified webhook has settled it. */
export function myOnlinePaymentQueryOptions(id: string) {
  return queryOptions({
    queryKey: onlinePaymentKeys.one(id),
    queryFn: ({ signal }) => callApi(api['online-payments'].mine[':id'].$get({ param: { id } }, withSignal(signal))),
    refetchInterval: (query) => pollWhilePending(query.state.data),
  });
}

/** Starts a Stripe Checkout for the request, then leaves for Stripe's page. */
export function useStartOnlinePayment() {
  return useMutation({
    mutationFn: (request: TStartOnlinePaymentRequest) =>
      callApi(api['online-payments'].checkout.$post({ json: request })),
    onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
  });
}
