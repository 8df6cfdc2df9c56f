import { onlinePaymentCharges, onlinePayments } from '@rentwell/db/schema/online-payments';
import { payments, rentCharges } from '@rentwell/db/schema/payments';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpLandlord } from '../../test/account-fixtures.ts';
import { type FakeEvent, type FakeStripe, signEvent, startFakeStripe } from '../../test/fake-stripe.ts';
import { createPropertyViaApi } from '../../test/property-fixtures.ts';
import { addTenantViaApi } from '../../test/tenant-fixtures.ts';
import { createTestApp, TEST_BASE_URL, type TestApp } from '../../test/test-app.ts';

const SECRET_KEY = 'rk_test_abcdefgh12345678';
const WEBHOOK_SECRET = 'whsec_testsecret12345678';

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

async function connectedTenancy() {
  const landlord = await signUpLandlord(app);
  const connect = await landlord.client.request('PUT', '/api/online-payments/settings', {
    json: {
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      feePolicy: 'absorb',
      convenienceFeeBasisPoints: 0,
      autopayMaxAttempts: 3,
    },
  });
  expect(connect.status).toBe(200);
  const property = await createPropertyViaApi(landlord.client);
  const tenancy = await addTenantViaApi(app, landlord.client, property);
  return { landlord, tenancy, organizationId: landlord.organizationId };
}

