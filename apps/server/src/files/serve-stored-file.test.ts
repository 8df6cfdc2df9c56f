import { readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskFileStorage } from './disk-file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { sendStoredFile } from './serve-stored-file.ts';

/** Larger than a stream reads ahead, so an unread stream keeps its file open. */
const FILE_BYTES = Buffer.alloc(2 * 1024 * 1024, 7);

let root: string;
let storage: FileStorage;
let key: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'rentwell-served-'));
  storage = createDiskFileStorage(root);
  key = await storage.put('documents', 'pdf', FILE_BYTES);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const openDescriptors = () => readdirSync('/proc/self/fd').length;

function storedFileApp() {
  return new Hono().get('/file', async (c) => {
    const body = await storage.open(key);
    if (!body) return c.notFound();
    return sendStoredFile(c, {
      body,
      contentType: 'application/pdf',
      fileName: 'lease.pdf',
      fallbackBase: 'lease',
      cacheControl: 'private, no-store',
    });
  });
}

describe('a stored file sent from disk', () => {
  it('answers HEAD with the headers and closes the file it opened', async () => {
    const app = storedFileApp();
    const before = openDescriptors();
    for (let request = 0; request < 20; request++) {
      const response = await app.request('/file', { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe(String(FILE_BYTES.length));
      expect(response.body).toBeNull();
    }
    await sleep(50);
    expect(openDescriptors()).toBeLessThan(before + 5);
  });

  it('streams the bytes on GET', async () => {
    const response = await storedFileApp().request('/file');
    expect(Buffer.from(await response.arrayBuffer()).equals(FILE_BYTES)).toBe(true);
  });
});
