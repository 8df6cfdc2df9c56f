import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RENT = 120_000;
const PARKING = 7_500;
const today = todayIn('UTC');
const firstOfMonth = `${today.slice(0, 8)}01`;

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;
let tenancy: CreatedTenancy;

type Charge = { id: string; dueDate: string; periodStart: string; amountMinor: number };

async function charges(): Promise<Charge[]> {
  const list = await (await landlord.client.get(`/api/payments?leaseId=${tenancy.leaseId}&pageSize=100`)).json();
  return list.items;
}

async function figures() {
  const table = await (await landlord.client.get('/api/tenants')).json();
  const rentRoll = await (
    await landlord.client.get(`/api/analytics/reports/rent-roll?from=${firstOfMonth}&to=${today}`)
  ).json();
  const overview = await (
    await landlord.client.get(`/api/financials/overview?from=${firstOfMonth}&to=${today}`)
  ).json();
  const profitLoss = await (
    await landlord.client.get(`/api/analytics/reports/property-profit-loss?from=${firstOfMonth}&to=${today}`)
  ).json();
  return {
    owed: table.items.find((lease: { id: string }) => lease.id === tenancy.leaseId).balance.owedMinor as number,
    rentRollBalance: rentRoll.totals.balance as number,
    expected: overview.expectedMinor as number,
    income: profitLoss.totals.longTermIncome as number,
  };
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Parking Court', unitCount: 1, rentMinor: RENT });
  tenancy = await addTenantViaApi(testApp, landlord.client, property, {
    startDate: addDays(firstOfMonth, -31),
    monthlyRentMinor: RENT,
  });
});
afterAll(() => testApp.close());

describe('extra charges on a lease', () => {
  it('adds monthly parking to the charges from its start, seen in balance, rent roll, Financials and the P&L', async () => {
    const before = await figures();
    const added = await landlord.client.post(`/api/leases/${tenancy.leaseId}/extra-charges`, {
      kind: 'parking',
      description: 'Space 12',
      amountMinor: PARKING,
      frequency: 'monthly',
      startDate: firstOfMonth,
    });
    expect(added.status).toBe(201);
    const parking = await added.json();
    expect(parking).toMatchObject({ kind: 'parking', amountMinor: PARKING, currency: 'USD', endDate: null });

    const byPeriod = await charges();
    expect(byPeriod.find((charge) => charge.periodStart < firstOfMonth)?.amountMinor).toBe(RENT);
    expect(byPeriod.find((charge) => charge.periodStart === firstOfMonth)?.amountMinor).toBe(RENT + PARKING);

    const after = await figures();
    expect(after.owed).toBe(before.owed + PARKING);
    expect(after.rentRollBalance).toBe(before.rentRollBalance + PARKING);
    expect(after.expected).toBe(before.expected + PARKING);

    const thisMonth = byPeriod.find((charge) => charge.periodStart === firstOfMonth);
    const paid = await landlord.client.post('/api/payments', {
      chargeId: thisMonth?.id,
      amountMinor: RENT + PARKING,
      method: 'bank_transfer',
      paidOn: today,
    });
    expect(paid.status).toBe(201);
    expect((await figures()).income).toBe(before.income + RENT + PARKING);

    const listed = await (await landlord.client.get(`/api/leases/${tenancy.leaseId}/extra-charges`)).json();
    expect(listed.items).toEqual([parking]);
    expect(
      (await landlord.client.request('DELETE', `/api/leases/${tenancy.leaseId}/extra-charges/${parking.id}`)).status,
    ).toBe(204);
    expect((await charges()).find((charge) => charge.periodStart === firstOfMonth)?.amountMinor).toBe(RENT);
  });

  it('takes a discount off and adds a one-off charge-back to the period of its date only', async () => {
    const add = (body: Record<string, unknown>) =>
      landlord.client.post(`/api/leases/${tenancy.leaseId}/extra-charges`, body);
    expect(
      (await add({ kind: 'discount', amountMinor: 10_000, frequency: 'monthly', startDate: firstOfMonth })).status,
    ).toBe(201);
    expect((await add({ kind: 'charge_back', amountMinor: 2_500, frequency: 'once', startDate: today })).status).toBe(
      201,
    );
    const thisMonth = (await charges()).find((charge) => charge.periodStart === firstOfMonth);
    expect(thisMonth?.amountMinor).toBe(RENT - 10_000 + 2_500);
  });

  it('refuses a charge outside the lease, bad input, and another organization', async () => {
    const outside = await landlord.client.post(`/api/leases/${tenancy.leaseId}/extra-charges`, {
      kind: 'storage',
      amountMinor: 1_000,
      frequency: 'monthly',
      startDate: addDays(firstOfMonth, -400),
    });
    expect(outside.status).toBe(422);
    expect((await outside.json()).error.code).toBe('invalid_lease_dates');

    const negative = await landlord.client.post(`/api/leases/${tenancy.leaseId}/extra-charges`, {
      kind: 'storage',
      amountMinor: -5,
      frequency: 'monthly',
      startDate: today,
    });
    expect(negative.status).toBe(422);

    const stranger = await signUpLandlord(testApp);
    expect((await stranger.client.get(`/api/leases/${tenancy.leaseId}/extra-charges`)).status).toBe(404);
  });
});
