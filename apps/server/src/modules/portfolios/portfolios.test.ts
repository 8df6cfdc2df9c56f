import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { multipartFile, pngImage } from '../../test/image-fixtures.ts';
import { expectStoredFileHeaders } from '../../test/stored-file-assertions.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let propertyIds: string[];

async function createProperty(name: string, marketRentMinor: number) {
  const response = await landlord.client.post('/api/properties', {
    name,
    type: 'apartment',
    address: `${name} Street 1`,
    city: 'Tirana',
    state: '',
    zipCode: '1001',
    country: 'AL',
    notes: 'Private note: tenant Jane Roe pays late',
    yearBuilt: null,
    purchasePriceMinor: 99_000_000,
    currency: 'EUR',
    unitCount: 2,
    unitDefaults: { bedrooms: 2, bathrooms: 1, marketRentMinor },
  });
  const property = await response.json();
  await landlord.client.request('POST', `/api/properties/${property.id}/images`, {
    body: multipartFile(await pngImage(), 'p.png', 'image/png'),
  });
  return property.id as string;
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  propertyIds = [await createProperty('Blloku Lofts', 60_000), await createProperty('Lake View', 75_000)];
});
afterAll(() => testApp.close());

async function createPortfolio(body: Record<string, unknown> = {}) {
  const response = await landlord.client.post('/api/portfolios', {
    title: 'Tirana collection',
    description: 'Bright flats near the lake',
    showRents: false,
    propertyIds,
    ...body,
  });
  expect(response.status).toBe(201);
  return response.json();
}

describe('portfolios', () => {
  it('creates, lists, edits and deletes a portfolio', async () => {
    const portfolio = await createPortfolio();
    expect(portfolio).toMatchObject({ title: 'Tirana collection', propertyIds, isShared: false, images: [] });
    const list = await (await landlord.client.get('/api/portfolios')).json();
    expect(list.map((item: { id: string }) => item.id)).toContain(portfolio.id);

    const edited = await landlord.client.patch(`/api/portfolios/${portfolio.id}`, {
      title: 'Renamed',
      propertyIds: [propertyIds[1]],
    });
    expect(await edited.json()).toMatchObject({ title: 'Renamed', propertyIds: [propertyIds[1]] });
    expect((await landlord.client.request('DELETE', `/api/portfolios/${portfolio.id}`)).status).toBe(204);
    expect((await landlord.client.get(`/api/portfolios/${portfolio.id}`)).status).toBe(404);
  });

  it("refuses another organization's properties with 422", async () => {
    const other = await signUpLandlord(testApp);
    const response = await other.client.post('/api/portfolios', {
      title: 'Not mine',
      description: '',
      showRents: false,
      propertyIds,
    });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).error.details)).toEqual(['propertyIds']);
  });

  it('takes images only once the portfolio exists, and serves them to members', async () => {
    const portfolio = await createPortfolio();
    const upload = await landlord.client.request('POST', `/api/portfolios/${portfolio.id}/images`, {
      body: multipartFile(await pngImage(), 'cover.png', 'image/png'),
    });
    expect(upload.status).toBe(201);
    const image = await upload.json();
    expectStoredFileHeaders(await landlord.client.get(image.displayUrl), 'inline');
    const missing = await landlord.client.request(
      'POST',
      '/api/portfolios/00000000-0000-4000-8000-000000000000/images',
      {
        body: multipartFile(await pngImage(), 'cover.png', 'image/png'),
      },
    );
    expect(missing.status).toBe(404);
  });
});

describe('share links', () => {
  it('opens signed out with no private data, and rents only when allowed', async () => {
    const portfolio = await createPortfolio();
    await landlord.client.request('POST', `/api/portfolios/${portfolio.id}/images`, {
      body: multipartFile(await pngImage(), 'cover.png', 'image/png'),
    });
    const link = await (await landlord.client.post(`/api/portfolios/${portfolio.id}/share`, {})).json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.path).toBe(`/portfolio/${link.token}`);

    const visitor = testApp.client();
    const response = await visitor.get(`/api/public/portfolios/${link.token}`);
    expect(response.status).toBe(200);
    const text = await response.clone().text();
    expect(text).not.toContain('Jane Roe');
    expect(text).not.toContain('99000000');
    const page = await response.json();
    expect(page.organizationName).toBe("Lana Landlord's properties");
    expect(page.properties.map((property: { name: string }) => property.name)).toEqual(['Blloku Lofts', 'Lake View']);
    expect(page.properties[0]).toMatchObject({
      totalUnits: 2,
      vacantUnits: 2,
      bedrooms: { min: 2, max: 2 },
      marketRent: null,
    });
    expectStoredFileHeaders(await visitor.get(page.images[0].displayUrl), 'inline');
    expectStoredFileHeaders(await visitor.get(page.properties[0].images[0].thumbnailUrl), 'inline');

    await landlord.client.patch(`/api/portfolios/${portfolio.id}`, { showRents: true });
    const withRents = await (await visitor.get(`/api/public/portfolios/${link.token}`)).json();
    expect(withRents.properties[1].marketRent).toEqual({ minMinor: 75_000, maxMinor: 75_000, currency: 'EUR' });
  });

  it('answers 404 once revoked, and regenerating replaces the old link', async () => {
    const portfolio = await createPortfolio();
    const first = await (await landlord.client.post(`/api/portfolios/${portfolio.id}/share`, {})).json();
    const second = await (await landlord.client.post(`/api/portfolios/${portfolio.id}/share`, {})).json();
    const visitor = testApp.client();
    expect((await visitor.get(`/api/public/portfolios/${first.token}`)).status).toBe(404);
    expect((await visitor.get(`/api/public/portfolios/${second.token}`)).status).toBe(200);

    const revoked = await landlord.client.request('DELETE', `/api/portfolios/${portfolio.id}/share`);
    expect((await revoked.json()).isShared).toBe(false);
    expect((await visitor.get(`/api/public/portfolios/${second.token}`)).status).toBe(404);
  });

  it('answers 404 for a malformed or unknown token', async () => {
    expect((await testApp.client().get('/api/public/portfolios/nope')).status).toBe(404);
    expect((await testApp.client().get(`/api/public/portfolios/${'a'.repeat(43)}`)).status).toBe(404);
  });

  it('does not serve images of properties outside the portfolio through its link', async () => {
    const portfolio = await createPortfolio({ propertyIds: [propertyIds[0]] });
    const link = await (await landlord.client.post(`/api/portfolios/${portfolio.id}/share`, {})).json();
    const detail = await (await landlord.client.get(`/api/properties/${propertyIds[1]}`)).json();
    const outsideImage = detail.images[0].id;
    const response = await testApp
      .client()
      .get(`/api/public/portfolios/${link.token}/properties/${propertyIds[1]}/images/${outsideImage}/display`);
    expect(response.status).toBe(404);
  });
});

describe('portfolio scope', () => {
  it("answers 404 for another organization's portfolio and 403 to tenants", async () => {
    const portfolio = await createPortfolio();
    const other = await signUpLandlord(testApp);
    expect((await other.client.get(`/api/portfolios/${portfolio.id}`)).status).toBe(404);
    expect((await other.client.post(`/api/portfolios/${portfolio.id}/share`, {})).status).toBe(404);
    expect((await other.client.request('DELETE', `/api/portfolios/${portfolio.id}`)).status).toBe(404);
    const tenant = await createSignedInMember(testApp, 'tenant', landlord.organizationId);
    expect((await tenant.client.get('/api/portfolios')).status).toBe(403);
    expect((await tenant.client.get(`/api/portfolios/${portfolio.id}`)).status).toBe(403);
  });
});
