import { MutationCache, QueryClient } from '@tanstack/react-query';
import { prepareToasts } from '../lib/toast.ts';

/** Cache defaults of the specification: fresh 5 minutes, kept 10 minutes, 1 retry, no refetch on window focus. */
const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

/** The cache defaults; every mutation readies the toasts its answer may raise (see `prepareToasts`). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      // Not awaited: the mutation does not wait for sonner; a failed load is reported by the toast that needs it.
      onMutate: () => {
        prepareToasts().catch(() => undefined);
      },
    }),
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      mutations: { retry: 0 },
    },
  });
}
