import type { TDocumentKind, TDocumentListItem } from '@rentwell/contracts/documents';
import type { TCreateSignatureRequest } from '@rentwell/contracts/signatures';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { type TUploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { documentKeys } from './document-queries.ts';

export type TUploadDocumentInput = {
  file: File;
  title: string;
  kind: TDocumentKind;
  leaseId: string | null;
  onProgress: (progress: TUploadProgress) => void;
};

/** Documents and their signature requests are shown together: any change refreshes both. */
function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: documentKeys.all }),
      queryClient.invalidateQueries({ queryKey: documentKeys.signatureRequests }),
    ]);
}

export function useUploadDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: ({ file, title, kind, leaseId, onProgress }: TUploadDocumentInput) =>
      uploadWithProgress<TDocumentListItem>('/documents', file, {
        fields: { title, kind, leaseId: leaseId ?? '' },
        onProgress,
      }),
    onSuccess: refresh,
  });
}

export function useDeleteDocument() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (documentId: string) => callApi(api.documents[':documentId'].$delete({ param: { documentId } })),
    onSuccess: refresh,
  });
}

export function useCreateSignatureRequest() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (request: TCreateSignatureRequest) => callApi(api['signature-requests'].$post({ json: request })),
    onSuccess: refresh,
  });
}

export function useRevokeSignatureRequest() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (requestId: string) =>
      callApi(api['signature-requests'][':requestId'].revoke.$post({ param: { requestId } })),
    onSuccess: refresh,
  });
}

/** A new link for one signer (the old one stops working): emailed, or returned once for a link signer. */
export function useResendSignatureInvitation() {
  const refresh = useRefreshDocuments();
  return useMutation({
    mutationFn: (param: { requestId: string; signerId: string }) =>
      callApi(api['signature-requests'][':requestId'].signers[':signerId'].resend.$post({ param })),
    onSuccess: refresh,
  });
}
