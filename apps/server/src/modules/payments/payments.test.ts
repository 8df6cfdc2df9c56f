import { auditLog } from '@rentwell/db/schema/audit';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { settleCharge } from '@rentwell/domain/charge-settlement';
import { eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { expectStoredFileHeaders } from '../../test/stored-file-assertions.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let tenancy: CreatedTenancy;
const today = todayIn('UTC');

type Charge = {
  id: string;
  dueDate: string;
  status: string;
  amountMinor: number;
  balanceMinor: number;
  payments: { id: string; status: string; receiptUrl: string | null }[];
};

async function tenantCharges(): Promise<Charge[]> {
  return (await (await tenancy.tenant.get('/api/tenant-portal')).json()).charges;
}

async function report(chargeId: string, amountMinor = 150_000) {
  return tenancy.tenant.post('/api/payments/reports', {
    chargeId,
    amountMinor,
    method: 'bank_transfer',
    paidOn: today,
    tenantNotes: 'Paid from my bank',
  });
}

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Payment Plaza', unitCount: 3 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property, {
    startDate: addDays(today, -75),
    endDate: addDays(today, 290),
  });
});
afterAll(() => testApp.close());

describe('rent schedule', () => {
  it('charges the lease month by month, prorating a partial first month, with the first due ones overdue', async () => {
    const charges = await tenantCharges();
    expect(charges.length).toBeGreaterThanOrEqual(3);
    const oldest = charges.at(-1);
    expect(oldest?.dueDate).toBe(addDays(today, -75));
    expect(charges.filter((charge) => charge.dueDate < today).every((charge) => charge.status === 'overdue')).toBe(
      true,
    );
  });
});

