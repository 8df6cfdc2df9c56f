import type { TMeResponse } from '@rentwell/contracts/me';
import type { TUpdateOrganizationRequest } from '@rentwell/contracts/organization';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { ME_QUERY_KEY } from '../../../lib/session.ts';

/**
 * `PATCH /api/organization` (admins): the answer replaces the organization in the cached `/api/me`, then every query
 * is read again, since totals and defaults across the app follow the organization's currency.
 */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TUpdateOrganizationRequest) => callApi(api.organization.$patch({ json: patch })),
    onSuccess: async (organization) => {
      queryClient.setQueryData<TMeResponse | null>(ME_QUERY_KEY, (current) =>
        current ? { ...current, organization } : current,
      );
      await queryClient.invalidateQueries();
    },
  });
}
