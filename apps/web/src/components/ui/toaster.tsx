import { useSyncExternalStore } from 'react';
import { Toaster as SonnerToaster, type ToasterProps } from 'sonner';
import { preferencesStore, resolveTheme } from '../../lib/preferences.ts';

/**
 * The app's single toast outlet (sonner), following the current theme. Raise toasts with `toast` from `src/lib/toast.ts`:
 * `toast.success(title, { description })`, and `toast.error(title, { description })` for destructive ones.
 */
export function Toaster(props: ToasterProps) {
  const { theme } = useSyncExternalStore(preferencesStore.subscribe, preferencesStore.getSnapshot);
  return (
    <SonnerToaster
      theme={resolveTheme(theme)}
      position="bottom-right"
      richColors
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
      {...props}
    />
  );
}
