import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SAFE_FILE_KEY } from './backup-manifest.ts';

/** What a backup needs from the file storage: every key, each file's bytes, and writing one back. */
export type BackupFileStore = {
  listKeys: () => Promise<string[]>;
  read: (key: string) => Promise<Buffer | null>;
  write: (key: string, body: Buffer) => Promise<void>;
  /** True when the store holds no file at all (a restore refuses anything else). */
  isEmpty: () => Promise<boolean>;
};

async function walk(root: string, prefix: string): Promise<string[]> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await walk(root, key)));
    else if (entry.isFile() && SAFE_FILE_KEY.test(key)) keys.push(key);
  }
  return keys;
}

function resolveKey(root: string, key: string): string {
  if (!SAFE_FILE_KEY.test(key)) throw new Error(`Refusing an unsafe storage key: ${key}`);
  return path.join(root, key);
}

/** The local-disk file storage (`DATA_DIR/files`) seen by backup and restore. */
export function createDiskBackupFileStore(root: string): BackupFileStore {
  return {
    listKeys: async () => (await walk(root, '')).sort(),
    async read(key) {
      try {
        return await readFile(resolveKey(root, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async write(key, body) {
      const target = resolveKey(root, key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { mode: 0o600 });
    },
    isEmpty: async () => (await walk(root, '')).length === 0,
  };
}
