import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Charge = { id: string; dueDate: string; status: string; amountMinor: number };

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let tenancy: CreatedTenancy;
const today = todayIn('UTC');

async function landlordCharges(query = ''): Promise<Charge[]> {
  const response = await landlord.client.get(`/api/payments${query}`);
  expect(response.status).toBe(200);
  return (await response.json()).items;
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Order Court', unitCount: 1 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property, {
    startDate: addDays(today, -150),
    endDate: addDays(today, 290),
  });
  // Oldest first: settle the second and fourth charges, report the third; the others stay overdue or upcoming.
  const byDueDate = (await landlordCharges('?pageSize=200')).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  for (const charge of [byDueDate[1], byDueDate[3]]) {
    if (!charge) throw new Error('expected enough charges');
    const paid = await landlord.client.post('/api/payments', {
      chargeId: charge.id,
      amountMinor: charge.amountMinor,
      method: 'cash',
      paidOn: today,
    });
    expect(paid.status).toBe(201);
  }
  const reported = byDueDate[2];
  if (!reported) throw new Error('expected enough charges');
  const report = await tenancy.tenant.post('/api/payments/reports', {
    chargeId: reported.id,
    amountMinor: reported.amountMinor,
    method: 'bank_transfer',
    paidOn: today,
    tenantNotes: '',
  });
  expect(report.status).toBe(201);
});
afterAll(() => testApp.close());

describe('payment history order', () => {
  it('lists overdue first (oldest first), then awaiting confirmation, then upcoming by due date, then paid (latest first)', async () => {
    const charges = await landlordCharges();
    const statuses = charges.map((charge) => charge.status);
    const groups = [...new Set(statuses)];
    expect(groups).toEqual(['overdue', 'pending_confirmation', 'pending', 'paid']);
    // Each status in one block, in that order.
    expect(statuses).toEqual([...statuses].sort((a, b) => groups.indexOf(a) - groups.indexOf(b)));

    const datesOf = (status: string) => charges.filter((charge) => charge.status === status).map((c) => c.dueDate);
    const ascending = (dates: string[]) => [...dates].sort();
    expect(datesOf('overdue').length).toBeGreaterThanOrEqual(2);
    expect(datesOf('overdue')).toEqual(ascending(datesOf('overdue')));
    expect(datesOf('pending').length).toBeGreaterThanOrEqual(1);
    expect(datesOf('pending')).toEqual(ascending(datesOf('pending')));
    expect(datesOf('paid')).toHaveLength(2);
    expect(datesOf('paid')).toEqual(ascending(datesOf('paid')).reverse());
  });

  it('puts the oldest overdue charge on the first page', async () => {
    const all = await landlordCharges('?pageSize=200');
    const oldestOverdue = all
      .filter((charge) => charge.status === 'overdue')
      .sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0];
    const [first] = await landlordCharges('?pageSize=1&page=1');
    expect(first?.id).toBe(oldestOverdue?.id);
  });

  it('keeps the status filter working within the order', async () => {
    const upcoming = await landlordCharges('?status=pending');
    expect(upcoming.every((charge) => charge.status === 'pending')).toBe(true);
    expect(upcoming.map((charge) => charge.dueDate)).toEqual(upcoming.map((charge) => charge.dueDate).sort());
  });

  it('still lists by due date, latest first, when asked', async () => {
    const charges = await landlordCharges('?sort=due_date_desc');
    const dates = charges.map((charge) => charge.dueDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await landlord.client.get('/api/payments?sort=sideways')).status).toBe(422);
  });
});
