import { todayIn } from '@rentwell/domain/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInMember, type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let admin: SignedInAccount & { organizationId: string };
let tenancy: CreatedTenancy;
const today = todayIn('UTC');

const propertyWithoutCurrency = {
  name: 'Euro House',
  type: 'apartment',
  address: '2 Rue de la Paix',
  city: 'Paris',
  state: '',
  zipCode: '75002',
  country: 'FR',
  notes: '',
  yearBuilt: null,
  purchasePriceMinor: null,
  unitCount: 1,
  unitDefaults: { marketRentMinor: 120_000 },
};

async function addExpense(description: string) {
  const response = await admin.client.post('/api/expenses', {
    incurredOn: today,
    category: 'repairs',
    description,
    propertyId: null,
    amountMinor: 5_000,
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; currency: string };
}

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(admin.client, { name: 'Dollar Court', unitCount: 1 });
  tenancy = await addTenantViaApi(testApp, admin.client, property);
});
afterAll(() => testApp.close());

describe("the organization's currency", () => {
  it('is set by an admin, audited, and used for new expenses and properties while older records keep theirs', async () => {
    const before = await addExpense('Gutter cleaning');
    expect(before.currency).toBe('USD');

    const response = await admin.client.patch('/api/organization', { currency: 'EUR' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: admin.organizationId, currency: 'EUR' });
    expect((await (await admin.client.get('/api/me')).json()).organization.currency).toBe('EUR');

    expect((await addExpense('Boiler service')).currency).toBe('EUR');
    const expenses = (await (await admin.client.get('/api/expenses')).json()).items as {
      id: string;
      currency: string;
    }[];
    expect(expenses.find((expense) => expense.id === before.id)?.currency).toBe('USD');

    // A property left without a currency is in the organization's, and so are its leases and charges.
    const created = await admin.client.post('/api/properties', propertyWithoutCurrency);
    expect(created.status).toBe(201);
    const property = await created.json();
    expect(property.currency).toBe('EUR');
    const euroTenancy = await addTenantViaApi(testApp, admin.client, property);
    const lease = await (await admin.client.get(`/api/leases/${euroTenancy.leaseId}`)).json();
    expect(lease.currency).toBe('EUR');
    const charges = (await (await euroTenancy.tenant.get('/api/tenant-portal')).json()).charges;
    expect(charges.length).toBeGreaterThan(0);
    expect(charges.every((charge: { currency: string }) => charge.currency === 'EUR')).toBe(true);
    // The lease written before the change stays in dollars.
    const oldLease = await (await admin.client.get(`/api/leases/${tenancy.leaseId}`)).json();
    expect(oldLease.currency).toBe('USD');

    const log = await (await admin.client.get('/api/audit-log?entityType=organization')).json();
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      action: 'organization.currency_changed',
      entityId: admin.organizationId,
      details: { from: 'USD', to: 'EUR' },
    });
  });

  it('writes nothing to the log when the currency does not change', async () => {
    const current = (await (await admin.client.get('/api/me')).json()).organization.currency;
    expect((await admin.client.patch('/api/organization', { currency: current })).status).toBe(200);
    const log = await (await admin.client.get('/api/audit-log?entityType=organization')).json();
    expect(log.items).toHaveLength(1);
  });

  it('refuses everyone but an admin (403)', async () => {
    const manager = await createSignedInMember(testApp, 'property_manager', admin.organizationId);
    const worker = await createSignedInMember(testApp, 'maintenance', admin.organizationId);
    for (const client of [manager.client, worker.client, tenancy.tenant]) {
      expect((await client.patch('/api/organization', { currency: 'GBP' })).status).toBe(403);
    }
    expect((await testApp.client().patch('/api/organization', { currency: 'GBP' })).status).toBe(401);
    expect((await (await admin.client.get('/api/me')).json()).organization.currency).toBe('EUR');
  });

  it('answers 422 to anything but a three-letter currency code', async () => {
    for (const body of [{ currency: 'euro' }, { currency: 'eur' }, {}, { currency: 'EUR', name: 'Renamed' }]) {
      expect((await admin.client.patch('/api/organization', body)).status).toBe(422);
    }
  });
});

describe("the organization's time zone", () => {
  async function meOf(client: SignedInAccount['client']) {
    return (await (await client.get('/api/me')).json()) as { organization: { timeZone: string } | null };
  }

  it("is the browser's at sign-up, and UTC when the browser's is missing or unknown", async () => {
    for (const [sent, kept] of [
      ['Pacific/Auckland', 'Pacific/Auckland'],
      ['Mars/Olympus_Mons', 'UTC'],
      [undefined, 'UTC'],
    ] as const) {
      const client = testApp.client();
      const { response } = await client.signUp({ role: 'admin', name: 'Zoe Zone', timeZone: sent });
      expect(response.status).toBe(200);
      expect((await meOf(client)).organization?.timeZone).toBe(kept);
    }
  });

  it('is set by an admin and audited (from, to); an unchanged zone writes nothing', async () => {
    const landlord = await signUpLandlord(testApp);
    const response = await landlord.client.patch('/api/organization', { timeZone: 'America/Los_Angeles' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: landlord.organizationId, timeZone: 'America/Los_Angeles' });
    expect((await meOf(landlord.client)).organization?.timeZone).toBe('America/Los_Angeles');
    expect((await landlord.client.patch('/api/organization', { timeZone: 'America/Los_Angeles' })).status).toBe(200);

    const log = await (await landlord.client.get('/api/audit-log?entityType=organization')).json();
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({
      action: 'organization.time_zone_changed',
      entityId: landlord.organizationId,
      details: { from: 'UTC', to: 'America/Los_Angeles' },
    });
  });

  it('answers 422 to a zone that is not an IANA name, and 403 to anyone but an admin', async () => {
    for (const body of [
      { timeZone: 'Mars/Olympus_Mons' },
      { timeZone: 'PST8PDT8' },
      { timeZone: '' },
      { timeZone: 5 },
    ]) {
      expect((await admin.client.patch('/api/organization', body)).status).toBe(422);
    }
    const manager = await createSignedInMember(testApp, 'property_manager', admin.organizationId);
    expect((await manager.client.patch('/api/organization', { timeZone: 'Europe/Paris' })).status).toBe(403);
    expect((await meOf(admin.client)).organization?.timeZone).toBe('UTC');
  });
});
