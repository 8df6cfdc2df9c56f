import { leases } from '@rentwell/db/schema/leases';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const today = todayIn('UTC');
const thisMonth = today.slice(0, 7);

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  // 4 units: 2 let since two months ago, 1 vacant, 1 marked unavailable.
  property = await createPropertyViaApi(landlord.client, { name: 'Occupancy Court', unitCount: 4 });
  const startDate = addMonths(`${thisMonth}-01`, -2);
  for (const unitIndex of [0, 1]) {
    await addTenantViaApi(testApp, landlord.client, property, {
      unitIndex,
      startDate,
      endDate: addDays(addMonths(startDate, 12), -1),
    });
  }
  const unavailable = property.units[3];
  if (!unavailable) throw new Error('fixture: no fourth unit');
  const response = await landlord.client.patch(`/api/properties/${property.id}/units/${unavailable.id}`, {
    status: 'unavailable',
  });
  expect(response.status).toBe(200);
});
afterAll(() => testApp.close());

describe('one occupancy rule: occupied over units available to rent', () => {
  it('gives 2 of 3 available (the unavailable unit left out) on the dashboard, the property list and analytics', async () => {
    const dashboard = await (await landlord.client.get('/api/dashboard')).json();
    expect(dashboard).toMatchObject({ units: 4, occupiedUnits: 2, availableUnits: 3, occupancyRate: 2 / 3 });

    const list = await (await landlord.client.get('/api/properties')).json();
    const expected = { totalUnits: 4, occupiedUnits: 2, unavailableUnits: 1, availableUnits: 3, vacantUnits: 1 };
    expect(list.items[0].occupancy).toMatchObject({ ...expected, occupancyRate: 2 / 3 });
    expect(list.totals).toEqual({ ...expected, occupancyRate: 2 / 3 });

    const report = await (await landlord.client.get('/api/analytics/reports/occupancy')).json();
    expect(report.rows.at(-1)).toEqual({
      month: thisMonth,
      units: 4,
      unavailable: 1,
      occupied: 2,
      vacant: 1,
      occupancyRate: 2 / 3,
    });
  });

  it("ends on the current month's point, as of today, whatever the end of the period", async () => {
    const twelve = await (await landlord.client.get('/api/analytics/reports/occupancy')).json();
    expect(twelve.rows).toHaveLength(12);
    expect(twelve.rows.at(-1).month).toBe(thisMonth);
    // A quarter running past today: the months to come are not read, the current one is today's picture.
    const quarterEnd = addDays(addMonths(`${thisMonth}-01`, 3), -1);
    const quarter = await (
      await landlord.client.get(`/api/analytics/reports/occupancy?from=${thisMonth}-01&to=${quarterEnd}`)
    ).json();
    expect(quarter.rows).toEqual([expect.objectContaining({ month: thisMonth, occupied: 2, occupancyRate: 2 / 3 })]);
  });

  it('shows the unavailable unit as unavailable in the rent roll, not vacant', async () => {
    const rentRoll = await (await landlord.client.get('/api/analytics/reports/rent-roll')).json();
    const statuses = rentRoll.rows.map((row: { unit: string; unitStatus: string }) => [row.unit, row.unitStatus]);
    expect(statuses).toEqual([
      ['1', 'occupied'],
      ['2', 'occupied'],
      ['3', 'vacant'],
      ['4', 'unavailable'],
    ]);
  });
});

describe('occupied on a day: a lease whose dates cover it, whatever its stored status says', () => {
  let staleLandlord: SignedInAccount & { organizationId: string };
  let staleProperty: CreatedProperty;

  // The daily job has not run yet today: two leases starting today are still stored 'pending', one that ended
  // yesterday still 'active'; one more runs (stored 'active', rightly) and the fifth unit is empty.
  beforeAll(async () => {
    staleLandlord = await signUpLandlord(testApp);
    staleProperty = await createPropertyViaApi(staleLandlord.client, { name: 'Stale Status Court', unitCount: 5 });
    for (const unitIndex of [0, 1]) {
      const startsToday = await addTenantViaApi(testApp, staleLandlord.client, staleProperty, {
        unitIndex,
        startDate: today,
        endDate: addDays(addMonths(today, 12), -1),
      });
      await testApp.deps.db.update(leases).set({ status: 'pending' }).where(eq(leases.id, startsToday.leaseId));
    }
    const endedYesterday = await addTenantViaApi(testApp, staleLandlord.client, staleProperty, {
      unitIndex: 2,
      startDate: addMonths(today, -12),
      endDate: addDays(today, -1),
    });
    await testApp.deps.db.update(leases).set({ status: 'active' }).where(eq(leases.id, endedYesterday.leaseId));
    await addTenantViaApi(testApp, staleLandlord.client, staleProperty, { unitIndex: 3 });
  });

  it('counts 3 of 5 occupied today on the dashboard, the property list and card, analytics and the rent roll', async () => {
    const client = staleLandlord.client;
    const dashboard = await (await client.get('/api/dashboard')).json();
    expect(dashboard).toMatchObject({ units: 5, occupiedUnits: 3, occupancyRate: 3 / 5 });

    const list = await (await client.get('/api/properties')).json();
    expect(list.items[0].occupancy).toMatchObject({ totalUnits: 5, occupiedUnits: 3, vacantUnits: 2 });
    expect(list.totals).toMatchObject({ totalUnits: 5, occupiedUnits: 3, vacantUnits: 2 });

    const detail = await (await client.get(`/api/properties/${staleProperty.id}`)).json();
    expect(detail.occupancy).toMatchObject({ occupiedUnits: 3 });
    const statuses = ['occupied', 'occupied', 'vacant', 'occupied', 'vacant'];
    expect(detail.units.map((unit: { status: string }) => unit.status)).toEqual(statuses);

    const report = await (await client.get('/api/analytics/reports/occupancy')).json();
    expect(report.rows.at(-1)).toMatchObject({ month: thisMonth, units: 5, occupied: 3, vacant: 2 });

    const rentRoll = await (await client.get('/api/analytics/reports/rent-roll')).json();
    expect(rentRoll.rows.map((row: { unitStatus: string }) => row.unitStatus)).toEqual(statuses);
  });

  it("shows each lease's status as its dates give it today in the tenants table", async () => {
    const tenants = (await (await staleLandlord.client.get('/api/tenants')).json()) as {
      items: { startDate: string; status: string }[];
    };
    expect(tenants.items.map((lease) => [lease.startDate, lease.status]).sort()).toEqual(
      [
        [today, 'active'],
        [today, 'active'],
        [addMonths(today, -12), 'expired'],
        [addDays(today, -30), 'active'],
      ].sort(),
    );
    const active = (await (await staleLandlord.client.get('/api/tenants?status=active')).json()) as { total: number };
    expect(active.total).toBe(3);
  });
});
