import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLandlord } from '../test/account-fixtures.ts';
import { multipartFile, pngImage } from '../test/image-fixtures.ts';
import { createPropertyViaApi } from '../test/property-fixtures.ts';
import { startTestS3, type TestS3 } from '../test/s3-fixtures.ts';
import { expectStoredFileHeaders } from '../test/stored-file-assertions.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let s3: TestS3;
let testApp: TestApp;

beforeAll(async () => {
  s3 = await startTestS3();
  testApp = await createTestApp(s3.env);
});
let s3Stopped = false;
afterAll(async () => {
  await testApp.close();
  if (!s3Stopped) await s3.close();
});

describe('the app with its files in an S3 bucket', () => {
  it('stores an uploaded image in the bucket and streams it back to a member only', async () => {
    expect(testApp.deps.files.kind).toBe('s3');
    const landlord = await signUpLandlord(testApp);
    const property = await (
      await landlord.client.post('/api/properties', {
        name: 'Bucket House',
        type: 'house',
        address: '3 Object Lane',
        city: 'Eugene',
        state: 'OR',
        zipCode: '97401',
        country: 'US',
        notes: '',
        yearBuilt: null,
        purchasePriceMinor: null,
        currency: 'USD',
        unitCount: 1,
      })
    ).json();
    const upload = await landlord.client.request('POST', `/api/properties/${property.id}/images`, {
      body: multipartFile(await pngImage(800, 600), 'front.png', 'image/png'),
    });
    expect(upload.status).toBe(201);
    const image = await upload.json();

    const keys: string[] = [];
    for await (const entry of testApp.deps.files.list()) keys.push(entry.key);
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => key.startsWith(`${landlord.organizationId}/`))).toBe(true);

    const display = await landlord.client.get(image.displayUrl);
    expect(display.status).toBe(200);
    expectStoredFileHeaders(display, 'inline');
    const bytes = Buffer.from(await display.arrayBuffer());
    expect(display.headers.get('content-length')).toBe(String(bytes.length));
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });

    const stranger = await signUpLandlord(testApp);
    expect((await stranger.client.get(image.displayUrl)).status).toBe(404);
  });

  it('answers 503 for uploads and downloads while the bucket is unreachable (last: it stops the store)', async () => {
    const landlord = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(landlord.client, { name: 'Outage House' });
    const pngBytes = await pngImage(800, 600);
    const upload = () =>
      landlord.client.request('POST', `/api/properties/${property.id}/images`, {
        body: multipartFile(pngBytes, 'front.png', 'image/png'),
      });
    const first = await upload();
    expect(first.status).toBe(201);
    const stored = await first.json();
    await s3.close();
    s3Stopped = true;
    const refused = await upload();
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe('storage_unavailable');
    const download = await landlord.client.get(stored.displayUrl);
    expect(download.status).toBe(503);
  });
});
