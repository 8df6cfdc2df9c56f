import { leases } from '@rentwell/db/schema/leases';
import { rentCharges } from '@rentwell/db/schema/payments';
import { addDays, addMonths, todayIn } from '@rentwell/domain/calendar-date';
import { rentBalance } from '@rentwell/domain/rent-balance';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { type CreatedProperty, createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const RENT = 94_500;
const today = todayIn('UTC');
const firstOfMonth = `${today.slice(0, 8)}01`;

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let property: CreatedProperty;
let tenancy: CreatedTenancy;

type Charge = { id: string; dueDate: string; amountMinor: number; leaseId: string };

async function chargesOf(client: CreatedTenancy['tenant'], leaseId: string): Promise<Charge[]> {
  const list = await (await client.get(`/api/payments?leaseId=${leaseId}&pageSize=100`)).json();
  return list.items;
}

async function recordPayment(charge: Charge, amountMinor = charge.amountMinor) {
  const response = await landlord.client.post('/api/payments', {
    chargeId: charge.id,
    amountMinor,
    method: 'bank_transfer',
    paidOn: today,
  });
  expect(response.status).toBe(201);
}

async function report(kind: string) {
  const response = await landlord.client.get(`/api/analytics/reports/${kind}?from=${firstOfMonth}&to=${today}`);
  expect(response.status).toBe(200);
  return response.json();
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  property = await createPropertyViaApi(landlord.client, { name: 'Balance House', unitCount: 2, rentMinor: RENT });
  // A whole first month, more than 90 days ago, so the oldest charge is a full month's rent.
  const startDate = addMonths(firstOfMonth, -4);
  tenancy = await addTenantViaApi(testApp, landlord.client, property, {
    startDate,
    endDate: addDays(addMonths(startDate, 12), -1),
    monthlyRentMinor: RENT,
  });
  const charges = (await chargesOf(landlord.client, tenancy.leaseId)).sort((a, b) =>
    a.dueDate.localeCompare(b.dueDate),
  );
  const [oldest, ...later] = charges;
  const nextFuture = later.find((charge) => charge.dueDate > today);
  if (!oldest || !nextFuture) throw new Error('fixture: expected an old and a future charge');
  // Every month paid except the oldest; next month paid ahead.
  for (const charge of later.filter((candidate) => candidate.dueDate <= today)) await recordPayment(charge);
  await recordPayment(nextFuture);
});
afterAll(() => testApp.close());

describe('an overdue month and next month paid ahead', () => {
  it('shows $945 owed and overdue and $945 paid ahead, and every page agrees', async () => {
    const expected = { owedMinor: RENT, overdueMinor: RENT, creditMinor: RENT };

    const portal = await (await tenancy.tenant.get('/api/tenant-portal')).json();
    expect(portal.balance).toEqual(expected);
    expect(portal.charges.filter((charge: { status: string }) => charge.status === 'overdue')).toHaveLength(1);

    const table = await (await landlord.client.get('/api/tenants')).json();
    expect(table.items.find((lease: { id: string }) => lease.id === tenancy.leaseId).balance).toEqual(expected);

    const dashboard = await (await landlord.client.get('/api/dashboard')).json();
    expect(dashboard.money).toEqual([expect.objectContaining({ currency: 'USD', overdueMinor: RENT })]);

    const aging = await report('receivables-aging');
    expect(aging.totals).toMatchObject({ days0to30: 0, days31to60: 0, days61to90: 0, days90plus: RENT, total: RENT });

    const rentRoll = await report('rent-roll');
    expect(rentRoll.totals).toMatchObject({ balance: RENT });
    expect(rentRoll.rows.find((row: { unitId: string }) => row.unitId === property.units[0]?.id)).toMatchObject({
      balance: RENT,
    });
  });
});

describe('SQL and domain agree on balances', () => {
  it('computes every lease balance in SQL as rentBalance does over its charges', async () => {
    // A second lease: this month's charge part paid, next month overpaid.
    const second = await addTenantViaApi(testApp, landlord.client, property, { unitIndex: 1, monthlyRentMinor: RENT });
    const secondCharges = (await chargesOf(landlord.client, second.leaseId)).sort((a, b) =>
      a.dueDate.localeCompare(b.dueDate),
    );
    const [first, ...rest] = secondCharges;
    const future = rest.find((charge) => charge.dueDate > today);
    if (!first || !future) throw new Error('fixture: expected a past and a future charge');
    // Part of it: near a month's end the first charge is a prorated few days, under $100.
    await recordPayment(first, Math.min(10_000, Math.floor(first.amountMinor / 2)));
    await recordPayment(future, future.amountMinor + 5_000);

    const { items: table }: { items: { id: string; balance: unknown }[] } = await (
      await landlord.client.get('/api/tenants')
    ).json();
    const rows = await testApp.deps.db
      .select({
        leaseId: rentCharges.leaseId,
        dueDate: rentCharges.dueDate,
        amountMinor: rentCharges.amountMinor,
        receivedMinor: rentCharges.receivedMinor,
      })
      .from(rentCharges)
      .innerJoin(leases, eq(leases.id, rentCharges.leaseId))
      .where(eq(leases.organizationId, landlord.organizationId));
    expect(table).toHaveLength(2);
    for (const lease of table) {
      const charges = rows.filter((row) => row.leaseId === lease.id);
      expect(lease.balance, lease.id).toEqual(rentBalance(charges, today));
    }
    const secondBalance = table.find((lease) => lease.id === second.leaseId)?.balance;
    expect(secondBalance).toMatchObject({ creditMinor: RENT + 5_000 });
  });
});
