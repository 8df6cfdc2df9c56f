// @postgres: triggers that serialize concurrent bookings per property, and a race between bookings
import { strStays } from '@rentwell/db/schema/short-term-rentals';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(async () => {
  await testApp.close();
});

async function createListing(property: CreatedProperty, unitId: string | null, title: string) {
  const response = await landlord.client.post('/api/str/listings', {
    propertyId: property.id,
    ...(unitId ? { unitId } : {}),
    title,
    nightlyRateMinor: 10_000,
    cleaningFeeMinor: 3_000,
    maxGuests: 4,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

function book(listingId: string, checkIn: string, checkOut: string, guestName = 'Dana Guest') {
  return landlord.client.post(`/api/str/listings/${listingId}/bookings`, { guestName, guests: 2, checkIn, checkOut });
}

async function expectHomeAlreadyLet(response: Response) {
  expect(response.status).toBe(409);
  expect(((await response.json()) as { error: { code: string } }).error.code).toBe('home_already_let');
}

describe('a home is let once a night', () => {
  it('refuses a unit stay while the whole home is let, and a second whole-home listing on nights the first has', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Maple Cottage', unitCount: 2 });
    const [unitA, unitB] = property.units;
    const wholeHome = await createListing(property, null, 'Maple Cottage, whole home');
    const secondWholeHome = await createListing(property, null, 'Maple Cottage on another site');
    const roomA = await createListing(property, unitA?.id ?? null, 'Room A');
    const roomB = await createListing(property, unitB?.id ?? null, 'Room B');

    expect((await book(wholeHome.id, '2028-06-10', '2028-06-14')).status).toBe(201);
    await expectHomeAlreadyLet(await book(secondWholeHome.id, '2028-06-13', '2028-06-15'));
    await expectHomeAlreadyLet(await book(roomA.id, '2028-06-11', '2028-06-12'));
    const block = await landlord.client.post(`/api/str/listings/${roomB.id}/blocks`, {
      type: 'owner_use',
      startDate: '2028-06-12',
      endDate: '2028-06-13',
    });
    await expectHomeAlreadyLet(block);
    // The check-out day is the next guest's check-in day; other nights and the two units apart are free.
    expect((await book(secondWholeHome.id, '2028-06-14', '2028-06-16')).status).toBe(201);
    expect((await book(roomA.id, '2028-06-20', '2028-06-22')).status).toBe(201);
    expect((await book(roomB.id, '2028-06-20', '2028-06-22')).status).toBe(201);
    await expectHomeAlreadyLet(await book(wholeHome.id, '2028-06-21', '2028-06-25'));

    // Moving a booking onto another listing's nights is refused too; cancelling frees them.
    const moved = await book(wholeHome.id, '2028-07-01', '2028-07-03');
    const movedId = ((await moved.json()) as { id: string }).id;
    const move = await landlord.client.patch(`/api/str/listings/${wholeHome.id}/bookings/${movedId}`, {
      checkIn: '2028-06-15',
      checkOut: '2028-06-17',
    });
    await expectHomeAlreadyLet(move);
    const second = (await testApp.deps.db.select().from(strStays).where(eq(strStays.listingId, secondWholeHome.id)))[0];
    await landlord.client.patch(`/api/str/listings/${secondWholeHome.id}/bookings/${second?.id}`, {
      status: 'cancelled',
    });
    expect((await book(roomA.id, '2028-06-14', '2028-06-16')).status).toBe(201);
  });

  it('refuses stays during a lease of the unit or the home, and a lease over booked nights', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Birch House', unitCount: 2 });
    const [unitA, unitB] = property.units;
    const today = todayIn('UTC');
    await addTenantViaApi(testApp, landlord.client, property, { unitIndex: 0 });
    const wholeHome = await createListing(property, null, 'Birch House, whole home');
    const roomA = await createListing(property, unitA?.id ?? null, 'Birch A');
    const roomB = await createListing(property, unitB?.id ?? null, 'Birch B');

    await expectHomeAlreadyLet(await book(wholeHome.id, addDays(today, 10), addDays(today, 12)));
    await expectHomeAlreadyLet(await book(roomA.id, addDays(today, 10), addDays(today, 12)));
    expect((await book(roomB.id, addDays(today, 10), addDays(today, 12))).status).toBe(201);

    // The unit B lease would take nights its listing has booked: refused with its own message, nothing written.
    const lease = await landlord.client.post('/api/tenants', {
      fullName: 'Lee Lessee',
      email: `lee-${Date.now()}@example.com`,
      phone: '+1 555 0100',
      propertyId: property.id,
      unitId: unitB?.id,
      startDate: addDays(today, 5),
      endDate: addDays(today, 370),
      monthlyRentMinor: 140_000,
      securityDepositMinor: 0,
      dueDay: 1,
    });
    expect(lease.status).toBe(409);
    expect(((await lease.json()) as { error: { code: string } }).error.code).toBe('home_has_short_term_stays');

    // Nor can the unit B listing move, with its booking, onto the leased unit A.
    const moved = await landlord.client.patch(`/api/str/listings/${roomB.id}`, { unitId: unitA?.id });
    await expectHomeAlreadyLet(moved);
  });

  it('lets exactly one of concurrent bookings of the same nights on the whole home and on a unit win', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Race House', unitCount: 2 });
    const wholeHome = await createListing(property, null, 'Race House, whole home');
    const room = await createListing(property, property.units[0]?.id ?? null, 'Race House, room');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        book(index % 2 === 0 ? wholeHome.id : room.id, '2028-09-01', '2028-09-04', `Guest ${index}`),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    const taken = await testApp.deps.db.select().from(strStays);
    const ours = taken.filter((stay) => stay.listingId === wholeHome.id || stay.listingId === room.id);
    expect(ours).toHaveLength(1);
  });
});
