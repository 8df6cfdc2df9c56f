import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { startTestS3, type TestS3 } from '../test/s3-fixtures.ts';
import { copyFiles } from './copy-files.ts';
import { createFileStorage } from './create-file-storage.ts';
import { createDiskFileStorage } from './disk-file-storage.ts';
import type { FileStorage } from './file-storage.ts';

let dataDir: string;
let s3: TestS3;
let disk: FileStorage;
let bucket: FileStorage;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'rentwell-copy-'));
  s3 = await startTestS3();
  disk = createDiskFileStorage(path.join(dataDir, 'files'));
  bucket = createFileStorage(parseEnv({ AUTH_SECRET: 'test-secret-test-secret-test-secret-42', ...s3.env }));
});
afterAll(async () => {
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('copying the local files into a bucket', () => {
  it('copies every file once, and a second run copies nothing new', async () => {
    const first = await disk.put('org-a/documents', 'pdf', Buffer.from('%PDF-1.7 lease'));
    const second = await disk.put('org-b/expenses', 'png', Buffer.alloc(2048, 7));

    expect(await copyFiles(disk, bucket)).toEqual({ copied: 2, alreadyThere: 0, bytesCopied: 14 + 2048 });
    expect((await bucket.read(first))?.toString()).toBe('%PDF-1.7 lease');
    expect(await bucket.read(second)).toEqual(Buffer.alloc(2048, 7));

    const third = await disk.put('org-a/documents', 'pdf', Buffer.from('%PDF-1.7 addendum'));
    const progress: number[] = [];
    const again = await copyFiles(disk, bucket, (report) => progress.push(report.copied + report.alreadyThere));
    expect(again).toEqual({ copied: 1, alreadyThere: 2, bytesCopied: 17 });
    expect(progress).toEqual([1, 2, 3]);
    expect(await bucket.exists(third)).toBe(true);
  });
});
