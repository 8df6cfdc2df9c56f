import { auditLog } from '@rentwell/db/schema/audit';
import { expenses } from '@rentwell/db/schema/expenses';
import { onlinePayments } from '@rentwell/db/schema/online-payments';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLandlord } from '../../test/account-fixtures.ts';
import { type FakeEvent, type FakeStripe, signEvent, startFakeStripe } from '../../test/fake-stripe.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi } from '../../test/tenant-fixtures.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app.ts';

const WEBHOOK_SECRET = 'whsec_feesecret12345678';

let fake: FakeStripe;
let app: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  app = await createTestApp({ STRIPE_API_URL: fake.url });
});
afterAll(async () => {
  await app.close();
  await fake.close();
});

async function connectedTenancy(feePolicy: 'absorb' | 'convenience_fee', convenienceFeeBasisPoints = 0) {
  const landlord = await signUpLandlord(app);
  const connect = await landlord.client.request('PUT', '/api/online-payments/settings', {
    json: {
      secretKey: 'rk_test_feesabcd12345678',
      webhookSecret: WEBHOOK_SECRET,
      feePolicy,
      convenienceFeeBasisPoints,
      autopayMaxAttempts: 3,
    },
  });
  expect(connect.status).toBe(200);
  const property = await createPropertyViaApi(landlord.client);
  const tenancy = await addTenantViaApi(app, landlord.client, property);
  return { landlord, tenancy, organizationId: landlord.organizationId };
}

