import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { createBenchApp } from './bench-app.ts';
import type { seedBenchPortfolio } from './bench-portfolio.ts';
import { atMost, type BenchSection } from './goals.ts';

/** What `/dashboard` loads for its first render, as the bundle budget check counts it (its manifest entries). */
const DASHBOARD_ENTRIES = ['index.html', 'src/app/app-layout.tsx', 'src/features/dashboard/pages/dashboard-page.tsx'];

type ManifestChunk = { file: string; imports?: string[] };

function staticClosure(manifest: Record<string, ManifestChunk>, key: string, files: Set<string>) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, files);
}

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

/** Transferred bytes of `/dashboard`'s JavaScript and of `/api/tenants` with and without compression. */
export async function benchmarkCompression(
  bench: Awaited<ReturnType<typeof createBenchApp>>,
  portfolio: Awaited<ReturnType<typeof seedBenchPortfolio>>,
): Promise<BenchSection> {
  const distDir = bench.deps.config.webDistDir;
  const manifest = JSON.parse(await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const files = new Set<string>();
  for (const entry of DASHBOARD_ENTRIES) staticClosure(manifest, entry, files);
  const dashboardJs = { files: files.size, identityBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of files) {
    const sizes = await transferred(bench, `/${file}`);
    dashboardJs.identityBytes += sizes.identityBytes;
    dashboardJs.brotliBytes += sizes.brotliBytes;
    dashboardJs.gzipBytes += sizes.gzipBytes;
  }
  // The tenants table's first page as the API answers it by default (the page size a client that asks for none gets).
  const list = await bench.app.request('/api/tenants', { headers: { cookie: portfolio.cookie } });
  const { items, total } = (await list.json()) as { items: unknown[]; total: number };
  const rows = items.length;
  const tenants = { rows, total, ...(await transferred(bench, '/api/tenants', portfolio.cookie)) };
  const line = (label: string, sizes: { identityBytes: number; brotliBytes: number; gzipBytes: number }) =>
    `  ${label.padEnd(52)} ${kb(sizes.identityBytes).padStart(10)} uncompressed   ${kb(sizes.brotliBytes).padStart(9)} brotli   ${kb(sizes.gzipBytes).padStart(9)} gzip`;
  return {
    lines: [
      'Transferred bytes, with and without compression:',
      line(`/dashboard first-render JS (${files.size} files)`, dashboardJs),
      line(`GET /api/tenants (default page: ${rows} of ${total} leases)`, tenants),
    ],
    goals: [
      atMost(
        {
          measure: 'compressed / uncompressed bytes, first-render JS (brotli, precompressed)',
          value: dashboardJs.brotliBytes / dashboardJs.identityBytes,
          limit: 0.5,
          unit: '×',
          digits: 2,
        },
        dashboardJs,
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
