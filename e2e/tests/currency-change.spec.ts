import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { signUpThroughForm } from '../support/accounts.ts';
import { sameOriginHeaders } from '../support/same-origin.ts';

/** Yesterday (or today on the first of the month) in UTC: a day of this month for the organization's books. */
function dayThisMonth(): string {
  const now = new Date();
  const day = Math.max(1, now.getUTCDate() - 1);
  return `${now.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
}

test.describe("switching the organization's currency", () => {
  test('asks first, and the history keeps its own currency on Financials and the dashboard', async ({ page }) => {
    // An organization of its own: the shared demo organization keeps its currency.
    await signUpThroughForm(page, 'Landlord');
    const property = await page.request.post('/api/properties', {
      headers: sameOriginHeaders(page),
      data: {
        name: 'Elm Court',
        type: 'apartment',
        address: '4 Elm Street',
        city: 'Portland',
        state: 'OR',
        zipCode: '97209',
        country: 'US',
        notes: '',
        yearBuilt: null,
        purchasePriceMinor: null,
        currency: 'USD',
        unitCount: 1,
      },
    });
    expect(property.status()).toBe(201);
    const expense = await page.request.post('/api/expenses', {
      headers: sameOriginHeaders(page),
      data: {
        incurredOn: dayThisMonth(),
        category: 'repairs',
        description: 'Boiler service',
        propertyId: (await property.json()).id,
        amountMinor: 123_400,
      },
    });
    expect(expense.status()).toBe(201);

    await page.goto('/settings');
    const currency = page.getByLabel('Organization currency');
    await expect(currency).toHaveValue('USD');
    await currency.selectOption('EUR');
    const dialog = page.getByRole('alertdialog', { name: "Switch the organization's currency to EUR?" });
    await expect(dialog).toContainText('Everything recorded so far keeps its own currency (USD)');
    await expect(dialog).toContainText('a separate total for each currency');
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Switch to EUR' }).click();
    await expect(page.getByText('Organization currency set to EUR')).toBeVisible();

    await page.goto('/financials');
    await expect(page.getByRole('heading', { name: 'Expenses', level: 3 })).toBeVisible();
    await expect(page.getByText('No financial activity in this period')).toHaveCount(0);
    const expenses = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Expenses' }) });
    await expect(expenses).toContainText('$1,234.00');

    await page.goto('/dashboard');
    await expect(page.getByText('Income vs expenses this month')).toBeVisible();
    await expect(page.getByText('$1,234.00').first()).toBeVisible();
    // Income vs expenses this month reads the USD books: the expense and the net operating income it leaves.
    await expect(page.getByText('-$1,234.00')).toBeVisible();
  });
});
