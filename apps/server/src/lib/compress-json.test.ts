import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../test/account-fixtures.ts';
import { seedFinancialFixture } from '../test/financial-fixtures.ts';
import { createPropertyViaApi } from '../test/property-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount;
beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  for (let index = 0; index < 12; index++) {
    await createPropertyViaApi(landlord.client, { name: `Compression Court ${index}`, unitCount: 2 });
  }
});
afterAll(() => testApp.close());

const LIST = '/api/properties?pageSize=24';

async function list(acceptEncoding?: string) {
  return landlord.client.get(LIST, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

describe('compressed JSON answers', () => {
  it('sends a large list as brotli or gzip that decodes to the same JSON', async () => {
    const plain = await list();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThan(1024);
    const expected = JSON.parse(plainText);
    expect(expected.items).toHaveLength(12);

    const br = await list('gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toContain('application/json');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength);
    expect(brBytes.byteLength).toBeLessThan(plainText.length);
    expect(JSON.parse(brotliDecompressSync(brBytes).toString())).toEqual(expected);

    const gzip = await list('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const gzipBytes = Buffer.from(await gzip.arrayBuffer());
    expect(Number(gzip.headers.get('content-length'))).toBe(gzipBytes.byteLength);
    expect(JSON.parse(gunzipSync(gzipBytes).toString())).toEqual(expected);
  });

  it('keeps the security headers on a compressed answer', async () => {
    const response = await testApp.client().get('/api/openapi.json', { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).openapi).toBe(
      '3.1.0',
    );
  });

  it('leaves small answers and errors under 1 KB uncompressed', async () => {
    const small = await landlord.client.get('/api/health', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    const text = await small.text();
    expect(text.length).toBeLessThan(1024);
    expect(Number(small.headers.get('content-length'))).toBe(Buffer.byteLength(text));
    const missing = await landlord.client.get('/api/no-such-route', { headers: { 'accept-encoding': 'br' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBeNull();
    expect((await missing.json()).error).toBeTruthy();
  });

  it('leaves CSV and PDF exports as they are, with their row-count header', async () => {
    const fixture = await seedFinancialFixture(testApp);
    const headers = { 'accept-encoding': 'gzip, br' };
    const period = 'from=2026-01-01&to=2026-06-30';
    const csv = await fixture.landlord.client.get(
      `/api/analytics/reports/rent-roll/export?format=csv&${period}&lang=en`,
      {
        headers,
      },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-encoding')).toBeNull();
    expect(csv.headers.get('x-report-rows')).toBe('5');
    expect(new TextDecoder().decode(await csv.arrayBuffer())).toContain('Property');
    const pdf = await fixture.landlord.client.get(
      `/api/analytics/reports/rent-roll/export?format=pdf&${period}&lang=en`,
      {
        headers,
      },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-encoding')).toBeNull();
    const pdfBytes = Buffer.from(await pdf.arrayBuffer());
    expect(Number(pdf.headers.get('content-length'))).toBe(pdfBytes.byteLength);
    expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
