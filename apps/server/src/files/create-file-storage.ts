import { createDiskFileStorage } from './disk-file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3FileStorage, type S3StorageSettings } from './s3-file-storage.ts';

/** Where stored files live. */
export type StorageSettings = { kind: 'disk'; dir: string } | ({ kind: 's3' } & S3StorageSettings);

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createFileStorage(config: { storage: StorageSettings }): FileStorage {
  const { storage } = config;
  return storage.kind === 's3' ? createS3FileStorage(storage) : createDiskFileStorage(storage.dir);
}
