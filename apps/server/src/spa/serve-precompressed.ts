import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { createMiddleware } from 'hono/factory';
import { getMimeType } from 'hono/utils/mime';
import type { AppEnv } from '../lib/app-env.ts';
import { readPrecompressed } from './precompressed-file.ts';

/** The kinds of file the web build writes `.br` and `.gz` siblings for (apps/web/scripts/precompress-build.mjs). */
export const PRECOMPRESSED_EXTENSIONS = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

const SAFE_PATH = /^\/(?:[\w@~+-][\w.@~+-]*\/)*[\w@~+-][\w.@~+-]*$/;

/**
 * Answers a request for a compressible built file with its precompressed sibling when the client accepts brotli or
 * gzip (right Content-Type, Content-Encoding and Content-Length). Every other request (identity, ranges, HEAD,
 * images and fonts) goes on to the plain static handler.
 */
export function servePrecompressed(root: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const requestPath = c.req.path;
    if (c.req.method !== 'GET' || c.req.header('range')) return next();
    if (!SAFE_PATH.test(requestPath) || !PRECOMPRESSED_EXTENSIONS.test(requestPath)) return next();
    const filePath = path.join(root, requestPath);
    if (!existsSync(filePath) || !statSync(filePath).isFile()) return next();
    const file = await readPrecompressed(filePath, c.req.header('accept-encoding'));
    if (!file.contentEncoding) return next();
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': getMimeType(filePath) ?? 'application/octet-stream',
      'Content-Encoding': file.contentEncoding,
      'Content-Length': String(file.body.byteLength),
      Vary: 'Accept-Encoding',
    });
  });
}
