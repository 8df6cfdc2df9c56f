import { createHash } from 'node:crypto';

type Coding = 'br' | 'gzip';
type Compress = (body: Uint8Array, coding: Coding) => Promise<Buffer>;

/** About 128 answers of a few KB compressed each: a few MB at most. */
const MAX_ENTRIES = 128;
/** Larger answers are rare and compressed each time. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * Answers repeat (a properties list page from its cache, an unchanged dashboard polled by many tabs), and the same
 * bytes compress to the same bytes: compressing is found by the answer's SHA-256 and its coding, so it runs once
 * per distinct answer, and requests with the same answer in flight share one compression. Keyed by content alone,
 * an entry only ever goes back to a request that produced exactly those bytes. Least recently used entries go first.
 */
export function memoizeCompression(compress: Compress): Compress {
  const kept = new Map<string, Promise<Buffer>>();
  return (body, coding) => {
    if (body.byteLength > MAX_BODY_BYTES) return compress(body, coding);
    const key = `${coding}:${createHash('sha256').update(body).digest('base64')}`;
    const found = kept.get(key);
    if (found) {
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const compressed = compress(body, coding);
    kept.set(key, compressed);
    compressed.catch(() => kept.delete(key));
    if (kept.size > MAX_ENTRIES) kept.delete(kept.keys().next().value as string);
    return compressed;
  };
}
