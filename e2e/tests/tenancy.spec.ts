import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm, uniqueEmail } from '../support/accounts.ts';
import { addTenantWithLease, chooseOption, searchTenants } from '../support/tenancy.ts';

test.describe('tenants, leases and rent payments', () => {
  test('a landlord adds a tenant, the tenant reports a payment, the landlord confirms it', async ({
    browser,
    baseURL,
  }) => {
    // One long journey across two browsers against a cold server: three times the usual time.
    test.slow();
    const landlordContext = await browser.newContext({
      baseURL,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const landlord = await landlordContext.newPage();
    await signInThroughForm(landlord, DEMO_LANDLORD, DEMO_PASSWORD);

    await landlord.goto('/tenants');
    await expect(landlord.getByRole('heading', { name: 'Tenants', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(landlord);

    const tenantName = 'Rosa Diaz';
    const email = uniqueEmail('rosa');
    const credentials = await addTenantWithLease(landlord, {
      fullName: tenantName,
      email,
      phone: '+1 503 555 0199',
      property: 'Harbor View Apartments',
    });

    // The generated password is shown once, with a warning, and the Copy button puts it on the clipboard.
    const shown = landlord.getByRole('dialog', { name: 'Tenant added' });
    await expect(shown.getByText('This password is shown only once')).toBeVisible();
    await shown.getByRole('button', { name: 'Copy the password' }).click();
    expect(await landlord.evaluate(() => navigator.clipboard.readText())).toBe(credentials.password);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    await expect(landlord.getByText(credentials.password)).toHaveCount(0);

    // The table shows 25 leases a page; the new lease is found by searching it.
    const pages = landlord.getByRole('navigation', { name: 'Pages of tenants' });
    await expect(pages.getByText(/^Showing 1–25 of \d+$/)).toBeVisible();
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(pages.getByText(/^Showing 26–/)).toBeVisible();
    await landlord.screenshot({ path: 'test-results/tenants-paged.png', fullPage: true });
    await searchTenants(landlord, tenantName);
    await expect(landlord.getByRole('button', { name: tenantName, exact: true }).first()).toBeVisible();

    // The tenant signs in with the generated password and is asked to choose their own.
    const tenantContext = await browser.newContext({ baseURL });
    const tenant = await tenantContext.newPage();
    await signInThroughForm(tenant, credentials.email, credentials.password);
    const passwordDialog = tenant.getByRole('dialog', { name: 'Choose your own password' });
    await expect(passwordDialog).toBeVisible();
    await tenant.keyboard.press('Escape');
    await expect(passwordDialog).toBeVisible();
    await passwordDialog.getByLabel('Current password').fill(credentials.password);
    await passwordDialog.getByLabel('New password', { exact: true }).fill('rosa-own-password-1');
    await passwordDialog.getByLabel('Confirm new password').fill('rosa-own-password-1');
    await passwordDialog.getByRole('button', { name: 'Save my password' }).click();
    await expect(passwordDialog).toBeHidden();

    await expect(tenant.getByRole('heading', { name: 'My Rental Dashboard', level: 1 })).toBeVisible();
    await expect(tenant.getByText('Harbor View Apartments').first()).toBeVisible();

    // 'I have paid' on the first open charge: it waits for the landlord's confirmation.
    await tenant.getByRole('link', { name: 'Open tenant portal' }).click();
    await expect(tenant.getByRole('heading', { name: 'Tenant portal', level: 1 })).toBeVisible();
    await expect(tenant.getByRole('heading', { name: 'Harbor View Apartments' })).toBeVisible();
    await expectNoSeriousAxeViolations(tenant);
    await tenant
      .getByRole('button', { name: /^I have paid/ })
      .first()
      .click();
    const report = tenant.getByRole('dialog', { name: 'I have paid' });
    await expect(report.getByLabel('Amount paid (USD)')).not.toHaveValue('');
    await chooseOption(tenant, report.getByRole('combobox', { name: 'Payment method' }), 'Cash');
    await report.getByLabel(/Note for your landlord/).fill('Paid at the office');
    await report.getByRole('button', { name: 'Send to my landlord' }).click();
    await expect(report).toBeHidden();
    await expect(tenant.getByText('Pending confirmation').first()).toBeVisible();

    // The landlord sees it awaiting confirmation on the dashboard and confirms it.
    await landlord.goto('/dashboard');
    await expect(landlord.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
    const awaiting = landlord.getByRole('listitem').filter({ hasText: tenantName });
    await expect(awaiting).toBeVisible();
    await expect(awaiting.getByText('Paid at the office')).toBeVisible();
    await expectNoSeriousAxeViolations(landlord);
    await awaiting.getByRole('button', { name: 'Confirm Received' }).click();
    await expect(landlord.getByText('Payment confirmed')).toBeVisible();
    await expect(awaiting).toHaveCount(0);

    // The tenant sees it confirmed, with a receipt.
    await tenant.reload();
    await expect(tenant.getByText('Confirmed', { exact: true }).first()).toBeVisible();
    await expect(tenant.getByRole('link', { name: /Receipt/ }).first()).toBeVisible();

    await tenantContext.close();
    await landlordContext.close();
  });
});
