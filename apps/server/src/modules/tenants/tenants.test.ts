import { leases } from '@rentwell/db/schema/leases';
import { profiles } from '@rentwell/db/schema/profiles';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { expectStoredFileHeaders } from '../../test/stored-file-assertions.ts';
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

function tenantRequest(propertyId: string, unitId: string, overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Nora Newcomer',
    email: uniqueEmail('nora'),
    phone: '',
    propertyId,
    unitId,
    startDate: today,
    endDate: addDays(today, 364),
    monthlyRentMinor: 120_000,
    securityDepositMinor: 120_000,
    dueDay: 1,
    ...overrides,
  };
}

describe('adding a tenant with a lease', () => {
  it('returns the generated password once; the tenant signs in with it and must change it', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Password Place' });
    const unit = property.units[0];
    if (!unit) throw new Error('unit');
    const request = tenantRequest(property.id, unit.id);
    const response = await landlord.client.post('/api/tenants', request);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.credentials.email).toBe(request.email);
    expect(body.credentials.password.length).toBeGreaterThanOrEqual(16);
    expect(body.lease).toMatchObject({ status: 'active', unit: { id: unit.id }, tenant: { name: 'Nora Newcomer' } });

    const tenant = testApp.client();
    expect((await tenant.signIn(request.email, body.credentials.password)).status).toBe(200);
    const me = await (await tenant.get('/api/me')).json();
    expect(me.role).toBe('tenant');
    const [profile] = await testApp.deps.db.select().from(profiles).where(eq(profiles.id, me.user.id));
    expect(profile?.mustChangePassword).toBe(true);

    const listed = await (await landlord.client.get('/api/tenants')).json();
    const row = listed.items.find((lease: { id: string }) => lease.id === body.lease.id);
    expect(JSON.stringify(row)).not.toContain(body.credentials.password);
  });

  it('links the lease to an existing tenant account instead of creating one', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Second Home', unitCount: 2 });
    const first = await addTenantViaApi(testApp, landlord.client, property, { unitIndex: 0 });
    const response = await landlord.client.post(
      '/api/tenants',
      tenantRequest(property.id, property.units[1]?.id ?? '', {
        email: first.email,
        startDate: addDays(today, 400),
        endDate: addDays(today, 700),
      }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()).credentials).toBeNull();
    const portal = await (await first.tenant.get('/api/tenant-portal')).json();
    expect(portal.leases).toHaveLength(2);
  });

  it("answers the spec's message code when the property has no vacant unit", async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Full House', unitCount: 1 });
    await addTenantViaApi(testApp, landlord.client, property);
    const response = await landlord.client.post(
      '/api/tenants',
      tenantRequest(property.id, property.units[0]?.id ?? ''),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error).toMatchObject({
      code: 'no_vacant_units',
      message: 'No vacant units available for this property',
    });
  });

  it('refuses an overlapping lease on a unit with 409 (database constraint)', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'History Hall', unitCount: 1 });
    await addTenantViaApi(testApp, landlord.client, property, { startDate: '2024-01-01', endDate: '2024-12-31' });
    const response = await landlord.client.post(
      '/api/tenants',
      tenantRequest(property.id, property.units[0]?.id ?? '', { startDate: '2024-06-01', endDate: '2025-05-31' }),
    );
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('unit_not_available');
  });

  it('refuses an email that belongs to a landlord or manager', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Email Check', unitCount: 1 });
    const response = await landlord.client.post(
      '/api/tenants',
      tenantRequest(property.id, property.units[0]?.id ?? '', { email: landlord.email }),
    );
    expect((await response.json()).error.code).toBe('email_in_use');
  });

  it('answers 422 with field details', async () => {
    const response = await landlord.client.post('/api/tenants', {
      fullName: 'x',
      email: 'nope',
      startDate: '2026-02-30',
      endDate: '2026-01-01',
      dueDay: 31,
    });
    expect(response.status).toBe(422);
    const { details } = (await response.json()).error;
    expect(Object.keys(details)).toEqual(
      expect.arrayContaining(['fullName', 'email', 'startDate', 'dueDay', 'propertyId']),
    );
  });

  it('makes the unit occupied while the lease runs', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Occupied Now', unitCount: 2 });
    await addTenantViaApi(testApp, landlord.client, property);
    const detail = await (await landlord.client.get(`/api/properties/${property.id}`)).json();
    expect(detail.occupancy).toMatchObject({ occupiedUnits: 1, vacantUnits: 1, occupancyRate: 0.5 });
    const vacant = await (await landlord.client.get(`/api/tenants/vacant-units/${property.id}`)).json();
    expect(vacant.map((unit: { label: string }) => unit.label)).toEqual(['2']);
  });
});

