import { QueryClient } from '@tanstack/react-query';

/** Cache defaults of the specification: fresh 5 minutes, kept 10 minutes, 1 retry, no refetch on window focus. */
const QUERY_DEFAULTS = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retry: 1,
  refetchOnWindowFocus: false,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...QUERY_DEFAULTS },
      mutations: { retry: 0 },
    },
  });
}
