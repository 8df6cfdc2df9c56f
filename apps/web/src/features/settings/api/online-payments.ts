import type { TSaveOnlinePaymentSettingsRequest } from '@rentwell/contracts/online-payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

const ONLINE_PAYMENT_SETTINGS_KEY = ['online-payments', 'settings'] as const;

/** `GET /api/online-payments/settings` (admins): connected or not, the key's hint, the webhook URL, the options. */
export function useOnlinePaymentSettings() {
  return useQuery({
    queryKey: ONLINE_PAYMENT_SETTINGS_KEY,
    queryFn: ({ signal }) => callApi(api['online-payments'].settings.$get({}, withSignal(signal))),
  });
}

/** `PUT /api/online-payments/settings`: connects Stripe (with both keys) or changes the options. */
export function useSaveOnlinePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TSaveOnlinePaymentSettingsRequest) =>
      callApi(api['online-payments'].settings.$put({ json: request })),
    onSuccess: (settings) => {
      queryClient.setQueryData(ONLINE_PAYMENT_SETTINGS_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: ['online-payments', 'availability'] });
    },
  });
}

/** `DELETE /api/online-payments/settings`: forgets the keys; tenants no longer see 'Pay online'. */
export function useDisconnectOnlinePayments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api['online-payments'].settings.$delete({})),
    onSuccess: (settings) => {
      queryClient.setQueryData(ONLINE_PAYMENT_SETTINGS_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: ['online-payments', 'availability'] });
    },
  });
}
