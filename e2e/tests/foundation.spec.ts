import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { signUpThroughForm } from '../support/accounts.ts';

test.describe('signing up, in and out', () => {
  test('a landlord signs up, lands on the dashboard, and signs out to the landing page', async ({ page }) => {
    await signUpThroughForm(page, 'Landlord', 'Lena Landlord');
    await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
    await expect(page.getByText('Landlord', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a tenant sees 'My Rental Dashboard' and is sent back from /properties", async ({ page }) => {
    await signUpThroughForm(page, 'Tenant', 'Tom Tenant');
    await expect(page.getByRole('heading', { name: 'My Rental Dashboard' })).toBeVisible();
    await page.goto('/properties');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'My Rental Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Properties' })).toHaveCount(0);
  });
});

test.describe('guards and routes', () => {
  test('a signed-out visit to /settings goes to /auth', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test.describe('first load', () => {
  test("says 'Loading application...' in the visitor's language until the app's code runs", async ({ page }) => {
    // The app's scripts never arrive, so what shows is what the document paints by itself.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/auth');
    await expect(page.getByRole('status')).toHaveText('Loading application...', { useInnerText: true });
    await page.evaluate(() => localStorage.setItem('rentwell.language', 'sq'));
    await page.reload();
    await expect(page.getByRole('status')).toHaveText('Po ngarkohet aplikacioni...', { useInnerText: true });
  });
});

test.describe('preferences', () => {
  test('switching the language changes the interface and survives a reload', async ({ page }) => {
    await signUpThroughForm(page, 'Property manager');
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();

    await page.getByRole('combobox', { name: 'Idioma' }).click();
    await page.getByRole('option', { name: 'עברית' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('dark mode and the display scale apply to the page, with the spec toast', async ({ page }) => {
    await signUpThroughForm(page, 'Landlord');
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Dark' }).check({ force: true });
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.getByLabel('Interface size').click();
    await page.getByRole('option', { name: 'Large (125%)' }).click();
    await expect(page.getByText('Display scale updated')).toBeVisible();
    await expect(page.getByText('Interface size set to Large (125%)')).toBeVisible();
    const fontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(fontSize).toBe('20px');

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
  });
});

test.describe('accessibility', () => {
  test('/ and /auth have no serious or critical axe violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign in' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('/dashboard has no serious or critical axe violations', async ({ page }) => {
    await signUpThroughForm(page, 'Landlord');
    await expect(page.getByRole('heading', { name: 'Portfolio', level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
