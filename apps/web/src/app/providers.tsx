import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { firstToastStore } from '../lib/toast.ts';

// The toast outlet (and sonner) loads with the first toast: no page's first render needs it. sonner shows the toasts
// raised before its outlet subscribed.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster.tsx')).Toaster }));

export type TProvidersProps = { queryClient: QueryClient; children: ReactNode };

/** Query cache and the toast outlet. i18n is global (react-i18next), theme lives in `preferencesStore`. */
export function Providers({ queryClient, children }: TProvidersProps) {
  const toastRaised = useSyncExternalStore(firstToastStore.subscribe, firstToastStore.getSnapshot);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {toastRaised && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
