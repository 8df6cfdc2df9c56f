import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { acceptableContentCodings, type ContentCoding } from '../lib/accept-encoding.ts';

const SUFFIX: Record<ContentCoding, string> = { br: '.br', gzip: '.gz' };

type PrecompressedFile = { body: Buffer; contentEncoding: ContentCoding | null };

/**
 * A built file as the client accepts it: its `.br` or `.gz` sibling, written by the web build
 * (apps/web/scripts/precompress-build.mjs), in the client's order of preference; else the file itself.
 */
export async function readPrecompressed(
  filePath: string,
  acceptEncoding: string | undefined,
): Promise<PrecompressedFile> {
  for (const coding of acceptableContentCodings(acceptEncoding)) {
    const variant = filePath + SUFFIX[coding];
    if (existsSync(variant)) return { body: await readFile(variant), contentEncoding: coding };
  }
  return { body: await readFile(filePath), contentEncoding: null };
}
