import type * as Sonner from 'sonner';

type TToastArgs = Parameters<typeof Sonner.toast.success>;
type TToastKind = 'success' | 'error' | 'info';

let sonner: Promise<typeof Sonner> | undefined;
let raised = false;
const firstToastListeners = new Set<() => void>();

function raise(kind: TToastKind, ...args: TToastArgs): void {
  sonner ??= import('sonner');
  if (!raised) {
    raised = true;
    for (const listener of firstToastListeners) listener();
  }
  sonner.then(
    (loaded) => {
      loaded.toast[kind](...args);
    },
    (error: unknown) => {
      sonner = undefined;
      console.error('Failed to load the toast library', error);
    },
  );
}

/**
 * Raises a toast (sonner's `toast`), loading sonner on the first one so no page's first render carries it:
 * `toast.success(title, { description })`, and `toast.error(title, { description })` for destructive ones.
 */
export const toast = {
  success: (...args: TToastArgs) => raise('success', ...args),
  error: (...args: TToastArgs) => raise('error', ...args),
  info: (...args: TToastArgs) => raise('info', ...args),
};

/** Whether a toast has been raised yet (the toast outlet mounts then); a store for `useSyncExternalStore`. */
export const firstToastStore = {
  subscribe(listener: () => void): () => void {
    firstToastListeners.add(listener);
    return () => firstToastListeners.delete(listener);
  },
  getSnapshot: (): boolean => raised,
};
