import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { StorageUnavailableError } from '../lib/storage-unavailable-error.ts';
import {
  assertSafeStorageKey,
  contentTypeOfKey,
  type FileStorage,
  isSafeStorageKey,
  newStorageKey,
  type StoredFileEntry,
} from './file-storage.ts';

export type S3StorageSettings = {
  /** Unset: AWS S3 itself. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's default credential chain (an instance role, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`endpoint/bucket/key`), as MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
};

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/** An error of the SDK or of the connection (not one of ours, such as an unsafe key): the store is out of reach. */
function isStoreFailure(error: unknown): boolean {
  return error instanceof Error && ('$metadata' in error || 'code' in error);
}

/** Runs one storage operation, turning a failure of the store into `StorageUnavailableError`. */
async function reachingStore<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw isStoreFailure(error) ? new StorageUnavailableError(error) : error;
  }
}

async function toBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** The SDK takes over half a second and 25 MB to load, so an installation on the local disk never loads it. */
async function connect(settings: S3StorageSettings) {
  const sdk = await import('@aws-sdk/client-s3');
  const client: S3Client = new sdk.S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // Stores other than AWS do not all accept the newer default checksum headers; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { sdk, client };
}

/** Files as objects of one bucket of AWS S3 or any S3-compatible store (MinIO, Cloudflare R2, Backblaze B2). */
export function createS3FileStorage(settings: S3StorageSettings): FileStorage {
  let connection: ReturnType<typeof connect> | undefined;
  const connected = () => {
    connection ??= connect(settings);
    return connection;
  };
  const Bucket = settings.bucket;

  async function write(key: string, body: Buffer | Readable): Promise<void> {
    assertSafeStorageKey(key);
    // A stored file is at most a few megabytes; a known length keeps the upload a single plain PUT.
    const bytes = Buffer.isBuffer(body) ? body : await toBuffer(body);
    const { sdk, client } = await connected();
    await client.send(
      new sdk.PutObjectCommand({
        Bucket,
        Key: key,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOfKey(key),
      }),
    );
  }

  async function getObject(key: string) {
    assertSafeStorageKey(key);
    const { sdk, client } = await connected();
    try {
      const { Body, ContentLength } = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
      if (!(Body instanceof Readable)) throw new Error(`The object store sent no readable body for ${key}`);
      return { stream: Body, size: ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async function* list(): AsyncGenerator<StoredFileEntry> {
    const { sdk, client } = await connected();
    for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && isSafeStorageKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
      }
    }
  }

  return {
    kind: 's3',
    async put(folder, extension, body) {
      const key = newStorageKey(folder, extension);
      await reachingStore(() => write(key, body));
      return key;
    },
    write: (key, body) => reachingStore(() => write(key, body)),
    read: (key) =>
      reachingStore(async () => {
        const object = await getObject(key);
        return object ? toBuffer(object.stream) : null;
      }),
    open: (key) =>
      reachingStore(async () => {
        const object = await getObject(key);
        return object ? { ...object, contentType: contentTypeOfKey(key) } : null;
      }),
    exists: (key) =>
      reachingStore(async () => {
        assertSafeStorageKey(key);
        const { sdk, client } = await connected();
        try {
          await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
          return true;
        } catch (error) {
          if (isNotFound(error)) return false;
          throw error;
        }
      }),
    remove: (key) =>
      reachingStore(async () => {
        assertSafeStorageKey(key);
        const { sdk, client } = await connected();
        await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
      }),
    list,
    check: () =>
      reachingStore(async () => {
        const { sdk, client } = await connected();
        await client.send(new sdk.HeadBucketCommand({ Bucket }));
      }),
  };
}
