import { expect, type Page, test } from '@playwright/test';
import { signEvent, startFakeStripe } from '../../apps/server/src/test/fake-stripe.ts';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { signInThroughForm, signUpThroughForm, uniqueEmail } from '../support/accounts.ts';
import { fakeStripePortFor } from '../support/fake-stripe-address.ts';
import { sameOriginHeaders } from '../support/same-origin.ts';
import { chooseOption } from '../support/tenancy.ts';

const WEBHOOK_SECRET = 'whsec_journey0123456789';

/** The first day of last month and a year on: two rents fall due by today, and the tenant owes both. */
function leaseDates() {
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const end = new Date(Date.UTC(start.getUTCFullYear() + 1, start.getUTCMonth(), 0));
  return { startDate: start.toISOString().slice(0, 10), endDate: end.toISOString().slice(0, 10) };
}

/** A property and a tenant with a lease, through the API as the signed-in landlord; the tenant's credentials. */
async function propertyWithTenant(landlord: Page) {
  const headers = sameOriginHeaders(landlord);
  const created = await landlord.request.post('/api/properties', {
    headers,
    data: {
      name: 'Juniper Court',
      type: 'apartment',
      address: '12 Juniper Street',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      country: 'US',
      notes: '',
      yearBuilt: null,
      purchasePriceMinor: null,
      currency: 'USD',
      unitCount: 1,
      unitDefaults: { marketRentMinor: 150_000 },
    },
  });
  expect(created.status()).toBe(201);
  const property = (await created.json()) as { id: string; units: { id: string }[] };
  const email = uniqueEmail('payer');
  const added = await landlord.request.post('/api/tenants', {
    headers,
    data: {
      fullName: 'Paula Payer',
      email,
      phone: '+1 503 555 0188',
      propertyId: property.id,
      unitId: property.units[0]?.id,
      ...leaseDates(),
      monthlyRentMinor: 150_000,
      securityDepositMinor: 150_000,
      dueDay: 1,
    },
  });
  expect(added.status()).toBe(201);
  const { credentials } = (await added.json()) as { credentials: { password: string } };
  return { email, password: credentials.password };
}

