// Runs last in the web build: writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file of
// the build (`<file>.br`, `<file>.gz`), so the server sends them as they are instead of compressing on each request
// (apps/server/src/spa/serve-precompressed.ts). A copy that would not be smaller is not written.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const distDir = path.resolve(webDir, process.argv[2] ?? 'dist');
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function listFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full);
      return [full];
    }),
  );
  return nested.flat();
}

async function precompress(file) {
  const source = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzipAsync(source, { level: 9 }),
  ]);
  const written = { source: source.byteLength, br: 0, gz: 0 };
  for (const [suffix, body] of [
    ['.br', br],
    ['.gz', gz],
  ]) {
    // Stale copies of an earlier build must not outlive a file that no longer compresses well.
    await rm(file + suffix, { force: true });
    if (body.byteLength < source.byteLength) {
      await writeFile(file + suffix, body);
      written[suffix.slice(1)] = body.byteLength;
    }
  }
  return written;
}

const files = (await listFiles(distDir)).filter((file) => COMPRESSIBLE.test(file));
const totals = { source: 0, br: 0, gz: 0 };
for (const file of files) {
  const written = await precompress(file);
  totals.source += written.source;
  totals.br += written.br || written.source;
  totals.gz += written.gz || written.source;
}
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
process.stdout.write(
  `precompressed ${files.length} files in ${path.relative(webDir, distDir) || '.'}: ` +
    `${kb(totals.source)} → brotli ${kb(totals.br)}, gzip ${kb(totals.gz)}\n`,
);
