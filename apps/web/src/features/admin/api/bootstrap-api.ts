import type { TBootstrapAdminRequest } from '@rentwell/contracts/bootstrap';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';

const bootstrapKeys = { status: ['bootstrap-admin', 'status'] as const };

/** Open while no site administrator exists and the server has a bootstrap secret. */
export function bootstrapStatusQueryOptions() {
  return queryOptions({
    queryKey: bootstrapKeys.status,
    queryFn: ({ signal }) => callApi(api['bootstrap-admin'].status.$get(undefined, withSignal(signal))),
    staleTime: 0,
  });
}

export function useBootstrapAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TBootstrapAdminRequest) => callApi(api['bootstrap-admin'].$post({ json: request })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bootstrapKeys.status }),
  });
}
