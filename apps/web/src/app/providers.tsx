import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';

// The toast outlet loads right after the first render: no page toasts before the user has done something, and the
// public pages' first load stays small.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster.tsx')).Toaster }));

export type TProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Query cache and the toast outlet. i18n is global (react-i18next), theme lives in `preferencesStore`. */
export function Providers({ queryClient, children }: TProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
