import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's built-in account. */
const S3RVER_KEY = 'S3RVER';

export type TestS3 = {
  /** The S3_* variables that point the app at this bucket. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

/** An S3-compatible server in this process, on a random port, over a temporary directory, with one empty bucket. */
export async function startTestS3(bucket = 'rentwell-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'rentwell-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
