import type {
  TCreatePropertyRequest,
  TImage,
  TPropertyDetail,
  TUnitInput,
  TUpdatePropertyRequest,
  TUpdateUnitRequest,
} from '@rentwell/contracts/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { type TUploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { propertyKeys } from './property-queries.ts';

function propertyPath(propertyId: string, ...rest: string[]): string {
  return ['/properties', ...[propertyId, ...rest].map(encodeURIComponent)].join('/');
}

/** After any write: the answer replaces the cached detail, and every list, total and dashboard figure is re-read. */
function useRefreshProperties() {
  const queryClient = useQueryClient();
  return async (detail?: TPropertyDetail) => {
    if (detail) queryClient.setQueryData(propertyKeys.detail(detail.id), detail);
    await queryClient.invalidateQueries({ queryKey: propertyKeys.all });
  };
}

export function useCreateProperty() {
  const refresh = useRefreshProperties();
  return useMutation({
    mutationFn: (request: TCreatePropertyRequest) => callApi(api.properties.$post({ json: request })),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useUpdateProperty(propertyId: string) {
  const refresh = useRefreshProperties();
  return useMutation({
    mutationFn: (patch: TUpdatePropertyRequest) =>
      callApi(api.properties[':propertyId'].$patch({ param: { propertyId }, json: patch })),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useDeleteProperty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => callApi(api.properties[':propertyId'].$delete({ param: { propertyId } })),
    // The deleted property's own entry is left alone: re-reading it while its page closes would flash a 404.
    onSuccess: async (_result, propertyId) => {
      const deletedKey = propertyKeys.detail(propertyId);
      await queryClient.invalidateQueries({
        queryKey: propertyKeys.all,
        predicate: (query) => query.queryKey[1] !== deletedKey[1] || query.queryKey[2] !== deletedKey[2],
      });
    },
  });
}

export function useAddUnit(propertyId: string) {
  const refresh = useRefreshProperties();
  return useMutation({
    mutationFn: (unit: TUnitInput) =>
      callApi(api.properties[':propertyId'].units.$post({ param: { propertyId }, json: unit })),
    onSuccess: () => refresh(),
  });
}

export function useUpdateUnit(propertyId: string) {
  const refresh = useRefreshProperties();
  return useMutation({
    mutationFn: ({ unitId, patch }: { unitId: string; patch: TUpdateUnitRequest }) =>
      callApi(api.properties[':propertyId'].units[':unitId'].$patch({ param: { propertyId, unitId }, json: patch })),
    onSuccess: () => refresh(),
  });
}

export function useRemoveUnit(propertyId: string) {
  const refresh = useRefreshProperties();
  return useMutation({
    mutationFn: (unitId: string) =>
      callApi(api.properties[':propertyId'].units[':unitId'].$delete({ param: { propertyId, unitId } })),
    onSuccess: () => refresh(),
  });
}

/** Uploads one image with progress (XMLHttpRequest); the caller refreshes once the batch is done. */
export function uploadPropertyImage(
  propertyId: string,
  file: File,
  onProgress: (progress: TUploadProgress) => void,
  signal: AbortSignal,
): Promise<TImage> {
  return uploadWithProgress<TImage>(propertyPath(propertyId, 'images'), file, { onProgress, signal });
}

export function useRefreshPropertyImages() {
  const refresh = useRefreshProperties();
  return () => refresh();
}

export function useSetCoverImage(propertyId: string) {
  const refresh = useRefreshProperties();
  return useMutation({
    mutationFn: (imageId: string) =>
      callApi(api.properties[':propertyId'].images[':imageId'].cover.$post({ param: { propertyId, imageId } })),
    onSuccess: (detail) => refresh(detail),
  });
}

export function useDeletePropertyImage(propertyId: string) {
  const refresh = useRefreshProperties();
  return useMutation({
    mutationFn: (imageId: string) =>
      callApi(api.properties[':propertyId'].images[':imageId'].$delete({ param: { propertyId, imageId } })),
    onSuccess: () => refresh(),
  });
}
