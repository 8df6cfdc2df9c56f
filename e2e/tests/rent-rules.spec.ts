import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/accessibility.ts';
import { DEMO_LANDLORD, DEMO_PASSWORD, signInThroughForm } from '../support/accounts.ts';
import { chooseOption } from '../support/tenancy.ts';

test.describe('rent rules and late fees', () => {
  test('an admin sets a late fee, sees it on an overdue charge and waives it with a reason', async ({ page }) => {
    await signInThroughForm(page, DEMO_LANDLORD, DEMO_PASSWORD);
    await page.goto('/settings');
    const graceDays = page.getByLabel('Grace days');
    await expect(graceDays).toHaveValue('5');

    // A wrong value is refused in the form, in words.
    await graceDays.fill('61');
    await chooseOption(page, page.getByRole('combobox', { name: 'Late fee' }), 'Flat amount');
    await page.getByRole('button', { name: 'Save rent rules' }).click();
    await expect(page.getByText(/at most 60/i)).toBeVisible();
    await expect(page.getByLabel('Fee amount (USD)')).toHaveAttribute('aria-invalid', 'true');

    // 5 grace days, then 5 % of the rent, at most $100.
    await graceDays.fill('5');
    await chooseOption(page, page.getByRole('combobox', { name: 'Late fee' }), 'Percentage of the rent');
    await page.getByLabel('Percentage (%)').fill('5');
    await page.getByLabel('Maximum fee (USD)').fill('100');
    await page.getByRole('button', { name: 'Save rent rules' }).click();
    await expect(page.getByText('Rent rules saved')).toBeVisible();
    await expect(
      page.getByText(/more than 5 days after its due date gets a late fee of 5% of the rent, at most \$100\.00/),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // The overdue charges carry their fee; the landlord waives one, saying why.
    await page.goto('/financials');
    const history = page.getByRole('region', { name: 'Payment history' });
    await chooseOption(page, history.getByRole('combobox', { name: 'Status' }), 'Overdue');
    const waive = history.getByRole('button', { name: /^Waive the late fee of the rent due/ }).first();
    await expect(waive).toBeVisible();
    await expect(history.getByText('Late fee', { exact: true }).first()).toBeVisible();
    await waive.click();
    const dialog = page.getByRole('dialog', { name: 'Waive this late fee?' });
    await dialog.getByRole('button', { name: 'Waive fee' }).click();
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    const reason = `Paid on time, the bank held it ${Date.now()}`;
    await dialog.getByLabel('Reason').fill(reason);
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: 'Waive fee' }).click();
    await expect(page.getByText('Late fee waived')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(history.getByRole('table').getByText(new RegExp(`waived .*: ${reason}`))).toBeVisible();

    // The audit log keeps the waiver.
    await page.goto('/users');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await expect(page.getByRole('cell', { name: 'Late fee waived' }).first()).toBeVisible();
  });
});
