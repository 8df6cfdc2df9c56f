import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a Radix select (a combobox) and picks an option by its visible name. */
export async function chooseOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

export type TNewTenant = { fullName: string; email: string; phone: string; property: string };

/**
 * Adds a tenant with a lease on the property's first vacant unit through the add-tenant dialog of `/tenants` (the
 * page must be open) and returns the credentials shown once in the dialog, which stays open.
 */
export async function addTenantWithLease(page: Page, tenant: TNewTenant) {
  await page.getByRole('button', { name: 'Add tenant' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add a tenant' });
  await dialog.getByLabel('Full name').fill(tenant.fullName);
  await dialog.getByLabel('Email').fill(tenant.email);
  await dialog.getByLabel('Phone').fill(tenant.phone);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Property' }), tenant.property);
  await dialog.getByRole('combobox', { name: 'Unit' }).click();
  await page.getByRole('option').first().click();
  // The monthly rent comes from the unit's market rent.
  await expect(dialog.getByLabel(/^Monthly rent/)).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Add tenant' }).click();

  const shown = page.getByRole('dialog', { name: 'Tenant added' });
  // Creating the account hashes a password: allow a slow machine time.
  await expect(shown).toBeVisible({ timeout: 30_000 });
  const email = await shown.getByLabel('Sign-in email').inputValue();
  const password = await shown.getByLabel('Generated password').inputValue();
  expect(password.length).toBeGreaterThanOrEqual(8);
  return { email, password };
}

/** Searches the tenants table of `/tenants` (the page must be open) for a name: the table shows one page at a time. */
export async function searchTenants(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
}
