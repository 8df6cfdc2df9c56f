import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, label: `row ${i}` })))};`;
const html = `<!doctype html><title>Rentwell</title><div id="root">${'<p>app</p>'.repeat(100)}</div>`;

/** What the web build writes (apps/web/scripts/precompress-build.mjs): each file beside its .br and .gz. */
async function writeBuilt(relative: string, content: string) {
  const file = path.join(testApp.deps.config.webDistDir, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
  await writeFile(`${file}.br`, brotliCompressSync(content));
  await writeFile(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  testApp = await createTestApp();
  await writeBuilt('assets/chunk-a1b2c3.js', script);
  await writeBuilt('index.html', html);
  await writeBuilt(
    'route-documents/dashboard.html',
    `<!doctype html><title>Rentwell</title><div id="root">dashboard</div>`,
  );
  await writeBuilt('landing.en.html', `<!doctype html><html lang="en"><main>landing en</main></html>`);
});
afterAll(() => testApp.close());

const get = (url: string, acceptEncoding?: string) =>
  testApp.client().get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

async function bytes(response: Response) {
  return Buffer.from(await response.arrayBuffer());
}

describe('precompressed static files', () => {
  it('sends a hashed asset as brotli when the client accepts it, cached for a year', async () => {
    const response = await get('/assets/chunk-a1b2c3.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(body.byteLength).toBeLessThan(script.length);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const response = await get('/assets/chunk-a1b2c3.js', 'gzip;q=0.8, br;q=0');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = await bytes(response);
    expect(Number(response.headers.get('content-length'))).toBe(body.byteLength);
    expect(gunzipSync(body).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression, still varying on Accept-Encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/chunk-a1b2c3.js', acceptEncoding);
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect((await bytes(response)).toString()).toBe(script);
    }
  });

  it('sends the app document compressed and revalidated, for client routes and unknown paths alike', async () => {
    const route = await get('/properties', 'br');
    expect(route.status).toBe(200);
    expect(route.headers.get('content-encoding')).toBe('br');
    expect(route.headers.get('content-type')).toContain('text/html');
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect(route.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = await bytes(route);
    expect(Number(route.headers.get('content-length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(html);

    const unknown = await get('/no-such-page', 'gzip');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(unknown)).toString()).toBe(html);
  });

  it("sends a route's own document where the build wrote one, and the app document on the routes beside it", async () => {
    const dashboard = await get('/dashboard', 'br');
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers.get('content-encoding')).toBe('br');
    expect(dashboard.headers.get('cache-control')).toBe('private, no-cache');
    expect(brotliDecompressSync(await bytes(dashboard)).toString()).toContain('dashboard');
    expect(await (await get('/dashboard/extra')).text()).toBe(html);
  });

  it('sends the prerendered landing page compressed, revalidated', async () => {
    const response = await get('/?lng=en', 'gzip, br');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(await bytes(response)).toString()).toContain('landing en');
  });

  it('leaves files without a compressed copy, and byte ranges, as they are', async () => {
    const sw = await get('/sw.js', 'br, gzip');
    expect(sw.headers.get('content-encoding')).toBeNull();
    expect(await sw.text()).toContain('addEventListener');
    const range = await testApp
      .client()
      .get('/assets/chunk-a1b2c3.js', { headers: { 'accept-encoding': 'br', range: 'bytes=0-9' } });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-encoding')).toBeNull();
    expect(await range.text()).toBe(script.slice(0, 10));
  });
});
