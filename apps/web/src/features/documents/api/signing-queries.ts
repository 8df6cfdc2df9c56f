import type { TLanguage } from '@rentwell/contracts/profile';
import type { TSignRequest, TVerifyDocumentResponse } from '@rentwell/contracts/signatures';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi, withSignal } from '../../../lib/api-client.ts';
import { sendFormData } from '../../../lib/send-form-data.ts';

/** Where a signer's link opens the things it may read. */
export const signingPaths = {
  document: (token: string) => `/api/sign/${encodeURIComponent(token)}/document`,
  signedDocument: (token: string) => `/api/sign/${encodeURIComponent(token)}/signed-document`,
};

const signingKey = (token: string) => ['signing', token] as const;

/**
 * What the signing link's holder may see: the document and the disclosure (in the page's language) when the link is
 * valid, else only its state.
 */
export function signingStateQueryOptions(token: string, language: TLanguage) {
  return queryOptions({
    queryKey: [...signingKey(token), language] as const,
    queryFn: ({ signal }) =>
      callApi(api.sign[':token'].$get({ param: { token }, query: { language } }, withSignal(signal))),
    retry: false,
  });
}

function useRefreshSigning(token: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: signingKey(token) });
}

/** Accepts the disclosure in the language it was shown in. */
export function useConsentToSign(token: string) {
  const refresh = useRefreshSigning(token);
  return useMutation({
    mutationFn: (language: TLanguage) =>
      callApi(api.sign[':token'].consent.$post({ param: { token }, json: { accepted: true, language } })),
    onSuccess: refresh,
  });
}

export function useSign(token: string) {
  return useMutation({
    mutationFn: (signature: TSignRequest) =>
      callApi(api.sign[':token'].sign.$post({ param: { token }, json: signature })),
  });
}

export function useDeclineToSign(token: string) {
  return useMutation({
    mutationFn: (reason: string) => callApi(api.sign[':token'].decline.$post({ param: { token }, json: { reason } })),
  });
}

/** Asks whether this installation sealed the PDF and whether it is unchanged since. */
export function useVerifyDocument() {
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return sendFormData<TVerifyDocumentResponse>('/verify-document', 'POST', body);
    },
  });
}
