import type { AppConfig } from '../env.ts';
import { createDiskFileStorage } from './disk-file-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { createS3FileStorage } from './s3-file-storage.ts';

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createFileStorage(config: Pick<AppConfig, 'storage'>): FileStorage {
  const { storage } = config;
  return storage.kind === 's3' ? createS3FileStorage(storage) : createDiskFileStorage(storage.dir);
}
