// @postgres: concurrent confirm and reject decisions
import { auditLog } from '@rentwell/db/schema/audit';
import { notifications } from '@rentwell/db/schema/notifications';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { addDays, todayIn } from '@rentwell/domain/calendar-date';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signUpLandlord } from '../../test/account-fixtures.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi, type CreatedTenancy } from '../../test/tenant-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let landlord: SignedInAccount & { organizationId: string };
let tenancy: CreatedTenancy;
const today = todayIn('UTC');

beforeAll(async () => {
  testApp = await createTestApp();
  landlord = await signUpLandlord(testApp);
  const property = await createPropertyViaApi(landlord.client, { name: 'Race Row', unitCount: 1 });
  tenancy = await addTenantViaApi(testApp, landlord.client, property, {
    startDate: addDays(today, -75),
    endDate: addDays(today, 290),
  });
});
afterAll(() => testApp.close());

/** A fresh report awaiting confirmation, against the oldest charge. */
async function reportedPayment(): Promise<{ paymentId: string; chargeId: string }> {
  const portal = await (await tenancy.tenant.get('/api/tenant-portal')).json();
  const charge = portal.charges.at(-1) as { id: string };
  const response = await tenancy.tenant.post('/api/payments/reports', {
    chargeId: charge.id,
    amountMinor: 1_000,
    method: 'bank_transfer',
    paidOn: today,
  });
  expect(response.status).toBe(201);
  return { paymentId: (await response.json()).id, chargeId: charge.id };
}

async function decideAtOnce(paymentId: string, decisions: ('confirm' | 'reject')[]) {
  const responses = await Promise.all(
    decisions.map((decision) => landlord.client.post(`/api/payments/${paymentId}/${decision}`, {})),
  );
  return Promise.all(responses.map(async (response) => ({ status: response.status, body: await response.json() })));
}

async function decisionTrail(paymentId: string) {
  const { db } = testApp.deps;
  const events = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, paymentId), inArray(auditLog.action, ['payment.confirmed', 'payment.rejected'])));
  const tenantNotices = await db
    .select()
    .from(notifications)
    .where(
      and(
        inArray(notifications.event, ['payment_confirmed', 'payment_rejected']),
        like(notifications.dedupeKey, `%:${paymentId}`),
      ),
    );
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return { events, tenantNotices, payment };
}

describe('deciding one payment from many requests at once', () => {
  it('lets exactly one of 25 confirms and 25 rejects win; the others answer 409', async () => {
    const { paymentId, chargeId } = await reportedPayment();
    const results = await decideAtOnce(
      paymentId,
      Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? 'confirm' : 'reject')),
    );

    const winners = results.filter((result) => result.status === 200);
    expect(winners).toHaveLength(1);
    const losers = results.filter((result) => result.status === 409);
    expect(losers).toHaveLength(49);
    expect(new Set(losers.map((result) => result.body.error.code))).toEqual(new Set(['payment_not_confirmable']));

    const decided = winners[0]?.body.status;
    const { events, tenantNotices, payment } = await decisionTrail(paymentId);
    expect(payment?.status).toBe(decided);
    expect(events).toHaveLength(1);
    expect(events[0]?.action).toBe(`payment.${decided}`);
    expect(tenantNotices).toHaveLength(1);
    expect(tenantNotices[0]?.event).toBe(`payment_${decided}`);

    const [charge] = await testApp.deps.db.select().from(rentCharges).where(eq(rentCharges.id, chargeId));
    expect(charge?.awaitingMinor).toBe(0);
    expect(charge?.receivedMinor).toBe(decided === 'confirmed' ? 1_000 : 0);
  });

  it('records one confirmation, one audit event and one notification for 50 confirms at once', async () => {
    const { paymentId } = await reportedPayment();
    const results = await decideAtOnce(
      paymentId,
      Array.from({ length: 50 }, () => 'confirm'),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.status === 409)).toHaveLength(49);

    const { events, tenantNotices, payment } = await decisionTrail(paymentId);
    expect(payment?.status).toBe('confirmed');
    expect(events).toHaveLength(1);
    expect(tenantNotices).toHaveLength(1);
  });

  it('answers 409 to deciding a payment already decided, and 404 to a payment out of reach', async () => {
    const { paymentId } = await reportedPayment();
    expect((await landlord.client.post(`/api/payments/${paymentId}/confirm`, {})).status).toBe(200);
    const again = await landlord.client.post(`/api/payments/${paymentId}/confirm`, {});
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('payment_not_confirmable');
    const other = await signUpLandlord(testApp);
    expect((await other.client.post(`/api/payments/${paymentId}/reject`, {})).status).toBe(404);
    expect((await decisionTrail(paymentId)).events).toHaveLength(1);
  });
});
