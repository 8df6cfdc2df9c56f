import type { TBootstrapAdminRequest, TBootstrapAdminResponse, TBootstrapStatus } from '@rentwell/contracts/bootstrap';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export const bootstrapKeys = { status: ['bootstrap-admin', 'status'] as const };

/** Open while no site administrator exists and the server has a bootstrap secret. */
export function bootstrapStatusQueryOptions() {
  return queryOptions({
    queryKey: bootstrapKeys.status,
    queryFn: ({ signal }) => apiClient.get<TBootstrapStatus>('/bootstrap-admin/status', { signal }),
    staleTime: 0,
  });
}

export function useBootstrapAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TBootstrapAdminRequest) =>
      apiClient.post<TBootstrapAdminResponse>('/bootstrap-admin', request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bootstrapKeys.status }),
  });
}
