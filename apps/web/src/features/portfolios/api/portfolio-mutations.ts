import type { TCreatePortfolioRequest, TPortfolio, TUpdatePortfolioRequest } from '@rentwell/contracts/portfolios';
import type { TImage } from '@rentwell/contracts/properties';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, callApi } from '../../../lib/api-client.ts';
import { type TUploadProgress, uploadWithProgress } from '../../../lib/upload-with-progress.ts';
import { portfolioKeys } from './portfolio-queries.ts';

function portfolioPath(portfolioId: string, ...rest: string[]): string {
  return ['/portfolios', ...[portfolioId, ...rest].map(encodeURIComponent)].join('/');
}

/** After a write: the answer (when there is one) replaces the cached portfolio, and the list is re-read. */
function useRefreshPortfolios() {
  const queryClient = useQueryClient();
  return async (portfolio?: TPortfolio) => {
    if (portfolio) queryClient.setQueryData(portfolioKeys.detail(portfolio.id), portfolio);
    await queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
  };
}

export function useCreatePortfolio() {
  const refresh = useRefreshPortfolios();
  return useMutation({
    mutationFn: (request: TCreatePortfolioRequest) => callApi(api.portfolios.$post({ json: request })),
    onSuccess: (portfolio) => refresh(portfolio),
  });
}

export function useUpdatePortfolio(portfolioId: string) {
  const refresh = useRefreshPortfolios();
  return useMutation({
    mutationFn: (patch: TUpdatePortfolioRequest) =>
      callApi(api.portfolios[':portfolioId'].$patch({ param: { portfolioId }, json: patch })),
    onSuccess: (portfolio) => refresh(portfolio),
  });
}

export function useDeletePortfolio() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (portfolioId: string) => callApi(api.portfolios[':portfolioId'].$delete({ param: { portfolioId } })),
    onSuccess: async (_result, portfolioId) => {
      queryClient.removeQueries({ queryKey: portfolioKeys.detail(portfolioId) });
      await queryClient.invalidateQueries({ queryKey: portfolioKeys.list });
    },
  });
}

/** Creates or regenerates the share link; the token is in this answer only (the server keeps a hash). */
export function useSharePortfolio(portfolioId: string) {
  const refresh = useRefreshPortfolios();
  return useMutation({
    mutationFn: () => callApi(api.portfolios[':portfolioId'].share.$post({ param: { portfolioId } })),
    onSuccess: () => refresh(),
  });
}

export function useRevokePortfolioShare(portfolioId: string) {
  const refresh = useRefreshPortfolios();
  return useMutation({
    mutationFn: () => callApi(api.portfolios[':portfolioId'].share.$delete({ param: { portfolioId } })),
    onSuccess: (portfolio) => refresh(portfolio),
  });
}

export function uploadPortfolioImage(
  portfolioId: string,
  file: File,
  onProgress: (progress: TUploadProgress) => void,
  signal: AbortSignal,
): Promise<TImage> {
  return uploadWithProgress<TImage>(portfolioPath(portfolioId, 'images'), file, { onProgress, signal });
}

export function useRefreshPortfolioImages() {
  const refresh = useRefreshPortfolios();
  return () => refresh();
}

export function useDeletePortfolioImage(portfolioId: string) {
  const refresh = useRefreshPortfolios();
  return useMutation({
    mutationFn: (imageId: string) =>
      callApi(api.portfolios[':portfolioId'].images[':imageId'].$delete({ param: { portfolioId, imageId } })),
    onSuccess: () => refresh(),
  });
}
