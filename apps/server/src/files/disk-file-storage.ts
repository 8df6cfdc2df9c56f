import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, constants, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeStorageKey,
  contentTypeOfKey,
  type FileStorage,
  isSafeStorageKey,
  newStorageKey,
  type StoredFileEntry,
} from './file-storage.ts';

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** Files under `root` (DATA_DIR/files), one per key; each written to a temporary name first, then renamed. */
export function createDiskFileStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeStorageKey(key);
    return path.join(root, key);
  };

  async function write(key: string, body: Buffer | Readable): Promise<void> {
    const target = pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(temporary, body, { mode: 0o600 });
      else await pipeline(body, createWriteStream(temporary, { mode: 0o600 }));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async function* list(): AsyncGenerator<StoredFileEntry> {
    let names: string[];
    try {
      names = await readdir(root, { recursive: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const name of names) {
      const key = name.split(path.sep).join('/');
      if (!isSafeStorageKey(key)) continue;
      const info = await stat(path.join(root, name)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (info?.isFile()) yield { key, size: info.size };
    }
  }

  return {
    kind: 'disk',
    async put(folder, extension, body) {
      const key = newStorageKey(folder, extension);
      await write(key, body);
      return key;
    },
    write,
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size, contentType: contentTypeOfKey(key) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(key) {
      const info = await stat(pathOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      return info?.isFile() ?? false;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    list,
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
  };
}
