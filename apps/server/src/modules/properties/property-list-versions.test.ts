// @postgres: two app instances over one database
import { ZListPropertiesQuery } from '@rentwell/contracts/properties';
import { leases } from '@rentwell/db/schema/leases';
import { propertyImages, units } from '@rentwell/db/schema/properties';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app.ts';
import type { OrganizationActor } from '../../lib/organization-scope.ts';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app.ts';
import { TestClient } from '../../test/test-client.ts';
import { listProperties } from './properties.service.ts';
import { readListVersion } from './properties-list.repo.ts';
import { createPropertyListCache } from './property-list-cache.ts';

/**
 * The properties list through its cache (decision 018) on two app instances over one database, each with its own
 * cache, as two servers in multi-instance mode: after every kind of write, made through either instance or by SQL
 * outside the services, both answer at once what the list statement reads without a cache.
 */
let instanceA: TestApp;
let instanceB: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let memberOnB: SignedInAccount;

const ADDRESS = {
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  country: 'US',
  notes: '',
  yearBuilt: 1990,
  purchasePriceMinor: 100_000_00,
};

async function createProperty(
  account: SignedInAccount,
  fields: { name: string; type: string; address: string; unitCount: number },
) {
  const response = await account.client.post('/api/properties', { ...ADDRESS, ...fields });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; units: { id: string }[] };
}

const QUERIES = ['', '?sort=occupancy&pageSize=24', '?sort=units&pageSize=1&page=2', '?search=maple', '?type=house'];

beforeAll(async () => {
  instanceA = await createTestApp();
  const appB = createApp({ ...instanceA.deps, propertyLists: createPropertyListCache() });
  const fetchB = async (request: Request) => appB.fetch(request);
  instanceB = { ...instanceA, fetch: fetchB, client: () => new TestClient(fetchB, TEST_BASE_URL, '10.78.0.1') };
  landlord = await signUpLandlord(instanceA);
  memberOnB = await createSignedInMember(instanceB, 'admin', landlord.organizationId);
});
afterAll(() => instanceA.close());

async function listThroughBoth(query: string) {
  const [onA, onB] = await Promise.all(
    [landlord, memberOnB].map(async (account) => {
      const response = await account.client.get(`/api/properties${query}`);
      expect(response.status).toBe(200);
      return response.json();
    }),
  );
  return { onA, onB };
}

/** Every query on both instances equals the statement's answer read now without a cache; returns the first query's. */
async function expectCurrentAnswers() {
  const actor = { organizationId: landlord.organizationId } as OrganizationActor;
  const answers = [];
  for (const query of QUERIES) {
    const { onA, onB } = await listThroughBoth(query);
    const parsed = ZListPropertiesQuery.parse(Object.fromEntries(new URLSearchParams(query)));
    const uncached = await listProperties(instanceA.deps.db, actor, parsed);
    expect(onA).toEqual(JSON.parse(JSON.stringify(uncached)));
    expect(onB).toEqual(onA);
    answers.push(onA);
  }
  return answers[0] as {
    items: { id: string; name: string; coverImage: { id: string } | null; occupancy: { occupiedUnits: number } }[];
    totals: { totalUnits: number; occupiedUnits: number; unavailableUnits: number };
  };
}

describe('properties list cache', () => {
  it('answers what the statement reads after every kind of write, on both instances at once', async () => {
    const property = await createProperty(landlord, {
      name: 'Maple Court',
      type: 'apartment',
      address: '12 Maple Street',
      unitCount: 3,
    });
    const [first, second] = property.units;
    if (!first || !second) throw new Error('expected units');
    const { db } = instanceA.deps;
    const today = todayIn('UTC');

    expect((await expectCurrentAnswers()).totals.totalUnits).toBe(3);
    expect((await expectCurrentAnswers()).totals.totalUnits).toBe(3);

    const [lease] = await db
      .insert(leases)
      .values({
        organizationId: landlord.organizationId,
        propertyId: property.id,
        unitId: first.id,
        monthlyRentMinor: 100_000,
        currency: 'USD',
        status: 'active',
        startDate: addDays(today, -10),
        endDate: addDays(today, 300),
      })
      .returning({ id: leases.id });
    if (!lease) throw new Error('expected a lease');
    expect((await expectCurrentAnswers()).totals.occupiedUnits).toBe(1);

    await db
      .update(leases)
      .set({ terminatedOn: addDays(today, -1) })
      .where(eq(leases.id, lease.id));
    expect((await expectCurrentAnswers()).totals.occupiedUnits).toBe(0);

    await db.delete(leases).where(eq(leases.id, lease.id));
    await memberOnB.client.patch(`/api/properties/${property.id}/units/${second.id}`, { status: 'unavailable' });
    expect((await expectCurrentAnswers()).totals.unavailableUnits).toBe(1);

    await db.insert(units).values({ organizationId: landlord.organizationId, propertyId: property.id, label: '99' });
    expect((await expectCurrentAnswers()).totals.totalUnits).toBe(4);

    const [image] = await db
      .insert(propertyImages)
      .values({
        organizationId: landlord.organizationId,
        propertyId: property.id,
        displayKey: 'display',
        thumbnailKey: 'thumbnail',
        width: 800,
        height: 600,
        byteSize: 1000,
      })
      .returning({ id: propertyImages.id });
    expect((await expectCurrentAnswers()).items[0]?.coverImage?.id).toBe(image?.id);

    await db.delete(propertyImages).where(eq(propertyImages.propertyId, property.id));
    expect((await expectCurrentAnswers()).items[0]?.coverImage).toBeNull();

    await memberOnB.client.patch(`/api/properties/${property.id}`, { name: 'Maple Court East' });
    expect((await expectCurrentAnswers()).items[0]?.name).toBe('Maple Court East');

    await createProperty(landlord, { name: 'Oak House', type: 'house', address: '1 Oak Road', unitCount: 1 });
    expect((await expectCurrentAnswers()).items.map((item) => item.name)).toEqual(['Maple Court East', 'Oak House']);

    expect((await memberOnB.client.request('DELETE', `/api/properties/${property.id}`)).status).toBe(204);
    expect((await expectCurrentAnswers()).items.map((item) => item.name)).toEqual(['Oak House']);
  });

  it("leaves an organization's version alone when another organization writes", async () => {
    const before = await readListVersion(instanceA.deps.db, landlord.organizationId);
    const other = await signUpLandlord(instanceA);
    await createProperty(other, { name: 'Elsewhere', type: 'house', address: '2 Elm Road', unitCount: 1 });
    expect(await readListVersion(instanceA.deps.db, landlord.organizationId)).toEqual(before);
    expect((await readListVersion(instanceA.deps.db, other.organizationId)).version).toBeGreaterThan(0);
  });
});