test.describe('online rent through Stripe', () => {
  test('the landlord connects Stripe, the tenant pays the balance, and it counts once the webhook says so', async ({
    browser,
    baseURL,
  }) => {
    test.slow();
    const fake = await startFakeStripe({ port: fakeStripePortFor(baseURL ?? '') });
    try {
      const landlordContext = await browser.newContext({ baseURL });
      const landlord = await landlordContext.newPage();
      await signUpThroughForm(landlord, 'Landlord', 'Lena Landlord');
      const tenantAccount = await propertyWithTenant(landlord);

      // Connecting: the keys go in once and never come back; the webhook URL and events are there to copy.
      await landlord.goto('/settings');
      await expect(landlord.getByText(/^Connect your Stripe account to let tenants pay online\./)).toBeVisible();
      await landlord.getByLabel('Restricted API key').fill('rk_test_journey12345678');
      await landlord.getByRole('button', { name: 'Connect Stripe' }).click();
      await expect(landlord.getByLabel('Webhook signing secret')).toHaveAttribute('aria-invalid', 'true');
      await landlord.getByLabel('Webhook signing secret').fill(WEBHOOK_SECRET);
      await landlord.getByRole('button', { name: 'Connect Stripe' }).click();
      await expect(landlord.getByText('Stripe connected')).toBeVisible();
      await expect(landlord.getByText('Connected with the key rk_test_…5678.', { exact: false })).toBeVisible();
      await expect(landlord.getByLabel('Restricted API key')).toHaveValue('');
      await expect(landlord.getByText('checkout.session.async_payment_succeeded')).toBeVisible();
      const webhookUrl = await landlord.getByLabel('Webhook endpoint URL').inputValue();
      await expectNoSeriousAxeViolations(landlord);
      await landlord.getByRole('button', { name: 'Save online payments' }).scrollIntoViewIfNeeded();
      await landlord.screenshot({ path: 'test-results/online-payments-settings.png', fullPage: true });

      // The tenant pays everything due, on the (fake) Stripe Checkout page.
      const tenantContext = await browser.newContext({ baseURL });
      const tenant = await tenantContext.newPage();
      await signInThroughForm(tenant, tenantAccount.email, tenantAccount.password);
      const passwordDialog = tenant.getByRole('dialog', { name: 'Choose your own password' });
      await passwordDialog.getByLabel('Current password').fill(tenantAccount.password);
      await passwordDialog.getByLabel('New password', { exact: true }).fill('paula-own-password-1');
      await passwordDialog.getByLabel('Confirm new password').fill('paula-own-password-1');
      await passwordDialog.getByRole('button', { name: 'Save my password' }).click();
      await expect(passwordDialog).toBeHidden();
      await tenant.goto('/tenant-portal');
      // Two rents are due by now; each open charge can also be paid on its own.
      await expect(tenant.getByRole('button', { name: 'Pay $3,000.00 online' })).toBeVisible();
      await expect(tenant.getByRole('button', { name: /^Pay online: the rent due / }).first()).toBeVisible();
      await expectNoSeriousAxeViolations(tenant);
      await tenant.screenshot({ path: 'test-results/online-payments-portal.png', fullPage: true });
      await tenant.getByRole('button', { name: 'Pay $3,000.00 online' }).click();
      await expect(tenant).toHaveURL(/127\.0\.0\.1:\d+\/checkout\/cs_/);
      await expect(tenant.getByText('Total: 3000.00 USD')).toBeVisible();
      await tenant.getByRole('button', { name: 'Pay with card' }).click();

      // Back in Rentwell: the browser's return proves nothing, so the page waits for Stripe's word.
      await expect(tenant).toHaveURL(/\/tenant-portal\/online-payments\/[0-9a-f-]{36}$/);
      const status = tenant.getByRole('status').filter({ hasText: /./ });
      await expect(status).toHaveText(/^Processing: waiting for Stripe to confirm your payment\./);
      await expectNoSeriousAxeViolations(tenant);
      await tenant.screenshot({ path: 'test-results/online-payment-processing.png', fullPage: true });

      // Stripe delivers the signed event to the organization's webhook.
      const events = fake.takeEvents();
      expect(events.map((event) => event.type)).toEqual(['checkout.session.completed']);
      for (const event of events) {
        const { payload, signature } = signEvent(event, WEBHOOK_SECRET);
        const delivered = await tenant.request.post(webhookUrl, {
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          data: payload,
        });
        expect(delivered.status()).toBe(200);
      }
      await expect(status).toHaveText(/^Paid\. Thank you/);
      await tenant.screenshot({ path: 'test-results/online-payment-paid.png', fullPage: true });
      await tenant.getByRole('link', { name: 'Back to the tenant portal' }).click();
      await expect(tenant.getByText("You're all paid up")).toBeVisible();
      await expect(tenant.getByRole('button', { name: /^Pay \$.* online$/ })).toHaveCount(0);
      await expect(
        tenant.getByRole('listitem').filter({ hasText: 'Card (online)' }).getByText('Succeeded'),
      ).toBeVisible();

      // The landlord's payments page lists it, and the method filter finds it.
      await landlord.goto('/financials');
      const history = landlord.getByRole('region', { name: 'Payment history' });
      await chooseOption(landlord, history.getByRole('combobox', { name: 'Method' }), 'Online by card');
      await expect(history.getByText('Card (online)').first()).toBeVisible();
      await expect(history.getByText('Paula Payer').first()).toBeVisible();
      await expectNoSeriousAxeViolations(landlord);
      await landlord.screenshot({ path: 'test-results/online-payments-history.png', fullPage: true });
      await chooseOption(landlord, history.getByRole('combobox', { name: 'Method' }), 'Recorded by hand');
      await expect(history.getByText('Paula Payer')).toHaveCount(0);
    } finally {
      await fake.close();
    }
  });
});
