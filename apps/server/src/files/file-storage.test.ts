import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { startTestS3, type TestS3 } from '../test/s3-fixtures.ts';
import { createFileStorage } from './create-file-storage.ts';
import type { FileStorage } from './file-storage.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function listKeys(storage: FileStorage): Promise<Map<string, number>> {
  const entries = new Map<string, number>();
  for await (const entry of storage.list()) entries.set(entry.key, entry.size);
  return entries;
}

type Backend = { name: string; start: () => Promise<{ storage: FileStorage; close: () => Promise<void> }> };

const backends: Backend[] = [
  {
    name: 'local disk',
    start: async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-files-'));
      const config = parseEnv({ DATA_DIR: dataDir, AUTH_SECRET: 'test-secret-test-secret-test-secret-42' });
      return { storage: createFileStorage(config), close: () => rm(dataDir, { recursive: true, force: true }) };
    },
  },
  {
    name: 'S3 (s3rver)',
    start: async () => {
      const s3: TestS3 = await startTestS3();
      const config = parseEnv({ AUTH_SECRET: 'test-secret-test-secret-test-secret-42', ...s3.env });
      return { storage: createFileStorage(config), close: s3.close };
    },
  },
];

describe.each(backends)('file storage on $name', (backend) => {
  let storage: FileStorage;
  let close: () => Promise<void>;
  const folder = '4a0f0d2e-8c1b-4c53-9a43-0b6f5a1d2c3e/documents';

  beforeAll(async () => {
    ({ storage, close } = await backend.start());
  });
  afterAll(() => close());

  it('is reachable and writable', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('stores bytes under a fresh key and reads them back whole and as a stream', async () => {
    const body = Buffer.from('%PDF-1.7 a small document');
    const key = await storage.put(folder, 'pdf', body);
    expect(key).toMatch(new RegExp(`^${folder}/[0-9a-f-]{36}\\.pdf$`));
    expect(await storage.put(folder, 'pdf', body)).not.toBe(key);

    expect(await storage.read(key)).toEqual(body);
    const opened = await storage.open(key);
    expect(opened).toMatchObject({ size: body.length, contentType: 'application/pdf' });
    expect(await readAll(opened?.stream ?? Readable.from([]))).toEqual(body);
    expect(await storage.exists(key)).toBe(true);
  });

  it('writes a given key from a buffer or a stream, replacing what was there', async () => {
    const key = `${folder}/0b8c6a1e-3f2d-4e5a-9b7c-1d2e3f4a5b6c.png`;
    await storage.write(key, Buffer.from('first'));
    await storage.write(key, Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
    expect((await storage.read(key))?.toString()).toBe('second');
    const opened = await storage.open(key);
    opened?.stream.destroy();
    expect(opened?.contentType).toBe('image/png');
  });

  it('answers null and false for a missing file, and removing it is no error', async () => {
    const missing = `${folder}/00000000-0000-4000-8000-000000000000.pdf`;
    expect(await storage.read(missing)).toBeNull();
    expect(await storage.open(missing)).toBeNull();
    expect(await storage.exists(missing)).toBe(false);
    await expect(storage.remove(missing)).resolves.toBeUndefined();
  });

  it('removes a file', async () => {
    const key = await storage.put(folder, 'webp', Buffer.from('image'));
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.read(key)).toBeNull();
  });

  it('lists every stored file with its size', async () => {
    const first = await storage.put('listing/a', 'jpg', Buffer.alloc(3));
    const second = await storage.put('listing/b/c', 'zip', Buffer.alloc(5));
    const entries = await listKeys(storage);
    expect(entries.get(first)).toBe(3);
    expect(entries.get(second)).toBe(5);
    for (const key of entries.keys()) expect(key).not.toMatch(/partial|\\/);
  });

  it('refuses a key that could leave its folder or name something else', async () => {
    await expect(storage.read('../auth-secret')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.write('a/../../b.pdf', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
    await expect(storage.put('Folder With Spaces', 'pdf', Buffer.from('x'))).rejects.toThrow(/unsafe storage key/);
  });
});
