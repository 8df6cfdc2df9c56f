import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { createBenchApp } from './bench-app.ts';
import type { seedBenchPortfolio } from './bench-portfolio.ts';
import { atMost, type BenchSection } from './goals.ts';

const ENCODINGS = { identityBytes: 'identity', brotliBytes: 'br', gzipBytes: 'gzip' } as const;

/** Bytes on the wire: the body as the server sends it for each Accept-Encoding. */
async function transferred(bench: Awaited<ReturnType<typeof createBenchApp>>, url: string, cookie?: string) {
  const sizes = { identityBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const [key, encoding] of Object.entries(ENCODINGS) as [keyof typeof sizes, string][]) {
    const response = await bench.app.request(url, {
      headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) },
    });
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    sizes[key] = (await response.arrayBuffer()).byteLength;
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Transferred bytes of the web app's JavaScript (every script of the build) and of `/api/tenants` with and without compression. */
export async function benchmarkCompression(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>,
): Promise<BenchSection> {
  const assetsDir = path.join(bench.deps.config.webDistDir, 'assets');
  const files = (await readdir(assetsDir)).filter((file) => file.endsWith('.js'));
  const scripts = { files: files.length, identityBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of files) {
    const sizes = await transferred(bench, `/assets/${file}`);
    scripts.identityBytes += sizes.identityBytes;
    scripts.brotliBytes += sizes.brotliBytes;
    scripts.gzipBytes += sizes.gzipBytes;
  }
  const list = await bench.app.request('/api/tenants', { headers: { cookie: portfolio.cookie } });
  const { items, total } = (await list.json()) as { items: unknown[]; total: number };
  const rows = items.length;
  const tenants = { rows, total, ...(await transferred(bench, '/api/tenants', portfolio.cookie)) };
  const line = (label: string, sizes: { identityBytes: number; brotliBytes: number; gzipBytes: number }) =>
    `  ${label.padEnd(52)} ${kb(sizes.identityBytes).padStart(10)} uncompressed   ${kb(sizes.brotliBytes).padStart(9)} brotli   ${kb(sizes.gzipBytes).padStart(9)} gzip`;
  return {
    lines: [
      'Transferred bytes, with and without compression:',
      line(`the web app's JavaScript (${files.length} files)`, scripts),
      line(`GET /api/tenants (default page: ${rows} of ${total} leases)`, tenants),
    ],
    goals: [
      atMost(
        {
          measure: "compressed / uncompressed bytes, the web app's JavaScript (brotli, precompressed)",
          value: scripts.brotliBytes / scripts.identityBytes,
          limit: 0.5,
          unit: '×',
          digits: 2,
        },
        scripts,
      ),
      atMost(
        {
          measure: 'compressed / uncompressed bytes, GET /api/tenants JSON (gzip)',
          value: tenants.gzipBytes / tenants.identityBytes,
          limit: 0.5,
          unit: '×',
          digits: 2,
        },
        tenants,
      ),
    ],
  };
}
