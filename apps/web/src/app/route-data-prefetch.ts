import type { QueryClient } from '@tanstack/react-query';

type TPrefetch = (queryClient: QueryClient) => Promise<void>;

/** Routes whose first data can be asked for before React renders (the build preloads their chunks: decision 021). */
const PREFETCHES: Record<string, () => Promise<TPrefetch>> = {
  '/dashboard': async () => (await import('../features/dashboard/api/prefetch-dashboard.ts')).prefetchDashboard,
};

/**
 * Starts the first requests of the page at `pathname`, if it has any, into the app's query cache; settles when they
 * have (failures are left to the page's queries).
 */
export function prefetchRouteData(pathname: string, queryClient: QueryClient): Promise<void> {
  const load = PREFETCHES[pathname];
  if (!load) return Promise.resolve();
  return load().then(
    (prefetch) => prefetch(queryClient),
    (error: unknown) => console.error('Failed to load the prefetch of', pathname, error),
  );
}
