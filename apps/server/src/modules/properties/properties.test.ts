import { leases } from '@rentwell/db/schema/leases';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let outsider: SignedInAccount & { organizationId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  outsider = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

const validProperty = {
  name: 'Maple Court',
  type: 'apartment',
  address: '12 Maple Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  country: 'US',
  notes: '',
  yearBuilt: 1998,
  purchasePriceMinor: 125_000_000,
  currency: 'USD',
  unitCount: 3,
  unitDefaults: { bedrooms: 2, bathrooms: 1.5, squareFeet: 850, marketRentMinor: 145_000 },
};

type PropertyDetail = {
  id: string;
  name: string;
  units: { id: string; label: string; status: string; bedrooms: number; bathrooms: number }[];
  occupancy: {
    totalUnits: number;
    occupiedUnits: number;
    vacantUnits: number;
    unavailableUnits: number;
    availableUnits: number;
    occupancyRate: number | null;
  };
};

async function createProperty(
  account: SignedInAccount,
  overrides: Record<string, unknown> = {},
): Promise<PropertyDetail> {
  const response = await account.client.post('/api/properties', { ...validProperty, ...overrides });
  expect(response.status).toBe(201);
  return (await response.json()) as PropertyDetail;
}

describe('property CRUD', () => {
  it('creates a property with its units and occupancy computed from them', async () => {
    const property = await createProperty(landlord);
    expect(property.units.map((unit) => unit.label)).toEqual(['1', '2', '3']);
    expect(property.units[0]).toMatchObject({ bedrooms: 2, bathrooms: 1.5, status: 'vacant' });
    expect(property.occupancy).toEqual({
      totalUnits: 3,
      occupiedUnits: 0,
      vacantUnits: 3,
      unavailableUnits: 0,
      availableUnits: 3,
      occupancyRate: 0,
    });
  });

  it('reads, edits and deletes a property', async () => {
    const property = await createProperty(landlord, { name: 'Edit Me' });
    const read = await landlord.client.get(`/api/properties/${property.id}`);
    expect((await read.json()).name).toBe('Edit Me');

    const edited = await landlord.client.patch(`/api/properties/${property.id}`, { name: 'Edited', type: 'condo' });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ name: 'Edited', type: 'condo' });

    expect((await landlord.client.request('DELETE', `/api/properties/${property.id}`)).status).toBe(204);
    expect((await landlord.client.get(`/api/properties/${property.id}`)).status).toBe(404);
  });

  it('answers 422 with field details for invalid input', async () => {
    const response = await landlord.client.post('/api/properties', {
      ...validProperty,
      name: 'x',
      type: 'castle',
      unitCount: 0,
      country: 'usa',
    });
    expect(response.status).toBe(422);
    const { error } = await response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.details).sort()).toEqual(['country', 'name', 'type', 'unitCount']);
  });

  it('lets a property manager of the organization manage properties', async () => {
    const manager = await createSignedInMember(testApp, 'property_manager', landlord.organizationId);
    const property = await createProperty(manager, { name: 'Managed Place' });
    expect((await landlord.client.get(`/api/properties/${property.id}`)).status).toBe(200);
  });
});

