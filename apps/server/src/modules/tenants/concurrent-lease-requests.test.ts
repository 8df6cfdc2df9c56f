// @postgres: concurrent lease changes (row locks)
import { auditLog } from '@rentwell/db/schema/audit';
import { user } from '@rentwell/db/schema/auth';
import { leases } from '@rentwell/db/schema/leases';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uniqueEmail } from '../../test/test-client.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
const today = todayIn('UTC');

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
});
afterAll(() => testApp.close());

async function atOnce(count: number, send: () => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: count }, send));
  return Promise.all(responses.map(async (response) => ({ status: response.status, body: await response.json() })));
}

async function auditEvents(entityId: string, action: string) {
  return testApp.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

describe('lease changes sent many times at once', () => {
  it('terminates a lease once for 50 terminations at once; the others answer 409', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Exit Estate', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    const terminatedOn = addDays(today, 10);
    const results = await atOnce(50, () =>
      landlord.client.post(`/api/leases/${tenancy.leaseId}/terminate`, { terminatedOn }),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    const losers = results.filter((result) => result.status === 409);
    expect(losers).toHaveLength(49);
    expect(new Set(losers.map((result) => result.body.error.code))).toEqual(new Set(['conflict']));
    expect(await auditEvents(tenancy.leaseId, 'lease.terminated')).toHaveLength(1);
    const [stored] = await testApp.deps.db.select().from(leases).where(eq(leases.id, tenancy.leaseId));
    expect(stored).toMatchObject({ status: 'active', terminatedOn });

    const again = await landlord.client.post(`/api/leases/${tenancy.leaseId}/terminate`, {
      terminatedOn: addDays(today, 20),
    });
    expect(again.status).toBe(409);
    expect(await auditEvents(tenancy.leaseId, 'lease.terminated')).toHaveLength(1);
  });

  it('renews a lease once for 20 renewals at once; the others answer 409', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Renewal Rise', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property, {
      startDate: addDays(today, -30),
      endDate: addDays(today, 30),
    });
    const results = await atOnce(20, () =>
      landlord.client.post(`/api/leases/${tenancy.leaseId}/renew`, {
        startDate: addDays(today, 31),
        endDate: addDays(today, 395),
        monthlyRentMinor: 160_000,
        dueDay: 1,
      }),
    );
    // Any other answer shows whole (status and body), to tell a lock error from a slow one.
    expect(results.filter((result) => result.status !== 201 && result.status !== 409)).toEqual([]);
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(19);
    const renewals = await testApp.deps.db.select().from(leases).where(eq(leases.previousLeaseId, tenancy.leaseId));
    expect(renewals).toHaveLength(1);
  });
});

describe('adding the same new tenant many times at once', () => {
  // Each request hashes a generated password first, so 50 at once take a while on a small machine.
  it('creates the account and lease once for 50 double-submits; the others answer 409 email_in_use', {
    timeout: 120_000,
  }, async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Double Click Court', unitCount: 1 });
    const unit = property.units[0];
    if (!unit) throw new Error('expected a unit');
    const email = uniqueEmail('double-submit');
    const results = await atOnce(50, () =>
      landlord.client.post('/api/tenants', {
        fullName: 'Dana Double',
        email,
        phone: '',
        propertyId: property.id,
        unitId: unit.id,
        startDate: today,
        endDate: addDays(today, 364),
        monthlyRentMinor: 120_000,
        securityDepositMinor: 0,
        dueDay: 1,
      }),
    );
    expect(results.filter((result) => result.status >= 500)).toEqual([]);
    expect(results.filter((result) => result.status === 201)).toHaveLength(1);
    const losers = results.filter((result) => result.status === 409);
    expect(losers).toHaveLength(49);
    expect(new Set(losers.map((result) => result.body.error.code))).toEqual(new Set(['email_in_use']));
    expect(await testApp.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
    expect(await testApp.deps.db.select().from(leases).where(eq(leases.unitId, unit.id))).toHaveLength(1);
  });
});