function deliver(organizationId: string, event: FakeEvent) {
  const { payload, signature } = signEvent(event, WEBHOOK_SECRET);
  return app.fetch(
    new Request(`${TEST_BASE_URL}/api/online-payments/webhooks/stripe/${organizationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }),
  );
}

async function payBalance(tenant: Awaited<ReturnType<typeof connectedTenancy>>['tenancy']['tenant']) {
  const started = await tenant.post('/api/online-payments/checkout', { pay: 'balance' });
  expect(started.status).toBe(201);
  const body = (await started.json()) as { id: string; checkoutUrl: string };
  return { ...body, sessionId: body.checkoutUrl.split('/').pop() ?? '' };
}

async function onlinePayment(id: string) {
  const [row] = await app.deps.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
  return row;
}

function expensesOf(organizationId: string) {
  return app.deps.db.select().from(expenses).where(eq(expenses.organizationId, organizationId));
}

describe("the provider's fee", () => {
  it('is recorded once as an expense when the organization absorbs it', async () => {
    const { tenancy, organizationId } = await connectedTenancy('absorb');
    const { id, sessionId } = await payBalance(tenancy.tenant);
    const [event] = fake.pay(sessionId, 'card');
    const session = fake.object(sessionId);
    const intent = fake.object(String(session?.payment_intent));
    const balance = (intent?.latest_charge as { balance_transaction: { fee: number } } | undefined)
      ?.balance_transaction;

    expect((await deliver(organizationId, event as FakeEvent)).status).toBe(200);
    expect((await deliver(organizationId, event as FakeEvent)).status).toBe(200);
    // A later event of the same payment (Stripe sends payment_intent.succeeded too) records nothing more.
    expect(
      (await deliver(organizationId, fake.event('payment_intent.succeeded', intent ?? { id: '', object: '' }))).status,
    ).toBe(200);

    const recorded = await expensesOf(organizationId);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      amountMinor: balance?.fee,
      currency: 'USD',
      vendor: 'Stripe',
      propertyId: expect.any(String),
    });
    expect(await onlinePayment(id)).toMatchObject({
      status: 'succeeded',
      providerFeeMinor: balance?.fee,
      feeExpenseId: recorded[0]?.id,
    });
  });

  it('is charged to the tenant as a convenience fee when the organization chooses that, and is no expense', async () => {
    const { tenancy, organizationId } = await connectedTenancy('convenience_fee', 250);
    const { id, sessionId } = await payBalance(tenancy.tenant);
    const row = await onlinePayment(id);
    expect(row?.feeMinor).toBe(Math.floor(((row?.amountMinor ?? 0) * 250 + 5000) / 10_000));
    expect(row?.feeMinor).toBeGreaterThan(0);
    const session = fake.object(sessionId);
    expect(session?.amount_total).toBe((row?.amountMinor ?? 0) + (row?.feeMinor ?? 0));
    expect(((session?.line_items_for_page ?? []) as { name: string }[]).map((line) => line.name)).toContain(
      'Convenience fee',
    );

    const [event] = fake.pay(sessionId, 'card');
    expect((await deliver(organizationId, event as FakeEvent)).status).toBe(200);
    expect(await onlinePayment(id)).toMatchObject({ status: 'succeeded', feeExpenseId: null });
    expect(await expensesOf(organizationId)).toHaveLength(0);
    // The ledger holds the rent; the fee is not rent.
    const rows = await app.deps.db.select().from(payments).where(eq(payments.leaseId, tenancy.leaseId));
    expect(rows.reduce((sum, payment) => sum + payment.amountMinor, 0)).toBe(row?.amountMinor);
  });
});

describe('a dispute', () => {
  it('takes the payment out of the ledger while open, puts it back when won, and writes both to the audit log', async () => {
    const { tenancy, organizationId } = await connectedTenancy('absorb');
    const { id, sessionId } = await payBalance(tenancy.tenant);
    const [event] = fake.pay(sessionId, 'card');
    await deliver(organizationId, event as FakeEvent);
    const intentId = String(fake.object(sessionId)?.payment_intent);
    const dispute = { id: 'dp_test_000001', object: 'dispute', payment_intent: intentId, status: 'needs_response' };

    expect((await deliver(organizationId, fake.event('charge.dispute.created', dispute))).status).toBe(200);
    const disputed = await app.deps.db.select().from(payments).where(eq(payments.leaseId, tenancy.leaseId));
    expect(disputed.length).toBeGreaterThan(0);
    for (const payment of disputed) {
      expect(payment.status).toBe('disputed');
      const [charge] = await app.deps.db.select().from(rentCharges).where(eq(rentCharges.id, payment.chargeId));
      expect(charge?.receivedMinor).toBe(0);
    }
    expect((await onlinePayment(id))?.status).toBe('disputed');

    const won = { ...dispute, status: 'won' };
    expect((await deliver(organizationId, fake.event('charge.dispute.closed', won))).status).toBe(200);
    const after = await app.deps.db.select().from(payments).where(eq(payments.leaseId, tenancy.leaseId));
    for (const payment of after) expect(payment.status).toBe('paid');
    expect((await onlinePayment(id))?.status).toBe('succeeded');

    const audit = await app.deps.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, organizationId), eq(auditLog.entityId, id)));
    const actions = audit.map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['payment.online_disputed', 'payment.online_dispute_closed']));
    expect(audit.find((entry) => entry.action === 'payment.online_dispute_closed')?.details).toMatchObject({
      won: true,
    });
  });
});

describe("the landlord's payments list", () => {
  it('filters charges by how they were paid: recorded or online, by card or bank account', async () => {
    const { landlord, tenancy, organizationId } = await connectedTenancy('absorb');
    const { sessionId } = await payBalance(tenancy.tenant);
    const [event] = fake.pay(sessionId, 'card');
    await deliver(organizationId, event as FakeEvent);
    const paid = await app.deps.db.select().from(payments).where(eq(payments.leaseId, tenancy.leaseId));
    const paidChargeIds = paid.map((payment) => payment.chargeId).sort();
    expect(paidChargeIds.length).toBeGreaterThan(0);

    const listed = async (method: string) => {
      const response = await landlord.client.get(`/api/payments?method=${method}&pageSize=200`);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { items: { id: string }[] };
      return body.items.map((charge) => charge.id).sort();
    };
    expect(await listed('online')).toEqual(paidChargeIds);
    expect(await listed('online_card')).toEqual(paidChargeIds);
    expect(await listed('online_bank_account')).toEqual([]);
    expect(await listed('recorded')).toEqual([]);
    expect((await landlord.client.get('/api/payments?method=bitcoin')).status).toBe(422);
  });
});
