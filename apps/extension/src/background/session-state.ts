/** A small key-value state for the service worker. */
export type SessionState = {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
};

/**
 * Memory first, mirrored to `chrome.storage.session` (kept in memory by Chrome, never on disk, cleared when the browser
 * closes) so a share survives the service worker being stopped while its tabs load. Writing the mirror is best-effort:
 * a job larger than the session quota still runs from memory.
 */
export function createSessionState(storage: chrome.storage.StorageArea | null): SessionState {
  const memory = new Map<string, unknown>();
  return {
    async get<T>(key: string) {
      if (memory.has(key)) return memory.get(key) as T;
      if (!storage) return undefined;
      const stored = await storage.get(key);
      return stored[key] as T | undefined;
    },
    async set(key, value) {
      memory.set(key, value);
      await storage?.set({ [key]: value }).catch(() => storage.remove(key).catch(() => undefined));
    },
    async remove(key) {
      memory.delete(key);
      await storage?.remove(key).catch(() => undefined);
    },
  };
}