describe('occupancy', () => {
  it('follows unit availability and the leases covering today', async () => {
    const property = await createProperty(landlord, { name: 'Occupancy House', unitCount: 4 });
    const [first, second, third] = property.units;
    if (!first || !second || !third) throw new Error('expected units');

    await landlord.client.patch(`/api/properties/${property.id}/units/${first.id}`, { status: 'unavailable' });
    const today = todayIn('UTC');
    const insertLease = (unitId: string, dates: { startDate: string; endDate: string; status: 'active' | 'expired' }) =>
      testApp.deps.db.insert(leases).values({
        organizationId: landlord.organizationId,
        propertyId: property.id,
        unitId,
        monthlyRentMinor: 150_000,
        currency: 'USD',
        ...dates,
      });
    await insertLease(second.id, { startDate: addDays(today, -30), endDate: addDays(today, 335), status: 'active' });
    await insertLease(third.id, { startDate: addDays(today, -365), endDate: addDays(today, -1), status: 'expired' });

    const detail = (await (await landlord.client.get(`/api/properties/${property.id}`)).json()) as PropertyDetail;
    expect(detail.occupancy).toEqual({
      totalUnits: 4,
      occupiedUnits: 1,
      vacantUnits: 2,
      unavailableUnits: 1,
      availableUnits: 3,
      occupancyRate: 1 / 3,
    });
    expect(detail.units.map((unit) => unit.status)).toEqual(['unavailable', 'occupied', 'vacant', 'vacant']);

    const list = await (await landlord.client.get('/api/properties?search=Occupancy%20House')).json();
    expect(list.items[0].occupancy).toEqual(detail.occupancy);
  });

  it('refuses to delete a property with an active lease, and one with lease history', async () => {
    const property = await createProperty(landlord, { name: 'Leased Place', unitCount: 1 });
    const unit = property.units[0];
    if (!unit) throw new Error('expected a unit');
    const [lease] = await testApp.deps.db
      .insert(leases)
      .values({
        organizationId: landlord.organizationId,
        propertyId: property.id,
        unitId: unit.id,
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        monthlyRentMinor: 100_000,
        currency: 'USD',
        status: 'active',
      })
      .returning();
    const refused = await landlord.client.request('DELETE', `/api/properties/${property.id}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('property_has_active_leases');

    const { eq } = await import('drizzle-orm');
    await testApp.deps.db
      .update(leases)
      .set({ status: 'expired' })
      .where(eq(leases.id, lease?.id ?? ''));
    const history = await landlord.client.request('DELETE', `/api/properties/${property.id}`);
    expect((await history.json()).error.code).toBe('property_has_lease_history');
  });
});

describe('units', () => {
  it('adds, edits and removes units; labels are unique per property', async () => {
    const property = await createProperty(landlord, { name: 'Unit Lab', unitCount: 1 });
    const added = await landlord.client.post(`/api/properties/${property.id}/units`, {
      label: '2B',
      bedrooms: 3,
      bathrooms: 2,
      squareFeet: 1100,
      marketRentMinor: 210_000,
      status: 'vacant',
    });
    expect(added.status).toBe(201);
    const units = (await added.json()) as { id: string; label: string }[];
    expect(units.map((unit) => unit.label)).toEqual(['1', '2B']);

    const duplicate = await landlord.client.post(`/api/properties/${property.id}/units`, {
      label: '2B',
      bedrooms: 1,
      bathrooms: 1,
      squareFeet: null,
      marketRentMinor: null,
      status: 'vacant',
    });
    expect(duplicate.status).toBe(409);
    expect((await duplicate.json()).error.code).toBe('duplicate_unit_label');

    const unitB = units.find((unit) => unit.label === '2B');
    const edited = await landlord.client.patch(`/api/properties/${property.id}/units/${unitB?.id}`, { bedrooms: 4 });
    expect((await edited.json()).bedrooms).toBe(4);

    expect((await landlord.client.request('DELETE', `/api/properties/${property.id}/units/${unitB?.id}`)).status).toBe(
      204,
    );
  });

  it('cannot set a unit to occupied by hand', async () => {
    const property = await createProperty(landlord, { name: 'No Manual Occupancy', unitCount: 1 });
    const response = await landlord.client.patch(`/api/properties/${property.id}/units/${property.units[0]?.id}`, {
      status: 'occupied',
    });
    expect(response.status).toBe(422);
  });
});

describe('listing', () => {
  it('searches, filters by type, sorts and paginates', async () => {
    const account = await signUpLandlord(testApp);
    for (const [name, type, unitCount] of [
      ['Alder House', 'house', 1],
      ['Birch Condos', 'condo', 6],
      ['Cedar Tower', 'apartment', 12],
      ['Dogwood Plaza', 'commercial', 3],
    ] as const) {
      await createProperty(account, { name, type, unitCount });
    }
    const names = async (query: string) =>
      ((await (await account.client.get(`/api/properties${query}`)).json()) as { items: { name: string }[] }).items.map(
        (item) => item.name,
      );

    expect(await names('')).toEqual(['Alder House', 'Birch Condos', 'Cedar Tower', 'Dogwood Plaza']);
    expect(await names('?type=condo')).toEqual(['Birch Condos']);
    expect(await names('?search=cedar')).toEqual(['Cedar Tower']);
    expect(await names('?sort=units')).toEqual(['Cedar Tower', 'Birch Condos', 'Dogwood Plaza', 'Alder House']);
    expect(await names('?pageSize=2&page=2')).toEqual(['Cedar Tower', 'Dogwood Plaza']);

    const page = await (await account.client.get('/api/properties?pageSize=2')).json();
    expect(page.total).toBe(4);
    expect(page.totals.totalUnits).toBe(22);
  });

  it('treats search wildcards literally', async () => {
    const account = await signUpLandlord(testApp);
    await createProperty(account, { name: 'Plain Name' });
    const list = await (await account.client.get('/api/properties?search=%25')).json();
    expect(list.items).toHaveLength(0);
  });
});

describe('scope', () => {
  it("answers 404 for another organization's property on every route", async () => {
    const property = await createProperty(landlord, { name: 'Private Place', unitCount: 1 });
    const unitId = property.units[0]?.id;
    const imageId = '00000000-0000-4000-8000-000000000000';
    const base = `/api/properties/${property.id}`;
    const attempts: [string, string, unknown?][] = [
      ['GET', base],
      ['PATCH', base, { name: 'Stolen' }],
      ['DELETE', base],
      [
        'POST',
        `${base}/units`,
        { label: 'X', bedrooms: 1, bathrooms: 1, squareFeet: null, marketRentMinor: null, status: 'vacant' },
      ],
      ['PATCH', `${base}/units/${unitId}`, { bedrooms: 9 }],
      ['DELETE', `${base}/units/${unitId}`],
      ['POST', `${base}/images/${imageId}/cover`, {}],
      ['GET', `${base}/images/${imageId}/display`],
      ['DELETE', `${base}/images/${imageId}`],
    ];
    for (const [method, path, json] of attempts) {
      const response = await outsider.client.request(method, path, json === undefined ? {} : { json });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect((await landlord.client.get(base)).status).toBe(200);
  });

  it('answers 404 for ids that are not UUIDs', async () => {
    expect((await landlord.client.get('/api/properties/not-a-uuid')).status).toBe(404);
  });

  it.each(['tenant', 'maintenance'] as const)('answers 403 to a %s on management routes', async (role) => {
    const member = await createSignedInMember(testApp, role, landlord.organizationId);
    const property = await createProperty(landlord, { name: `Not for ${role}`, unitCount: 1 });
    expect((await member.client.get('/api/properties')).status).toBe(403);
    expect((await member.client.get(`/api/properties/${property.id}`)).status).toBe(403);
    expect((await member.client.post('/api/properties', validProperty)).status).toBe(403);
    expect((await member.client.request('DELETE', `/api/properties/${property.id}`)).status).toBe(403);
    expect((await member.client.get('/api/addresses/suggest?q=Portland')).status).toBe(403);
  });

  it('answers 401 when signed out', async () => {
    expect((await testApp.client().get('/api/properties')).status).toBe(401);
  });
});

describe('address suggestions', () => {
  it('offers known addresses, postal codes and cities without internet', async () => {
    const account = await signUpLandlord(testApp);
    await createProperty(account, { name: 'Known', address: '400 Willow Lane', city: 'Salem', zipCode: '97301' });
    const suggest = async (q: string) =>
      (await (await account.client.get(`/api/addresses/suggest?q=${encodeURIComponent(q)}`)).json()) as {
        label: string;
        city: string;
        state: string;
        source: string;
      }[];

    expect((await suggest('Willow'))[0]).toMatchObject({ city: 'Salem', source: 'organization' });
    expect((await suggest('97201'))[0]).toMatchObject({ city: 'Portland', state: 'OR', source: 'postal_code' });
    const cities = await suggest('Portl');
    expect(cities.some((city) => city.city === 'Portland' && city.source === 'city')).toBe(true);
    expect((await suggest('tirana'))[0]).toMatchObject({ city: 'Tirana', source: 'city' });
  });

  it('answers 422 to a query that is too short', async () => {
    expect((await landlord.client.get('/api/addresses/suggest?q=a')).status).toBe(422);
  });
});
