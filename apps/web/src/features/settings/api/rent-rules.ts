import type { TUpdateRentRulesRequest } from '@rentwell/contracts/rent-rules';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

const RENT_RULES_KEY = ['organization', 'rent-rules'] as const;

/** `GET /api/organization/rent-rules` (admins): grace days and the late fee. */
export function useRentRules() {
  return useQuery({
    queryKey: RENT_RULES_KEY,
    queryFn: ({ signal }) => callApi(api.organization['rent-rules'].$get({}, withSignal(signal))),
  });
}

/** `PUT /api/organization/rent-rules`: the answer replaces the cached rules. */
export function useUpdateRentRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: TUpdateRentRulesRequest) => callApi(api.organization['rent-rules'].$put({ json: rules })),
    onSuccess: (rules) => queryClient.setQueryData(RENT_RULES_KEY, rules),
  });
}
