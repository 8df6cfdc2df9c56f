import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Keys are generated here, never taken from the uploader's file name. */
export type FileStorage = {
  put: (folder: string, extension: string, body: Buffer) => Promise<string>;
  read: (key: string) => Promise<Buffer | null>;
  remove: (key: string) => Promise<void>;
};

const SAFE_KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.[a-z0-9]+$/;

function resolveKey(root: string, key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`Refusing an unsafe storage key: ${key}`);
  return path.join(root, key);
}

export function createDiskFileStorage(root: string): FileStorage {
  return {
    async put(folder, extension, body) {
      const key = `${folder}/${randomUUID()}.${extension}`;
      const target = resolveKey(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { mode: 0o600 });
      return key;
    },
    async read(key) {
      try {
        return await readFile(resolveKey(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(resolveKey(root, key), { force: true });
    },
  };
}
