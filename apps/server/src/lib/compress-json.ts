import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createMiddleware } from 'hono/factory';
import { negotiateContentCoding } from './accept-encoding.ts';
import type { AppEnv } from './app-env.ts';
import { memoizeCompression } from './compression-memo.ts';

/** Below this a compressed answer saves less than the work and headers cost. */
const COMPRESS_JSON_MIN_BYTES = 1024;

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:\s*;|$)/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Quality for answers compressed on the fly: brotli 5 and gzip 6 are several times faster than their maxima. */
function compressOnce(body: Uint8Array, coding: 'br' | 'gzip'): Promise<Buffer> {
  if (coding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    });
  }
  return gzipAsync(body, { level: 6 });
}

const compress = memoizeCompression(compressOnce);

/**
 * Compresses JSON answers of at least 1 KB with brotli or gzip, whichever the client accepts (zlib's thread pool, off
 * the event loop). Only JSON: CSV and PDF exports, stored files, backups and event streams pass untouched, with their
 * own lengths and headers. Every JSON answer says `Vary: Accept-Encoding`, compressed or not.
 */
export function compressJson() {
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const response = c.res;
    const contentType = response.headers.get('content-type') ?? '';
    if (!JSON_CONTENT_TYPE.test(contentType)) return;
    if (c.req.method === 'HEAD' || response.headers.has('content-encoding')) return;
    response.headers.append('Vary', 'Accept-Encoding');
    if (/\bno-transform\b/i.test(response.headers.get('cache-control') ?? '')) return;
    const coding = negotiateContentCoding(c.req.header('accept-encoding'));
    // Reading `body` turns @hono/node-server's light answer into a stream it then pipes: only when compressing.
    if (!coding || !response.body) return;
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared < COMPRESS_JSON_MIN_BYTES) return;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    const small = body.byteLength < COMPRESS_JSON_MIN_BYTES;
    const sent = small ? body : new Uint8Array(await compress(body, coding));
    if (!small) headers.set('Content-Encoding', coding);
    headers.set('Content-Length', String(sent.byteLength));
    // Hono copies the old answer's headers onto a new one; clear it first so the new length stands.
    c.res = undefined;
    c.res = new Response(sent, { status: response.status, statusText: response.statusText, headers });
  });
}
