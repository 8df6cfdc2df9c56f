import type * as Sonner from 'sonner';

type TToastArgs = Parameters<typeof Sonner.toast.success>;
type TToastKind = 'success' | 'error' | 'info';

let sonner: Promise<typeof Sonner> | undefined;
let raised = false;
const firstToastListeners = new Set<() => void>();

/**
 * Loads sonner and mounts the toast outlet ahead of a toast (the query client calls it when a mutation starts), so
 * the toast its answer raises shows at once instead of after sonner's chunk.
 */
export function prepareToasts(): Promise<typeof Sonner> {
  sonner ??= import('sonner');
  if (!raised) {
    raised = true;
    for (const listener of firstToastListeners) listener();
  }
  return sonner;
}

function raise(kind: TToastKind, ...args: TToastArgs): void {
  prepareToasts().then(
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

/** Whether a toast has been raised or prepared yet (the toast outlet mounts then); a store for `useSyncExternalStore`. */
export const firstToastStore = {
  subscribe(listener: () => void): () => void {
    firstToastListeners.add(listener);
    return () => firstToastListeners.delete(listener);
  },
  getSnapshot: (): boolean => raised,
};
