import { MAX_IMAGE_BYTES } from '@rentwell/contracts/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { jpegWithGps, multipartFile, pngImage } from '../../test/image-fixtures.ts';
import { expectStoredFileHeaders } from '../../test/stored-file-assertions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount;
let propertyId: string;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const response = await landlord.client.post('/api/properties', {
    name: 'Gallery House',
    type: 'house',
    address: '1 Photo Way',
    city: 'Eugene',
    state: 'OR',
    zipCode: '97401',
    country: 'US',
    notes: '',
    yearBuilt: null,
    purchasePriceMinor: null,
    currency: 'USD',
    unitCount: 1,
  });
  propertyId = (await response.json()).id;
});
afterAll(() => testApp.close());

/** The property as the list shows it: cover and creation time must match what its detail says. */
async function listedProperty() {
  const list = await (await landlord.client.get('/api/properties')).json();
  return list.items.find((item: { id: string }) => item.id === propertyId);
}

function upload(account: SignedInAccount, form: FormData, path = `/api/properties/${propertyId}/images`) {
  return account.client.request('POST', path, { body: form });
}

describe('property image uploads', () => {
  it('accepts a PNG, stores WebP display and thumbnail sizes, and serves them to members', async () => {
    const response = await upload(landlord, multipartFile(await pngImage(2400, 1200), 'front.png', 'image/png'));
    expect(response.status).toBe(201);
    const image = await response.json();
    expect(image).toMatchObject({ width: 1600, height: 800 });

    const display = await landlord.client.get(image.displayUrl);
    expectStoredFileHeaders(display, 'inline');
    expect(display.headers.get('content-type')).toBe('image/webp');
    const thumbnail = await landlord.client.get(image.thumbnailUrl);
    expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(480);

    const detail = await (await landlord.client.get(`/api/properties/${propertyId}`)).json();
    expect(detail.images).toHaveLength(1);
    expect(detail.coverImage.id).toBe(image.id);
  });

  it('strips EXIF metadata, GPS position included', async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const image = await (await upload(landlord, multipartFile(input, 'phone.jpg', 'image/jpeg'))).json();
    const stored = Buffer.from(await (await landlord.client.get(image.displayUrl)).arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
  });

  it('rejects a text file named .png with 415', async () => {
    const text = new TextEncoder().encode('this is not an image at all');
    const response = await upload(landlord, multipartFile(text, 'fake.png', 'image/png'));
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('unsupported_media_type');
  });

  it('rejects an SVG with 415', async () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload(landlord, multipartFile(svg, 'logo.svg', 'image/svg+xml'));
    expect(response.status).toBe(415);
  });

  it('rejects 10 MB + 1 byte with 413', async () => {
    const png = await pngImage();
    const oversized = new Uint8Array(MAX_IMAGE_BYTES + 1);
    oversized.set(png);
    const response = await upload(landlord, multipartFile(oversized, 'huge.png', 'image/png'));
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('payload_too_large');
  });

  it('stops reading a streamed body as soon as it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let chunksPulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksPulled += 1;
        if (chunksPulled > 200) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const response = await landlord.client.request('POST', `/api/properties/${propertyId}/images`, {
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(response.status).toBe(413);
    expect(chunksPulled).toBeLessThan(20);
  });

  it('refuses a declared Content-Length over the limit before reading the body', async () => {
    const response = await landlord.client.request('POST', `/api/properties/${propertyId}/images`, {
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(MAX_IMAGE_BYTES * 3),
      },
      body: 'x',
    });
    expect(response.status).toBe(413);
  });

  it('refuses an upload from another origin', async () => {
    const response = await landlord.client.request('POST', `/api/properties/${propertyId}/images`, {
      body: multipartFile(await pngImage(), 'a.png', 'image/png'),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('keeps images away from other organizations and signed-out visitors', async () => {
    const image = await (await upload(landlord, multipartFile(await pngImage(), 'x.png', 'image/png'))).json();
    const outsider = await signUpLandlord(testApp);
    expect((await outsider.client.get(image.displayUrl)).status).toBe(404);
    expect((await testApp.client().get(image.displayUrl)).status).toBe(401);
    expect((await upload(outsider, multipartFile(await pngImage(), 'y.png', 'image/png'))).status).toBe(404);
  });

  it('sets the cover and deletes an image with its files', async () => {
    const first = await (await upload(landlord, multipartFile(await pngImage(), 'a.png', 'image/png'))).json();
    const cover = await landlord.client.post(`/api/properties/${propertyId}/images/${first.id}/cover`, {});
    const detail = await cover.json();
    expect(detail.coverImage.id).toBe(first.id);
    expect(await listedProperty()).toMatchObject({ coverImage: detail.coverImage, createdAt: detail.createdAt });
    const removed = await landlord.client.request('DELETE', `/api/properties/${propertyId}/images/${first.id}`);
    expect(removed.status).toBe(204);
    expect((await landlord.client.get(first.displayUrl)).status).toBe(404);
    const afterRemoval = await (await landlord.client.get(`/api/properties/${propertyId}`)).json();
    expect(afterRemoval.coverImage.id).not.toBe(first.id);
    expect((await listedProperty()).coverImage).toEqual(afterRemoval.coverImage);
  });
});