describe('the tenants table', () => {
  const names = ['Ada Ashe', 'Bo Birch', 'Cy Cedar', 'Di Dogwood', 'Ed Elm'];
  let pager: SignedInAccount & { organizationId: string };

  beforeAll(async () => {
    pager = await signUpLandlord(testApp);
    const property = await createPropertyViaApi(pager.client, { name: 'Paging Park', unitCount: names.length });
    for (const [index, fullName] of names.entries()) {
      const unitId = property.units[index]?.id ?? '';
      const rent = { monthlyRentMinor: 100_000 + index * 10_000 };
      const response = await pager.client.post('/api/tenants', {
        ...tenantRequest(property.id, unitId, rent),
        fullName,
      });
      expect(response.status).toBe(201);
    }
  });

  async function listed(query: string) {
    const response = await pager.client.get(`/api/tenants?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as {
      items: { tenant: { name: string }; monthlyRentMinor: number }[];
      total: number;
      page: number;
      pageSize: number;
    };
  }

  it('answers one page (50 rows unless asked) with the total of every matching lease', async () => {
    expect(await listed('')).toMatchObject({ total: 5, page: 1, pageSize: 50 });
    const first = await listed('pageSize=2');
    const second = await listed('pageSize=2&page=2');
    const third = await listed('pageSize=2&page=3');
    expect([first, second, third].map((list) => list.total)).toEqual([5, 5, 5]);
    expect([...first.items, ...second.items, ...third.items].map((lease) => lease.tenant.name)).toEqual(names);
    expect((await listed('pageSize=2&page=4')).items).toEqual([]);
  });

  it('sorts across pages and counts only what the search finds', async () => {
    const byRent = await listed('sort=rent&pageSize=3');
    expect(byRent.items.map((lease) => lease.monthlyRentMinor)).toEqual([140_000, 130_000, 120_000]);
    const found = await listed('search=dogwood&pageSize=1');
    expect(found.total).toBe(1);
    expect(found.items.map((lease) => lease.tenant.name)).toEqual(['Di Dogwood']);
    // 'current' is active or pending: the leases a document or an agreement can be for.
    expect((await listed('status=current')).total).toBe(5);
    expect((await listed('status=expired')).total).toBe(0);
  });

  it('refuses a page size over 200 or a page before the first', async () => {
    expect((await pager.client.get('/api/tenants?pageSize=201')).status).toBe(422);
    expect((await pager.client.get('/api/tenants?page=0')).status).toBe(422);
  });
});

describe('lease lifecycle', () => {
  it('is pending before the start, and the daily job moves statuses as dates pass', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Future Flat', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property, {
      startDate: addDays(today, 10),
      endDate: addDays(today, 100),
    });
    expect((tenancy.response.lease as { status: string }).status).toBe('pending');
    const { refreshLeaseStatuses } = await import('./tenants.service.ts');
    await refreshLeaseStatuses(testApp.deps.db, addDays(today, 10));
    const [lease] = await testApp.deps.db.select().from(leases).where(eq(leases.id, tenancy.leaseId));
    expect(lease?.status).toBe('active');
    await refreshLeaseStatuses(testApp.deps.db, addDays(today, 101));
    const [expired] = await testApp.deps.db.select().from(leases).where(eq(leases.id, tenancy.leaseId));
    expect(expired?.status).toBe('expired');
  });

  it('terminates a lease on a date and renews into a new one', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Turnover Towers', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    const terminated = await landlord.client.post(`/api/leases/${tenancy.leaseId}/terminate`, {
      terminatedOn: addDays(today, -1),
    });
    expect(terminated.status).toBe(200);
    expect(await terminated.json()).toMatchObject({ status: 'terminated', terminatedOn: addDays(today, -1) });
    const detail = await (await landlord.client.get(`/api/properties/${property.id}`)).json();
    expect(detail.occupancy.occupiedUnits).toBe(0);

    const renewal = await landlord.client.post(`/api/leases/${tenancy.leaseId}/renew`, {
      startDate: today,
      endDate: addDays(today, 364),
      monthlyRentMinor: 160_000,
      dueDay: 1,
    });
    expect(renewal.status).toBe(201);
    expect(await renewal.json()).toMatchObject({
      status: 'active',
      previousLeaseId: tenancy.leaseId,
      monthlyRentMinor: 160_000,
    });
  });

  it('refuses a termination date outside the lease', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Bad Dates', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    const response = await landlord.client.post(`/api/leases/${tenancy.leaseId}/terminate`, {
      terminatedOn: '2099-01-01',
    });
    expect(response.status).toBe(422);
  });

  it('stores a PDF lease document for the landlord and the tenant, and refuses anything else', async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Paperwork Place', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF');
    const form = new FormData();
    form.set('file', new File([pdf], 'Signed lease.pdf', { type: 'application/pdf' }));
    const upload = await landlord.client.request('POST', `/api/leases/${tenancy.leaseId}/document`, { body: form });
    expect(upload.status).toBe(200);
    const lease = await upload.json();
    expect(lease.document.name).toBe('Signed lease.pdf');
    const download = await tenancy.tenant.get(lease.document.url);
    expectStoredFileHeaders(download, 'attachment');
    expect(download.headers.get('content-disposition')).toContain('filename="Signed lease.pdf"');

    const notPdf = new FormData();
    notPdf.set('file', new File([new TextEncoder().encode('hello')], 'lease.pdf', { type: 'application/pdf' }));
    expect(
      (await landlord.client.request('POST', `/api/leases/${tenancy.leaseId}/document`, { body: notPdf })).status,
    ).toBe(415);
  });
});

describe('tenants scope', () => {
  it("answers 404 for another organization's leases and properties", async () => {
    const property = await createPropertyViaApi(landlord.client, { name: 'Scoped', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    const other = await signUpLandlord(testApp);
    expect((await other.client.get(`/api/leases/${tenancy.leaseId}`)).status).toBe(404);
    expect((await other.client.post(`/api/leases/${tenancy.leaseId}/terminate`, { terminatedOn: today })).status).toBe(
      404,
    );
    expect((await other.client.get(`/api/leases/${tenancy.leaseId}/document`)).status).toBe(404);
    expect(
      (await other.client.post('/api/tenants', tenantRequest(property.id, property.units[0]?.id ?? ''))).status,
    ).toBe(404);
    expect(await (await other.client.get('/api/tenants')).json()).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 50,
    });
  });

  it('answers 403 to tenants and maintenance staff', async () => {
    const maintenance = await createSignedInMember(testApp, 'maintenance', landlord.organizationId);
    expect((await maintenance.client.get('/api/tenants')).status).toBe(403);
    const property = await createPropertyViaApi(landlord.client, { name: 'Tenant 403', unitCount: 1 });
    const tenancy = await addTenantViaApi(testApp, landlord.client, property);
    expect((await tenancy.tenant.get('/api/tenants')).status).toBe(403);
    expect((await tenancy.tenant.get(`/api/leases/${tenancy.leaseId}`)).status).toBe(403);
  });
});
