// @postgres: today in the organization's time zone at the UTC day boundary
import { leases } from '@rentwell/db/schema/leases';
import { rentCharges } from '@rentwell/db/schema/payments';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * "Today" at the UTC day boundary: each organization's requests count in its own time zone. At 03:00 UTC on 11 March
 * it is still the evening of the 10th in Los Angeles; at 20:00 UTC on 10 March it is already the morning of the 11th
 * in Auckland. A charge due and a lease ending on the 10th follow the local date, not the UTC one.
 */
const CASES = [
  { zone: 'America/Los_Angeles', now: '2026-03-11T03:00:00Z', local: '2026-03-10', utc: '2026-03-11' },
  { zone: 'Pacific/Auckland', now: '2026-03-10T20:00:00Z', local: '2026-03-11', utc: '2026-03-10' },
] as const;
const DAY = '2026-03-10';

let testApp: TestApp;
const setups = new Map<
  string,
  { landlord: SignedInAccount & { organizationId: string }; tenancy: CreatedTenancy; chargeId: string }
>();

beforeAll(async () => {
  testApp = await createTestApp();
  for (const { zone } of CASES) {
    const landlord = await signUpLandlord(testApp);
    expect((await landlord.client.patch('/api/organization', { timeZone: zone })).status).toBe(200);
    const property = await createPropertyViaApi(landlord.client, { name: `${zone} House`, unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    // The lease ends on the 10th, and its first charge falls due that day.
    await testApp.deps.db
      .update(leases)
      .set({ startDate: '2026-02-11', endDate: DAY })
      .where(eq(leases.id, tenancy.leaseId));
    const [first] = await testApp.deps.db
      .select({ id: rentCharges.id })
      .from(rentCharges)
      .where(eq(rentCharges.leaseId, tenancy.leaseId))
      .orderBy(rentCharges.dueDate)
      .limit(1);
    if (!first) throw new Error('fixture: the lease has no charge');
    await testApp.deps.db
      .update(rentCharges)
      .set({ dueDate: DAY, periodStart: DAY, periodEnd: DAY })
      .where(eq(rentCharges.id, first.id));
    setups.set(zone, { landlord, tenancy, chargeId: first.id });
  }
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => testApp.close());

describe.each(CASES)("the organization's today in $zone at $now", ({ zone, now, local, utc }) => {
  const dueToday = local === DAY;

  it(`a charge due on ${DAY} is due on the local date (${local}), not the UTC one (${utc})`, async () => {
    const setup = setups.get(zone);
    if (!setup) throw new Error('fixture missing');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    const portal = await (await setup.tenancy.tenant.get('/api/tenant-portal')).json();
    const inPortal = portal.charges.find((charge: { id: string }) => charge.id === setup.chargeId);
    expect(inPortal.status).toBe(dueToday ? 'pending' : 'overdue');

    const list = await (
      await setup.landlord.client.get(`/api/payments?leaseId=${setup.tenancy.leaseId}&pageSize=100`)
    ).json();
    const inList = list.items.find((charge: { id: string }) => charge.id === setup.chargeId);
    expect(inList.status).toBe(dueToday ? 'pending' : 'overdue');
  });

  it(`a lease ending on ${DAY} ends on its local end date`, async () => {
    const setup = setups.get(zone);
    if (!setup) throw new Error('fixture missing');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
    const table = await (await setup.landlord.client.get('/api/tenants')).json();
    const lease = table.items.find((row: { id: string }) => row.id === setup.tenancy.leaseId);
    expect(lease.status).toBe(dueToday ? 'active' : 'expired');
    const detail = await (await setup.landlord.client.get(`/api/leases/${setup.tenancy.leaseId}`)).json();
    expect(detail.status).toBe(dueToday ? 'active' : 'expired');
  });
});
