import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidEnvironmentError, parseEnv } from './env.ts';

const base = { DATA_DIR: '/srv/rentwell', AUTH_SECRET: 'test-secret-test-secret-test-secret-42' };

describe('file storage settings', () => {
  it('keeps files in DATA_DIR/files when no bucket is set', () => {
    expect(parseEnv(base).storage).toEqual({ kind: 'disk', dir: path.resolve('/srv/rentwell/files') });
  });

  it('uses the S3 bucket with its endpoint, region, keys and path style', () => {
    const config = parseEnv({
      ...base,
      S3_BUCKET: 'rentwell-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'rentwell-files',
      endpoint: 'http://minio:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
      forcePathStyle: true,
    });
  });

  it('defaults to us-east-1, virtual-hosted buckets and the default credential chain', () => {
    expect(parseEnv({ ...base, S3_BUCKET: 'rentwell-files' }).storage).toEqual({
      kind: 's3',
      bucket: 'rentwell-files',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses half a key pair, S3 settings without a bucket, and a malformed endpoint', () => {
    expect(() => parseEnv({ ...base, S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => parseEnv({ ...base, S3_ENDPOINT: 'http://minio:9000' })).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv({ ...base, S3_BUCKET: 'files', S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
    expect(() => parseEnv({ ...base, S3_BUCKET: 'files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
  });
});
