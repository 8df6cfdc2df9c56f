import { type FileStorage, isSafeStorageKey } from '../../files/file-storage.ts';

/** What a backup needs from the file storage (local disk or S3): every key, each file's bytes, writing one back. */
export type BackupFileStore = {
  listKeys: () => Promise<string[]>;
  read: (key: string) => Promise<Buffer | null>;
  write: (key: string, body: Buffer) => Promise<void>;
  /** True when the store holds no file at all (a restore refuses anything else). */
  isEmpty: () => Promise<boolean>;
};

/** The app's file storage as backup and restore see it; keys the storage would not make are left out. */
export function backupFileStoreOf(storage: FileStorage): BackupFileStore {
  return {
    async listKeys() {
      const keys: string[] = [];
      for await (const entry of storage.list()) {
        if (isSafeStorageKey(entry.key)) keys.push(entry.key);
      }
      return keys.sort();
    },
    read: (key) => storage.read(key),
    write: (key, body) => storage.write(key, body),
    async isEmpty() {
      for await (const _entry of storage.list()) return false;
      return true;
    },
  };
}