describe('reporting and confirming a payment', () => {
  it('moves a charge from overdue to pending confirmation to confirmed, with a receipt', async () => {
    const charge = (await tenantCharges()).find((item) => item.status === 'overdue');
    if (!charge) throw new Error('expected an overdue charge');
    const reported = await report(charge.id, charge.amountMinor);
    expect(reported.status).toBe(201);
    const payment = await reported.json();
    expect(payment.status).toBe('pending_confirmation');

    const awaiting = await (await landlord.client.get('/api/payments?status=pending_confirmation')).json();
    expect(awaiting.items.map((item: Charge) => item.id)).toContain(charge.id);
    const dashboard = await (await landlord.client.get('/api/dashboard')).json();
    expect(dashboard.awaitingConfirmation.map((item: Charge) => item.id)).toContain(charge.id);

    expect((await tenancy.tenant.post(`/api/payments/${payment.id}/confirm`, {})).status).toBe(403);

    const confirmed = await landlord.client.post(`/api/payments/${payment.id}/confirm`, {});
    expect(confirmed.status).toBe(200);
    expect((await confirmed.json()).status).toBe('confirmed');
    expect((await landlord.client.post(`/api/payments/${payment.id}/confirm`, {})).status).toBe(409);

    const after = (await tenantCharges()).find((item) => item.id === charge.id);
    expect(after).toMatchObject({ status: 'confirmed', balanceMinor: 0 });
    const tenantNotifications = await (await tenancy.tenant.get('/api/notifications')).json();
    expect(
      tenantNotifications.items.filter((item: { event: string }) => item.event === 'payment_confirmed'),
    ).toHaveLength(1);
    const landlordNotifications = await (await landlord.client.get('/api/notifications')).json();
    expect(
      landlordNotifications.items.filter((item: { event: string }) => item.event === 'payment_reported'),
    ).toHaveLength(1);
    const receiptUrl = after?.payments[0]?.receiptUrl ?? '';
    const receipt = await tenancy.tenant.get(receiptUrl);
    expectStoredFileHeaders(receipt, 'attachment');
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(await receipt.arrayBuffer()), { mergePages: true });
    expect(text).toContain('Rent receipt');
    expect(text).toContain('Terry Tenant');

    const events = await testApp.deps.db.select().from(auditLog).where(eq(auditLog.entityId, payment.id));
    expect(events.map((event) => event.action).sort()).toEqual(['payment.confirmed', 'payment.reported']);
  });

  it('leaves a balance after a partial payment recorded by the landlord', async () => {
    const charge = (await tenantCharges()).find((item) => item.status === 'overdue');
    if (!charge) throw new Error('expected an overdue charge');
    const recorded = await landlord.client.post('/api/payments', {
      chargeId: charge.id,
      amountMinor: 50_000,
      method: 'cash',
      paidOn: today,
    });
    expect(recorded.status).toBe(201);
    expect((await recorded.json()).status).toBe('paid');
    const after = (await tenantCharges()).find((item) => item.id === charge.id);
    expect(after).toMatchObject({ status: 'overdue', balanceMinor: charge.amountMinor - 50_000 });
  });

  it('refuses to confirm a payment the landlord recorded, and rejects a report', async () => {
    const charge = (await tenantCharges()).find((item) => item.dueDate >= today);
    if (!charge) throw new Error('expected an upcoming charge');
    const rejected = await (await report(charge.id)).json();
    const rejection = await landlord.client.post(`/api/payments/${rejected.id}/reject`, {});
    expect((await rejection.json()).status).toBe('rejected');
    expect((await landlord.client.post(`/api/payments/${rejected.id}/confirm`, {})).status).toBe(409);
  });

  it("keeps other tenants' and other organizations' payments out of reach (404)", async () => {
    const charge = (await tenantCharges())[0];
    if (!charge) throw new Error('expected a charge');
    const payment = await (await report(charge.id, 1_000)).json();

    const other = await signUpLandlord(testApp);
    expect((await other.client.post(`/api/payments/${payment.id}/confirm`, {})).status).toBe(404);
    expect(
      (await other.client.post('/api/payments', { chargeId: charge.id, amountMinor: 1, method: 'cash', paidOn: today }))
        .status,
    ).toBe(404);
    expect(await (await other.client.get('/api/payments')).json()).toMatchObject({ total: 0 });

    const property = await createPropertyViaApi(landlord.client, { name: 'Neighbour', unitCount: 1 });
    const neighbour = await addTenantViaApi(testApp, landlord.client, property);
    expect(
      (
        await neighbour.tenant.post('/api/payments/reports', {
          chargeId: charge.id,
          amountMinor: 100,
          method: 'cash',
          paidOn: today,
        })
      ).status,
    ).toBe(404);
    expect((await neighbour.tenant.get(`/api/payments/${payment.id}/receipt`)).status).toBe(404);
  });

  it('answers 404 without the payment when another organization confirms one already confirmed (not 409)', async () => {
    const charge = (await tenantCharges())[0];
    if (!charge) throw new Error('expected a charge');
    const payment = await (await report(charge.id, 500)).json();
    expect((await landlord.client.post(`/api/payments/${payment.id}/confirm`, {})).status).toBe(200);

    const other = await signUpLandlord(testApp);
    const response = await other.client.post(`/api/payments/${payment.id}/confirm`, {});
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body.error.code).toBe('not_found');
    expect(JSON.stringify(body)).not.toContain(payment.id);
    expect(JSON.stringify(body)).not.toContain('500');
    const [stored] = await testApp.deps.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(stored).toMatchObject({ status: 'confirmed', confirmedByUserId: landlord.userId });
  });

  it('answers 422 to a bad payment', async () => {
    const response = await landlord.client.post('/api/payments', {
      chargeId: 'x',
      amountMinor: 0,
      method: 'gold',
      paidOn: 'today',
    });
    expect(response.status).toBe(422);
  });
});

describe('SQL and domain agree on charge status', () => {
  it('computes every charge status the same way in SQL as settleCharge does', async () => {
    const list = await (await landlord.client.get('/api/payments?pageSize=200')).json();
    const charges = await testApp.deps.db
      .select()
      .from(rentCharges)
      .where(eq(rentCharges.organizationId, landlord.organizationId));
    const records = await testApp.deps.db
      .select()
      .from(payments)
      .where(eq(payments.organizationId, landlord.organizationId));
    for (const item of list.items as Charge[]) {
      const row = charges.find((charge) => charge.id === item.id);
      if (!row) throw new Error('missing charge');
      const settled = settleCharge(
        row,
        records.filter((record) => record.chargeId === row.id),
        today,
      );
      expect(item.status, item.id).toBe(settled.status);
      expect(item.balanceMinor).toBe(settled.balanceMinor);
    }
    expect(new Set(list.items.map((item: Charge) => item.status)).size).toBeGreaterThanOrEqual(3);
  });
});

describe('landlord dashboard', () => {
  it('reports occupancy and this month’s money from SQL aggregates', async () => {
    const dashboard = await (await landlord.client.get('/api/dashboard')).json();
    expect(dashboard).toMatchObject({ units: expect.any(Number), occupiedUnits: expect.any(Number) });
    expect(dashboard.money[0]).toMatchObject({ currency: 'USD' });
    expect(dashboard.money[0].overdueMinor).toBeGreaterThan(0);
    expect((await tenancy.tenant.get('/api/dashboard')).status).toBe(403);
  });
});