function deliver(organizationId: string, event: FakeEvent, secret = WEBHOOK_SECRET) {
  const { payload, signature } = signEvent(event, secret);
  return app.fetch(
    new Request(`${TEST_BASE_URL}/api/online-payments/webhooks/stripe/${organizationId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    }),
  );
}

async function startBalancePayment(tenant: Awaited<ReturnType<typeof connectedTenancy>>['tenancy']['tenant']) {
  const started = await tenant.post('/api/online-payments/checkout', { pay: 'balance' });
  expect(started.status).toBe(201);
  const body = (await started.json()) as { id: string; checkoutUrl: string };
  const sessionId = body.checkoutUrl.split('/').pop() ?? '';
  return { ...body, sessionId };
}

async function chargesNamed(onlinePaymentId: string) {
  return app.deps.db
    .select()
    .from(onlinePaymentCharges)
    .where(eq(onlinePaymentCharges.onlinePaymentId, onlinePaymentId));
}

async function paymentsOfLease(leaseId: string) {
  return app.deps.db.select().from(payments).where(eq(payments.leaseId, leaseId));
}

describe('online rent payment through Stripe', () => {
  it('keeps the keys encrypted and never sends them back', async () => {
    const { landlord } = await connectedTenancy();
    const settings = (await (await landlord.client.get('/api/online-payments/settings')).json()) as Record<
      string,
      unknown
    >;
    expect(settings).toMatchObject({ connected: true, keyHint: 'rk_test_…5678' });
    expect(JSON.stringify(settings)).not.toContain(SECRET_KEY);
    const stored = await app.deps.db.query.onlinePaymentAccounts.findFirst();
    expect(stored?.secretKeyEncrypted).not.toContain('abcdefgh');
    expect(stored?.webhookSecretEncrypted).not.toContain('testsecret');
  });

  it('marks the charge paid only when the verified webhook says so, and mails the receipt', async () => {
    const { tenancy, organizationId } = await connectedTenancy();
    const { id, sessionId } = await startBalancePayment(tenancy.tenant);
    const [event] = fake.pay(sessionId, 'card');
    fake.takeEvents();
    expect(await paymentsOfLease(tenancy.leaseId)).toHaveLength(0);
    const pending = await (await tenancy.tenant.get(`/api/online-payments/mine/${id}`)).json();
    expect(pending).toMatchObject({ status: 'open' });

    const response = await deliver(organizationId, event as FakeEvent);
    expect(response.status).toBe(200);
    const rows = await paymentsOfLease(tenancy.leaseId);
    expect(rows).toHaveLength((await chargesNamed(id)).length);
    for (const row of rows) expect(row).toMatchObject({ status: 'paid', method: 'online_card', onlinePaymentId: id });
    const [charge] = await app.deps.db
      .select()
      .from(rentCharges)
      .where(eq(rentCharges.id, rows[0]?.chargeId ?? ''));
    expect(charge?.receivedMinor).toBe(charge?.amountMinor);
    expect(await (await tenancy.tenant.get(`/api/online-payments/mine/${id}`)).json()).toMatchObject({
      status: 'succeeded',
      method: 'card',
    });
    const outbox = await app.deps.db.query.mailOutbox.findMany();
    expect(
      outbox.some(
        (mail) => mail.toAddress === tenancy.email && mail.purpose === 'notification:online_payment_succeeded',
      ),
    ).toBe(true);
  });

  it('applies ten concurrent deliveries of one event once', async () => {
    const { tenancy, organizationId } = await connectedTenancy();
    const { id, sessionId } = await startBalancePayment(tenancy.tenant);
    const [event] = fake.pay(sessionId, 'card');
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(organizationId, event as FakeEvent)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(await paymentsOfLease(tenancy.leaseId)).toHaveLength((await chargesNamed(id)).length);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { tenancy, organizationId } = await connectedTenancy();
    const { id, sessionId } = await startBalancePayment(tenancy.tenant);
    const [event] = fake.pay(sessionId, 'card');
    const response = await deliver(organizationId, event as FakeEvent, 'whsec_someoneelse12345678');
    expect(response.status).toBe(400);
    expect(await paymentsOfLease(tenancy.leaseId)).toHaveLength(0);
    const [row] = await app.deps.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row?.status).toBe('open');
  });

  it('ends succeeded when the bank debit clears before its processing event arrives', async () => {
    const { tenancy, organizationId } = await connectedTenancy();
    const { id, sessionId } = await startBalancePayment(tenancy.tenant);
    const [processing] = fake.pay(sessionId, 'us_bank_account');
    const cleared = fake.settleBankDebit(sessionId, 'succeeded');
    expect((await deliver(organizationId, cleared)).status).toBe(200);
    expect((await deliver(organizationId, processing as FakeEvent)).status).toBe(200);
    const [row] = await app.deps.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row).toMatchObject({ status: 'succeeded', method: 'us_bank_account' });
    const rows = await paymentsOfLease(tenancy.leaseId);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ method: 'online_bank_account', status: 'paid' });
  });

  it('returns the rent to unpaid when a processing bank debit fails, and tells both sides', async () => {
    const { tenancy, organizationId, landlord } = await connectedTenancy();
    const { id, sessionId } = await startBalancePayment(tenancy.tenant);
    const [processing] = fake.pay(sessionId, 'us_bank_account');
    await deliver(organizationId, processing as FakeEvent);
    const [during] = await app.deps.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(during?.status).toBe('processing');
    await deliver(organizationId, fake.settleBankDebit(sessionId, 'failed'));
    const [after] = await app.deps.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(after?.status).toBe('failed');
    expect(await paymentsOfLease(tenancy.leaseId)).toHaveLength(0);
    const outbox = await app.deps.db.query.mailOutbox.findMany();
    const failedTo = outbox
      .filter((mail) => mail.purpose === 'notification:online_payment_failed')
      .map((m) => m.toAddress);
    expect(failedTo).toEqual(expect.arrayContaining([tenancy.email, landlord.email]));
  });

  it('holds a payment whose amount does not match what it named', async () => {
    const { tenancy, organizationId } = await connectedTenancy();
    const { id, sessionId } = await startBalancePayment(tenancy.tenant);
    const [event] = fake.pay(sessionId, 'card');
    const tampered = structuredClone(event as FakeEvent);
    tampered.data.object.amount_total = 1;
    await deliver(organizationId, tampered);
    const [row] = await app.deps.db.select().from(onlinePayments).where(eq(onlinePayments.id, id));
    expect(row).toMatchObject({ status: 'held', holdReason: 'amount_mismatch' });
    expect(await paymentsOfLease(tenancy.leaseId)).toHaveLength(0);
  });

  it('restores the balance when the payment is refunded', async () => {
    const { tenancy, organizationId } = await connectedTenancy();
    const { sessionId } = await startBalancePayment(tenancy.tenant);
    const [event] = fake.pay(sessionId, 'card');
    await deliver(organizationId, event as FakeEvent);
    await deliver(organizationId, fake.refund(sessionId));
    const rows = await paymentsOfLease(tenancy.leaseId);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.status).toBe('refunded');
      const [charge] = await app.deps.db.select().from(rentCharges).where(eq(rentCharges.id, row.chargeId));
      expect(charge?.receivedMinor).toBe(0);
    }
  });
});
