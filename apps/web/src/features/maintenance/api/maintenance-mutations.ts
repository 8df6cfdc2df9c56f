import type {
  TCreateMaintenanceRequest,
  TMaintenanceAction,
  TMaintenanceRequestDetail,
  TUpdateMaintenanceRequest,
} from '@rentwell/contracts/maintenance';
import type { TImage } from '@rentwell/contracts/properties';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { type TUploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { maintenanceKeys } from './maintenance-queries.ts';

const requestPath = (requestId: string) => `/maintenance/${encodeURIComponent(requestId)}`;

/** Stores the answer as the request's detail and refreshes the lists (counts per status move with it). */
async function storeRequest(queryClient: QueryClient, request: TMaintenanceRequestDetail) {
  queryClient.setQueryData(maintenanceKeys.detail(request.id), request);
  await Promise.all(
    [['maintenance', 'list'], ['tenant-portal'], ['calendar']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

export function useCreateMaintenanceRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: TCreateMaintenanceRequest) => callApi(api.maintenance.$post({ json: request })),
    onSuccess: (request) => storeRequest(queryClient, request),
  });
}

export function useUpdateMaintenanceRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: TUpdateMaintenanceRequest) =>
      callApi(api.maintenance[':requestId'].$patch({ param: { requestId }, json: patch })),
    onSuccess: (request) => storeRequest(queryClient, request),
  });
}

/** 'Start Work', 'Mark Complete', cancel or reopen. */
export function useTransitionMaintenanceRequest(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: TMaintenanceAction) =>
      callApi(api.maintenance[':requestId'].transition.$post({ param: { requestId }, json: { action } })),
    onSuccess: (request) => storeRequest(queryClient, request),
  });
}

export function useAddMaintenanceComment(requestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      callApi(api.maintenance[':requestId'].comments.$post({ param: { requestId }, json: { body } })),
    onSuccess: (request) => storeRequest(queryClient, request),
  });
}

/** Sends one photo of a request (PNG, JPG or WEBP ≤ 10 MB) and reports its progress. */
export function uploadMaintenancePhoto(
  requestId: string,
  file: File,
  onProgress: (progress: TUploadProgress) => void,
  signal?: AbortSignal,
) {
  return uploadWithProgress<TImage>(`${requestPath(requestId)}/photos`, file, { onProgress, signal });
}

/** After photos were added: the request and the lists show them. */
export function refreshMaintenanceRequest(queryClient: QueryClient, requestId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: maintenanceKeys.detail(requestId) }),
    queryClient.invalidateQueries({ queryKey: ['maintenance', 'list'] }),
  ]);
}
